// Who reaches what: route guards without a session, the admin landing, a user kept out of the
// admin area, the legal pages, routes and menus built from the remotes' manifests without React
// Router warnings, and a remote that cannot load replaced by its fallback — its menu entries shown
// as unavailable — while the rest keeps working.
import { ROUTE_ADDRESSES } from '@atelier/contracts/src/route-addresses';
import type { Page } from 'playwright-core';
import { axeViolations } from '../harness/axe';
import { expectToast, expectValue, field, newAccount, openAccountMenuItem, signIn, signOut, signUp, submit } from '../harness/flows';
import { useSuite } from '../harness/suite';

jest.setTimeout(90_000);

const s = useSuite();
const atPath = (path: string) => (u: URL) => u.pathname === path;

/** React Router's console warnings on a page (e.g. descendant <Routes> under a non-splat parent). */
function routerWarnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/React Router|<Routes>|No routes matched|trailing "\*"/.test(m.text())) seen.push(m.text());
  });
  return seen;
}
const menuEntry = (page: Page, label: string) => page.locator('#side-menu a', { hasText: label });

/** The profile requests (get_me / admin get_me) a page sends from now on. The shell sends one at
 *  its start on a signed-in area's page (guards/prefetch-profile.ts); the session guard must use
 *  that one, answered or failed, never ask again. */
function profileRequests(page: Page): string[] {
  const profilePaths = [ROUTE_ADDRESSES.getMe.path, ROUTE_ADDRESSES.adminGetMe.path].map((p) => `/api${p}`);
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (profilePaths.includes(path)) seen.push(path);
  });
  return seen;
}

