// mfe-billing's screens, the shell's live badge and the studio's cost line through the built,
// federated app, with the billing API answered at the network edge (so they run without
// svc-billing; e2e/billing.e2e.test.ts drives the same screens against the real backend and the
// Razorpay sandbox). Checkout is a stub with Razorpay's JS API served at the sandbox URL: the test
// reads the options Pricing opened it with and plays the buyer (pay, fail, close).
import { BILLING_LIMITS, BILLING_MSG, type LedgerRow, type Plan, type TransactionRow } from '@atelier/contracts';
import { RAZORPAY_SANDBOX_PATH } from '@atelier/platform';
import type { Page, Request } from 'playwright-core';

/** Where the embedded product serves the sandbox's test-mode Checkout. */
const SANDBOX_SCRIPT = `${RAZORPAY_SANDBOX_PATH}/checkout.js`;
import { axeViolations } from '../harness/axe';
import { expectToast, waitForExpression } from '../harness/flows';
import { useSuite } from '../harness/suite';
import { choose, expectEnabled, openScreen, signedInUser } from '../studio/studio-flows';
import { badge, expectNumber, openPricing, openReport, planCard, pricingBalance, TOAST_TITLE } from './billing-flows';

jest.setTimeout(120_000);

const s = useSuite();

const plan = (p: Partial<Plan> & Pick<Plan, 'id' | 'name'>): Plan => ({ amount: 499, currency: 'INR', credits: 500, type: 'paid', data: 'For regular use', status: 'active', createdAt: '2026-11-01T10:00:00.000Z', ...p });
const PLANS: Plan[] = [
  plan({ id: 'free', name: 'Free', amount: 0, credits: 20, type: 'free', data: 'Granted once to every new account' }),
  plan({ id: 'trial', name: 'Trial', amount: 49, credits: 60, type: 'trial' }),
  plan({ id: 'starter', name: 'Starter', amount: 1499, credits: 2000 }),
  plan({ id: 'pro', name: 'Pro', amount: 9.99, currency: 'USD', credits: 1200 }),
];
const ok = (data: unknown, msg?: string) => ({ status: 'success', ...(msg ? { msg } : {}), data });

let wallet = { credits: 20, held: 0 };

/** The billing API at the network edge: plans, the wallet, a test-mode order, verification. */
async function billingApi(page: Page, seen: { orders: unknown[]; verified: unknown[] }): Promise<void> {
  await page.route('**/api/users/plans', (r) => r.fulfill({ json: ok(PLANS) }));
  await page.route('**/api/users/get_credits', (r) => r.fulfill({ json: ok(wallet) }));
  await page.route('**/api/payment/create_order', async (r) => {
    const body = r.request().postDataJSON() as { plan_id: string };
    seen.orders.push(body);
    const p = PLANS.find((x) => x.id === body.plan_id)!;
    await r.fulfill({ json: ok({ key: 'rzp_test_k', amount: Math.round(p.amount * 100), currency: p.currency, name: 'E2E', email: 'e2e@e2e.test', description: `${p.name}: ${p.credits} credits`, order: { id: 'order_E2E1' }, test_mode: true, checkout_script: SANDBOX_SCRIPT }, BILLING_MSG.orderCreated) });
  });
  await page.route('**/api/payment/verify', async (r) => {
    seen.verified.push(r.request().postDataJSON());
    wallet = { credits: wallet.credits + 2000, held: 0 };
    await r.fulfill({ json: ok(wallet, BILLING_MSG.paymentVerified) });
  });
  // Razorpay Checkout's API, as a stub the test drives through window.__checkout.
  await page.route(`**${SANDBOX_SCRIPT}`, (r) =>
    r.fulfill({
      contentType: 'text/javascript',
      body: `window.Razorpay = function (o) { this.options = o; this.events = {}; };
        window.Razorpay.prototype.on = function (e, f) { this.events[e] = f; };
        window.Razorpay.prototype.open = function () { window.__checkout = this; };`,
    }),
  );
}

