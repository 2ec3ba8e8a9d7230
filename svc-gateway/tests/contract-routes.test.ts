// Every contract route answers the spec §7 shape, through the real app with a fake identity.
import { routes } from '@atelier/contracts';
import { Browser, gatewayPerTest } from './support/gateway';
import { ADMIN, CONFIRM_CODE, PASSWORD } from './support/fake-identity';

const gw = gatewayPerTest();

describe('public auth routes', () => {
  test('login answers status, msg, fast_redirect and the user', async () => {
    const b = new Browser(gw.app);
    const res = await b.login();
    expect(res.json()).toEqual({
      status: 'success',
      msg: 'Login successfully',
      fast_redirect: '/dashboard',
      user: { name: 'Ann', email: 'ann@example.com', profile_name: 'ann', user_subscription_type: 'free', profile_pic: null },
    });
    expect(gw.identity.calls[0]).toMatchObject({ method: 'Login', req: { email: 'ann@example.com', client: { ip: '127.0.0.1' } } });
  });

  test('an admin login redirects to the admin area', async () => {
    const res = await new Browser(gw.app).login(ADMIN.email);
    expect(res.json().fast_redirect).toBe('/admin/dashboard');
  });

  test('wrong password is 401 with identity\'s message', async () => {
    const res = await new Browser(gw.app).call('POST', '/api/auth/login', { email: 'ann@example.com', password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', msg: 'Invalid email or password' });
  });

  test.each([
    ['/api/auth/send_otp', 'StartRegistration'],
    ['/api/auth/resend_otp', 'ResendRegistrationCode'],
    ['/api/auth/forgot_send_otp', 'StartPasswordReset'],
    ['/api/auth/forgot_resend_otp', 'ResendPasswordResetCode'],
  ])('%s answers status, msg, email (normalised)', async (url, method) => {
    const res = await new Browser(gw.app).call('POST', url, { email: '  New@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', msg: expect.any(String), email: 'new@example.com' });
    expect(gw.identity.calls).toEqual([{ method, req: expect.objectContaining({ email: 'new@example.com' }) }]);
  });

  test('registration: verify_otp sets the ticket cookie, register_set_password consumes it', async () => {
    const b = new Browser(gw.app);
    const verify = await b.call('POST', '/api/auth/verify_otp', { email: 'new@example.com', otp: '123456' });
    expect(verify.json()).toEqual({ status: 'success', msg: 'OTP verified successfully' });
    const ticket = verify.cookies.find((c) => c.name === 'atelier_reg_ticket')!;
    expect(ticket).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 1800 });

    const done = await b.call('POST', '/api/auth/register_set_password', {
      email: 'new@example.com',
      name: 'New',
      password: PASSWORD,
      profile_name: 'newbie',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'success', msg: 'Account created successfully' });
    expect(b.cookies.has('atelier_reg_ticket')).toBe(false);
  });

  test('register_set_password without a verified code is 400', async () => {
    const res = await new Browser(gw.app).call('POST', '/api/auth/register_set_password', {
      email: 'new@example.com',
      name: 'New',
      password: PASSWORD,
      profile_name: 'newbie',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', msg: 'Your verification has expired. Please verify your email again.' });
    expect(gw.identity.calls).toHaveLength(0);
  });

  test('a wrong code is 400 with identity\'s message and sets no ticket', async () => {
    const res = await new Browser(gw.app).call('POST', '/api/auth/verify_otp', { email: 'new@example.com', otp: '000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', msg: 'Invalid or expired code' });
    expect(res.cookies).toHaveLength(0);
  });

  test('password reset: forgot_verify_otp then forgot_set_password answers redirect', async () => {
    const b = new Browser(gw.app);
    await b.call('POST', '/api/auth/forgot_verify_otp', { email: 'ann@example.com', otp: '123456' });
    const res = await b.call('POST', '/api/auth/forgot_set_password', {
      email: 'ann@example.com',
      password: 'a-new-password',
      confirm_password: 'a-new-password',
    });
    expect(res.json()).toEqual({ status: 'success', msg: 'Password changed successfully', redirect: '/login' });
    expect(gw.identity.calls.at(-1)).toEqual({
      method: 'CompletePasswordReset',
      req: { email: 'ann@example.com', password: 'a-new-password', ticket: 'reset-ticket-ann@example.com' },
    });
  });

  test('forgot_set_password with different passwords is 400 with the spec message', async () => {
    const res = await new Browser(gw.app).call('POST', '/api/auth/forgot_set_password', {
      email: 'ann@example.com',
      password: 'a-new-password',
      confirm_password: 'another-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', msg: 'Password and Confirm Password must be same' });
  });
});

describe('signed-in account routes', () => {
  test.each(['users', 'admin'] as const)('/%s/get_me answers the caller', async (area) => {
    const b = new Browser(gw.app);
    await b.login(area === 'admin' ? ADMIN.email : undefined);
    const res = await b.call('POST', `/api/${area}/get_me`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      area === 'admin'
        ? { status: 'success', user: { name: 'Root', email: 'admin@example.com', profile_name: 'root' } }
        : { status: 'success', user: { name: 'Ann', email: 'ann@example.com', profile_name: 'ann', user_subscription_type: 'free', profile_pic: null } },
    );
  });

  test.each(['users', 'admin'] as const)('/%s/login_history answers data as a list', async (area) => {
    const b = new Browser(gw.app);
    await b.login(area === 'admin' ? ADMIN.email : undefined);
    const res = await b.call('GET', `/api/${area}/login_history`);
    expect(res.json()).toEqual({
      status: 'success',
      data: [{ createdAt: '2026-11-22T09:00:00.000Z', ip: '127.0.0.1', browser: 'Firefox 140', os: 'Linux' }],
    });
    expect(gw.identity.calls.at(-1)).toEqual({ method: 'ListLoginHistory', req: { user_id: area === 'admin' ? 'a-1' : 'u-1', limit: 10 } });
  });

  test('update_profile answers status, msg and data', async () => {
    const b = new Browser(gw.app);
    await b.login();
    const res = await b.call('POST', '/api/users/update_profile', { name: 'Ann B', email: 'ann@example.com', profile_name: 'annb' });
    expect(res.json()).toEqual({
      status: 'success',
      msg: 'Profile updated successfully',
      data: { name: 'Ann B', email: 'ann@example.com', profile_name: 'annb' },
    });
  });

  test.each(['users', 'admin'] as const)('/%s/update_profile with a new email: pending_email, login email unchanged, then confirm_email_change', async (area) => {
    const b = new Browser(gw.app);
    await b.login(area === 'admin' ? ADMIN.email : undefined);
    const me = area === 'admin' ? { id: 'a-1', name: 'Root', email: ADMIN.email, profile_name: 'root' } : { id: 'u-1', name: 'Ann', email: 'ann@example.com', profile_name: 'ann' };
    const res = await b.call('POST', `/api/${area}/update_profile`, { name: me.name, email: 'New@Example.com', profile_name: me.profile_name, current_password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      msg: 'Profile saved. We sent a code to your new email address: enter it to confirm the change.',
      data: { name: me.name, email: me.email, profile_name: me.profile_name, pending_email: 'new@example.com' },
    });
    expect(gw.identity.calls.at(-1)).toMatchObject({ method: 'UpdateProfile', req: { user_id: me.id, email: 'new@example.com', current_password: PASSWORD, client: { ip: '127.0.0.1' } } });

    const confirm = await b.call('POST', `/api/${area}/confirm_email_change`, { otp: CONFIRM_CODE });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({
      status: 'success',
      msg: 'Your email address has been changed',
      data: { name: me.name, email: 'new@example.com', profile_name: me.profile_name },
    });
    expect(gw.identity.calls.at(-1)).toEqual({ method: 'ConfirmEmailChange', req: { user_id: me.id, code: CONFIRM_CODE, current_session_id: `s-${me.id}` } });
  });

  test('update_profile: a wrong current password is a 400 with the message, and the user stays signed in', async () => {
    const b = new Browser(gw.app);
    await b.login();
    const res = await b.call('POST', '/api/users/update_profile', { name: 'Ann', email: 'new@example.com', profile_name: 'ann', current_password: 'not-it-at-all' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', msg: 'Current password is incorrect' });
    expect((await b.call('POST', '/api/users/get_me')).statusCode).toBe(200);
  });

  test('confirm_email_change: the code must be six digits (400 before identity), and "in use" is a 409', async () => {
    const b = new Browser(gw.app);
    await b.login();
    const bad = await b.call('POST', '/api/users/confirm_email_change', { otp: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(gw.identity.calls.some((c) => c.method === 'ConfirmEmailChange')).toBe(false);
    await b.call('POST', '/api/users/update_profile', { name: 'Ann', email: ADMIN.email, profile_name: 'ann', current_password: PASSWORD });
    const taken = await b.call('POST', '/api/users/confirm_email_change', { otp: CONFIRM_CODE });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ status: 'error', msg: 'Email is already in use' });
  });

  test('update_password passes the caller and keeps the current session', async () => {
    const b = new Browser(gw.app);
    await b.login();
    const res = await b.call('POST', '/api/users/update_password', {
      old_password: PASSWORD,
      new_password: 'another-password',
      confirm_password: 'another-password',
    });
    expect(res.json()).toEqual({ status: 'success', msg: 'Password updated successfully' });
    expect(gw.identity.calls.at(-1)).toEqual({
      method: 'UpdatePassword',
      req: { user_id: 'u-1', current_session_id: 's-u-1', old_password: PASSWORD, new_password: 'another-password', confirm_password: 'another-password' },
    });
  });

  test('a wrong old password is 400 with identity\'s message', async () => {
    const b = new Browser(gw.app);
    await b.login();
    const res = await b.call('POST', '/api/users/update_password', {
      old_password: 'not-the-password',
      new_password: 'another-password',
      confirm_password: 'another-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', msg: 'Old password is incorrect' });
  });

  test('every contract route is registered under /api', () => {
    for (const def of Object.values(routes)) {
      expect(gw.app.hasRoute({ method: def.method, url: `/api${def.path}` })).toBe(true);
    }
  });
});

describe('errors from identity', () => {
  test('5xx detail is never leaked', async () => {
    gw.identity.GetUser = async () => {
      throw new Error('connection to db at 10.0.0.5 refused');
    };
    const b = new Browser(gw.app);
    await b.login();
    const res = await b.call('POST', '/api/users/get_me', {});
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error', msg: 'Something went wrong please try again later' });
  });

  test('a response that breaks its schema is a 500, not a leak', async () => {
    gw.identity.ListLoginHistory = async () => ({ entries: [{ created_at: 5 as unknown as string, ip: '1', browser: 'b', os: 'o' }] });
    const b = new Browser(gw.app);
    await b.login();
    const res = await b.call('GET', '/api/users/login_history');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error', msg: 'Something went wrong please try again later' });
  });
});
