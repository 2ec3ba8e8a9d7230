// The admin area against the real product — svc-admin's projection and audit log, identity's user
// edits, the gateway's revocation set, imaging's queue and instances, billing's plans and the
// Razorpay sandbox — with nothing answered at the network edge:
// - a sign-up moves Total User; blocking the user from the User Report signs them out at once;
// - a purchase and a generation move Total revenue (₹), Total Active premium user and Total image
//   generated; a job held on a paused instance is canceled from the queue (the user's tile says
//   Canceled, the hold is back) and retried, and runs once the instance is resumed;
// - a model, an instance on it (Test connection asks the node) and a plan are created, edited and
//   deleted from their screens;
// and after each, the Audit Log lists those changes.
import { ADMIN_MSG, BILLING_MSG, IMAGING_MSG } from '@atelier/contracts';
import type { Page } from 'playwright-core';
import { badge, expectNumber, numberIn, openPricing, planCard, testModeCheckout } from '../billing/billing-flows';
import { expectToast, newAccount, signIn, signUp, type Account } from '../harness/flows';
import { useSuite } from '../harness/suite';
import { choose, chooseSize, eventually, JOB_TIMEOUT_MS, openScreen, submitForm } from '../studio/studio-flows';
import { cellTexts, confirmDialog, dialog, openAdmin, rowAction, rowOf, totalCard } from './admin-flows';

jest.setTimeout(240_000);

// The admin reloads screens many times a minute from one address: above the gateway's default per-IP limit.
const s = useSuite({ env: () => ({ RATE_LIMIT_MAX: '100000' }) });

/** The embedded start's text-to-image model and its built-in node (svc-imaging's seed). */
const SKETCH = 'Procedural Sketch (CPU)';
const SKETCH_NODE = `${SKETCH} node`;

interface Totals {
  users: number;
  premium: number;
  images: number;
  /** Total revenue in rupees (the card's ₹ line). */
  inr: number;
}

async function dashboardTotals(page: Page): Promise<Totals> {
  await openAdmin(page, '', /^Welcome/, 'Loading the dashboard');
  const count = async (title: string) => Number((await totalCard(page, title).getByTestId(`total-${title}`).innerText()).replace(/\D/g, ''));
  const revenue = (await totalCard(page, 'Total revenue').getByTestId('total-Total revenue').innerText()).split('\n');
  const rupees = revenue.find((line) => line.trim().startsWith('₹'));
  return {
    users: await count('Total User'),
    premium: await count('Total Active premium user'),
    images: await count('Total image generated'),
    inr: rupees ? Number(rupees.replace(/[^\d.]/g, '')) : 0,
  };
}

/** The dashboard follows events through svc-admin's projection: it shows `want` after a few reloads. */
async function expectTotals(page: Page, want: Partial<Totals>): Promise<void> {
  let seen: Totals | undefined;
  await eventually(page, async () => {
    seen = await dashboardTotals(page);
    return Object.entries(want).every(([k, v]) => seen![k as keyof Totals] === v);
  }, 30_000).catch((e: unknown) => {
    throw new Error(`dashboard totals ${JSON.stringify(seen)}, expected ${JSON.stringify(want)}: ${String(e)}`);
  });
}

/** A new account signed in on its own browser context. */
async function newUser(tag: string): Promise<{ page: Page; account: Account }> {
  const account = newAccount(tag);
  const page = await s.freshPage();
  await signUp(page, s.product.mailbox, account);
  await signIn(page, account.email, account.password);
  return { page, account };
}

/** The Audit Log's first page lists each of these actions ("Job: cancel", …), done by this admin. */
async function expectAudited(page: Page, actions: string[]): Promise<void> {
  await openAdmin(page, 'audit-log', 'Audit Log', 'Loading the audit log');
  for (const action of actions) {
    const entry = rowOf(page, action).first();
    await entry.waitFor();
    expect(await entry.innerText()).toContain(s.product.admin.email);
  }
}

beforeAll(async () => {
  await signIn(s.page, s.product.admin.email, s.product.admin.password, '/admin/dashboard');
}, 120_000);

