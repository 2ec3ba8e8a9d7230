// A user's whole account life through the browser: sign-up with the code from real SMTP,
// sign in and out, forgot password, profile update, password change, login history, theme.
import { expectToast, expectValue, field, newAccount, openAccountMenuItem, signIn, signOut, signUp, storage, submit, waitForExpression } from '../harness/flows';
import { useSuite } from '../harness/suite';

jest.setTimeout(90_000);

const s = useSuite();
const account = newAccount('acct');

// The tests below run in order and build on each other (one account, one browser context).
test('register with the emailed code, sign in, sign out', async () => {
  const { page, product } = s;
  await signUp(page, product.mailbox, account);
  expect(await storage(page, 'email')).toBeNull(); // spec §2: profile success clears the stored email

  await signIn(page, account.email, account.password);
  expect(await storage(page, 'email')).toBe(account.email);
  expect(await storage(page, 'name')).toBe(account.name);
  expect(await storage(page, 'profile_name')).toBe(account.profileName);

  await signOut(page);
  expect(await storage(page, 'name')).toBeNull();
  await page.goto('/dashboard');
  await page.waitForURL((u) => u.pathname === '/login');
});

test('a wrong password keeps the user on /login with the error toast', async () => {
  const { page } = s;
  await page.goto('/login');
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill('definitely-wrong');
  await submit(page);
  await expectToast(page, 'Uh oh! Something went wrong.');
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('forgot password end to end, then sign in with the new password', async () => {
  const { page, product } = s;
  await page.goto('/forgot-password');
  const mark = product.mailbox.mark();
  await field(page, 'Email').fill(account.email);
  await submit(page);
  await page.waitForURL('**/forgot/verify-otp');
  const code = await product.mailbox.codeFor(account.email, mark);
  await field(page, 'Digit 1').click();
  await page.keyboard.type(code);
  await submit(page);
  await page.waitForURL('**/new-password');

  account.password = `${account.password}-reset`;
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm Password').fill(account.password);
  await submit(page);
  await page.waitForURL((u) => u.pathname === '/login');

  await signIn(page, account.email, account.password);
});

test('profile: prefilled from the session, validated, saved', async () => {
  const { page } = s;
  await page.goto('/dashboard/account');
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await page.getByText('Manage your account settings').waitFor();
  await expectValue(field(page, 'Name'), account.name);
  expect(await field(page, 'Email').inputValue()).toBe(account.email);
  expect(await field(page, 'Profile Name').inputValue()).toBe(account.profileName);

  await field(page, 'Email').fill('not-an-email');
  await field(page, 'Name').fill('n'.repeat(96));
  await submit(page);
  await page.getByText('Please enter valid email', { exact: true }).waitFor();
  await page.getByText('Name can not be more than 95 character', { exact: true }).waitFor();

  account.name = 'Renamed Person';
  account.profileName = `${account.profileName}_2`;
  await field(page, 'Name').fill(account.name);
  await field(page, 'Profile Name').fill(account.profileName);
  await field(page, 'Email').fill(account.email);
  await submit(page);
  await expectToast(page, 'success');
  expect(await storage(page, 'name')).toBe(account.name);
  expect(await storage(page, 'profile_name')).toBe(account.profileName);

  await page.reload();
  await expectValue(field(page, 'Name'), account.name);
  expect(await field(page, 'Profile Name').inputValue()).toBe(account.profileName);
});

test('the account menu (published by mfe_auth) leads to each account page', async () => {
  const { page } = s;
  await page.goto('/dashboard');
  await openAccountMenuItem(page, 'Login-History');
  await page.waitForURL((u) => u.pathname === '/dashboard/account/login-history');
  await openAccountMenuItem(page, 'Profile');
  await page.waitForURL((u) => u.pathname === '/dashboard/account');
  await openAccountMenuItem(page, 'Change-Password');
  await page.waitForURL((u) => u.pathname === '/dashboard/account/change-password');
});

test('change password: spec messages, then sign in with the new password', async () => {
  const { page } = s;
  await page.goto('/dashboard/account/change-password');
  await field(page, 'Old Password').fill('short');
  await field(page, 'New Password').fill('short');
  await field(page, 'Confirm Password').fill('short');
  await submit(page);
  for (const msg of [
    'Old Password Must Be More Then 8 Character',
    'New Password Must Be More Then 8 Character',
    'Confirm Password Must Be More Then 8 Character',
  ]) {
    await page.getByText(msg, { exact: true }).waitFor();
  }

  const next = `${account.password}-changed`;
  await field(page, 'Old Password').fill(account.password);
  await field(page, 'New Password').fill(next);
  await field(page, 'Confirm Password').fill(next);
  await submit(page);
  await expectToast(page, 'success');
  account.password = next;

  await signOut(page);
  await signIn(page, account.email, account.password);
});

test('login history lists the sign-ins', async () => {
  const { page } = s;
  await page.goto('/dashboard/account/login-history');
  await page.getByText('This is your last 10 login history report').waitFor();
  const headers = await page.getByRole('columnheader').allInnerTexts();
  expect(headers.map((h) => h.trim())).toEqual(['Date', 'IP', 'Browser', 'OS']);
  const rows = page.locator('tbody tr');
  // Three successful sign-ins so far: after sign-up, after the reset, after the password change.
  await rows.nth(2).waitFor();
  const first = (await rows.first().locator('td').allInnerTexts()).map((t) => t.trim());
  expect(first).toHaveLength(4);
  expect(first[1]).toMatch(/127\.0\.0\.1|::1/);
  expect(first[2]).toMatch(/Chrom/);
  expect(first[3]).toMatch(/Linux/);
});

test('the chosen theme survives a reload (vite-ui-theme)', async () => {
  const { page } = s;
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /theme/i }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).or(page.getByRole('menuitem', { name: 'Dark' })).click();
  expect(await storage(page, 'vite-ui-theme')).toBe('dark');
  await page.reload();
  await waitForExpression(page, `document.documentElement.classList.contains('dark')`);

  await page.getByRole('button', { name: /theme/i }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).or(page.getByRole('menuitem', { name: 'Light' })).click();
  await page.reload();
  await waitForExpression(page, `document.documentElement.classList.contains('light')`);
  expect(await storage(page, 'vite-ui-theme')).toBe('light');
});
