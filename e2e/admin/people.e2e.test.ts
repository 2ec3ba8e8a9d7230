// mfe-admin's Dashboard, User Report, Plan Report and Audit Log through the built, federated app,
// signed in as the real admin, with the admin API answered at the network edge (so they run
// before and without svc-admin and the admin routes of identity and billing; the lead's
// real-backend flows cover the services). Checks what each screen shows, the exact bodies and
// query params it sends, that each change reloads the list, the empty and error states, a
// 390 px pass with the collapsed menu, and axe (WCAG 2.1 A/AA) over every screen.
import {
  ADMIN_LIMITS,
  ADMIN_MSG,
  BILLING_MSG,
  MSG,
  type AdminUserRow,
  type AuditRow,
  type Dashboard,
  type DashboardDay,
  type Plan,
} from '@atelier/contracts';
import type { Page, Route } from 'playwright-core';
import { axeViolations } from '../harness/axe';
import { expectToast, signIn } from '../harness/flows';
import { useSuite } from '../harness/suite';
import { choose, eventually, selectText } from '../studio/studio-flows';
import { cellTexts, confirmDialog, dialog, openAdmin, rowAction as openRowAction, rowOf, totalCard } from './admin-flows';

jest.setTimeout(120_000);

// The file loads the whole app some fifty times a minute (every screen, both themes, 390 px): the
// gateway's per-IP limit on all routes (RATE_LIMIT_MAX) would refuse the last pages and leave them blank.
const s = useSuite({ env: () => ({ RATE_LIMIT_MAX: '100000' }) });
const ok = (data: unknown, msg?: string) => ({ status: 'success', ...(msg ? { msg } : {}), data });
const refuse = (route: Route, status: number, msg: string) => route.fulfill({ status, json: { status: 'error', msg } });
const REMOTE = '[data-mf-remote="mfe_admin"]';

/** Every request the page made to `path` (method, query, body), as the fake API saw them. */
interface Seen {
  method: string;
  query: Record<string, string>;
  body: unknown;
}
function record(list: Seen[], route: Route): Seen {
  const req = route.request();
  const seen = { method: req.method(), query: Object.fromEntries(new URL(req.url()).searchParams), body: req.postData() ? req.postDataJSON() : null };
  list.push(seen);
  return seen;
}
const gets = (list: Seen[]) => list.filter((r) => r.method === 'GET');

const waitLoaded = (page: Page, label: string) => page.getByRole('status', { name: label }).waitFor({ state: 'detached' });

beforeAll(async () => {
  await signIn(s.page, s.product.admin.email, s.product.admin.password, '/admin/dashboard');
}, 120_000);

afterEach(async () => {
  await s.page.unrouteAll({ behavior: 'wait' });
  await s.page.setViewportSize({ width: 1280, height: 800 });
});

// ---- dashboard -------------------------------------------------------------------------------