test('a sign-up moves Total User; blocking the user signs them out at once; the Audit Log lists it', async () => {
  const admin = s.page;
  const before = await dashboardTotals(admin);
  const { page: user, account } = await newUser('blocked');
  await expectTotals(admin, { users: before.users + 1 });

  await openAdmin(admin, 'user-report', 'User Report');
  await admin.getByRole('textbox', { name: 'Search by name' }).fill(account.email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const row = rowOf(admin, account.email);
  await row.waitFor();
  await rowAction(admin, account.name, 'Edit');
  await dialog(admin).getByRole('heading', { name: 'Edit User' }).waitFor();
  await choose(admin, 'Status', 'Block');
  await dialog(admin).getByRole('button', { name: 'Update' }).click();
  await expectToast(admin, ADMIN_MSG.userUpdated);
  await row.getByText('block', { exact: false }).first().waitFor();

  // The user's access cookie is still unexpired, but their next page goes to the sign-in screen.
  await user.goto('/dashboard/account');
  await user.waitForURL('**/login', { timeout: 15_000 });

  await expectAudited(admin, ['User: update']);
});

test('a purchase and a generation move the dashboard; a job held on a paused instance is canceled from the queue and retried; the Audit Log lists it', async () => {
  const admin = s.page;
  const before = await dashboardTotals(admin);
  const { page: user, account } = await newUser('queue');

  // A purchase of a paid plan (the seed's INR Starter, through the sandbox's test-mode Checkout)
  // makes the user premium; a trial plan would not.
  await openPricing(user);
  const card = planCard(user, 'Starter').filter({ hasText: '₹' });
  const price = Number((await card.getByText(/^₹[\d,.]+$/).first().innerText()).replace(/[^\d.]/g, ''));
  await card.getByRole('button', { name: 'Buy now' }).click();
  await (await testModeCheckout(user)).getByRole('button', { name: /^Pay/ }).click();
  await expectToast(user, BILLING_MSG.paymentVerified);

  // One image on the built-in node.
  await openScreen(user, 'image-generate', 'Playground');
  await user.getByPlaceholder('Type a prompt').fill('a harbour at dawn');
  await choose(user, 'Model', SKETCH);
  await chooseSize(user);
  await submitForm(user);
  await user.getByRole('img', { name: 'a harbour at dawn' }).waitFor({ timeout: JOB_TIMEOUT_MS });

  await expectTotals(admin, { users: before.users + 1, premium: before.premium + 1, images: before.images + 1, inr: before.inr + price });

  // Paused: running jobs finish, no new ones start — so the next job waits in the queue.
  await openAdmin(admin, 'model-instance-report', 'Model Instance Report', 'Loading Model Instance Report');
  await rowAction(admin, SKETCH_NODE, 'Pause');
  await expectToast(admin, ADMIN_MSG.instancePaused);
  await rowOf(admin, SKETCH_NODE).getByText('Paused', { exact: true }).waitFor();

  const balance = (await numberIn(badge(user)))!;
  await user.getByPlaceholder('Type a prompt').fill('a job to cancel');
  await submitForm(user);
  const history = user.getByRole('region', { name: 'Generation History' });
  await history.getByRole('button', { name: 'Cancel image: a job to cancel' }).waitFor();
  // The hold is taken while it waits.
  await eventually(user, async () => ((await numberIn(badge(user))) ?? balance) < balance);

  await openAdmin(admin, 'queue', 'Job Queue', 'Loading Job Queue');
  await admin.getByRole('button', { name: `Show only ${account.name}'s jobs` }).first().click();
  await admin.getByRole('button', { name: `Clear user filter ${account.name}` }).waitFor();
  const waiting = admin.getByRole('row').filter({ has: admin.getByRole('button', { name: /^Cancel job / }) });
  await waiting.waitFor();
  expect(await waiting.count()).toBe(1);
  expect(await waiting.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['Pending', SKETCH]));
  await waiting.getByRole('button', { name: /^Cancel job / }).click();
  await confirmDialog(admin).getByRole('button', { name: 'Cancel job', exact: true }).click();
  await expectToast(admin, ADMIN_MSG.jobCanceled);

  // The user's tile turns at once (the live stream) and the hold is released, exactly once.
  await history.getByText('Canceled', { exact: true }).waitFor();
  await expectNumber(badge(user), balance);

  // Retry: a new job of the same user with a new hold, waiting on the paused node.
  const canceled = admin.getByRole('row').filter({ has: admin.getByRole('button', { name: /^Retry job / }) });
  await canceled.getByRole('button', { name: /^Retry job / }).click();
  await expectToast(admin, ADMIN_MSG.jobRetried);
  await waiting.waitFor();

  await openAdmin(admin, 'model-instance-report', 'Model Instance Report', 'Loading Model Instance Report');
  await rowAction(admin, SKETCH_NODE, 'Resume');
  await expectToast(admin, ADMIN_MSG.instanceResumed);

  // Resumed: the retried job runs. The user has two successes, one canceled job and nothing waiting.
  await openAdmin(admin, 'queue', 'Job Queue', 'Loading Job Queue');
  await admin.getByRole('button', { name: `Show only ${account.name}'s jobs` }).first().click();
  const states = async () => (await admin.getByRole('row').filter({ hasText: account.name }).allInnerTexts()).map((t) => (/\b(Pending|Running|Success|Failure|Canceled)\b/.exec(t) ?? [''])[0]).sort();
  await eventually(admin, async () => (await states()).join() === 'Canceled,Success,Success', JOB_TIMEOUT_MS);

  await expectAudited(admin, ['Model instance: pause', 'Job: cancel', 'Job: retry', 'Model instance: resume']);
});

