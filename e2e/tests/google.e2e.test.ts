// Google sign-in through the browser against a real OpenID Connect provider (testkit's, with
// PKCE and nonce): the Login and Register buttons navigate the whole window to the callback on
// the API host, the provider consents, and the user lands signed in; a refusal comes back to
// /login with the message shown.
import { startOidcProvider, type OidcProvider } from '@atelier/testkit';
import { expectValue, field, waitForExpression } from '../harness/flows';
import { useSuite } from '../harness/suite';

jest.setTimeout(60_000);

let oidc: OidcProvider;
beforeAll(async () => {
  oidc = await startOidcProvider();
}, 30_000);
const s = useSuite({
  env: () => ({ GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret, GOOGLE_ISSUER: oidc.issuer }),
});
afterAll(async () => {
  await oidc?.close();
});

test.each([
  ['/login', 'Sign in with Google', 'gina'],
  ['/register', 'Sign up with Google', 'gabe'],
])('%s: "%s" round trip signs the person in', async (path, label, who) => {
  const page = await s.freshPage();
  const email = `${who}-${Date.now().toString(36)}@e2e.test`;
  await oidc.setNextUser({ sub: `google-${who}-${Date.now()}`, email, email_verified: true, name: `${who} Google` });

  await page.goto(path);
  const button = page.getByRole('button', { name: label });
  await waitForExpression(page, `!document.body.innerText.includes('Google sign-in is not configured')`);
  expect(await button.isEnabled()).toBe(true);
  await button.click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  // Spec §3: after sign-in the browser keeps email, name and profile_name locally.
  // (Expressions as strings: this file is type-checked without the DOM library.)
  await waitForExpression(page, `localStorage.getItem('email') !== null`);
  const stored = await page.evaluate(`[localStorage.getItem('email'), localStorage.getItem('name'), localStorage.getItem('profile_name')]`);
  expect(stored).toEqual([email, `${who} Google`, expect.any(String)]);

  await page.goto('/dashboard/account');
  await expectValue(field(page, 'Email'), email);
  expect(await field(page, 'Name').inputValue()).toBe(`${who} Google`);
});

test('a refusal at the provider comes back to /login with the message', async () => {
  const page = await s.freshPage();
  await page.goto('/api/auth/google/callback?error=access_denied');
  await page.waitForURL((u) => u.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('error')).toBeTruthy();
  const alert = page.getByRole('alert').filter({ hasText: 'Google' });
  await alert.waitFor();
  expect((await alert.innerText()).trim()).toBe(new URL(page.url()).searchParams.get('error'));
});
