// mfe-admin's ops screens (Model Report, Model Instance Report and their details pages, the Job
// Queue) through the built, federated app, with the admin API answered at the network edge by a
// small in-memory fake of the contract (so they run before and without imaging's admin backend;
// the lead's real-backend flows come after the merge). Also the studio's Cancel on a pending
// tile, with the imaging calls answered the same way.
import {
  ADMIN_LIMITS,
  ADMIN_MSG,
  IMAGING_MSG,
  JOB_FAILURE,
  MSG,
  type AdminJobRow,
  type ImageRecord,
  type JobCounts,
  type Model,
  type ModelInstance,
} from '@atelier/contracts';
import type { Page, Route } from 'playwright-core';
import { axeViolations } from '../harness/axe';
import { expectToast, expectValue, newAccount, signIn, signUp } from '../harness/flows';
import { useSuite } from '../harness/suite';
import { choose, fieldErrors, selectText } from '../studio/studio-flows';
import { adminPath, dialog, openAdmin, rowAction, rowOf } from './admin-flows';

jest.setTimeout(120_000);

// Every screen is loaded many times a minute from one address (chunks included): above the
// gateway's default per-IP limit, which is not what this file tests.
const s = useSuite({ env: () => ({ RATE_LIMIT_MAX: '100000' }) });
const ok = (data: unknown, msg?: string) => ({ status: 'success', ...(msg ? { msg } : {}), data });
const T0 = '2026-11-20T10:00:00.000Z';

const model = (id: string, over: Partial<Model> = {}): Model => ({ id, name: `Model ${id}`, type: 'text2img', size: ['512*512'], status: 'active', credits: 2, createdAt: T0, description: '', ...over });
const instance = (id: string, over: Partial<ModelInstance> = {}): ModelInstance => ({
  id, name: `Node ${id}`, controller_name: 'cpu', priority: 10, settings: {}, status: 'active', model_id: 'm1', has_api_token: true,
  Model: { id: 'm1', name: 'Model m1', type: 'text2img' }, createdAt: T0, paused: false,
  health: { state: 'healthy', running_jobs: 0, last_error: null, last_error_at: null }, ...over,
});
const job = (id: string, over: Partial<AdminJobRow> = {}): AdminJobRow => ({
  id, status: 'pending', operation: 'text2img', user: { id: 'u1', name: 'Ada Lovelace' }, model: { id: 'm1', name: 'Model m1' }, instance: null,
  attempts: 0, image_count: 1, credits: 2, error: null, createdAt: T0, startedAt: null, finishedAt: null, ...over,
});
const COUNTS: JobCounts = { pending: 3, running: 1, success: 40, failure: 2, canceled: 1 };

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** The admin API of the ops screens, in memory; everything else goes on to the real product. */
class FakeOps {
  models: Model[] = [model('m1'), model('m2', { name: 'Upscaler', type: 'upscale', status: 'deactive', size: ['1024*1024', '2048*2048'] })];
  instances: ModelInstance[] = [instance('i1')];
  jobs: AdminJobRow[] = [job('j1'), job('j2', { status: 'failure', attempts: 3, error: 'node down', finishedAt: T0 })];
  counts: JobCounts = { ...COUNTS };
  jobCount: number | null = null;
  /** Answer these paths with a failure (status, msg) instead. */
  failing = new Map<string, { status: number; msg: string }>();
  calls: Call[] = [];
  testAnswer = { ok: true, latency_ms: 42, detail: 'Fooocus 2.5 answered' };

  constructor(private readonly page: Page) {}

  async install(): Promise<void> {
    await this.page.route('**/api/admin/**', (r) => this.answer(r));
  }

  callsTo(method: string, path: string | RegExp): Call[] {
    return this.calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
  }

  private async answer(route: Route): Promise<void> {
    const req = route.request();
    const url = new URL(req.url());
    const path = url.pathname.replace(/^\/api/, '');
    const method = req.method();
    const body = req.postData() ? (JSON.parse(req.postData()!) as Record<string, unknown>) : undefined;
    const query = Object.fromEntries(url.searchParams);
    // A refused call changes nothing (a refused delete leaves the model to be opened afterwards).
    const failure = this.failing.get(path);
    if (failure) {
      this.calls.push({ method, path, query, body });
      return route.fulfill({ status: failure.status, json: { status: 'error', msg: failure.msg } });
    }
    const reply = this.reply(method, path, query, body);
    if (!reply) return route.fallback();
    this.calls.push({ method, path, query, body });
    return route.fulfill({ json: reply });
  }

