// Billing end to end against the real product (svc-billing embedded, its Razorpay sandbox with
// the test-mode Checkout the order names): buying a plan raises the balance and the
// badge and leaves a Transaction row whose invoice downloads; a generation lowers the balance and
// shows in Credits Burn; a short balance shows the message and the Pricing link; a refused
// create_order shows the generic toast with the server's message. Failures are injected at the
// network edge only where the real backend cannot be made to fail on purpose.
import { BILLING_MSG, SERVICE_NAMES } from '@atelier/contracts';
import { expectToast } from '../harness/flows';
import { useSuite } from '../harness/suite';
import { badge, expectNumber, numberIn, openPricing, openReport, paidInrPlan, pricingBalance, testModeCheckout, TOAST_TITLE } from './billing-flows';
import { choose, chooseSize, JOB_TIMEOUT_MS, openScreen, signedInUser, submitForm } from '../studio/studio-flows';

jest.setTimeout(180_000);

const s = useSuite();

beforeAll(async () => {
  await signedInUser(s, 'billing');
}, 120_000);

afterEach(async () => {
  await s.page.unrouteAll({ behavior: 'wait' });
});

test('Pricing → Buy now → test-mode Checkout → Pay: balance and badge rise; a Transaction row with a working invoice', async () => {
  const { page } = s;
  await openPricing(page);
  await pricingBalance(page).waitFor();
  const before = (await numberIn(pricingBalance(page)))!;
  await expectNumber(badge(page), before);
  const card = paidInrPlan(page);
  const credits = Number((await card.getByText(/^[\d,]+ credits$/).innerText()).replace(/\D/g, ''));

  await card.getByRole('button', { name: 'Buy now' }).click();
  const dialog = await testModeCheckout(page);
  await dialog.getByRole('button', { name: /^Pay/ }).click();
  await expectToast(page, BILLING_MSG.paymentVerified);
  await expectNumber(pricingBalance(page), before + credits);
  await expectNumber(badge(page), before + credits);

  await openReport(page, 'transaction', 'Transaction Report');
  const row = page.getByRole('row').filter({ has: page.locator('[data-tone="good"]') }).first();
  expect(await row.locator('[data-tone]').innerText()).toBe('Success');
  await row.getByText(String(credits.toLocaleString('en-US'))).waitFor();
  const href = await row.getByRole('link', { name: /Download invoice/ }).getAttribute('href');
  expect(href).toMatch(/^\/api\/users\/invoice\//);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a generation lowers the balance by its cost and shows in Credits Burn as a Debit', async () => {
  const { page } = s;
  await openScreen(page, 'image-generate', 'Playground');
  await badge(page).waitFor();
  const before = await numberIn(badge(page));
  expect(before).not.toBeNull();
  await page.getByPlaceholder('Type a prompt').fill('a ledger of small boats');
  await choose(page, 'Model');
  await chooseSize(page);
  const cost = (await numberIn(page.getByTestId('job-cost')))!;
  expect(cost).toBeGreaterThan(0);
  await submitForm(page);
  await page.getByRole('img', { name: 'a ledger of small boats' }).waitFor({ timeout: JOB_TIMEOUT_MS });
  await expectNumber(badge(page), before! - cost);

  await openReport(page, 'credits', 'Credits Burn Report');
  const debit = page.getByRole('row').filter({ hasText: SERVICE_NAMES.text2img }).filter({ has: page.locator('[data-tone="bad"]') }).first();
  await debit.waitFor();
  expect(await debit.locator('[data-tone]').innerText()).toBe('Debit');
  expect(await debit.getByRole('cell').nth(4).innerText()).toBe(String(cost));
});

test('a short balance says so before Submit, with the link to Pricing', async () => {
  const { page } = s;
  await page.route('**/api/users/get_credits', (r) => r.fulfill({ json: { status: 'success', data: { credits: 0, held: 0 } } }));
  await openScreen(page, 'image-generate', 'Playground');
  await choose(page, 'Model');
  const short = page.getByRole('alert').filter({ hasText: BILLING_MSG.notEnoughCredits });
  await short.waitFor();
  expect(await page.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(true);
  await short.getByRole('link', { name: 'Go to Pricing' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard/pricing');
});

test("a refused create_order: the generic toast with the server's message", async () => {
  const { page } = s;
  await page.route('**/api/payment/create_order', (r) => r.fulfill({ status: 502, json: { status: 'error', msg: BILLING_MSG.paymentProviderDown } }));
  await openPricing(page);
  await paidInrPlan(page).getByRole('button', { name: 'Buy now' }).click();
  await expectToast(page, TOAST_TITLE);
  await expectToast(page, BILLING_MSG.paymentProviderDown);
  expect(await page.getByText('Please upload image first').count()).toBe(0);
});
