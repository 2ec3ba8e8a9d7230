// The public screens' behaviour around the forms: resend of a code and a wrong code, "Please
// wait" while in flight, the Google button when the server has no Google configured, `?error=`
// from a failed Google redirect, keyboard-only sign-in, the responsive two-column layout, theme
// tokens, and an axe-core audit of every screen (light and dark, with and without errors).
import type { Page } from 'playwright-core';
import { axeViolations } from '../harness/axe';
import { enterCode, expectToast, field, newAccount, signIn, signUp, submit, waitForExpression } from '../harness/flows';
import { useSuite } from '../harness/suite';

jest.setTimeout(60_000);

const s = useSuite();
const focusedLabel = (page: Page) => page.evaluate(`document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.labels?.[0]?.textContent ?? null`);

// First in the file: one pending sign-up shared by the two code tests (this one and the last);
// the 30 s resend interval starts here and the tests in between use it up. It lives in the main
// page's localStorage, so every test in between that signs in or stores an email uses its own page.
const pending = newAccount('resend');
let sentAt = 0;

test('sign-up code: an early Resend Otp and a wrong code show the server messages', async () => {
  const { page } = s;
  await page.goto('/register');
  await field(page, 'Email').fill(pending.email);
  await submit(page);
  await page.waitForURL('**/verify-otp');
  sentAt = Date.now();
  expect(await page.evaluate(`localStorage.getItem('email')`)).toBe(pending.email);

  await page.getByRole('button', { name: 'Resend Otp' }).click();
  await expectToast(page, 'Please wait before requesting another code');

  await enterCode(page, '000000');
  await submit(page);
  await expectToast(page, 'Invalid code. Please check the code and try again.');
  expect(new URL(page.url()).pathname).toBe('/verify-otp');
});

test('login: Submit shows "Please wait" and is disabled while the call is in flight', async () => {
  const { page } = s;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await field(page, 'Email').fill('nobody@e2e.test');
  await field(page, 'Password').fill('not-the-password');
  await submit(page);
  const busy = page.getByRole('button', { name: 'Please wait' });
  await busy.waitFor();
  expect(await busy.isDisabled()).toBe(true);
  release();
  await expectToast(page, 'Uh oh! Something went wrong.');
  expect(await page.getByRole('button', { name: 'Submit', exact: true }).isEnabled()).toBe(true);
  await page.unroute('**/api/auth/login');
});

test.each([
  ['/login', 'Sign in with Google'],
  ['/register', 'Sign up with Google'],
])('%s: without Google configured the button is disabled and says so', async (path, label) => {
  const { page } = s;
  await page.goto(path);
  const button = page.getByRole('button', { name: label });
  await page.getByText('Google sign-in is not configured', { exact: true }).waitFor();
  expect(await button.isDisabled()).toBe(true);
  expect(await button.getAttribute('aria-describedby')).toBeTruthy();
});

test('login shows the message a failed Google redirect brings back', async () => {
  const { page } = s;
  await page.goto('/login?error=' + encodeURIComponent('Google sign-in was cancelled'));
  await page.getByRole('alert').filter({ hasText: 'Google sign-in was cancelled' }).waitFor();
});