  private reply(method: string, path: string, q: Record<string, string>, body: Record<string, unknown> | undefined): unknown {
    const seg = path.split('/').filter(Boolean); // ['admin', ...]
    const byName = <T extends { name: string; status: string }>(rows: T[]) =>
      rows.filter((r) => (!q.name || r.name.toLowerCase().includes(q.name.toLowerCase())) && (!q.status || r.status === q.status));
    const modelRef = (id: string) => { const m = this.models.find((x) => x.id === id)!; return { id: m.id, name: m.name, type: m.type }; };
    if (method === 'GET' && path === '/admin/get_model') return ok(byName(this.models));
    if (method === 'GET' && seg[1] === 'get_model' && seg[2] === 'by') return ok(this.models.find((m) => m.id === seg[3]), IMAGING_MSG.modelFound);
    if (method === 'POST' && path === '/admin/create_model') {
      const m = model(`m${this.models.length + 1}`, { ...(body as Partial<Model>), status: 'active' });
      this.models.push(m);
      return ok(m, IMAGING_MSG.modelCreated);
    }
    if (method === 'PUT' && seg[1] === 'model') {
      const i = this.models.findIndex((m) => m.id === seg[2]);
      this.models[i] = { ...this.models[i], ...(body as Partial<Model>) };
      return ok(this.models[i], IMAGING_MSG.modelUpdated);
    }
    if (method === 'DELETE' && seg[1] === 'model') {
      this.models = this.models.filter((m) => m.id !== seg[2]);
      return { status: 'success', msg: IMAGING_MSG.modelDeleted };
    }
    if (method === 'GET' && path === '/admin/get_model_instance') return ok(byName(this.instances));
    if (method === 'GET' && seg[1] === 'get_model_instance') return ok(this.instances.find((i) => i.id === seg[2]), IMAGING_MSG.instanceFound);
    if (method === 'POST' && path === '/admin/model_instance') {
      const { api_token: _t, ...rest } = body as Record<string, unknown>;
      const i = instance(`i${this.instances.length + 1}`, { ...(rest as Partial<ModelInstance>), Model: modelRef(rest.model_id as string), health: { state: 'unknown', running_jobs: 0, last_error: null, last_error_at: null } });
      this.instances.push(i);
      return ok(i, IMAGING_MSG.instanceCreated);
    }
    if (seg[1] === 'model_instance' && seg[2]) {
      const at = this.instances.findIndex((i) => i.id === seg[2]);
      if (method === 'PUT') {
        const { api_token: _t, ...rest } = body as Record<string, unknown>;
        this.instances[at] = { ...this.instances[at], ...(rest as Partial<ModelInstance>) };
        return ok(this.instances[at], IMAGING_MSG.instanceUpdated);
      }
      if (method === 'DELETE') {
        this.instances = this.instances.filter((i) => i.id !== seg[2]);
        return { status: 'success', msg: IMAGING_MSG.instanceDeleted };
      }
      if (method === 'POST' && (seg[3] === 'pause' || seg[3] === 'resume')) {
        this.instances[at] = { ...this.instances[at], paused: seg[3] === 'pause' };
        return ok(this.instances[at], seg[3] === 'pause' ? ADMIN_MSG.instancePaused : ADMIN_MSG.instanceResumed);
      }
      if (method === 'POST' && seg[3] === 'test') return ok(this.testAnswer, this.testAnswer.ok ? ADMIN_MSG.connectionOk : ADMIN_MSG.connectionFailed);
    }
    if (method === 'GET' && path === '/admin/jobs') return ok({ rows: this.jobs, count: this.jobCount ?? this.jobs.length, counts: this.counts });
    if (method === 'POST' && path === '/admin/jobs/prune') return ok({ pruned: 5 }, ADMIN_MSG.jobsPruned);
    if (method === 'POST' && seg[1] === 'jobs' && (seg[3] === 'cancel' || seg[3] === 'retry')) {
      const j = this.jobs.find((x) => x.id === seg[2])!;
      return ok({ ...j, status: seg[3] === 'cancel' ? 'canceled' : 'pending' }, seg[3] === 'cancel' ? ADMIN_MSG.jobCanceled : ADMIN_MSG.jobRetried);
    }
    return null;
  }
}

const openOps = (page: Page, path: string, title: string) => openAdmin(page, path, title, `Loading ${title}`);
const scope = '[data-mf-remote="mfe_admin"]';


async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the open dialog's zoom-in has ended (measuring it mid-zoom says nothing; axeViolations waits by itself). */
const dialogSettled = (page: Page) => dialog(page).evaluate((el) => Promise.all(el.getAnimations().map((a: { finished: Promise<unknown> }) => a.finished)));

let fake: FakeOps;

