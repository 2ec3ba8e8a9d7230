// End to end in one process: the kit's real modules (PGlite in a temp DATA_DIR, in-process events,
// the real gRPC server and clients), the real identity module, and the gateway on top; mail goes
// over real SMTP to a capture server. The browser is fastify.inject with a cookie jar.
import type { FastifyInstance } from 'fastify';
import { extractCode, startSmtpCapture, waitFor, type SmtpCapture } from '@atelier/testkit';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@atelier/contracts';
import { Browser, PUBLIC_URL } from '@atelier/svc-gateway/tests/support/gateway';
import { startIdentityStack, type IdentityStack } from './support/identity-stack';

jest.setTimeout(120_000);

const ADMIN_EMAIL = 'boss@example.com';
const ADMIN_PASSWORD = 'admin-password-1';

let smtp: SmtpCapture;
let stack: IdentityStack;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  stack = await startIdentityStack(
    {
      SMTP_URL: smtp.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      JWT_SECRET: 'e2e-jwt-secret-e2e-jwt-secret-0123456789',
      SECRETS_KEY: Buffer.alloc(32, 3).toString('base64'),
    },
    // One client IP (loopback) does the work of many users here.
    { RATE_LIMIT_AUTH_MAX: '1000' },
  );
  ({ app } = stack);
});

afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
});

async function emailedCode(email: string, after: number): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= after, 10_000);
  return extractCode(mail);
}

test('register with the emailed code, then the whole account life cycle', async () => {
  const b = new Browser(app);
  const email = 'carol@example.com';

  const sent = await b.call('POST', '/api/auth/send_otp', { email });
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toEqual({ status: 'success', msg: expect.any(String), email });
  const code = await emailedCode(email, 0);

  const verified = await b.call('POST', '/api/auth/verify_otp', { email, otp: code });
  expect(verified.statusCode).toBe(200);
  const registered = await b.call('POST', '/api/auth/register_set_password', {
    email,
    name: 'Carol',
    password: 'carol-password-1',
    profile_name: 'carol',
  });
  expect(registered.json()).toEqual({ status: 'success', msg: 'Account created successfully' });

  const login = await b.call('POST', '/api/auth/login', { email, password: 'carol-password-1' }, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' });
  expect(login.statusCode).toBe(200);
  expect(login.json()).toEqual({
    status: 'success',
    msg: 'Login successfully',
    fast_redirect: '/dashboard',
    user: { name: 'Carol', email, profile_name: 'carol', user_subscription_type: 'free', profile_pic: null },
  });

  const me = await b.call('POST', '/api/users/get_me', {});
  expect(me.json()).toEqual({ status: 'success', user: expect.objectContaining({ email, name: 'Carol' }) });

  const history = await b.call('GET', '/api/users/login_history');
  expect(history.statusCode).toBe(200);
  expect(history.json().data[0]).toEqual({ createdAt: expect.any(String), ip: '127.0.0.1', browser: expect.stringContaining('Firefox'), os: expect.stringContaining('Linux') });

  const profile = await b.call('POST', '/api/users/update_profile', { name: 'Carol B', email, profile_name: 'carolb' });
  expect(profile.json()).toEqual({ status: 'success', msg: 'Profile updated successfully', data: { name: 'Carol B', email, profile_name: 'carolb' } });

  // A second session (another device), to see the password change end it.
  const elsewhere = new Browser(app);
  await elsewhere.login(email, 'carol-password-1');
  expect((await elsewhere.call('POST', '/api/users/get_me', {})).statusCode).toBe(200);

  const wrongOld = await b.call('POST', '/api/users/update_password', { old_password: 'not-my-password', new_password: 'carol-password-2', confirm_password: 'carol-password-2' });
  expect(wrongOld.statusCode).toBeGreaterThanOrEqual(400);
  expect(wrongOld.statusCode).toBeLessThan(500);
  expect(wrongOld.json().status).toBe('error');
  const changed = await b.call('POST', '/api/users/update_password', { old_password: 'carol-password-1', new_password: 'carol-password-2', confirm_password: 'carol-password-2' });
  expect(changed.json()).toEqual({ status: 'success', msg: 'Password updated successfully' });
  // Issue 11: the other session's access cookie stops at once (identity's SessionsRevoked on the
  // in-process bus), not after up to 10 minutes; this one stays signed in.
  await waitFor(async () => (await elsewhere.call('POST', '/api/users/get_me', {})).statusCode, (status) => status === 401);
  expect((await b.call('POST', '/api/users/get_me', {})).statusCode).toBe(200);

  // The refresh token rotates through identity, and the rotated one is dead.
  const before = b.cookies.get(REFRESH_COOKIE)!;
  const refreshed = await b.call('POST', '/api/auth/refresh');
  expect(refreshed.statusCode).toBe(200);
  expect(b.cookies.get(REFRESH_COOKIE)).not.toBe(before);

  const copied = b.cookies.get(ACCESS_COOKIE)!;
  const out = await b.call('POST', '/api/users/logout', {});
  expect(out.json()).toEqual({ status: 'success', msg: 'Logout successfully' });
  expect(b.cookies.has(ACCESS_COOKIE)).toBe(false);
  expect((await b.call('POST', '/api/users/get_me', {})).statusCode).toBe(401);
  // A copy of the access cookie kept from before the logout is refused at once too.
  b.cookies.set(ACCESS_COOKIE, copied);
  expect((await b.call('POST', '/api/users/get_me', {})).statusCode).toBe(401);

  const oldPassword = await new Browser(app).call('POST', '/api/auth/login', { email, password: 'carol-password-1' });
  expect(oldPassword.statusCode).toBe(401);
  expect(oldPassword.json().status).toBe('error');
  expect((await new Browser(app).call('POST', '/api/auth/login', { email, password: 'carol-password-2' })).statusCode).toBe(200);
});

test('a revoked session cannot be refreshed', async () => {
  const b = new Browser(app);
  await b.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const refresh = b.cookies.get(REFRESH_COOKIE)!;
  await b.call('POST', '/api/admin/logout', {});
  b.cookies.set(REFRESH_COOKIE, refresh);
  const res = await b.call('POST', '/api/auth/refresh');
  expect(res.statusCode).toBe(401);
  expect(res.json().status).toBe('error');
});

test('password reset by emailed code', async () => {
  const b = new Browser(app);
  const email = 'dave@example.com';
  const mark = smtp.messages.length;
  await b.call('POST', '/api/auth/send_otp', { email });
  await b.call('POST', '/api/auth/verify_otp', { email, otp: await emailedCode(email, mark) });
  await b.call('POST', '/api/auth/register_set_password', { email, name: 'Dave', password: 'dave-password-1', profile_name: 'dave' });

  const mark2 = smtp.messages.length;
  const sent = await b.call('POST', '/api/auth/forgot_send_otp', { email });
  expect(sent.json()).toEqual({ status: 'success', msg: expect.any(String), email });
  const verified = await b.call('POST', '/api/auth/forgot_verify_otp', { email, otp: await emailedCode(email, mark2) });
  expect(verified.statusCode).toBe(200);
  const reset = await b.call('POST', '/api/auth/forgot_set_password', { email, password: 'dave-password-2', confirm_password: 'dave-password-2' });
  expect(reset.json()).toEqual({ status: 'success', msg: 'Password changed successfully', redirect: '/login' });
  expect((await new Browser(app).call('POST', '/api/auth/login', { email, password: 'dave-password-2' })).statusCode).toBe(200);
});

test('the admin signs in to the admin area and is refused the user area', async () => {
  const b = new Browser(app);
  const login = await b.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(login.json().fast_redirect).toBe('/admin/dashboard');
  const me = await b.call('POST', '/api/admin/get_me', {});
  expect(me.json()).toEqual({ status: 'success', user: expect.objectContaining({ email: ADMIN_EMAIL }) });
  expect((await b.call('GET', '/api/admin/login_history')).statusCode).toBe(200);
  expect((await b.call('POST', '/api/users/get_me', {})).statusCode).toBe(403);
});

test('readiness sees identity over gRPC; providers come from identity', async () => {
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.json()).toEqual({ status: 'ok', services: { identity: true } });
  const providers = await app.inject({ method: 'GET', url: '/api/auth/providers' });
  expect(providers.json().google.enabled).toBe(false);
});