function days(fill: (i: number) => Partial<DashboardDay>): DashboardDay[] {
  const today = Date.UTC(2026, 10, 23);
  return Array.from({ length: ADMIN_LIMITS.seriesDays }, (_, i) => ({
    date: new Date(today - (ADMIN_LIMITS.seriesDays - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    signups: 0,
    images: 0,
    revenue: { INR: 0, USD: 0 },
    ...fill(i),
  }));
}
const DASHBOARD: Dashboard = {
  users: 1234,
  totalPremiumUser: 56,
  totalImageGenerated: 98765,
  totalRevenue: { INR: 499950, USD: 1999 },
  series: days((i) => ({ signups: i % 3, images: i * 2, revenue: { INR: i === 29 ? 49900 : 0, USD: i === 28 ? 999 : 0 } })),
  updatedAt: '2026-11-23T09:00:00.000Z',
};

test('Dashboard: welcome with the admin name, the four totals (₹ and $ apart), three charts with their text alternatives', async () => {
  const { page } = s;
  await page.route('**/api/admin/dashboard', (r) => r.fulfill({ json: ok(DASHBOARD) }));
  await openAdmin(page, '', /^Welcome/);
  const name = await page.evaluate(`localStorage.getItem('name')`);
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Welcome ${name}`);
  await waitLoaded(page, 'Loading the dashboard');
  expect(await totalCard(page, 'Total User').getByTestId('total-Total User').innerText()).toBe('1,234');
  expect(await totalCard(page, 'Total Active premium user').getByTestId('total-Total Active premium user').innerText()).toBe('56');
  expect(await totalCard(page, 'Total image generated').getByTestId('total-Total image generated').innerText()).toBe('98,765');
  expect((await totalCard(page, 'Total revenue').getByTestId('total-Total revenue').innerText()).split('\n')).toEqual(['₹4,999.50', '$19.99']);

  const charts = page.getByRole('figure');
  expect(await charts.count()).toBe(3);
  expect(await page.locator('[data-testid="day-chart"] canvas').count()).toBe(3);
  const signups = page.getByRole('figure', { name: 'Sign-ups per day' });
  await signups.getByText(/^Sign-ups: 30 in the last 30 days; most on \d+ \w+ \(2\)\.$/).waitFor();
  await page.getByRole('figure', { name: 'Revenue per day' }).getByText('Revenue (INR): ₹499 in the last 30 days; most on 23 Nov (₹499). Revenue (USD): $9.99 in the last 30 days; most on 22 Nov ($9.99).').waitFor();
  // The numbers behind a chart, as a table.
  await signups.getByText('Show as a table').click();
  expect(await signups.getByRole('row').count()).toBe(ADMIN_LIMITS.seriesDays + 1);
  expect(await signups.getByRole('columnheader').allInnerTexts()).toEqual(['Day', 'Sign-ups']);
  expect(await cellTexts(page, '23 Nov')).toEqual(['23 Nov', '2']);
});

test('Dashboard: a quiet month shows empty charts; an error says so and Try again loads it', async () => {
  const { page } = s;
  const quiet: Dashboard = { ...DASHBOARD, users: 1, totalPremiumUser: 0, totalImageGenerated: 0, totalRevenue: { INR: 0, USD: 0 }, series: days(() => ({})) };
  await page.route('**/api/admin/dashboard', (r) => r.fulfill({ json: ok(quiet) }));
  await openAdmin(page, '', /^Welcome/);
  await waitLoaded(page, 'Loading the dashboard');
  expect(await page.getByRole('heading', { name: 'No activity yet' }).count()).toBe(3);
  expect(await page.locator('[data-testid="day-chart"]').count()).toBe(0);
  expect((await totalCard(page, 'Total revenue').getByTestId('total-Total revenue').innerText()).split('\n')).toEqual(['₹0', '$0']);

  await page.unrouteAll({ behavior: 'wait' });
  let fail = true;
  await page.route('**/api/admin/dashboard', (r) => (fail ? refuse(r, 400, 'The dashboard is resting') : r.fulfill({ json: ok(DASHBOARD) })));
  await openAdmin(page, '', /^Welcome/);
  await page.getByRole('heading', { name: 'The dashboard could not be loaded' }).waitFor();
  await page.getByText('The dashboard is resting').waitFor();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await totalCard(page, 'Total User').getByText('1,234').waitFor();
});

// ---- user report -------------------------------------------------------------------------------

const user = (i: number, over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: `u${i}`,
  name: `User ${i}`,
  email: `user${i}@e2e.test`,
  profile_name: `user_${i}`,
  profile_pic: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  user_type: 'user',
  status: 'active',
  user_subscription_type: 'free',
  credits: 1500,
  ...over,
});

/** The user API at the network edge: `count` users, 10 a page; edits, deletes and adjustments recorded. */
async function usersApi(page: Page, count: number, answer: { update?: (r: Route) => Promise<void> } = {}) {
  const seen = { list: [] as Seen[], update: [] as Seen[], remove: [] as Seen[], credits: [] as Seen[] };
  await page.route('**/api/admin/all_user*', (r) => {
    const q = record(seen.list, r).query;
    const p = Number(q.page ?? 1);
    const rows = Array.from({ length: Math.max(0, Math.min(ADMIN_LIMITS.userPageSize, count - (p - 1) * ADMIN_LIMITS.userPageSize)) }, (_, i) => user((p - 1) * 10 + i + 1, i === 0 && p === 1 ? { user_type: 'admin', status: 'block', user_subscription_type: 'premium', credits: 0 } : {}));
    return r.fulfill({ json: ok({ rows, count }) });
  });
  await page.route('**/api/admin/user/*/credits', (r) => {
    record(seen.credits, r);
    return r.fulfill({ json: ok({ credits: 1450, held: 0 }, BILLING_MSG.creditsAdjusted) });
  });
  await page.route('**/api/admin/user/*', async (r) => {
    const req = record(r.request().method() === 'PUT' ? seen.update : seen.remove, r);
    if (req.method === 'PUT') return answer.update ? answer.update(r) : r.fulfill({ json: ok({ ...user(2), ...(req.body as object) }, ADMIN_MSG.userUpdated) });
    return r.fulfill({ json: { status: 'success', msg: ADMIN_MSG.userDeleted } });
  });
  return seen;
}


/** A row's action that opens a dialog: waits for it. */
async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await openRowAction(page, name, action);
  await dialog(page).or(confirmDialog(page)).waitFor();
}

test('User Report: the count, the columns, search and both filters send their params, Previous/Next page through', async () => {
  const { page } = s;
  const seen = await usersApi(page, 23);
  await openAdmin(page, 'user-report', 'User Report');
  await page.getByText('You Have Total 23 User', { exact: true }).waitFor();
  expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['Id', 'Name', 'Email', 'Profile Name', 'Created At', 'User Type', 'Status', 'Subscription', 'Credits', 'Actions']);
  expect(await cellTexts(page, 'user1@e2e.test')).toEqual(['u1', 'User 1', 'user1@e2e.test', 'user_1', expect.any(String), 'Admin', 'Block', 'Premium', '0', '']);
  expect(await cellTexts(page, 'user2@e2e.test')).toEqual(['u2', 'User 2', 'user2@e2e.test', 'user_2', expect.any(String), 'User', 'Active', 'Free', '1,500', '']);
  expect(await page.getByRole('row').count()).toBe(11);

  const pager = page.getByRole('navigation', { name: 'User Report pages' });
  expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
  await pager.getByRole('button', { name: 'Next' }).click();
  await rowOf(page, 'user11@e2e.test').waitFor();
  await pager.getByRole('button', { name: 'Next' }).click();
  await rowOf(page, 'user21@e2e.test').waitFor();
  expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await rowOf(page, 'user11@e2e.test').waitFor();

  await page.getByRole('textbox', { name: 'Search by name' }).fill('  ada ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await eventually(page, async () => gets(seen.list).some((q) => q.query.name === 'ada'));
  await choose(page, 'Status', 'Block');
  await eventually(page, async () => gets(seen.list).some((q) => q.query.status === 'block'));
  await choose(page, 'Subscription', 'Premium');
  await eventually(page, async () => gets(seen.list).some((q) => q.query.subscription === 'premium'));
  await choose(page, 'Status', 'All');
  await eventually(page, async () => gets(seen.list).at(-1)?.query.status === undefined);
  expect(gets(seen.list).map((q) => q.query)).toEqual([
    { page: '1' },
    { page: '2' },
    { page: '3' },
    { page: '1', name: 'ada' },
    { page: '1', name: 'ada', status: 'block' },
    { page: '1', name: 'ada', status: 'block', subscription: 'premium' },
    { page: '1', name: 'ada', subscription: 'premium' },
  ]);
  expect(await selectText(page, 'Status')).toBe('All');
});

test('User Report: ten users or fewer have no Previous/Next; none says "No results."; a failed load shows the message', async () => {
  const { page } = s;
  await usersApi(page, 10);
  await openAdmin(page, 'user-report', 'User Report');
  await page.getByText('You Have Total 10 User').waitFor();
  expect(await page.getByRole('navigation', { name: 'User Report pages' }).count()).toBe(0);
  await page.unrouteAll({ behavior: 'wait' });
  await usersApi(page, 0);
  await openAdmin(page, 'user-report', 'User Report');
  await page.getByText('You Have Total 0 User').waitFor();
  await page.getByText('No results.').waitFor();
  await page.unrouteAll({ behavior: 'wait' });
  await page.route('**/api/admin/all_user*', (r) => refuse(r, 403, 'Only an admin may do this'));
  await openAdmin(page, 'user-report', 'User Report');
  await page.getByRole('alert').filter({ hasText: 'Only an admin may do this' }).waitFor();
});

test('User Report: Edit sends the whole row with the contract messages, shows the server refusal, then saves and reloads', async () => {
  const { page } = s;
  let refuseOnce = true;
  const seen = await usersApi(page, 3, {
    update: async (r) => {
      if (refuseOnce) {
        refuseOnce = false;
        return refuse(r, 409, ADMIN_MSG.lastAdmin);
      }
      return r.fulfill({ json: ok(user(2, { status: 'block' }), ADMIN_MSG.userUpdated) });
    },
  });
  await openAdmin(page, 'user-report', 'User Report');
  await rowOf(page, 'user2@e2e.test').waitFor();
  await rowAction(page, 'User 2', 'Edit');
  const d = dialog(page);
  await d.getByRole('heading', { name: 'Edit User' }).waitFor();
  expect(await d.getByLabel('Name', { exact: true }).inputValue()).toBe('User 2');
  await d.getByLabel('Name', { exact: true }).fill('');
  await d.getByRole('button', { name: 'Update' }).click();
  await d.getByText(MSG.required, { exact: true }).first().waitFor();
  expect(seen.update).toEqual([]);

  await d.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await d.getByLabel('Profile Name', { exact: true }).fill('ada_l');
  await choose(page, 'Status', 'Block');
  await choose(page, 'Subscription', 'Premium');
  await d.getByRole('button', { name: 'Update' }).click();
  await d.getByRole('alert').filter({ hasText: ADMIN_MSG.lastAdmin }).waitFor();
  const before = gets(seen.list).length;
  await d.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, ADMIN_MSG.userUpdated);
  await d.waitFor({ state: 'detached' });
  const body = { name: 'Ada Lovelace', profile_name: 'ada_l', status: 'block', user_subscription_type: 'premium' };
  expect(seen.update.map((r) => r.body)).toEqual([body, body]);
  await eventually(page, async () => gets(seen.list).length > before);
});

test('User Report: Delete names the user and what deletion does, sends DELETE and reloads; Adjust credits sends amount and reason', async () => {
  const { page } = s;
  const seen = await usersApi(page, 3);
  await openAdmin(page, 'user-report', 'User Report');
  await rowOf(page, 'user3@e2e.test').waitFor();

  await rowAction(page, 'User 3', 'Delete');
  const d = confirmDialog(page);
  await d.getByRole('heading', { name: 'Delete User 3?' }).waitFor();
  await d.getByText(/user3@e2e\.test\) is signed out at once, their name, email and profile picture are erased and their images leave every feed/).waitFor();
  await d.getByRole('button', { name: 'Cancel' }).click();
  await d.waitFor({ state: 'detached' });
  expect(seen.remove).toEqual([]);
  await rowAction(page, 'User 3', 'Delete');
  let before = gets(seen.list).length;
  await confirmDialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, ADMIN_MSG.userDeleted);
  expect(seen.remove.map((r) => r.method)).toEqual(['DELETE']);
  await eventually(page, async () => gets(seen.list).length > before);

  await rowAction(page, 'User 2', 'Adjust credits');
  const a = dialog(page);
  await a.getByText('User 2 (user2@e2e.test) has 1,500 credits.').waitFor();
  await a.getByRole('button', { name: 'Adjust' }).click();
  await a.getByText(BILLING_MSG.adjustAmount).waitFor();
  await a.getByText(BILLING_MSG.adjustReason).waitFor();
  await a.getByLabel('Amount').fill('0');
  await a.getByLabel('Reason').fill('Goodwill for a failed job');
  await a.getByRole('button', { name: 'Adjust' }).click();
  await a.getByText(BILLING_MSG.adjustAmount).waitFor();
  expect(seen.credits).toEqual([]);
  await a.getByLabel('Amount').fill('-50');
  before = gets(seen.list).length;
  await a.getByRole('button', { name: 'Adjust' }).click();
  await expectToast(page, BILLING_MSG.creditsAdjusted);
  expect(seen.credits.map((r) => r.body)).toEqual([{ amount: -50, reason: 'Goodwill for a failed job' }]);
  await eventually(page, async () => gets(seen.list).length > before);
});

// ---- plans ---------------------------------------------------------------------------------------

const plan = (p: Partial<Plan> & Pick<Plan, 'id' | 'name'>): Plan => ({ amount: 499, currency: 'INR', credits: 500, type: 'paid', data: 'For regular use', status: 'active', createdAt: '2026-11-01T10:00:00.000Z', ...p });

async function plansApi(page: Page, plans: Plan[]) {
  const seen = { list: [] as Seen[], create: [] as Seen[], update: [] as Seen[], remove: [] as Seen[] };
  await page.route('**/api/admin/plans/', (r) => {
    record(seen.list, r);
    return r.fulfill({ json: ok(plans) });
  });
  await page.route('**/api/admin/create_plan', (r) => {
    const body = record(seen.create, r).body as Plan;
    plans.push({ ...body, id: 'new', status: 'active', createdAt: '2026-11-23T10:00:00.000Z' });
    return r.fulfill({ json: ok(plans.at(-1), BILLING_MSG.planCreated) });
  });
  await page.route('**/api/admin/plan/*', (r) => {
    const req = record(r.request().method() === 'PUT' ? seen.update : seen.remove, r);
    const id = new URL(r.request().url()).pathname.split('/').pop()!;
    const i = plans.findIndex((p) => p.id === id);
    if (req.method === 'PUT') {
      plans[i] = { ...plans[i], ...(req.body as Partial<Plan>) };
      return r.fulfill({ json: ok(plans[i], BILLING_MSG.planUpdated) });
    }
    plans[i] = { ...plans[i], status: 'deactive' };
    return r.fulfill({ json: { status: 'success', msg: BILLING_MSG.planDeactivated } });
  });
  return seen;
}

test('Plans: the count and columns; create with the spec §5 messages; edit; delete of a bought plan shows the server message', async () => {
  const { page } = s;
  const plans = [plan({ id: 'free', name: 'Free', amount: 0, credits: 20, type: 'free' }), plan({ id: 'starter', name: 'Starter', amount: 1499, credits: 2000 }), plan({ id: 'pro', name: 'Pro', amount: 9.99, currency: 'USD', credits: 1200, type: 'trial' })];
  const seen = await plansApi(page, plans);
  await openAdmin(page, 'plans', 'Plan Report');
  await page.getByText('You Have Total 3 Plan', { exact: true }).waitFor();
  expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['Date', 'Name', 'Amount', 'Currency', 'Status', 'Type', 'Credits', 'Actions']);
  expect(await cellTexts(page, 'Starter')).toEqual([expect.any(String), 'Starter', '₹1,499', 'INR', 'Active', 'Paid', '2,000', '']);
  expect(await cellTexts(page, 'Pro')).toEqual([expect.any(String), 'Pro', '$9.99', 'USD', 'Active', 'Trial', '1,200', '']);

  await page.getByRole('button', { name: 'Create Plan' }).click();
  const d = dialog(page);
  await d.getByRole('heading', { name: 'Create New Plan' }).waitFor();
  await d.getByRole('button', { name: 'Create', exact: true }).click();
  for (const m of [BILLING_MSG.planName, BILLING_MSG.planAmount, BILLING_MSG.planCurrency, BILLING_MSG.planCredits, BILLING_MSG.planType, BILLING_MSG.planData]) await d.getByText(m, { exact: true }).waitFor();
  expect(seen.create).toEqual([]);
  await d.getByLabel('Name', { exact: true }).fill('Studio');
  await d.getByLabel('Amount').fill('299.5');
  await choose(page, 'Currency', 'INR (₹)');
  await d.getByLabel('Credits').fill('300');
  await choose(page, 'Type', 'Paid');
  await d.getByLabel('Details').fill('For studios');
  await d.getByRole('button', { name: 'Create', exact: true }).click();
  await expectToast(page, BILLING_MSG.planCreated);
  expect(seen.create.map((r) => r.body)).toEqual([{ name: 'Studio', amount: 299.5, currency: 'INR', credits: 300, type: 'paid', data: 'For studios' }]);
  await page.getByText('You Have Total 4 Plan').waitFor();
  await rowOf(page, 'Studio').getByText('₹299.50').waitFor();

  await page.getByRole('button', { name: 'Edit Starter' }).click();
  const e = dialog(page);
  await e.getByRole('heading', { name: 'Edit Plan' }).waitFor();
  expect(await e.getByLabel('Amount').inputValue()).toBe('1499');
  await e.getByLabel('Credits').fill('2500');
  await choose(page, 'Status', 'Deactive');
  await e.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, BILLING_MSG.planUpdated);
  expect(seen.update.map((r) => r.body)).toEqual([{ name: 'Starter', amount: 1499, currency: 'INR', credits: 2500, type: 'paid', data: 'For regular use', status: 'deactive' }]);
  await rowOf(page, 'Starter').getByText('2,500').waitFor();

  await page.getByRole('button', { name: 'Delete Pro' }).click();
  const del = confirmDialog(page);
  await del.getByRole('heading', { name: 'Delete Pro?' }).waitFor();
  await del.getByText(/A plan someone has bought is deactivated instead/).waitFor();
  await del.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, BILLING_MSG.planDeactivated);
  expect(seen.remove.map((r) => r.method)).toEqual(['DELETE']);
  await eventually(page, async () => (await cellTexts(page, 'Pro'))[4] === 'Deactive');
});

test('Plans: a refused create keeps the dialog open with the server message; no plans is "No results."', async () => {
  const { page } = s;
  await plansApi(page, []);
  await page.route('**/api/admin/create_plan', (r) => refuse(r, 400, BILLING_MSG.planFreeAmount));
  await openAdmin(page, 'plans', 'Plan Report');
  await page.getByText('You Have Total 0 Plan').waitFor();
  await page.getByText('No results.').waitFor();
  await page.getByRole('button', { name: 'Create Plan' }).click();
  const d = dialog(page);
  await d.getByLabel('Name', { exact: true }).fill('Gift');
  await d.getByLabel('Amount').fill('10');
  await choose(page, 'Currency', 'USD ($)');
  await d.getByLabel('Credits').fill('5');
  await choose(page, 'Type', 'Paid');
  await d.getByLabel('Details').fill('x');
  await d.getByRole('button', { name: 'Create', exact: true }).click();
  await d.getByRole('alert').filter({ hasText: BILLING_MSG.planFreeAmount }).waitFor();
  expect(await d.isVisible()).toBe(true);
});

// ---- audit log --------------------------------------------------------------------------------

const audit = (i: number, over: Partial<AuditRow> = {}): AuditRow => ({
  id: `a${i}`,
  at: '2026-11-23T09:30:00.000Z',
  actor: { id: 'admin-1', name: 'Chief Admin', email: 'chief@e2e.test' },
  ip: '10.0.0.7',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131',
  action: 'user.update',
  entity_type: 'user',
  entity_id: `u${i}`,
  before: { name: 'Ada', status: 'active' },
  after: { name: 'Ada', status: 'block' },
  ...over,
});

test('Audit log: the columns, the before/after expanded, filters by action, entity and admin, paging, empty and error', async () => {
  const { page } = s;
  const seen: Seen[] = [];
  let mode: 'rows' | 'empty' | 'error' = 'rows';
  await page.route('**/api/admin/audit_log*', (r) => {
    const q = record(seen, r).query;
    if (mode === 'error') return refuse(r, 503, MSG.genericError);
    if (mode === 'empty') return r.fulfill({ json: ok({ rows: [], count: 0 }) });
    const p = Number(q.page ?? 1);
    const rows = p === 1
      ? [audit(1), audit(2, { action: 'model_instance.update', entity_type: 'model_instance', entity_id: 'mi-9', actor: { id: 'admin-2', name: 'Second Admin', email: 'second@e2e.test' }, before: { name: 'gpu', settings: { api_token: '[redacted]', steps: 20 } }, after: { name: 'gpu', settings: { api_token: '[redacted]', steps: 30 } } }), audit(3, { action: 'plan.create', entity_type: 'plan', entity_id: 'p-1', before: null, after: { name: 'Studio' } })]
      : [audit(p * 100)];
    return r.fulfill({ json: ok({ rows, count: ADMIN_LIMITS.auditPageSize * 2 + 5 }) });
  });
  await openAdmin(page, 'audit-log', 'Audit Log');
  await rowOf(page, 'mi-9').waitFor();
  expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['Time', 'Admin', 'IP', 'User Agent', 'Action', 'Entity', 'Changes']);
  const cells = await cellTexts(page, 'mi-9');
  expect(cells.slice(1, 6)).toEqual(['Second Admin\nsecond@e2e.test', '10.0.0.7', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131', 'Model instance: update', 'Model instance\nmi-9']);

  const instance = rowOf(page, 'mi-9');
  await instance.getByRole('button', { name: /^Show changes/ }).click();
  const changes = instance.getByTestId('audit-changes');
  await changes.waitFor();
  expect(await changes.locator('dt').allInnerTexts()).toEqual(['settings.steps']);
  await changes.getByText('was 20').waitFor();
  await changes.getByText('now 30').waitFor();
  expect(await changes.locator('pre').first().innerText()).toContain('"api_token": "[redacted]"');
  const created = rowOf(page, 'p-1');
  await created.getByRole('button', { name: /^Show changes/ }).click();
  expect(await created.getByTestId('audit-changes').locator('pre').first().innerText()).toBe('none');
  await created.getByText('added').waitFor();

  await choose(page, 'Action', 'Plan: delete');
  await choose(page, 'Entity', 'Plan');
  await page.getByRole('button', { name: 'Only actions by Second Admin' }).click();
  await page.getByRole('button', { name: 'Admin: Second Admin. Show every admin' }).click();
  const pager = page.getByRole('navigation', { name: 'Audit Log pages' });
  await pager.getByRole('button', { name: 'Page 3' }).click();
  await rowOf(page, 'u300').waitFor();
  await eventually(page, async () => seen.length >= 5);
  expect(seen.map((r) => r.query)).toEqual([
    { page: '1' },
    { page: '1', action: 'plan.delete' },
    { page: '1', action: 'plan.delete', entity: 'plan' },
    { page: '1', action: 'plan.delete', entity: 'plan', actor: 'admin-2' },
    // Back to every admin: that page is still in the cache, so no request; then page 3.
    { page: '3', action: 'plan.delete', entity: 'plan' },
  ]);

  mode = 'empty';
  await openAdmin(page, 'audit-log', 'Audit Log');
  await page.getByText('No results.').waitFor();
  mode = 'error';
  await openAdmin(page, 'audit-log', 'Audit Log');
  await page.getByRole('alert').filter({ hasText: MSG.genericError }).waitFor({ timeout: 20_000 });
});

// ---- menu, phone width, axe ------------------------------------------------------------------------

async function fakeEverything(page: Page): Promise<void> {
  await page.route('**/api/admin/dashboard', (r) => r.fulfill({ json: ok(DASHBOARD) }));
  await usersApi(page, 23);
  await plansApi(page, [plan({ id: 'starter', name: 'Starter' }), plan({ id: 'pro', name: 'Pro', amount: 9.99, currency: 'USD' })]);
  await page.route('**/api/admin/audit_log*', (r) => r.fulfill({ json: ok({ rows: [audit(1), audit(2, { action: 'plan.delete', entity_type: 'plan' })], count: 2 }) }));
}
const SCREENS: Array<[string, string | RegExp, string]> = [
  ['', /^Welcome/, 'Loading the dashboard'],
  ['user-report', 'User Report', 'Loading users'],
  ['plans', 'Plan Report', 'Loading plans'],
  ['audit-log', 'Audit Log', 'Loading the audit log'],
];

test('the menu lists Audit Log beside the spec entries; at 390 px it collapses and tables scroll inside their card, never the page', async () => {
  const { page } = s;
  await fakeEverything(page);
  await openAdmin(page, '', /^Welcome/);
  const menu = page.locator('#side-menu');
  // Queue's link adds "(opens in a new tab)" on a line of its own.
  const labels = (await menu.getByRole('link').allInnerTexts()).map((t) => t.split('\n')[0].trim());
  expect(labels).toEqual(expect.arrayContaining(['Home', 'User Report', 'Model Report', 'Model Instance Report', 'Plans', 'Queue', 'Audit Log']));
  expect(await menu.getByRole('link', { name: 'Audit Log' }).getAttribute('href')).toBe('/admin/dashboard/audit-log');

  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, heading, loading] of SCREENS) {
    await openAdmin(page, path, heading);
    await waitLoaded(page, loading);
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    if (path) {
      // The table is wider than the phone: its own box scrolls.
      const box = page.locator(`${REMOTE} table`).first().locator('xpath=..');
      expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth && el.ownerDocument.defaultView!.getComputedStyle(el).overflowX === 'auto')).toBe(true);
    }
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Audit Log' }).click();
  await page.waitForURL((u) => u.pathname === '/admin/dashboard/audit-log');
  await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
  expect(await axeViolations(page, REMOTE)).toEqual([]);
});

test('axe (WCAG 2.1 A/AA), light and dark: every screen, and the edit, adjust and plan dialogs and an opened diff', async () => {
  const { page } = s;
  await fakeEverything(page);
  for (const theme of ['light', 'dark']) {
    await page.evaluate(`localStorage.setItem('vite-ui-theme', '${theme}')`);
    for (const [path, heading, loading] of SCREENS) {
      await openAdmin(page, path, heading);
      await waitLoaded(page, loading);
      if (path === 'audit-log') await rowOf(page, 'u1').getByRole('button', { name: /^Show changes/ }).click();
      if (path === '') await page.getByRole('figure', { name: 'Sign-ups per day' }).getByText('Show as a table').click();
      expect(await axeViolations(page, REMOTE)).toEqual([]);
    }
    await openAdmin(page, 'user-report', 'User Report');
    await rowAction(page, 'User 2', 'Edit');
    await dialog(page).getByLabel('Name', { exact: true }).fill('');
    await dialog(page).getByRole('button', { name: 'Update' }).click();
    await dialog(page).getByRole('alert').first().waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await rowAction(page, 'User 2', 'Adjust credits');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await openAdmin(page, 'plans', 'Plan Report');
    await page.getByRole('button', { name: 'Create Plan' }).click();
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page).getByText(BILLING_MSG.planName).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
  }
  await page.evaluate(`localStorage.setItem('vite-ui-theme', 'light')`);
});
