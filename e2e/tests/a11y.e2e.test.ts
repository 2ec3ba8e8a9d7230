// WCAG 2.1 A/AA audit (axe-core) of every mfe-auth screen, in light and dark, with and without
// field errors showing, and of the account pages inside the signed-in layout.
import type { Page } from 'playwright-core';
import { axeViolations } from '../harness/axe';
import { newAccount, signIn, signUp, submit } from '../harness/flows';
import { useSuite } from '../harness/suite';

jest.setTimeout(60_000);

const s = useSuite();
const PUBLIC = ['/login', '/register', '/forgot-password', '/verify-otp', '/forgot/verify-otp', '/new-password', '/register-profile'];

async function open(page: Page, path: string, theme: 'light' | 'dark'): Promise<void> {
  await page.goto('/login');
  await page.evaluate(`localStorage.setItem('vite-ui-theme', '${theme}'); localStorage.setItem('email', 'pending@e2e.test')`);
  await page.goto(path);
  await page.locator('main form').first().waitFor();
}

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  test.each(PUBLIC)('%s has no violations, before and after a failed submit', async (path) => {
    const { page } = s;
    await open(page, path, theme);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await submit(page);
    await page.getByRole('alert').first().waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});

test.each(['/dashboard/account', '/dashboard/account/change-password', '/dashboard/account/login-history'])(
  '%s (signed in) has no violations in the page content',
  async (path) => {
    const { page, product } = s;
    if (!(await page.evaluate(`localStorage.getItem('name')`))) {
      const a = newAccount('a11y');
      await signUp(page, product.mailbox, a);
      await signIn(page, a.email, a.password);
    }
    await page.goto(path);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.locator('main form, main table').first().waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
  },
);