beforeAll(async () => {
  await signIn(s.page, s.product.admin.email, s.product.admin.password, '/admin/dashboard');
}, 120_000);

beforeEach(async () => {
  fake = new FakeOps(s.page);
  await fake.install();
});

afterEach(async () => {
  await s.page.unrouteAll({ behavior: 'wait' });
  await s.page.setViewportSize({ width: 1280, height: 800 });
});

describe('Model Report', () => {
  test('the table, search by name and the Status filter send their params', async () => {
    const { page } = s;
    await openOps(page, 'model-report', 'Model Report');
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['Name', 'Type', 'Sizes', 'Credits', 'Status', 'Created', 'Actions']);
    await rowOf(page, 'Upscaler').getByText('1024*1024, 2048*2048').waitFor();
    expect(await rowOf(page, 'Upscaler').locator('[data-tone]').innerText()).toBe('Deactive');
    expect(await rowOf(page, 'Model m1').locator('[data-tone="good"]').innerText()).toBe('Active');

    await page.getByLabel('Search by name', { exact: true }).fill('upsc');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await until(async () => (await rowOf(page, 'Model m1').count()) === 0, 'the search to apply');
    expect(fake.callsTo('GET', '/admin/get_model').at(-1)!.query).toEqual({ name: 'upsc' });

    await choose(page, 'Status', 'Active');
    await page.getByText('No results.').waitFor();
    expect(fake.callsTo('GET', '/admin/get_model').at(-1)!.query).toEqual({ name: 'upsc', status: 'active' });
    // Back to every status: the answer for {name: 'upsc'} is still in the cache.
    await choose(page, 'Status', 'All');
    await rowOf(page, 'Upscaler').waitFor();
  });

  test('create: the spec §5 messages, then the body sent, the dialog closed and the list reloaded', async () => {
    const { page } = s;
    await openOps(page, 'model-report', 'Model Report');
    await page.getByRole('button', { name: 'Create Model' }).click();
    await dialog(page).getByRole('heading', { name: 'Create New Awesome Model' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    expect(await fieldErrors(page, 3)).toEqual([IMAGING_MSG.modelName, IMAGING_MSG.modelType, IMAGING_MSG.modelSize]);

    await dialog(page).getByLabel('Name', { exact: true }).fill('Dreamer XL');
    await choose(page, 'Type', 'inpaint');
    const sizes = dialog(page).getByLabel('Sizes', { exact: true });
    await sizes.fill('big');
    await sizes.press('Enter');
    expect(await fieldErrors(page, 1)).toEqual([IMAGING_MSG.size]);
    await sizes.fill('768*768');
    await sizes.press('Enter');
    await sizes.fill('1024*768');
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Remove size 768*768' }).click();
    await sizes.fill('512*512');
    await sizes.press('Enter');
    await dialog(page).getByLabel('Credits', { exact: true }).fill('');
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    expect(await fieldErrors(page, 1)).toEqual([IMAGING_MSG.modelCredits]);
    await dialog(page).getByLabel('Credits', { exact: true }).fill('3');
    await dialog(page).getByLabel('Description', { exact: true }).fill('Paints over a mask');
    const lists = fake.callsTo('GET', '/admin/get_model').length;
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();

    await expectToast(page, IMAGING_MSG.modelCreated);
    expect(fake.callsTo('POST', '/admin/create_model').map((c) => c.body)).toEqual([{ name: 'Dreamer XL', type: 'inpaint', size: ['1024*768', '512*512'], credits: 3, description: 'Paints over a mask' }]);
    await dialog(page).waitFor({ state: 'detached' });
    await rowOf(page, 'Dreamer XL').waitFor();
    expect(fake.callsTo('GET', '/admin/get_model').length).toBeGreaterThan(lists);
  });

  test('Edit opens model-details/{id} filled in; Update sends the body and goes back to the list; Delete asks, then reloads', async () => {
    const { page } = s;
    await openOps(page, 'model-report', 'Model Report');
    await rowAction(page, 'Upscaler', 'Edit');
    await page.waitForURL((u) => u.pathname === adminPath('model-details/m2'));
    await page.getByRole('heading', { name: 'Update Model' }).waitFor();
    await expectValue(page.getByLabel('Name', { exact: true }), 'Upscaler');
    expect(await selectText(page, 'Status')).toBe('Deactive');
    await page.getByLabel('Name', { exact: true }).fill('Upscaler 2');
    await choose(page, 'Status', 'Active');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expectToast(page, IMAGING_MSG.modelUpdated);
    await page.waitForURL((u) => u.pathname === adminPath('model-report'));
    expect(fake.callsTo('PUT', '/admin/model/m2').map((c) => c.body)).toEqual([{ name: 'Upscaler 2', type: 'upscale', size: ['1024*1024', '2048*2048'], status: 'active', credits: 2, description: '' }]);
    await rowOf(page, 'Upscaler 2').locator('[data-tone="good"]').waitFor();

    await rowAction(page, 'Upscaler 2', 'Delete');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Delete Upscaler 2?' }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(fake.callsTo('DELETE', /^\/admin\/model\//)).toEqual([]);
    await rowAction(page, 'Upscaler 2', 'Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, IMAGING_MSG.modelDeleted);
    await until(async () => (await rowOf(page, 'Upscaler 2').count()) === 0, 'the list to reload');
    expect(fake.callsTo('DELETE', '/admin/model/m2')).toHaveLength(1);
  });

  test("a refused delete or update shows the server's message in its dialog or form, which stays; an empty list says No results.; a failed list shows its error", async () => {
    const { page } = s;
    fake.failing.set('/admin/model/m1', { status: 409, msg: IMAGING_MSG.modelHasInstances });
    await openOps(page, 'model-report', 'Model Report');
    await rowAction(page, 'Model m1', 'Delete');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('alert').filter({ hasText: IMAGING_MSG.modelHasInstances }).waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    fake.failing.set('/admin/model/m1', { status: 403, msg: ADMIN_MSG.adminOnly });
    await openOps(page, 'model-details/m1', 'Update Model');
    await expectValue(page.getByLabel('Name', { exact: true }), 'Model m1');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.locator('form').getByRole('alert').filter({ hasText: ADMIN_MSG.adminOnly }).waitFor();
    expect(new URL(page.url()).pathname).toBe(adminPath('model-details/m1'));

    fake.models = [];
    await openOps(page, 'model-report', 'Model Report');
    await page.getByText('No results.').waitFor();

    fake.failing.set('/admin/get_model', { status: 403, msg: ADMIN_MSG.adminOnly });
    await openOps(page, 'model-report', 'Model Report');
    await page.getByRole('alert').filter({ hasText: ADMIN_MSG.adminOnly }).waitFor();
  });
});

describe('Model Instance Report', () => {
  test('live health: coloured badges with their words, jobs running, the last error and when; Paused; refetched by itself', async () => {
    const { page } = s;
    const recent = new Date(Date.now() - 5 * 60_000).toISOString();
    fake.instances = [
      instance('i1', { name: 'Alpha', health: { state: 'healthy', running_jobs: 2, last_error: null, last_error_at: null } }),
      instance('i2', { name: 'Bravo', controller_name: 'fooocus', health: { state: 'backing_off', running_jobs: 0, last_error: 'connect ECONNREFUSED', last_error_at: recent } }),
      instance('i3', { name: 'Charlie', paused: true, health: { state: 'down', running_jobs: 0, last_error: 'timeout', last_error_at: recent } }),
      instance('i4', { name: 'Delta', health: { state: 'unknown', running_jobs: 0, last_error: null, last_error_at: null } }),
    ];
    await openOps(page, 'model-instance-report', 'Model Instance Report');
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['Name', 'Model', 'Controller', 'Priority', 'Status', 'Health', 'Jobs running', 'Last error', 'Actions']);
    const tones = async (name: string) => (await rowOf(page, name).locator('[data-tone]').allInnerTexts()).map((t) => t.trim());
    expect(await tones('Alpha')).toEqual(['Active', 'Healthy']);
    expect(await tones('Bravo')).toEqual(['Active', 'Backing off']);
    expect(await tones('Charlie')).toEqual(['Active', 'Paused', 'Down']);
    expect(await tones('Delta')).toEqual(['Active', 'Unknown']);
    expect(await rowOf(page, 'Bravo').locator('[data-tone="warn"]').count()).toBe(1);
    expect(await rowOf(page, 'Charlie').locator('[data-tone="bad"]').innerText()).toBe('Down');
    expect((await rowOf(page, 'Alpha').getByRole('cell').allInnerTexts()).map((t) => t.trim())[6]).toBe('2');
    await rowOf(page, 'Bravo').getByText('connect ECONNREFUSED').waitFor();
    await rowOf(page, 'Bravo').getByText('5 minutes ago').waitFor();

    // A node recovers: the table shows it without anyone reloading.
    fake.instances[3] = { ...fake.instances[3], health: { state: 'healthy', running_jobs: 1, last_error: null, last_error_at: null } };
    await until(async () => (await tones('Delta')).includes('Healthy'), 'the health refetch', 10_000);
  });

  test('create: the JSON editor refuses bad JSON as you type (line and column), remote controllers need base_url; the body sent, dialog closed, list reloaded', async () => {
    const { page } = s;
    await openOps(page, 'model-instance-report', 'Model Instance Report');
    await page.getByRole('button', { name: 'Create Instance' }).click();
    const d = dialog(page);
    await d.getByRole('heading', { name: 'Create New Model Instance' }).waitFor();
    const settings = d.getByLabel('Settings', { exact: true });
    await settings.fill('');
    await settings.pressSequentially('{"base_url": ');
    // No submit yet: the editor speaks while typing.
    const jsonError = d.getByRole('alert').filter({ hasText: IMAGING_MSG.settingsJson });
    await jsonError.waitFor();
    expect(await jsonError.innerText()).toMatch(/\(line 1, column \d+\)$/);
    expect(await settings.getAttribute('aria-invalid')).toBe('true');
    await settings.fill('{\n  "base_url": "http://gpu-1:7865",\n  "x" 1\n}');
    await settings.press('End');
    await until(async () => /line 3, column \d+/.test(await d.getByRole('alert').filter({ hasText: IMAGING_MSG.settingsJson }).innerText().catch(() => '')), 'the line of the mistake');
    await settings.fill('');
    await settings.pressSequentially('{}');
    await jsonError.waitFor({ state: 'detached' });

    await d.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await fieldErrors(page, 4)).toEqual([IMAGING_MSG.instanceName, IMAGING_MSG.controllerCreate, IMAGING_MSG.apiTokenCreate, IMAGING_MSG.modelIdCreate]);
    await d.getByLabel('Name', { exact: true }).fill('Gamma');
    await choose(page, 'Controller', 'fooocus');
    await d.getByRole('alert').filter({ hasText: IMAGING_MSG.baseUrlRequired }).waitFor();
    await settings.fill('{"base_url": "http://gpu-3:7865"}');
    await settings.press('End');
    await d.getByRole('alert').filter({ hasText: IMAGING_MSG.baseUrlRequired }).waitFor({ state: 'detached' });
    await d.getByLabel('Priority', { exact: true }).fill('5');
    await d.getByLabel('Api Token', { exact: true }).fill('tok-secret');
    expect(await d.getByLabel('Api Token', { exact: true }).getAttribute('type')).toBe('password');
    await choose(page, 'Model', 'Upscaler (upscale)');
    await d.getByRole('button', { name: 'Create', exact: true }).click();

    await expectToast(page, IMAGING_MSG.instanceCreated);
    expect(fake.callsTo('POST', '/admin/model_instance').map((c) => c.body)).toEqual([
      { name: 'Gamma', controller_name: 'fooocus', priority: 5, api_token: 'tok-secret', settings: { base_url: 'http://gpu-3:7865' }, model_id: 'm2' },
    ]);
    await d.waitFor({ state: 'detached' });
    await rowOf(page, 'Gamma').getByText('Unknown').waitFor();
  });

  test('Edit: filled in, the token never shown and kept when left empty; Update goes back; Pause, Resume, Test connection and Delete send their calls', async () => {
    const { page } = s;
    fake.instances = [instance('i1', { name: 'Alpha', controller_name: 'a1111', settings: { base_url: 'http://gpu-1:7860' } })];
    await openOps(page, 'model-instance-report', 'Model Instance Report');
    await rowAction(page, 'Alpha', 'Edit');
    await page.waitForURL((u) => u.pathname === adminPath('model-instance-details/i1'));
    await page.getByRole('heading', { name: 'Update Model Instance' }).waitFor();
    await expectValue(page.getByLabel('Name', { exact: true }), 'Alpha');
    expect(await page.getByLabel('Api Token', { exact: true }).inputValue()).toBe('');
    await page.getByText('A token is set. Leave empty to keep it; it is never shown.').waitFor();
    expect(JSON.parse(await page.getByLabel('Settings', { exact: true }).inputValue())).toEqual({ base_url: 'http://gpu-1:7860' });
    await page.getByLabel('Priority', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expectToast(page, IMAGING_MSG.instanceUpdated);
    await page.waitForURL((u) => u.pathname === adminPath('model-instance-report'));
    expect(fake.callsTo('PUT', '/admin/model_instance/i1').map((c) => c.body)).toEqual([
      { name: 'Alpha', controller_name: 'a1111', priority: 3, settings: { base_url: 'http://gpu-1:7860' }, model_id: 'm1', status: 'active' },
    ]);

    await rowAction(page, 'Alpha', 'Pause');
    await expectToast(page, ADMIN_MSG.instancePaused);
    await rowOf(page, 'Alpha').getByText('Paused').waitFor();
    await rowAction(page, 'Alpha', 'Resume');
    await expectToast(page, ADMIN_MSG.instanceResumed);
    await until(async () => (await rowOf(page, 'Alpha').getByText('Paused').count()) === 0, 'the Paused badge to go');
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/admin/model_instance/i1/pause', '/admin/model_instance/i1/resume']);

    await rowAction(page, 'Alpha', 'Test connection');
    const result = dialog(page).getByTestId('test-result');
    await result.waitFor();
    expect(await result.innerText()).toMatch(/Result\s+OK\s+Latency\s+42 ms\s+Detail\s+Fooocus 2\.5 answered/);
    await page.keyboard.press('Escape');
    fake.testAnswer = { ok: false, latency_ms: 3001, detail: 'timeout after 3000 ms' };
    await rowAction(page, 'Alpha', 'Test connection');
    await dialog(page).locator('[data-tone="bad"]').getByText('Failed').waitFor();
    await dialog(page).getByText('timeout after 3000 ms').waitFor();
    await page.keyboard.press('Escape');
    expect(fake.callsTo('POST', '/admin/model_instance/i1/test')).toHaveLength(2);

    await rowAction(page, 'Alpha', 'Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, IMAGING_MSG.instanceDeleted);
    await page.getByText('No results.').waitFor();
    expect(fake.callsTo('DELETE', '/admin/model_instance/i1')).toHaveLength(1);
  });
});

describe('Job Queue', () => {
  const count = (page: Page, state: keyof JobCounts) => page.getByTestId(`count-${state}`);

  test('built in: the menu opens it in the admin area; the counts move between two answers without a reload', async () => {
    const { page } = s;
    await page.goto('/admin/dashboard');
    const link = page.getByRole('link', { name: 'Queue', exact: true });
    expect(await link.getAttribute('target')).toBeNull();
    await link.click();
    await page.waitForURL((u) => u.pathname === adminPath('queue'));
    await page.getByRole('heading', { name: 'Job Queue' }).waitFor();
    await until(async () => (await count(page, 'success').innerText()) === '40', 'the first counts');
    expect(await count(page, 'pending').innerText()).toBe('3');
    expect(await count(page, 'canceled').innerText()).toBe('1');
    fake.counts = { pending: 0, running: 2, success: 44, failure: 2, canceled: 1 };
    await until(async () => (await count(page, 'success').innerText()) === '44', 'the counts to update', 8_000);
    expect(await count(page, 'pending').innerText()).toBe('0');
    expect(await count(page, 'running').innerText()).toBe('2');
  });

  test('the table, the filters by state, model and user, and paging send their params', async () => {
    const { page } = s;
    fake.jobs = [
      job('j1', { instance: { id: 'i1', name: 'Alpha' }, status: 'running', attempts: 1, startedAt: T0 }),
      job('j2', { status: 'failure', attempts: 3, error: 'The node stopped answering', finishedAt: T0, user: { id: 'u2', name: 'Grace Hopper' } }),
    ];
    fake.jobCount = ADMIN_LIMITS.jobPageSize + 5;
    await openOps(page, 'queue', 'Job Queue');
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['User', 'Model', 'Instance', 'Operation', 'State', 'Attempts', 'Created', 'Started', 'Finished', 'Error', 'Actions']);
    expect(await rowOf(page, 'Alpha').locator('[data-tone]').innerText()).toBe('Running');
    await rowOf(page, 'Grace Hopper').getByText('The node stopped answering').waitFor();
    const lastQuery = () => fake.callsTo('GET', '/admin/jobs').at(-1)!.query;
    const queryIs = (q: Record<string, string>) => until(async () => JSON.stringify(Object.entries(lastQuery()).sort()) === JSON.stringify(Object.entries(q).sort()), `the query ${JSON.stringify(q)}`);
    expect(lastQuery()).toEqual({ page: '1' });

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Page 2', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    await until(async () => lastQuery().page === '2', 'page 2');
    await choose(page, 'State', 'Failure');
    await queryIs({ status: 'failure', page: '1' });
    await choose(page, 'Model', 'Upscaler');
    await queryIs({ status: 'failure', model_id: 'm2', page: '1' });
    await page.getByRole('button', { name: "Show only Grace Hopper's jobs" }).click();
    await queryIs({ status: 'failure', model_id: 'm2', user_id: 'u2', page: '1' });
    await page.getByRole('button', { name: 'Clear user filter Grace Hopper' }).click();
    await queryIs({ status: 'failure', model_id: 'm2', page: '1' });
    // A count tile filters by its state too (pressed while on).
    await page.getByRole('button', { name: /^Pending/ }).click();
    await queryIs({ status: 'pending', model_id: 'm2', page: '1' });
    expect(await page.getByRole('button', { name: /^Pending/ }).getAttribute('aria-pressed')).toBe('true');
  });

  test('Cancel asks first and sends the call; Retry sends its call; Prune checks the days and sends them', async () => {
    const { page } = s;
    fake.jobs = [job('j1'), job('j2', { status: 'failure', attempts: 3, error: 'node down', finishedAt: T0, user: { id: 'u2', name: 'Grace Hopper' } }), job('j3', { status: 'success', finishedAt: T0, user: { id: 'u3', name: 'Alan Turing' } })];
    await openOps(page, 'queue', 'Job Queue');
    expect(await rowOf(page, 'Alan Turing').getByRole('button', { name: /Cancel|Retry/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel job j1' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Cancel this job?' }).waitFor();
    await confirm.getByRole('button', { name: 'Keep job' }).click();
    expect(fake.callsTo('POST', /cancel$/)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel job j1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel job', exact: true }).click();
    await expectToast(page, ADMIN_MSG.jobCanceled);
    expect(fake.callsTo('POST', '/admin/jobs/j1/cancel')).toHaveLength(1);

    await page.getByRole('button', { name: 'Retry job j2' }).click();
    await expectToast(page, ADMIN_MSG.jobRetried);
    expect(fake.callsTo('POST', '/admin/jobs/j2/retry')).toHaveLength(1);

    await page.getByRole('button', { name: 'Prune finished jobs' }).click();
    const d = dialog(page);
    const days = d.getByLabel('Older than (days)', { exact: true });
    expect(await days.inputValue()).toBe('30');
    await days.fill('0');
    await d.getByRole('button', { name: 'Prune', exact: true }).click();
    expect(await fieldErrors(page, 1)).toEqual([ADMIN_MSG.pruneDays]);
    await days.fill('7');
    await d.getByRole('button', { name: 'Prune', exact: true }).click();
    await expectToast(page, ADMIN_MSG.jobsPruned);
    await d.waitFor({ state: 'detached' });
    expect(fake.callsTo('POST', '/admin/jobs/prune').map((c) => c.body)).toEqual([{ older_than_days: 7 }]);
  });

  test("a refused cancel shows the server's words in the dialog; an empty queue says No results.; a failed queue shows its error", async () => {
    const { page } = s;
    fake.failing.set('/admin/jobs/j1/cancel', { status: 409, msg: ADMIN_MSG.jobNotCancelable });
    await openOps(page, 'queue', 'Job Queue');
    await page.getByRole('button', { name: 'Cancel job j1' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Cancel job', exact: true }).click();
    await confirm.getByRole('alert').filter({ hasText: ADMIN_MSG.jobNotCancelable }).waitFor();
    await page.keyboard.press('Escape');

    fake.jobs = [];
    fake.counts = { pending: 0, running: 0, success: 0, failure: 0, canceled: 0 };
    await openOps(page, 'queue', 'Job Queue');
    await page.getByText('No results.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Job Queue pages' }).count()).toBe(0);

    fake.failing.set('/admin/jobs', { status: 500, msg: '' });
    await page.goto(adminPath('queue'));
    await page.getByRole('heading', { name: 'Job Queue' }).waitFor();
    await page.getByRole('alert').filter({ hasText: MSG.genericError }).waitFor({ timeout: 20_000 });
  });
});

describe('phone width and accessibility', () => {
  const SCREENS: [string, string][] = [
    ['model-report', 'Model Report'],
    ['model-instance-report', 'Model Instance Report'],
    ['queue', 'Job Queue'],
  ];

  test('390 px: nothing wider than the screen (tables scroll inside their card), the dialogs fit', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, title] of SCREENS) {
      await openOps(page, path, title);
      await page.locator('tbody tr td').first().waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      const table = page.locator(`${scope} table`).first();
      const box = (await table.locator('xpath=..').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await openOps(page, 'model-instance-report', 'Model Instance Report');
    await page.getByRole('button', { name: 'Create Instance' }).click();
    await dialogSettled(page);
    const d = (await dialog(page).boundingBox())!;
    expect(d.x).toBeGreaterThanOrEqual(0);
    expect(d.x + d.width).toBeLessThanOrEqual(390);
    expect(d.height).toBeLessThanOrEqual(844);
    await page.keyboard.press('Escape');
    await openOps(page, 'model-details/m1', 'Update Model');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  });

  test('axe (WCAG 2.1 A/AA), light and dark: each screen, the details pages and the create dialogs', async () => {
    const { page } = s;
    const recent = new Date(Date.now() - 60_000).toISOString();
    fake.instances = [instance('i1', { paused: true, health: { state: 'backing_off', running_jobs: 1, last_error: 'refused', last_error_at: recent } }), instance('i2', { health: { state: 'down', running_jobs: 0, last_error: null, last_error_at: null } })];
    fake.jobs = [job('j1'), job('j2', { status: 'failure', error: 'x' }), job('j3', { status: 'canceled' }), job('j4', { status: 'success' }), job('j5', { status: 'running' })];
    for (const theme of ['light', 'dark']) {
      await page.evaluate(`localStorage.setItem('vite-ui-theme', '${theme}')`);
      for (const [path, title] of SCREENS) {
        await openOps(page, path, title);
        await page.locator('tbody tr td').first().waitFor();
        expect(await axeViolations(page, scope)).toEqual([]);
      }
      await openOps(page, 'model-report', 'Model Report');
      await page.getByRole('button', { name: 'Create Model' }).click();
      await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
      await fieldErrors(page, 3);
      expect(await axeViolations(page, scope)).toEqual([]);
      await page.keyboard.press('Escape');
      await openOps(page, 'model-instance-report', 'Model Instance Report');
      await page.getByRole('button', { name: 'Create Instance' }).click();
      await dialog(page).getByLabel('Settings', { exact: true }).fill('{');
      await dialog(page).getByRole('alert').first().waitFor();
      expect(await axeViolations(page, scope)).toEqual([]);
      await page.keyboard.press('Escape');
      await openOps(page, 'model-details/m1', 'Update Model');
      await page.getByLabel('Name', { exact: true }).waitFor();
      expect(await axeViolations(page, scope)).toEqual([]);
      await openOps(page, 'model-instance-details/i1', 'Update Model Instance');
      await page.getByLabel('Settings', { exact: true }).waitFor();
      expect(await axeViolations(page, scope)).toEqual([]);
    }
    await page.evaluate(`localStorage.setItem('vite-ui-theme', 'light')`);
  });
});

describe('studio', () => {
  const pendingImage = (over: Partial<ImageRecord> = {}): ImageRecord => ({
    id: 'img-c1', prompt: 'a lighthouse to cancel', negative_prompt: '', image_url: null, image_cdn: '', thumbnail_url: null, image_size: '512*512',
    image_seed: '7', createdAt: T0, request_status: 'pending', parent_id: 'job-c1', operation: 'text2img', make_public: true, error: null,
    User: { name: 'E2E cancel', profile_pic: null }, preset: null, input_image_url: null, ...over,
  });

  test('a pending tile has a labelled, keyboard-reachable Cancel that cancels its job; the tile then says Canceled, without an error toast', async () => {
    const page = await s.freshPage();
    const account = newAccount('cancel');
    await signUp(page, s.product.mailbox, account);
    await signIn(page, account.email, account.password);
    const canceled: string[] = [];
    await page.route('**/api/images/events', (r) => r.abort());
    await page.route('**/api/text_to_image/user_image', (r) => r.fulfill({ json: ok([pendingImage()]) }));
    await page.route('**/api/text_to_image/v2/get_pending_image/**', (r) => r.fulfill({ json: ok(pendingImage()) }));
    await page.route('**/api/users/jobs/*/cancel', (r) => {
      canceled.push(new URL(r.request().url()).pathname);
      return r.fulfill({ json: { status: 'success', msg: ADMIN_MSG.jobCanceled, data: { id: 'job-c1', status: 'canceled' } } });
    });
    await page.goto('/dashboard/image-generate');
    // A fresh context loads the studio's chunks cold: on a busy box that may take a while.
    await page.getByRole('heading', { name: 'Playground', exact: true }).waitFor({ timeout: 45_000 });
    await page.getByRole('status', { name: 'Loading Playground' }).waitFor({ state: 'detached', timeout: 45_000 });
    const history = page.getByRole('region', { name: 'Generation History' });
    const cancel = history.getByRole('button', { name: 'Cancel image: a lighthouse to cancel' });
    await cancel.waitFor();
    expect(await cancel.innerText()).toBe('Cancel');
    // Reachable with Tab: walk from the history's heading until it has focus.
    await history.getByRole('heading', { name: 'Generation History' }).click();
    let reached = false;
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await cancel.evaluate((el) => el === el.ownerDocument.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await history.getByText('Canceled', { exact: true }).waitFor();
    expect(canceled).toEqual(['/api/users/jobs/job-c1/cancel']);
    expect(await history.getByRole('button', { name: /^Cancel image/ }).count()).toBe(0);
    expect(await page.getByText(MSG.genericTitle).count()).toBe(0);
    expect(await page.getByText(JOB_FAILURE.canceled).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Submit', exact: true }).getAttribute('aria-busy')).toBeNull();
  });
});