test('terms, privacy, forgot-password and register links are there', async () => {
  const { page } = s;
  await page.goto('/login');
  expect(await page.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  expect(await page.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByRole('link', { name: 'Register' }).last().click();
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
});

test('keyboard only: Tab moves from Email to Password and Enter signs in', async () => {
  // Its own context: signing in stores the admin's email, which the pending sign-up must keep.
  const page = await s.freshPage();
  const { product } = s;
  await page.goto('/login');
  await field(page, 'Email').focus();
  await page.keyboard.type(product.admin.email);
  await page.keyboard.press('Tab');
  expect(await focusedLabel(page)).toBe('Password');
  await page.keyboard.type(product.admin.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/admin/dashboard');
});

test('two columns with the testimonial on wide screens, one column on phones', async () => {
  const page = await s.freshPage();
  const box = async (sel: string) => (await page.locator(sel).first().boundingBox())!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  const quote = page.getByRole('complementary', { name: 'What creators say' });
  await quote.waitFor();
  const wideForm = await box('form');
  const wideQuote = (await quote.boundingBox())!;
  expect(wideQuote.x + wideQuote.width).toBeLessThanOrEqual(wideForm.x);

  await page.setViewportSize({ width: 390, height: 844 });
  const narrowForm = await box('form');
  const narrowQuote = (await quote.boundingBox())!;
  expect(narrowQuote.y).toBeGreaterThanOrEqual(narrowForm.y + narrowForm.height);
  expect(narrowForm.width).toBeLessThanOrEqual(390);
});

test('the auth screens follow the stored theme (dark tokens in dark, light in light)', async () => {
  const page = await s.freshPage();
  const lightness = async () => {
    const color = (await page.evaluate(`getComputedStyle(document.querySelector('form').closest('.bg-background')).backgroundColor`)) as string;
    const m = /oklch\(([\d.]+)/.exec(color);
    if (!m) throw new Error(`unexpected colour ${color}`);
    return Number(m[1]);
  };
  await page.goto('/login');
  await page.evaluate(`localStorage.setItem('vite-ui-theme', 'dark')`);
  await page.reload();
  await waitForExpression(page, `document.documentElement.classList.contains('dark')`);
  await page.locator('form').waitFor();
  expect(await lightness()).toBeLessThan(0.4);

  await page.evaluate(`localStorage.setItem('vite-ui-theme', 'light')`);
  await page.reload();
  await waitForExpression(page, `document.documentElement.classList.contains('light')`);
  await page.locator('form').waitFor();
  expect(await lightness()).toBeGreaterThan(0.9);
});

describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  const PUBLIC = ['/login', '/register', '/forgot-password', '/verify-otp', '/forgot/verify-otp', '/new-password', '/register-profile'];
  let page: Page;
  beforeAll(async () => {
    page = await s.freshPage();
  });

  async function open(path: string, theme: 'light' | 'dark'): Promise<void> {
    await page.goto('/login');
    await page.evaluate(`localStorage.setItem('vite-ui-theme', '${theme}'); localStorage.setItem('email', 'pending@e2e.test')`);
    await page.goto(path);
    await page.locator('main form').first().waitFor();
  }

  describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
    test.each(PUBLIC)('%s has no violations, before and after a failed submit', async (path) => {
      await open(path, theme);
      expect(await axeViolations(page, 'main')).toEqual([]);
      await submit(page);
      await page.getByRole('alert').first().waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  });

  test('the account pages (signed in) have no violations in the page content', async () => {
    const a = newAccount('a11y');
    await signUp(page, s.product.mailbox, a);
    await signIn(page, a.email, a.password);
    for (const path of ['/dashboard/account', '/dashboard/account/change-password', '/dashboard/account/login-history']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      await page.locator('main form, main tbody tr').first().waitFor();
      expect({ path, violations: await axeViolations(page, 'main') }).toEqual({ path, violations: [] });
    }
  });
});

// Last in the file, so the tests above spend most of the 30 s resend interval.
test('sign-up code: Resend Otp after the interval toasts the server message and the new code verifies', async () => {
  const { page, product } = s;
  await page.goto('/verify-otp');
  await page.waitForTimeout(Math.max(0, sentAt + 31_000 - Date.now()));
  const mark = product.mailbox.mark();
  await page.getByRole('button', { name: 'Resend Otp' }).click();
  await expectToast(page, 'success');
  await expectToast(page, 'We sent a verification code to your email');
  await enterCode(page, await product.mailbox.codeFor(pending.email, mark));
  await submit(page);
  await page.waitForURL('**/register-profile');
});
