// Every class of bad input is refused with a 4xx in the one error format, before identity is called.
import { CSRF_COOKIE, CSRF_HEADER } from '@atelier/contracts';
import { Browser, PUBLIC_URL, gatewayPerTest } from './support/gateway';

const gw = gatewayPerTest();

/** A raw POST with a valid CSRF pair, so only the body decides. */
function post(url: string, payload: string | Buffer, contentType = 'application/json') {
  return gw.app.inject({
    method: 'POST',
    url,
    payload,
    cookies: { [CSRF_COOKIE]: 'tok' },
    headers: { [CSRF_HEADER]: 'tok', origin: PUBLIC_URL, 'content-type': contentType },
  });
}

const login = (body: unknown) => post('/api/auth/login', JSON.stringify(body));

test.each([
  ['malformed JSON', () => post('/api/auth/login', '{"email": "a@b.co",'), 400, 'The request body is not valid JSON'],
  ['empty JSON body', () => post('/api/auth/login', ''), 400, 'The request body must be a JSON object'],
  ['a JSON array', () => login([]), 400, 'The request body must be a JSON object'],
  ['missing password', () => login({ email: 'ann@example.com' }), 400, 'Password must be more than 8 character'],
  ['missing email', () => login({ password: 'long-enough' }), 400, 'Please enter valid email'],
  ['invalid email', () => login({ email: 'nope', password: 'long-enough' }), 400, 'Please enter valid email'],
  ['short password', () => login({ email: 'ann@example.com', password: 'short' }), 400, 'Password must be more than 8 character'],
  ['an extra field', () => login({ email: 'ann@example.com', password: 'long-enough', role: 'admin' }), 400, expect.stringContaining('role')],
  ['an over-long password', () => login({ email: 'ann@example.com', password: 'x'.repeat(129) }), 400, 'Password can not be more than 128 character'],
  ['an over-long email', () => login({ email: `${'a'.repeat(250)}@example.com`, password: 'long-enough' }), 400, 'Please enter valid email'],
  ['a wrong type', () => login({ email: 'ann@example.com', password: 12345678 }), 400, 'Password must be more than 8 character'],
  ['a wrong content type', () => post('/api/auth/login', 'email=a@b.co&password=long-enough', 'application/x-www-form-urlencoded'), 415, 'Unsupported content type: send application/json'],
  ['text/plain', () => post('/api/auth/login', '{}', 'text/plain'), 415, 'Unsupported content type: send application/json'],
  ['a body over 1 MiB', () => post('/api/auth/login', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) })), 413, 'The request body is too large'],
  ['a bad OTP', () => post('/api/auth/verify_otp', JSON.stringify({ email: 'ann@example.com', otp: '12a456' })), 400, 'Please enter the 6 digit code'],
  ['an over-long name', () => post('/api/auth/register_set_password', JSON.stringify({ email: 'a@example.com', name: 'n'.repeat(96), password: 'long-enough', profile_name: 'p' })), 400, 'Name can not be more than 95 character'],
])('%s → %i in the error format, identity not called', async (_label, send, status, msg) => {
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ status: 'error', msg });
  expect(gw.identity.calls).toHaveLength(0);
});

test('a body on a body-less call (get_me) is refused', async () => {
  const b = new Browser(gw.app);
  await b.login();
  const before = gw.identity.calls.length;
  const res = await b.call('POST', '/api/users/get_me', { user_id: 'someone-else' });
  expect(res.statusCode).toBe(400);
  expect(res.json().status).toBe('error');
  expect(gw.identity.calls).toHaveLength(before);
});

test('update_password validates with the spec messages', async () => {
  const b = new Browser(gw.app);
  await b.login();
  const res = await b.call('POST', '/api/users/update_password', { old_password: 'short', new_password: 'long-enough', confirm_password: 'long-enough' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ status: 'error', msg: 'Old Password Must Be More Then 8 Character' });
});

test('unknown /api routes are 404 in the error format', async () => {
  for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/users/nope'], ['GET', '/api']] as const) {
    const res = await gw.app.inject({ method, url, cookies: { [CSRF_COOKIE]: 't' }, headers: { [CSRF_HEADER]: 't' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: 'Not found' });
  }
});

test('x-request-id is passed through, or generated', async () => {
  const given = await gw.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'req-abc.1' } });
  expect(given.headers['x-request-id']).toBe('req-abc.1');
  const generated = await gw.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
  expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('the request id reaches the services as gRPC metadata on every call, contract and session routes alike', async () => {
  const b = new Browser(gw.app);
  await b.call('POST', '/api/auth/login', { email: 'ann@example.com', password: 'correct-horse-1' }, { 'x-request-id': 'req-login' });
  await b.call('GET', '/api/users/login_history', undefined, { 'x-request-id': 'req-history' });
  await b.call('GET', '/api/auth/providers', undefined, { 'x-request-id': 'req-providers' });
  expect(gw.identity.calls.map((c) => c.method)).toEqual(['Login', 'ListLoginHistory', 'GetSignInProviders']);
  expect(gw.identity.requestIds).toEqual(['req-login', 'req-history', 'req-providers']);
});

test('every answer carries the hardening headers (an API answer, the set for data)', async () => {
  const res = await gw.app.inject({ method: 'GET', url: '/api/auth/csrf' });
  expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" });
});