// Issue 11: update_profile to another account's email answers like an unused one. Two callers
// with the same names ask at the same time, one for a taken address and one for a free address
// of the same length: with the addresses swapped for placeholders, status, headers and bodies are
// byte-equal. Only the mails differ (a code, or "already has an account").
test('update_profile: a taken email answers exactly like a free one; the mails tell the truth', async () => {
  async function signedIn(email: string): Promise<Browser> {
    const mark = smtp.messages.length;
    const b = new Browser(app);
    await b.call('POST', '/api/auth/send_otp', { email });
    await b.call('POST', '/api/auth/verify_otp', { email, otp: await emailedCode(email, mark) });
    await b.call('POST', '/api/auth/register_set_password', { email, name: 'Alike', password: 'alike-password-1', profile_name: 'alike' });
    await b.login(email, 'alike-password-1');
    return b;
  }
  const taken = ADMIN_EMAIL; // boss@example.com
  const free = 'free@example.com'; // the same length
  const [a, b] = [await signedIn('alike-a@example.com'), await signedIn('alike-b@example.com')];
  const mark = smtp.messages.length;
  const ask = (who: Browser, email: string) =>
    who.call('POST', '/api/users/update_profile', { name: 'Alike', profile_name: 'alike', email, current_password: 'alike-password-1' });
  const [toTaken, toFree] = await Promise.all([ask(a, taken), ask(b, free)]);

  // Header values that differ per request whatever the answer (time, id, the shared rate counter) are compared by name.
  const perRequest = (h: string) => h === 'date' || h === 'x-request-id' || h === 'set-cookie' || h.startsWith('x-ratelimit-');
  const shape = (res: typeof toTaken, own: string, target: string) => ({
    status: res.statusCode,
    headers: Object.keys(res.headers).sort().map((h) => (perRequest(h) ? h : `${h}: ${res.headers[h]}`)),
    body: res.body.replaceAll(own, '<own>').replaceAll(target, '<target>'),
  });
  expect(shape(toTaken, 'alike-a@example.com', taken)).toEqual(shape(toFree, 'alike-b@example.com', free));
  expect(toTaken.json()).toEqual({
    status: 'success',
    msg: 'Profile saved. We sent a code to your new email address: enter it to confirm the change.',
    data: { name: 'Alike', email: 'alike-a@example.com', profile_name: 'alike', pending_email: taken },
  });

  const codeMail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= mark && m.to.includes(free), 10_000);
  expect(extractCode(codeMail)).toMatch(/^\d{6}$/);
  const notice = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= mark && m.to.includes(taken), 10_000);
  expect(notice.subject).toBe('This email address already has an Atelier account');
  expect(notice.text).not.toMatch(/\b\d{6}\b/);
  // Neither login email moved.
  expect((await a.call('POST', '/api/users/get_me', {})).json().user.email).toBe('alike-a@example.com');
});
