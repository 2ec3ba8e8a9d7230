// The job path against GPU nodes that speak the real wire protocols (the fake Fooocus, A1111 and
// ComfyUI servers of tests/fakes) on PostgreSQL + Kafka, with instances created through the admin
// API: a failing node hands the job to the next priority, a node returning garbage fails the job
// with nothing stored, and the sealed api_token reaches the node.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { uuidv7 } from '@atelier/platform';
import { dropSchemas, integrationEnv, uniqueName } from '@atelier/testkit';
import { createAdapters } from '../src/adapters';
import { JOB_FAILURE } from '@atelier/contracts';
import { startFakeA1111, type FakeA1111 } from './fakes/fake-a1111';
import { startFakeComfyUI, type FakeComfyUI } from './fakes/fake-comfyui';
import { startFakeFooocus, type FakeFooocus } from './fakes/fake-fooocus';
import { waitFor } from '@atelier/testkit';
import { premium, startHarness, type Harness } from './support/harness';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const schema = uniqueName('it_gpu');
let h: Harness;
let fooocus: FakeFooocus;
let a1111: FakeA1111;
let comfy: FakeComfyUI;

beforeAll(async () => {
  // Admin-entered node URLs on 127.0.0.1 are refused unless loopback is allowed (read at start).
  process.env.GPU_NODE_ALLOW_LOOPBACK = 'true';
  [fooocus, a1111, comfy] = await Promise.all([startFakeFooocus({ apiKey: 'fooocus-key' }), startFakeA1111(), startFakeComfyUI()]);
  h = await startHarness({
    schema,
    env: { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(',') },
    adapters: createAdapters({ ssrf: { allowLoopback: true, allowedCidrs: [] }, pollIntervalMs: 20 }),
  });
});
afterAll(async () => {
  delete process.env.GPU_NODE_ALLOW_LOOPBACK;
  await h?.stop();
  await dropSchemas(databaseUrl, [schema]);
  await Promise.all([fooocus?.close(), a1111?.close(), comfy?.close()]);
});

const db = () => h.imaging.context.db;
const finished = (id: string) =>
  waitFor(() => db().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), (j) => j.status === 'success' || j.status === 'failure', 60_000);

async function modelWith(nodes: Array<{ controller: string; url: string; token?: string }>) {
  const { model } = await h.admin.CreateModel({ name: `GPU ${uuidv7().slice(-6)}`, type: 'text2img', sizes: ['64*64'], credits: 1 });
  const ids: string[] = [];
  for (const [i, n] of nodes.entries()) {
    const { instance } = await h.admin.CreateModelInstance({ name: `${n.controller} ${i}`, controller_name: n.controller, priority: i + 1, api_token: n.token ?? 'none', settings_json: JSON.stringify({ base_url: n.url }), model_id: model!.id });
    ids.push(instance!.id);
  }
  return { modelId: model!.id, ids };
}
// Premium owners, so the results are private and land under the owner's folder (files below).
const submit = async (userId: string, modelId: string) =>
  (await premium(h, userId), h.client.SubmitJob({ user_id: userId, operation: 'text2img', model_id: modelId, prompt: 'a lighthouse at dusk', negative_prompt: '', image_size: '64*64', image_number: 2, make_public: false }));
const files = (userId: string) => {
  try {
    return readdirSync(join(h.dataDir, 'objects', 'images', 'private', userId)).filter((f) => !f.endsWith('.meta.json'));
  } catch {
    return [];
  }
};

test('Fooocus failing → the job moves to the A1111 node of the next priority; the sealed token reached Fooocus', async () => {
  fooocus.mode = 'error';
  const { modelId, ids } = await modelWith([
    { controller: 'fooocus', url: fooocus.url, token: 'fooocus-key' },
    { controller: 'a1111', url: a1111.url },
  ]);
  const userId = uuidv7();
  const j = await finished((await submit(userId, modelId)).job_id);
  expect(j).toMatchObject({ status: 'success', instance_id: ids[1], tried_instance_ids: [ids[0]] });
  expect(fooocus.stats.jobsSeen).toBeGreaterThan(0); // accepted with the right X-API-KEY, then failed
  expect(files(userId)).toHaveLength(4);
  fooocus.mode = 'ok';
});

test('a working Fooocus node produces the images', async () => {
  const { modelId, ids } = await modelWith([{ controller: 'fooocus', url: fooocus.url, token: 'fooocus-key' }]);
  const userId = uuidv7();
  const j = await finished((await submit(userId, modelId)).job_id);
  expect(j).toMatchObject({ status: 'success', instance_id: ids[0], attempts: 1 });
  expect(files(userId)).toHaveLength(4);
});