test('a model, an instance on it (Test connection asks the node) and a plan: created, edited and deleted; the Audit Log lists each, no token in it', async () => {
  const admin = s.page;
  await openAdmin(admin, 'model-report', 'Model Report', 'Loading Model Report');
  await admin.getByRole('button', { name: 'Create Model' }).click();
  const d = dialog(admin);
  await d.getByRole('heading', { name: 'Create New Awesome Model' }).waitFor();
  await d.getByLabel('Name', { exact: true }).fill('Flow Sketch');
  await choose(admin, 'Type', 'text2img');
  const sizes = d.getByLabel('Sizes', { exact: true });
  await sizes.fill('512*512');
  await sizes.press('Enter');
  await d.getByLabel('Credits', { exact: true }).fill('2');
  await d.getByRole('button', { name: 'Create', exact: true }).click();
  await expectToast(admin, IMAGING_MSG.modelCreated);
  await d.waitFor({ state: 'detached' });
  expect((await cellTexts(admin, 'Flow Sketch')).slice(0, 4)).toEqual(['Flow Sketch', 'text2img', '512*512', '2']);

  await rowAction(admin, 'Flow Sketch', 'Edit');
  await admin.getByRole('heading', { name: 'Update Model' }).waitFor();
  await admin.getByLabel('Credits', { exact: true }).fill('3');
  await admin.getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(admin, IMAGING_MSG.modelUpdated);
  await admin.waitForURL((u) => u.pathname.endsWith('/model-report'));
  await eventually(admin, async () => (await cellTexts(admin, 'Flow Sketch'))[3] === '3');

  // An instance of it on the built-in controller.
  await openAdmin(admin, 'model-instance-report', 'Model Instance Report', 'Loading Model Instance Report');
  await admin.getByRole('button', { name: 'Create Instance' }).click();
  await d.getByRole('heading', { name: 'Create New Model Instance' }).waitFor();
  await d.getByLabel('Name', { exact: true }).fill('Flow node');
  await choose(admin, 'Controller', 'cpu');
  await d.getByLabel('Priority', { exact: true }).fill('7');
  await d.getByLabel('Api Token', { exact: true }).fill('tok-flow-secret');
  await d.getByLabel('Settings', { exact: true }).fill('{"note": "e2e"}');
  await choose(admin, 'Model', 'Flow Sketch (text2img)');
  await d.getByRole('button', { name: 'Create', exact: true }).click();
  await expectToast(admin, IMAGING_MSG.instanceCreated);
  await d.waitFor({ state: 'detached' });
  expect((await cellTexts(admin, 'Flow node')).slice(0, 4)).toEqual(['Flow node', 'Flow Sketch', 'cpu', '7']);

  await rowAction(admin, 'Flow node', 'Test connection');
  const result = d.getByTestId('test-result');
  await result.waitFor();
  expect(await result.innerText()).toMatch(/Result\s+OK/);
  await admin.keyboard.press('Escape');
  await d.waitFor({ state: 'detached' });

  await rowAction(admin, 'Flow node', 'Edit');
  await admin.getByRole('heading', { name: 'Update Model Instance' }).waitFor();
  await admin.getByLabel('Priority', { exact: true }).fill('4');
  await admin.getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(admin, IMAGING_MSG.instanceUpdated);
  await admin.waitForURL((u) => u.pathname.endsWith('/model-instance-report'));
  await eventually(admin, async () => (await cellTexts(admin, 'Flow node'))[3] === '4');

  await rowAction(admin, 'Flow node', 'Delete');
  await confirmDialog(admin).getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(admin, IMAGING_MSG.instanceDeleted);
  await rowOf(admin, 'Flow node').waitFor({ state: 'detached' });

  await openAdmin(admin, 'model-report', 'Model Report', 'Loading Model Report');
  await rowAction(admin, 'Flow Sketch', 'Delete');
  await confirmDialog(admin).getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(admin, IMAGING_MSG.modelDeleted);
  await rowOf(admin, 'Flow Sketch').waitFor({ state: 'detached' });

  // A plan: on sale once created, gone once deleted (nobody bought it).
  await openAdmin(admin, 'plans', 'Plan Report', 'Loading plans');
  await admin.getByRole('button', { name: 'Create Plan' }).click();
  await d.getByRole('heading', { name: 'Create New Plan' }).waitFor();
  await d.getByLabel('Name', { exact: true }).fill('Flow Plan');
  await d.getByLabel('Amount').fill('149');
  await choose(admin, 'Currency', 'INR (₹)');
  await d.getByLabel('Credits').fill('150');
  await choose(admin, 'Type', 'Paid');
  await d.getByLabel('Details').fill('For the flow');
  await d.getByRole('button', { name: 'Create', exact: true }).click();
  await expectToast(admin, BILLING_MSG.planCreated);
  await d.waitFor({ state: 'detached' });
  expect((await cellTexts(admin, 'Flow Plan')).slice(1, 7)).toEqual(['Flow Plan', '₹149', 'INR', 'Active', 'Paid', '150']);

  await admin.getByRole('button', { name: 'Edit Flow Plan' }).click();
  await d.getByRole('heading', { name: 'Edit Plan' }).waitFor();
  await d.getByLabel('Credits').fill('175');
  await d.getByRole('button', { name: 'Update' }).click();
  await expectToast(admin, BILLING_MSG.planUpdated);
  await eventually(admin, async () => (await cellTexts(admin, 'Flow Plan'))[6] === '175');

  await admin.getByRole('button', { name: 'Delete Flow Plan' }).click();
  await confirmDialog(admin).getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(admin, BILLING_MSG.planDeleted);
  await rowOf(admin, 'Flow Plan').waitFor({ state: 'detached' });

  const actions = ['Model: create', 'Model: update', 'Model: delete', 'Model instance: create', 'Model instance: update', 'Model instance: delete', 'Plan: create', 'Plan: update', 'Plan: delete'];
  await expectAudited(admin, actions);
  // The instance's before/after, opened: the token is never there, only whether one is set.
  const created = rowOf(admin, 'Model instance: create').first();
  await created.getByRole('button', { name: /^Show changes/ }).click();
  await created.getByText('Hide changes').waitFor();
  expect(await created.innerText()).toContain('Flow node');
  expect(await admin.locator('body').innerText()).not.toContain('tok-flow-secret');
});
