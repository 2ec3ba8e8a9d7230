// A fake identity service: a plain object with the promisified client's methods, recording every
// call, with just enough behaviour (users, sessions, tickets) for the gateway's own logic. An RPC
// the gateway does not use needs no fake: calling one fails the test with its name.
import { AppError, type CallOptions } from '@atelier/platform';
import type { IdentityClient } from '../../src/clients/service-clients';
import type { IdentityUser } from '../../src/routes/user-record';

export const PASSWORD = 'correct-horse-1';
/** The code the fake accepts for a requested email change. */
export const CONFIRM_CODE = '424242';

export function fakeUser(over: Partial<IdentityUser> = {}): IdentityUser {
  return {
    id: 'u-1',
    email: 'ann@example.com',
    name: 'Ann',
    profile_name: 'ann',
    profile_pic: '',
    role: 'ROLE_USER',
    subscription_type: 'SUBSCRIPTION_TYPE_FREE',
    status: 'USER_STATUS_ACTIVE',
    created_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export const ADMIN = fakeUser({ id: 'a-1', email: 'admin@example.com', name: 'Root', profile_name: 'root', role: 'ROLE_ADMIN' });

export interface FakeIdentity extends IdentityClient {
  calls: Array<{ method: string; req: any }>;
  /** The x-request-id metadata each call carried, in call order. */
  requestIds: Array<string | undefined>;
  googleEnabled: boolean;
  /** Refresh tokens identity would still accept. */
  liveRefresh: Set<string>;
}

export function fakeIdentity(): FakeIdentity {
  const calls: FakeIdentity['calls'] = [];
  const requestIds: FakeIdentity['requestIds'] = [];
  const users = new Map<string, IdentityUser>([
    ['u-1', fakeUser()],
    [ADMIN.id, ADMIN],
  ]);
  const liveRefresh = new Set<string>();
  const pendingEmail = new Map<string, string>();
  let n = 0;
  const session = (userId: string) => {
    n += 1;
    const token = `rt-${userId}-${n}`;
    liveRefresh.add(token);
    return { session_id: `s-${userId}`, refresh_token: token, refresh_expires_at: '2030-01-01T00:00:00.000Z' };
  };
  const byEmail = (email: string) => [...users.values()].find((u) => u.email === email);
  const rec = <Req, Res>(method: string, fn: (req: Req) => Res | Promise<Res>) =>
    async (req: Req, opts?: CallOptions) => {
      calls.push({ method, req });
      requestIds.push(opts?.metadata?.get('x-request-id')[0]?.toString());
      return fn(req);
    };

  const fake: Partial<FakeIdentity> = {
    calls,
    requestIds,
    googleEnabled: false,
    liveRefresh,
    Login: rec('Login', (req) => {
      const u = byEmail(req.email ?? '');
      if (!u || req.password !== PASSWORD) throw new AppError('UNAUTHENTICATED', 'Invalid email or password');
      return { user: u, session: session(u.id) };
    }),
    StartRegistration: rec('StartRegistration', () => ({})),
    ResendRegistrationCode: rec('ResendRegistrationCode', () => ({})),
    VerifyRegistrationCode: rec('VerifyRegistrationCode', (req) => {
      if (req.code !== '123456') throw new AppError('INVALID_ARGUMENT', 'Invalid or expired code');
      return { ticket: `reg-ticket-${req.email}` };
    }),
    CompleteRegistration: rec('CompleteRegistration', (req) => {
      if (req.ticket !== `reg-ticket-${req.email}`) throw new AppError('FAILED_PRECONDITION', 'Please verify your email with the code first');
      const u = fakeUser({ id: `u-${req.email}`, email: req.email!, name: req.name!, profile_name: req.profile_name! });
      users.set(u.id, u);
      return { user: u };
    }),
    StartPasswordReset: rec('StartPasswordReset', () => ({})),
    ResendPasswordResetCode: rec('ResendPasswordResetCode', () => ({})),
    VerifyPasswordResetCode: rec('VerifyPasswordResetCode', (req) => {
      if (req.code !== '123456') throw new AppError('INVALID_ARGUMENT', 'Invalid or expired code');
      return { ticket: `reset-ticket-${req.email}` };
    }),
    CompletePasswordReset: rec('CompletePasswordReset', (req) => {
      if (req.ticket !== `reset-ticket-${req.email}`) throw new AppError('FAILED_PRECONDITION', 'Please verify your email with the code first');
      return {};
    }),
    GetSignInProviders: rec('GetSignInProviders', () => ({ google_enabled: fake.googleEnabled === true })),
    BeginOidcSignIn: rec('BeginOidcSignIn', (req) => ({
      authorization_url: `https://accounts.example.com/auth?state=st-1&redirect_uri=${encodeURIComponent(req.redirect_uri ?? '')}`,
      state: 'st-1',
      nonce: 'no-1',
      code_verifier: 'cv-1',
    })),
    CompleteOidcSignIn: rec('CompleteOidcSignIn', (req) => {
      if (req.state !== 'st-1' || !req.callback_url?.includes('state=st-1')) throw new AppError('UNAUTHENTICATED', 'Google sign-in failed, please try again');
      const u = users.get('u-1')!;
      return { user: u, session: session(u.id) };
    }),
    RefreshSession: rec('RefreshSession', (req) => {
      const token = req.refresh_token ?? '';
      if (!liveRefresh.delete(token)) throw new AppError('UNAUTHENTICATED', 'Session expired, please login again');
      const userId = token.split('-').slice(1, -1).join('-');
      return { user: users.get(userId)!, session: session(userId) };
    }),
    RevokeSession: rec('RevokeSession', () => ({})),
    GetUser: rec('GetUser', (req) => {
      const u = users.get(req.user_id ?? '');
      if (!u) throw new AppError('NOT_FOUND', 'User not found');
      return { user: u };
    }),
    ListLoginHistory: rec('ListLoginHistory', () => ({
      entries: [{ created_at: '2026-11-22T09:00:00.000Z', ip: '127.0.0.1', browser: 'Firefox 140', os: 'Linux' }],
    })),
    UpdatePassword: rec('UpdatePassword', (req) => {
      if (req.old_password !== PASSWORD) throw new AppError('INVALID_ARGUMENT', 'Old password is incorrect');
      return {};
    }),
    // A new email is only requested (current password), and confirmed by the code CONFIRM_CODE.
    UpdateProfile: rec('UpdateProfile', (req) => {
      const before = users.get(req.user_id ?? '')!;
      const changesEmail = req.email !== before.email;
      if (changesEmail && req.current_password !== PASSWORD) throw new AppError('INVALID_ARGUMENT', 'Current password is incorrect');
      const u = { ...before, name: req.name!, profile_name: req.profile_name! };
      users.set(u.id, u);
      if (changesEmail) pendingEmail.set(u.id, req.email!);
      return { user: u, pending_email: changesEmail ? req.email! : '' };
    }),
    ConfirmEmailChange: rec('ConfirmEmailChange', (req) => {
      const email = pendingEmail.get(req.user_id ?? '');
      if (!email || req.code !== CONFIRM_CODE) throw new AppError('INVALID_ARGUMENT', 'Invalid code. Please check the code and try again.');
      if ([...users.values()].some((o) => o.email === email)) throw new AppError('ALREADY_EXISTS', 'Email is already in use');
      const u = { ...users.get(req.user_id ?? '')!, email };
      users.set(u.id, u);
      pendingEmail.delete(u.id);
      return { user: u };
    }),
  };
  return notFaked(fake);
}

/** The fake, typed as the whole client: an RPC it lacks rejects with a message naming it. */
function notFaked(fake: Partial<FakeIdentity>): FakeIdentity {
  return new Proxy(fake, {
    get(target, prop, receiver) {
      if (prop in target || typeof prop !== 'string' || !/^[A-Z]/.test(prop)) return Reflect.get(target, prop, receiver);
      return async () => {
        throw new Error(`fake identity: ${prop} is not faked (add it to tests/support/fake-identity.ts)`);
      };
    },
  }) as FakeIdentity;
}
