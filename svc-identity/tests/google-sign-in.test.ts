// Google sign-in against a real OIDC provider on 127.0.0.1 (code flow with state, nonce, PKCE):
// new users, returning users by `sub`, linking only verified emails, and tampered callbacks.
import { followAuthorization, startOidcProvider, type OidcProvider, type OidcUser } from '@atelier/testkit';
import { AUTH_MSG } from '@atelier/contracts';
import { waitFor } from '@atelier/testkit';
import { as, CHROME_LINUX, expectAppError, registerViaDevMailbox, startHarness, type Harness } from './support/harness';

jest.setTimeout(30_000);

const REDIRECT = 'http://127.0.0.1:8080/auth/google/callback';
let oidc: OidcProvider;
let h: Harness;

beforeAll(async () => {
  oidc = await startOidcProvider();
  h = await startHarness({
    env: { GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret, GOOGLE_ISSUER: oidc.issuer },
  });
});
afterAll(async () => {
  await h?.stop();
  await oidc?.close();
});

/** Begin → the provider consents → Complete, as the gateway would drive it. */
async function signInAs(user: OidcUser, tamper: (b: Record<string, string>) => void = () => undefined) {
  await oidc.setNextUser(user);
  const begin = await h.client.BeginOidcSignIn({ redirect_uri: REDIRECT });
  const authUrl = new URL(begin.authorization_url);
  expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authUrl.searchParams.get('nonce')).toBe(begin.nonce);
  const callbackUrl = await followAuthorization(begin.authorization_url);
  const req = { callback_url: callbackUrl, redirect_uri: REDIRECT, state: begin.state, nonce: begin.nonce, code_verifier: begin.code_verifier };
  tamper(req);
  return h.client.CompleteOidcSignIn({ ...req, client: CHROME_LINUX });
}

it('says Google is configured', async () => {
  expect(await h.client.GetSignInProviders({})).toEqual({ google_enabled: true });
});

it('creates a new user from the ID token, then finds them again by sub', async () => {
  const first = await signInAs({ sub: 'g-new', email: 'Ada.Lovelace@gmail.com', email_verified: true, name: 'Ada Lovelace' });
  expect(first.user).toMatchObject({
    email: 'ada.lovelace@gmail.com',
    name: 'Ada Lovelace',
    profile_name: 'ada.lovelace',
    role: 'ROLE_USER',
    subscription_type: 'SUBSCRIPTION_TYPE_FREE',
  });
  expect(first.session!.refresh_token).toBeTruthy();
  await waitFor(() => h.received.some((e) => e.key === first.user!.id && e.type === 'UserRegistered'));

  // Same sub, changed email at the provider: still the same account.
  const again = await signInAs({ sub: 'g-new', email: 'ada@newmail.com', email_verified: true, name: 'Ada' });
  expect(again.user!.id).toBe(first.user!.id);
  const { entries } = await h.client.ListLoginHistory({ user_id: first.user!.id, limit: 10 });
  expect(entries).toHaveLength(2);
  expect(entries[0]).toMatchObject({ browser: 'Chrome 126', os: 'Linux' });
  // No password was set: password sign-in fails with the generic message.
  await expectAppError(h.client.Login({ email: 'ada.lovelace@gmail.com', password: 'anything at all' }), 'UNAUTHENTICATED', AUTH_MSG.invalidCredentials);
});

it('links an existing account only when the provider verified the email', async () => {
  const id = await registerViaDevMailbox(h, 'grace@example.com', 'password one');
  await expectAppError(
    signInAs({ sub: 'g-grace', email: 'grace@example.com', email_verified: false }),
    'PERMISSION_DENIED',
    AUTH_MSG.googleEmailUnverified,
  );
  const linked = await signInAs({ sub: 'g-grace', email: 'GRACE@example.com', email_verified: true });
  expect(linked.user!.id).toBe(id);
  // The password keeps working beside Google.
  await expect(h.client.Login({ email: 'grace@example.com', password: 'password one' })).resolves.toHaveProperty('session');
});

it('needs an absolute redirect URI to begin', async () => {
  await expectAppError(h.client.BeginOidcSignIn({ redirect_uri: '' }), 'INVALID_ARGUMENT');
  await expectAppError(h.client.BeginOidcSignIn({ redirect_uri: '/auth/google/callback' }), 'INVALID_ARGUMENT');
});

it('refuses a new account for an unverified email', async () => {
  await expectAppError(signInAs({ sub: 'g-unverified', email: 'someone@example.com', email_verified: false }), 'PERMISSION_DENIED', AUTH_MSG.googleEmailUnverifiedNew);
});

it('refuses a callback whose state or nonce does not match, or without the PKCE verifier', async () => {
  const user = { sub: 'g-tamper', email: 'tamper@example.com', email_verified: true };
  await expectAppError(signInAs(user, (r) => (r.state = 'forged-state')), 'UNAUTHENTICATED', AUTH_MSG.googleFailed);
  await expectAppError(signInAs(user, (r) => (r.nonce = 'forged-nonce')), 'UNAUTHENTICATED', AUTH_MSG.googleFailed);
  await expectAppError(signInAs(user, (r) => (r.code_verifier = 'x'.repeat(43))), 'UNAUTHENTICATED', AUTH_MSG.googleFailed);
  const users = await h.identity.context.db.selectFrom('users').select('id').where('email', '=', 'tamper@example.com').execute();
  expect(users).toEqual([]);
});

it('keeps blocked users out', async () => {
  const { user } = await signInAs({ sub: 'g-blocked', email: 'blocked@example.com', email_verified: true });
  await h.client.SetUserStatus({ user_id: user!.id, status: 'USER_STATUS_BLOCK' }, as());
  await expectAppError(signInAs({ sub: 'g-blocked', email: 'blocked@example.com', email_verified: true }), 'PERMISSION_DENIED', AUTH_MSG.accountBlocked);
});

describe('without GOOGLE_CLIENT_ID', () => {
  let plain: Harness;
  beforeAll(async () => {
    plain = await startHarness();
  });
  afterAll(() => plain?.stop());

  it('reports Google as unavailable and refuses to begin or complete', async () => {
    expect(await plain.client.GetSignInProviders({})).toEqual({ google_enabled: false });
    await expectAppError(plain.client.BeginOidcSignIn({ redirect_uri: REDIRECT }), 'FAILED_PRECONDITION', 'Google sign-in is not configured');
    await expectAppError(plain.client.CompleteOidcSignIn({ callback_url: `${REDIRECT}?code=x&state=y` }), 'FAILED_PRECONDITION', 'Google sign-in is not configured');
  });
});