test('ComfyUI returning garbage: a clear failure and no file stored', async () => {
  comfy.mode = 'garbage';
  const { modelId } = await modelWith([{ controller: 'comfyui', url: comfy.url }]);
  const userId = uuidv7();
  const j = await finished((await submit(userId, modelId)).job_id);
  expect(j).toMatchObject({ status: 'failure', error: JOB_FAILURE.badOutput });
  expect(files(userId)).toEqual([]);
  comfy.mode = 'ok';
});

// ---- cancel stops the node job; Test connection asks the node (issue 10) ------------------------

const running = (id: string) => waitFor(() => db().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), (j) => j.status === 'running', 30_000);

test('canceling a running job stops it on the node: Fooocus /v1/generation/stop, A1111 /sdapi/v1/interrupt, ComfyUI /interrupt + queue delete', async () => {
  const [slowFooocus, slowA1111, slowComfy] = await Promise.all([startFakeFooocus({ imageMs: 20_000 }), startFakeA1111({ imageMs: 20_000 }), startFakeComfyUI({ imageMs: 20_000 })]);
  try {
    const cases: Array<{ controller: string; url: string; settings?: Record<string, unknown>; stopped: () => boolean }> = [
      { controller: 'fooocus', url: slowFooocus.url, stopped: () => slowFooocus.stopCalls > 0 },
      // /interrupt is global: the adapter sends it only for a node that serves us alone.
      { controller: 'a1111', url: slowA1111.url, settings: { interrupt_on_abort: true }, stopped: () => slowA1111.interruptCalls > 0 },
      // Two images = two prompts: the running one is interrupted, the queued one deleted.
      { controller: 'comfyui', url: slowComfy.url, stopped: () => slowComfy.interruptCalls > 0 && slowComfy.deleted.length > 0 },
    ];
    for (const c of cases) {
      const { model } = await h.admin.CreateModel({ name: `Stop ${c.controller} ${uuidv7().slice(-6)}`, type: 'text2img', sizes: ['64*64'], credits: 1 });
      await h.admin.CreateModelInstance({ name: `slow ${c.controller}`, controller_name: c.controller, priority: 1, api_token: '', settings_json: JSON.stringify({ base_url: c.url, ...c.settings }), model_id: model!.id });
      const userId = uuidv7();
      const { job_id } = await submit(userId, model!.id);
      await running(job_id);
      await new Promise((r) => setTimeout(r, 300)); // the node has the job
      const canceled = await h.admin.CancelJob({ job_id });
      expect(canceled.job).toMatchObject({ status: 'canceled', error: JOB_FAILURE.canceled });
      await waitFor(async () => c.stopped(), (ok) => ok, 15_000);
      await h.settle();
      expect(h.billing.get(`hold-${job_id}`).state).toBe('released');
      expect(files(userId)).toEqual([]);
    }
  } finally {
    await Promise.all([slowFooocus.close(), slowA1111.close(), slowComfy.close()]);
  }
});

test('Test connection asks each protocol\'s cheap endpoint through the adapter: ok with latency and detail; a node that is not there is not ok', async () => {
  const { model } = await h.admin.CreateModel({ name: `Probe ${uuidv7().slice(-6)}`, type: 'text2img', sizes: ['64*64'], credits: 1 });
  const make = (controller: string, url: string, token = '') =>
    h.admin.CreateModelInstance({ name: `probe ${controller}`, controller_name: controller, priority: 1, api_token: token, settings_json: JSON.stringify({ base_url: url, request_timeout_ms: 2000 }), model_id: model!.id }).then((r) => r.instance!.id);
  const expectations: Array<[string, string, string, RegExp]> = [
    ['fooocus', fooocus.url, 'fooocus-key', /^Fooocus-API answered \/ping/],
    ['a1111', a1111.url, '', /^A1111 answered \/sdapi\/v1\/progress/],
    ['comfyui', comfy.url, '', /^ComfyUI.*answered \/system_stats/],
  ];
  for (const [controller, url, token, detail] of expectations) {
    const r = await h.admin.TestModelInstance({ id: await make(controller, url, token) });
    expect(r).toMatchObject({ ok: true, detail: expect.stringMatching(detail) });
    expect(r.latency_ms).toBeGreaterThanOrEqual(0);
  }
  // A wrong key: the node answers, and the detail says what to check.
  expect(await h.admin.TestModelInstance({ id: await make('fooocus', fooocus.url, 'wrong') })).toMatchObject({ ok: false, detail: expect.stringContaining('api_token') });
  // Nothing listening there.
  const gone = await startFakeFooocus();
  const goneUrl = gone.url;
  await gone.close();
  expect(await h.admin.TestModelInstance({ id: await make('fooocus', goneUrl) })).toMatchObject({ ok: false, detail: expect.any(String) });
  // A user may not ask.
  await expect(h.client.TestModelInstance({ id: await make('cpu', 'http://unused') })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
});