const checkout = (page: Page, script: string) => page.evaluate(`(() => { const c = window.__checkout; ${script} })()`);
const waitForCheckout = (page: Page) => waitForExpression(page, '!!window.__checkout');

beforeAll(async () => {
  await signedInUser(s, 'billing-ui');
}, 120_000);

afterEach(async () => {
  await s.page.unrouteAll({ behavior: 'wait' });
  await s.page.evaluate('delete window.__checkout').catch(() => undefined);
});

test('Pricing: a card per plan, ₹/$ amounts, free and trial marked, the balance; Buy now opens Checkout only when clicked, and a payment raises balance and badge', async () => {
  const { page } = s;
  const seen = { orders: [] as unknown[], verified: [] as unknown[] };
  const scripts: string[] = [];
  page.on('request', (r: Request) => r.url().includes('checkout') && scripts.push(r.url()));
  wallet = { credits: 20, held: 0 };
  await billingApi(page, seen);
  await openPricing(page);

  expect(await page.getByRole('article').count()).toBe(PLANS.length);
  await planCard(page, 'Starter').getByText('₹1,499', { exact: true }).waitFor();
  await planCard(page, 'Pro').getByText('$9.99', { exact: true }).waitFor();
  await planCard(page, 'Starter').getByText('Access Any Models').waitFor();
  await planCard(page, 'Starter').getByText('For regular use').waitFor();
  await planCard(page, 'Free').getByText('Included on sign-up').waitFor();
  expect(await planCard(page, 'Free').getByRole('button', { name: 'Buy now' }).count()).toBe(0);
  await planCard(page, 'Trial').getByText('Trial', { exact: true }).first().waitFor();
  await expectNumber(pricingBalance(page), 20);
  await expectNumber(badge(page), 20);
  expect(scripts).toEqual([]);

  // Where the buyer buys from goes with the order and is remembered.
  await choose(page, 'You are buying from (for the tax invoice)', 'Maharashtra');
  await planCard(page, 'Starter').getByRole('button', { name: 'Buy now' }).click();
  await waitForCheckout(page);
  expect(seen.orders).toEqual([{ plan_id: 'starter', state: '27', country: 'IN' }]);
  expect(scripts).toEqual([new URL(SANDBOX_SCRIPT, s.product.url).href]);
  expect(await checkout(page, 'const { handler, modal, ...o } = c.options; return o;')).toEqual({
    key: 'rzp_test_k',
    amount: 149900,
    currency: 'INR',
    order_id: 'order_E2E1',
    name: 'Atelier',
    description: 'Starter: 2000 credits',
    prefill: { name: 'E2E', email: 'e2e@e2e.test' },
    theme: { color: expect.stringMatching(/^#[0-9a-f]{6}$/i) },
  });
  await planCard(page, 'Starter').getByText(/Test mode/).waitFor();

  const payment = { razorpay_order_id: 'order_E2E1', razorpay_payment_id: 'pay_E2E1', razorpay_signature: 'f'.repeat(64) };
  await checkout(page, `c.options.handler(${JSON.stringify(payment)});`);
  await expectToast(page, BILLING_MSG.paymentVerified);
  expect(seen.verified).toEqual([payment]);
  await expectNumber(pricingBalance(page), 2020);
  await expectNumber(badge(page), 2020);
  expect(await page.evaluate('localStorage.getItem("atelier.billing.buyer-location")')).toBe('in:27');
});

test('Checkout failing or closed: a clear toast each; a refused create_order shows the generic title with the server message', async () => {
  const { page } = s;
  await billingApi(page, { orders: [], verified: [] });
  await openPricing(page);
  const buy = planCard(page, 'Pro').getByRole('button', { name: 'Buy now' });

  await buy.click();
  await waitForCheckout(page);
  await checkout(page, "c.events['payment.failed']({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } });");
  await expectToast(page, BILLING_MSG.paymentFailed);
  await checkout(page, 'c.options.modal.ondismiss();');
  await expectEnabled(buy);

  await page.evaluate('delete window.__checkout');
  await buy.click();
  await waitForCheckout(page);
  await checkout(page, 'c.options.modal.ondismiss();');
  await expectToast(page, BILLING_MSG.paymentCancelled);

  await page.route('**/api/payment/create_order', (r) => r.fulfill({ status: 502, json: { status: 'error', msg: BILLING_MSG.paymentProviderDown } }));
  await buy.click();
  await expectToast(page, TOAST_TITLE);
  await expectToast(page, BILLING_MSG.paymentProviderDown);
  expect(await page.getByText('Please upload image first').count()).toBe(0);
});

const txn = (i: number, over: Partial<TransactionRow> = {}): TransactionRow => ({ id: `t${i}`, createdAt: '2026-11-20T10:00:00.000Z', getway_txn_id: `pay_T${i}`, amount: 499, currency: 'INR', credits: 500, status: 'Success', invoice: null, ...over });
const entry = (i: number, over: Partial<LedgerRow> = {}): LedgerRow => ({ id: `l${i}`, createdAt: '2026-11-20T10:00:00.000Z', request_id: `job-${i}`, service: 'Text to Image', amount: 2, credits_debits: 'Debit', balance: 100 - i, ...over });

test('reports: columns, Success/other and Credit/Debit/Held marks, the invoice link, the GST note, paging and "No results."', async () => {
  const { page } = s;
  const pages: string[] = [];
  const size = BILLING_LIMITS.reportPageSize;
  await page.route('**/api/users/transactions*', (r) => {
    const n = Number(new URL(r.request().url()).searchParams.get('page'));
    pages.push(String(n));
    const rows = n === 1 ? [txn(1, { invoice: '/users/invoice/inv1' }), txn(2, { status: 'Failed', amount: 9.99, currency: 'USD' })] : [txn(n * 100)];
    return r.fulfill({ json: ok({ rows, count: size * 2 + 1 }) });
  });
  await openReport(page, 'transaction', 'Transaction Report');
  await page.getByText('Your GST invoice is ready to download here as soon as a payment succeeds.').waitFor();
  const headers = await page.getByRole('columnheader').allInnerTexts();
  expect(headers).toEqual(['Date', 'GetWay Txn Id', 'Amount', 'Credits', 'Status', 'Invoice']);
  const first = page.getByRole('row').filter({ hasText: 'pay_T1' });
  await first.getByText('₹499').waitFor();
  expect(await first.locator('[data-tone="good"]').innerText()).toBe('Success');
  expect(await first.getByRole('link', { name: /Download invoice/ }).getAttribute('href')).toBe('/api/users/invoice/inv1');
  const failed = page.getByRole('row').filter({ hasText: 'pay_T2' });
  expect(await failed.locator('[data-tone="bad"]').innerText()).toBe('Failed');
  await failed.getByText('$9.99').waitFor();
  expect(await failed.getByRole('link').count()).toBe(0);
  await page.getByRole('button', { name: 'Page 3' }).click();
  await page.getByRole('row').filter({ hasText: 'pay_T300' }).waitFor();
  expect(await page.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  expect(pages).toEqual(['1', '3']);

  let burnRows: LedgerRow[] = [];
  await page.route('**/api/users/credits_burn*', (r) => r.fulfill({ json: ok({ rows: burnRows, count: burnRows.length }) }));
  await openReport(page, 'credits', 'Credits Burn Report');
  await page.getByText('No results.').waitFor();
  burnRows = [entry(1, { credits_debits: 'Held', service: 'In-paint' }), entry(2), entry(3, { request_id: 'order_X', service: 'Purchase', amount: 500, credits_debits: 'Credit', balance: 600 })];
  await openReport(page, 'credits', 'Credits Burn Report');
  expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Date', 'Request ID', 'Service', 'Amount', 'Credits/Debit', 'Balance']);
  expect(await page.locator('[data-tone]').allInnerTexts()).toEqual(['Held', 'Debit', 'Credit']);
  expect(await page.locator('[data-tone]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tone')))).toEqual(['held', 'bad', 'good']);
  const purchase = page.getByRole('row').filter({ hasText: 'order_X' });
  expect((await purchase.getByRole('cell').allInnerTexts()).map((t) => t.trim())).toEqual(['3', expect.any(String), 'order_X', 'Purchase', '500', 'Credit', '600']);
  expect(await page.getByRole('navigation', { name: /pages/ }).count()).toBe(0);
});

test('studio: the cost before Submit; a short balance says so, links to Pricing and keeps Submit disabled', async () => {
  const { page } = s;
  wallet = { credits: 0, held: 0 };
  await page.route('**/api/users/get_credits', (r) => r.fulfill({ json: ok(wallet) }));
  await openScreen(page, 'image-generate', 'Playground');
  await choose(page, 'Model');
  const cost = page.getByTestId('job-cost');
  await cost.waitFor();
  const perImage = Number((await cost.innerText()).replace(/\D/g, ''));
  expect(perImage).toBeGreaterThan(0);
  await page.getByRole('button', { name: '3', exact: true }).click();
  await expectNumber(cost, perImage * 3);
  const short = page.getByRole('alert').filter({ hasText: BILLING_MSG.notEnoughCredits });
  await short.waitFor();
  expect(await page.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(true);
  await short.getByRole('link', { name: 'Go to Pricing' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard/pricing');

  wallet = { credits: perImage * 3, held: 0 };
  await openScreen(page, 'image-up-scale', 'Up Scaling');
  await choose(page, 'Model');
  await expectNumber(page.getByTestId('job-cost'), perImage);
  expect(await page.getByRole('alert').filter({ hasText: BILLING_MSG.notEnoughCredits }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Submit', exact: true }).isEnabled()).toBe(true);
});

test("the badge follows the live stream's credits events", async () => {
  const { page } = s;
  // The server's wallet stays 5: only the stream's event can make the badge say 77.
  wallet = { credits: 5, held: 0 };
  await page.route('**/api/users/get_credits', (r) => r.fulfill({ json: ok(wallet) }));
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  // One event, then a long retry: no reconnect (and no refetch) while the test looks.
  await page.route('**/api/images/events', async (r) => {
    await gate;
    await r.fulfill({ contentType: 'text/event-stream', body: 'retry: 60000\n\nevent: credits\ndata: {"credits":77,"held":3}\n\n' });
  });
  await page.goto('/dashboard');
  await expectNumber(badge(page), 5);
  release();
  await expectNumber(badge(page), 77, 1_000);
});

test('axe (WCAG 2.1 A/AA), light and dark: Pricing, both reports with rows and marks, and the short-balance message', async () => {
  const { page } = s;
  await billingApi(page, { orders: [], verified: [] });
  await page.route('**/api/users/transactions*', (r) => r.fulfill({ json: ok({ rows: [txn(1, { invoice: '/users/invoice/inv1' }), txn(2, { status: 'Failed' })], count: BILLING_LIMITS.reportPageSize + 1 }) }));
  await page.route('**/api/users/credits_burn*', (r) => r.fulfill({ json: ok({ rows: [entry(1, { credits_debits: 'Held' }), entry(2), entry(3, { credits_debits: 'Credit' })], count: 3 }) }));
  for (const theme of ['light', 'dark']) {
    await page.evaluate(`localStorage.setItem('vite-ui-theme', '${theme}')`);
    wallet = { credits: 0, held: 0 };
    await openPricing(page);
    expect(await axeViolations(page, '[data-mf-remote="mfe_billing"]')).toEqual([]);
    await openReport(page, 'transaction', 'Transaction Report');
    expect(await axeViolations(page, '[data-mf-remote="mfe_billing"]')).toEqual([]);
    await openReport(page, 'credits', 'Credits Burn Report');
    expect(await axeViolations(page, '[data-mf-remote="mfe_billing"]')).toEqual([]);
    await openScreen(page, 'image-generate', 'Playground');
    await choose(page, 'Model');
    await page.getByRole('alert').filter({ hasText: BILLING_MSG.notEnoughCredits }).waitFor();
    expect(await axeViolations(page, '[data-mf-remote="mfe_studio"]')).toEqual([]);
  }
  await page.evaluate(`localStorage.setItem('vite-ui-theme', 'light')`);
});
