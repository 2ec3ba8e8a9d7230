// Google sign-in end to end in one process: a real OIDC provider (testkit, PKCE + nonce), the real
// identity module over gRPC, and the gateway's callback holding the browser side of the flow.
import type { FastifyInstance } from 'fastify';
import { followAuthorization, startOidcProvider, type OidcProvider } from '@atelier/testkit';
import { ACCESS_COOKIE } from '@atelier/contracts';
import { Browser, PUBLIC_URL } from '@atelier/svc-gateway/tests/support/gateway';
import { startIdentityStack, type IdentityStack } from './support/identity-stack';

jest.setTimeout(120_000);

let oidc: OidcProvider;
let stack: IdentityStack;
let app: FastifyInstance;

beforeAll(async () => {
  oidc = await startOidcProvider();
  stack = await startIdentityStack({
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    GOOGLE_ISSUER: oidc.issuer,
    JWT_SECRET: 'google-jwt-secret-google-jwt-secret-0123',
    SECRETS_KEY: Buffer.alloc(32, 5).toString('base64'),
  });
  ({ app } = stack);
});

afterAll(async () => {
  await stack?.stop();
  await oidc?.close();
});

test('providers says Google is on', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/auth/providers' });
  expect(res.json().google.enabled).toBe(true);
});

test('the Login button\'s navigation: provider, consent, callback → session cookies and /dashboard', async () => {
  await oidc.setNextUser({ sub: 'google-123', email: 'gina@example.com', email_verified: true, name: 'Gina' });
  const b = new Browser(app);
  const start = b.absorb(await app.inject({ method: 'GET', url: '/api/auth/google/callback' }));
  expect(start.statusCode).toBe(302);
  expect(start.headers.location).toContain(oidc.issuer);
  expect(start.headers.location).toContain(encodeURIComponent(`${PUBLIC_URL}/api/auth/google/callback`));

  const callback = new URL(await followAuthorization(String(start.headers.location)));
  expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
  const back = b.absorb(
    await app.inject({ method: 'GET', url: callback.pathname + callback.search, cookies: Object.fromEntries(b.cookies) }),
  );
  expect(back.statusCode).toBe(302);
  expect(back.headers.location).toBe('/dashboard');
  expect(b.cookies.has(ACCESS_COOKIE)).toBe(true);
  expect(b.cookies.has('atelier_oidc')).toBe(false);

  const me = await b.call('POST', '/api/users/get_me', {});
  expect(me.json()).toEqual({ status: 'success', user: expect.objectContaining({ email: 'gina@example.com' }) });
});

test('a callback replayed without the browser\'s state cookie goes back to /login with a message', async () => {
  const b = new Browser(app);
  const start = b.absorb(await app.inject({ method: 'GET', url: '/api/auth/google/callback' }));
  const callback = new URL(await followAuthorization(String(start.headers.location)));
  const res = await app.inject({ method: 'GET', url: callback.pathname + callback.search });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toMatch(/^\/login\?error=/);
  expect(res.cookies.find((c) => c.name === ACCESS_COOKIE)).toBeUndefined();
});