describe('the legal pages', () => {
  test('/terms and /privacy are linked from the sign-in and profile screens, render, and lead back to sign-in', async () => {
    const page = await s.freshPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL(atPath('/terms'));
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await page.getByRole('heading', { name: /Credits and payments/ }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Read the Privacy Policy' }).click();
    await page.waitForURL(atPath('/privacy'));
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).first().click();
    await page.waitForURL(atPath('/login'));
    await page.getByRole('heading', { name: 'Login an account' }).waitFor();

    await page.goto('/register-profile');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(atPath('/privacy'));
    // Keyboard: the table of contents jumps to a section.
    await page.getByRole('link', { name: 'Cookies and local storage' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.hash === '#storage');
  });

  test.each(['/terms', '/privacy'])('%s passes axe-core (WCAG 2.1 A/AA) in light and dark, and on a phone', async (path) => {
    const page = await s.freshPage();
    for (const theme of ['light', 'dark']) {
      await page.addInitScript(`localStorage.setItem('vite-ui-theme', ${JSON.stringify(theme)})`);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    // Nothing scrolls sideways on a narrow screen.
    expect(await page.evaluate(`document.documentElement.scrollWidth <= window.innerWidth`)).toBe(true);
  });
});

/** Serve /remotes.json as a ConfigMap would (no screens inline) and take `folder`'s host down. */
async function configMapRegistryWithDeadRemote(page: Page, folder: string): Promise<() => Promise<void>> {
  await page.route('**/remotes.json', async (route) => {
    const body = (await (await route.fetch()).json()) as { remotes: { name: string; entry: string }[] };
    await route.fulfill({ json: { remotes: body.remotes.map(({ name, entry }) => ({ name, entry })) } });
  });
  await page.route(`**/remotes/${folder}/**`, (route) => route.abort('connectionrefused'));
  return async () => {
    await page.unroute('**/remotes.json');
    await page.unroute(`**/remotes/${folder}/**`);
  };
}

describe('without a session', () => {
  test('a browser that never saw mfe_auth, with mfe_auth down: /login shows the panel instead of redirecting in a loop', async () => {
    const page = await s.freshPage();
    await configMapRegistryWithDeadRemote(page, 'mfe-auth');
    await page.goto('/dashboard');
    await page.waitForURL(atPath('/login'));
    await page.locator('[data-remote-unavailable="sign-in"]').getByRole('button', { name: 'Retry' }).waitFor();
    await page.goto('/');
    await page.getByRole('link', { name: 'Get started' }).waitFor();
  });

  test.each(['/dashboard', '/dashboard/account', '/admin/dashboard', '/admin/dashboard/account'])('%s goes to /login, having asked for the profile once', async (path) => {
    const page = await s.freshPage();
    const asked = profileRequests(page);
    await page.goto(path);
    await page.waitForURL(atPath('/login'));
    await page.getByRole('heading', { name: 'Login an account' }).waitFor();
    expect(asked).toEqual([`/api${path.startsWith('/admin') ? ROUTE_ADDRESSES.adminGetMe.path : ROUTE_ADDRESSES.getMe.path}`]);
  });
});

describe('admin', () => {
  test('signing in lands in /admin/dashboard; the admin account pages show the admin', async () => {
    const page = await s.freshPage();
    const warnings = routerWarnings(page);
    const { admin } = s.product;
    await signIn(page, admin.email, admin.password, '/admin/dashboard');

    // The admin menu comes from mfe_admin's manifest; Queue is a built-in page (issue 10), not a new tab.
    expect(await menuEntry(page, 'Model Instance Report').getAttribute('href')).toBe('/admin/dashboard/model-instance-report');
    expect(await menuEntry(page, 'Queue').getAttribute('href')).toBe('/admin/dashboard/queue');
    expect(await menuEntry(page, 'Queue').getAttribute('target')).toBeNull();
    await menuEntry(page, 'User Report').click();
    await page.getByRole('heading', { name: 'User Report' }).waitFor();
    await page.goto('/admin/dashboard/model-details/42');
    await page.getByRole('heading', { name: 'Update Model' }).waitFor();
    await page.goto('/admin/dashboard/no-such-screen');
    await page.waitForURL(atPath('/admin/dashboard'));

    // The account menu's entries come from mfe_auth's manifest, linked under the admin area.
    await openAccountMenuItem(page, 'Profile');
    await page.waitForURL(atPath('/admin/dashboard/account'));
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
    expect(warnings).toEqual([]);
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

  test('moves between the screens of the manifests without a React Router warning; an unknown one goes home', async () => {
    const { page } = s;
    const warnings = routerWarnings(page);
    await signIn(page, user.email, user.password);
    await page.getByRole('heading', { name: /Get Started From Here/ }).waitFor();
    // Menu groups and entries come from the remotes' manifests, in their order.
    const groups = await page.locator('#side-menu [role="group"] h2').allInnerTexts();
    expect(groups.map((g) => g.toLowerCase())).toEqual(['discover', 'user tool', 'billings & plans']);
    expect(await menuEntry(page, 'Home').getAttribute('aria-current')).toBe('page');
    // Two screens of one remote, then another remote, then account pages with their own routes.
    await menuEntry(page, 'Community').click();
    await page.getByRole('heading', { name: 'Community' }).waitFor();
    const feedsSlot = await page.locator('[data-mf-remote="mfe_feeds"]').elementHandle();
    await menuEntry(page, 'Personal Feed').click();
    await page.getByRole('heading', { name: 'Personal Feed' }).waitFor();
    // The same remote stayed mounted: its slot is the same DOM node.
    expect(await feedsSlot?.evaluate((el) => el.isConnected)).toBe(true);
    await menuEntry(page, 'Pricing').click();
    await page.getByRole('heading', { name: 'Pricing' }).waitFor();
    // A full load of a signed-in page asks for the profile once (the shell's early request).
    const asked = profileRequests(page);
    await page.goto('/dashboard/account/login-history');
    await page.locator('tbody tr td').first().waitFor();
    expect(asked).toEqual([`/api${ROUTE_ADDRESSES.getMe.path}`]);
    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.waitForURL(atPath('/dashboard/account/change-password'));
    await page.goto('/dashboard/no-such-screen');
    await page.waitForURL(atPath('/dashboard'));
    await page.goto('/no/such/page');
    await page.waitForURL(atPath('/login'));
    expect(warnings).toEqual([]);
  });

  test('a remote whose host is down is marked unavailable from another screen, by a check after the page has loaded (HEAD, no body)', async () => {
    // Inline screens (the embedded /remotes.json) say nothing about a remote's host: the shell asks
    // for each entry once the page has loaded and the browser is idle (remote-registry.ts probe).
    const page = await s.freshPage();
    await signIn(page, user.email, user.password);
    const checks: Array<{ method: string; at: number }> = [];
    let loadedAt = Number.POSITIVE_INFINITY;
    page.on('load', () => (loadedAt = Date.now()));
    await page.route('**/remotes/mfe-billing/mf-manifest.json', (route) => {
      checks.push({ method: route.request().method(), at: Date.now() });
      return route.fulfill({ status: 503, body: '' });
    });
    await page.goto('/dashboard/community-field');
    for (const label of ['Pricing', 'Transaction', 'Credits Burn']) await menuEntry(page, label).and(page.locator('[data-unavailable]')).waitFor();
    expect(await menuEntry(page, 'Community').getAttribute('data-unavailable')).toBeNull();
    expect(checks.map((c) => c.method)).toEqual(['HEAD']);
    expect(checks[0]!.at).toBeGreaterThanOrEqual(loadedAt);
  });

  test('a remote that cannot load shows the fallback and its menu entries as unavailable; the shell and other remotes keep working', async () => {
    const { page } = s;
    await signIn(page, user.email, user.password);
    // Make mfe_studio unreachable: every file under its folder fails at the network level.
    await page.route('**/remotes/mfe-studio/**', (route) => route.abort('connectionrefused'));

    await page.goto('/dashboard/image-generate');
    const fallback = page.locator('[data-remote-unavailable="mfe_studio"]');
    await fallback.getByText('This part of Atelier is unavailable right now').waitFor();
    await fallback.getByRole('button', { name: 'Retry' }).waitFor();
    // Its menu entries stay, marked unavailable; another remote's do not.
    for (const label of ['Image Generation', 'In Paint', 'Out Paint', 'Up Scaling']) await menuEntry(page, label).and(page.locator('[data-unavailable]')).waitFor();
    expect(await menuEntry(page, 'Community').getAttribute('data-unavailable')).toBeNull();
    expect(await axeViolations(page, '#side-menu')).toEqual([]);

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
    await page.locator('#side-menu a[data-unavailable]').first().waitFor({ state: 'detached' });
  });

  test('a remote host that is down with no inline screens (a ConfigMap registry) keeps its cached entries, unavailable', async () => {
    const { page } = s;
    // The visit above cached the registry. Now serve /remotes.json as a ConfigMap would (no
    // screens inline) and take mfe_billing's host down: its screens come from the cache.
    const restore = await configMapRegistryWithDeadRemote(page, 'mfe-billing');
    try {
      await page.goto('/dashboard/pricing');
      await page.locator('[data-remote-unavailable="mfe_billing"]').getByRole('button', { name: 'Retry' }).waitFor();
      await menuEntry(page, 'Credits Burn').and(page.locator('[data-unavailable]')).waitFor();
      // The other remotes' screens were read from their own hosts.
      await menuEntry(page, 'Community').click();
      await page.getByRole('heading', { name: 'Community' }).waitFor();
      expect(await menuEntry(page, 'Community').getAttribute('data-unavailable')).toBeNull();
    } finally {
      await restore();
    }
  });

  test('with no cached copy either, a down remote has no routes: its URLs go home, and a missing home shows the panel', async () => {
    const { page } = s;
    await page.evaluate(`localStorage.removeItem('atelier.remotes.v1')`);
    const restore = await configMapRegistryWithDeadRemote(page, 'mfe-feeds');
    try {
      await page.goto('/dashboard/community-field');
      await page.waitForURL(atPath('/dashboard'));
      await page.locator('[data-remote-unavailable="user-home"]').getByRole('button', { name: 'Retry' }).waitFor();
      expect(await menuEntry(page, 'Community').count()).toBe(0);
      await menuEntry(page, 'Pricing').click();
      await page.getByRole('heading', { name: 'Pricing' }).waitFor();
    } finally {
      await restore();
    }
  });
});
