// Helpers for the billing browser tests: the top bar's badge and Pricing's balance as numbers, a
// plan's card, the sandbox's test-mode Checkout, and polling a number until it reaches what the
// test expects.
import type { Locator, Page } from 'playwright-core';

/** Spec §8's generic error title. */
export const TOAST_TITLE = 'Uh oh! Something went wrong.';

export const badge = (page: Page) => page.getByText(/^Credits : \d+$/);

/** The number a locator's text carries (digits only, thousands separators dropped), or null while it is not shown. */
export async function numberIn(locator: Locator): Promise<number | null> {
  if (!(await locator.count())) return null;
  const digits = (await locator.first().innerText()).replace(/[^\d]/g, '');
  return digits ? Number(digits) : null;
}

/** Waits until the locator shows `expected`; fails with what it last showed. */
export async function expectNumber(locator: Locator, expected: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await numberIn(locator);
  while (last !== expected && Date.now() < deadline) {
    await locator.page().waitForTimeout(50);
    last = await numberIn(locator);
  }
  expect(last).toBe(expected);
}

/** Pricing's "Your balance: N credits". */
export const pricingBalance = (page: Page) => page.getByTestId('pricing-balance');

/** A plan's card on Pricing, by its name. */
export const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

export async function openPricing(page: Page): Promise<void> {
  await page.goto('/dashboard/pricing');
  await page.getByRole('heading', { name: 'Pricing', exact: true }).waitFor();
  await page.getByRole('status', { name: 'Loading plans' }).waitFor({ state: 'detached' });
}

export async function openReport(page: Page, path: 'transaction' | 'credits', title: string): Promise<void> {
  await page.goto(`/dashboard/${path}`);
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  await page.getByRole('status', { name: `Loading ${title}` }).waitFor({ state: 'detached' });
}

/** The sandbox's Checkout dialog ("Test mode"), in the page or in a frame of it. */
export async function testModeCheckout(page: Page, timeoutMs = 15_000): Promise<Locator> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const frame of page.frames()) {
      const dialog = frame.getByRole('dialog').filter({ hasText: 'Test mode' });
      if (await dialog.count()) return dialog.first();
    }
    await page.waitForTimeout(100);
  }
  throw new Error('the test-mode Checkout dialog did not open');
}

/** A paid INR plan's card (the embedded start seeds one). */
export const paidInrPlan = (page: Page) => page.getByRole('article').filter({ hasText: '₹' }).filter({ has: page.getByRole('button', { name: 'Buy now' }) }).first();
