// Who reaches what: route guards without a session, the admin landing, a user kept out of the
// admin area, and a remote that cannot load replaced by its fallback while the rest keeps working.
import { expectToast, expectValue, field, newAccount, signIn, signOut, signUp, submit } from '../harness/flows';
import { useSuite } from '../harness/suite';

jest.setTimeout(90_000);

const s = useSuite();
const atPath = (path: string) => (u: URL) => u.pathname === path;

describe('without a session', () => {
  test.each(['/dashboard', '/dashboard/account', '/admin/dashboard', '/admin/dashboard/account'])('%s goes to /login', async (path) => {
    const page = await s.freshPage();
    await page.goto(path);
    await page.waitForURL(atPath('/login'));
    await page.getByRole('heading', { name: 'Login an account' }).waitFor();
  });
});

describe('admin', () => {
  test('signing in lands in /admin/dashboard; the admin account pages show the admin', async () => {
    const page = await s.freshPage();
    const { admin } = s.product;
    await signIn(page, admin.email, admin.password, '/admin/dashboard');

    await page.goto('/admin/dashboard/account');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await expectValue(field(page, 'Email'), admin.email);

    await page.getByRole('link', { name: 'Login History' }).click();
    await page.waitForURL(atPath('/admin/dashboard/account/login-history'));
    await page.locator('tbody tr td').first().waitFor();
    expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByText('No results.').count()).toBe(0);

    await page.getByRole('link', { name: 'Change Password' }).click();
    await field(page, 'Old Password').fill('short');
    await submit(page);
    await page.getByText('Old Password Must Be More Then 8 Character', { exact: true }).waitFor();
    await field(page, 'Old Password').fill('not-the-admin-password');
    await field(page, 'New Password').fill('another-admin-password');
    await field(page, 'Confirm Password').fill('another-admin-password');
    await submit(page);
    await expectToast(page, 'Old password is incorrect');

    await page.getByRole('link', { name: 'Account' }).click();
    await field(page, 'Name').fill('Chief Admin');
    await submit(page);
    await expectToast(page, 'success');
    expect(await page.evaluate(`localStorage.getItem('name')`)).toBe('Chief Admin');
    await page.reload();
    await expectValue(field(page, 'Name'), 'Chief Admin');

    await signOut(page);
    expect(await page.evaluate(`localStorage.getItem('name')`)).toBeNull();
    await page.goto('/admin/dashboard');
    await page.waitForURL(atPath('/login'));
  });
});

describe('a signed-in user', () => {
  const user = newAccount('guard');

  test('cannot reach the admin area', async () => {
    const { page, product } = s;
    await signUp(page, product.mailbox, user);
    await signIn(page, user.email, user.password);
    await page.goto('/admin/dashboard');
    await page.waitForURL((u) => !u.pathname.startsWith('/admin'));
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('a remote that cannot load shows the fallback; the shell and other remotes keep working', async () => {
    const { page } = s;
    await signIn(page, user.email, user.password);
    // Make mfe_studio unreachable: every file under its folder fails at the network level.
    await page.route('**/remotes/mfe-studio/**', (route) => route.abort('connectionrefused'));

    await page.goto('/dashboard/image-generate');
    const fallback = page.locator('[data-remote-unavailable="mfe_studio"]');
    await fallback.getByText('This part of Atelier is unavailable right now').waitFor();
    await fallback.getByRole('button', { name: 'Retry' }).waitFor();

    // The shell's navigation still works, and so does another remote (mfe_auth) in the same page.
    await page.getByRole('link', { name: 'Home' }).first().waitFor();
    await page.goto('/dashboard/account');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await expectValue(field(page, 'Email'), user.email);

    // Once the remote is reachable again, Retry brings it back without a reload.
    await page.goto('/dashboard/image-generate');
    await fallback.waitFor();
    await page.unroute('**/remotes/mfe-studio/**');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await fallback.waitFor({ state: 'detached' });
  });
});
