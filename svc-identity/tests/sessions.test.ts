// Sign-in, sessions and the account through the real gRPC server (dev mailbox mode): one message
// for every failed sign-in, login history, refresh rotation with reuse detection, sign-out,
// blocking, password and profile changes, and the admin user list; the sign-in throttle per client
// and per account, and the new-password rules (issue 11).
import { extractCode } from '@atelier/testkit';
import { AUTH_MSG, MSG } from '@atelier/contracts';
import { REFRESH_GRACE_MS } from '../src/domain/session';
import { sendCode } from '../src/service/codes.service';
import { purgeExpired } from '../src/service/housekeeping';
import { waitFor } from '@atelier/testkit';
import { as, CHROME_LINUX, expectAppError, registerViaDevMailbox, startHarness, type Harness } from './support/harness';

jest.setTimeout(30_000);

let h: Harness;
let clock = new Date('2026-03-01T09:00:00Z');
const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));
let n = 0;
const PASSWORD = 'correct horse';

async function newUser(): Promise<{ id: string; email: string }> {
  const email = `member${++n}@example.com`;
  return { id: await registerViaDevMailbox(h, email, PASSWORD), email };
}

beforeAll(async () => {
  h = await startHarness({ now: () => clock });
});
afterAll(() => h?.stop());
beforeEach(() => tick(60_000));

describe('login', () => {
  it('gives one message for an unknown email and a wrong password', async () => {
    const { email } = await newUser();
    await expectAppError(h.client.Login({ email: 'nobody@example.com', password: PASSWORD }), 'UNAUTHENTICATED', 'Invalid email or password');
    await expectAppError(h.client.Login({ email, password: 'wrong password' }), 'UNAUTHENTICATED', 'Invalid email or password');
    await expectAppError(h.client.Login({ email: 'not an email', password: PASSWORD }), 'UNAUTHENTICATED', 'Invalid email or password');
    await expect(h.client.Login({ email: email.toUpperCase(), password: PASSWORD })).resolves.toHaveProperty('user.email', email);
  });

  it('throttles a client after 10 failed sign-ins on one email in 15 minutes, known or not, and resets on its success', async () => {
    const { email } = await newUser();
    for (const target of [email, 'ghost@example.com']) {
      for (let i = 0; i < 10; i++) await expectAppError(h.client.Login({ email: target, password: 'wrong password' }), 'UNAUTHENTICATED');
      await expectAppError(h.client.Login({ email: target, password: PASSWORD }), 'RESOURCE_EXHAUSTED', AUTH_MSG.tooManyLoginFailures);
    }
    tick(15 * 60_000);
    for (let i = 0; i < 9; i++) await expectAppError(h.client.Login({ email, password: 'wrong password' }), 'UNAUTHENTICATED');
    await h.client.Login({ email, password: PASSWORD });
    // The success cleared the count: another 9 failures still leave sign-in open.
    for (let i = 0; i < 9; i++) await expectAppError(h.client.Login({ email, password: 'wrong password' }), 'UNAUTHENTICATED');
    await expect(h.client.Login({ email, password: PASSWORD })).resolves.toHaveProperty('session');
  });

  // Issue 11 (ASVS 2.2.1): the lockout used to be per email alone, so anyone could lock the owner out.
  const from = (ip: string) => ({ ip, user_agent: CHROME_LINUX.user_agent });

  it('locks out only the failing client: 12 failures from IP A, the owner signs in from IP B, A stays throttled', async () => {
    const { email } = await newUser();
    for (let i = 0; i < 10; i++) await expectAppError(h.client.Login({ email, password: 'wrong password', client: from('192.0.2.1') }), 'UNAUTHENTICATED');
    for (let i = 0; i < 2; i++) {
      await expectAppError(h.client.Login({ email, password: 'wrong password', client: from('192.0.2.1') }), 'RESOURCE_EXHAUSTED', AUTH_MSG.tooManyLoginFailures);
    }
    // Even the right password is refused from A: the limit is checked before the password. The
    // refusal says when it lifts: when A's oldest failure leaves the 15-minute window.
    await expectAppError(h.client.Login({ email, password: PASSWORD, client: from('192.0.2.1') }), 'RESOURCE_EXHAUSTED', AUTH_MSG.tooManyLoginFailures);
    await expect(h.client.Login({ email, password: PASSWORD, client: from('192.0.2.1') })).rejects.toMatchObject({ retryAfterSeconds: 15 * 60 });
    tick(4 * 60_000);
    await expect(h.client.Login({ email, password: PASSWORD, client: from('192.0.2.1') })).rejects.toMatchObject({ retryAfterSeconds: 11 * 60 });
    // The owner, from an address that never signed in nor failed, is not locked out.
    await expect(h.client.Login({ email, password: PASSWORD, client: from('198.51.100.9') })).resolves.toHaveProperty('session');
    // ...and their success does not reopen the door for A.
    await expectAppError(h.client.Login({ email, password: 'wrong password', client: from('192.0.2.1') }), 'RESOURCE_EXHAUSTED', AUTH_MSG.tooManyLoginFailures);
    tick(15 * 60_000);
    await expectAppError(h.client.Login({ email, password: 'wrong password', client: from('192.0.2.1') }), 'UNAUTHENTICATED');
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not reset the count', async () => {
    const { email } = await newUser();
    for (let i = 1; i <= 10; i++) {
      await expectAppError(h.client.Login({ email, password: 'wrong password', client: from(`2001:db8:1:2::${i.toString(16)}`) }), 'UNAUTHENTICATED');
    }
    await expectAppError(h.client.Login({ email, password: PASSWORD, client: from('2001:db8:1:2:ffff::99') }), 'RESOURCE_EXHAUSTED', AUTH_MSG.tooManyLoginFailures);
    await expect(h.client.Login({ email, password: PASSWORD, client: from('2001:db8:1:3::1') })).resolves.toHaveProperty('session');
  });

  it('keeps the account-wide guess rate bounded across many addresses, without locking out the owner', async () => {
    const { email } = await newUser();
    // The owner's usual address: signed in from before the attack.
    await h.client.Login({ email, password: PASSWORD, client: from('198.51.100.50') });
    let ip = 0;
    const guess = () => h.client.Login({ email, password: 'wrong password', client: from(`10.9.${Math.floor(++ip / 250)}.${ip % 250}`) });
    const outcomes = async (n: number) => {
      const r = { guessed: 0, slowed: 0 };
      for (let i = 0; i < n; i++) {
        const e = await guess().catch((err: { code: string; message: string }) => err);
        if ((e as { code?: string }).code === 'UNAUTHENTICATED') r.guessed++;
        else if ((e as { message?: string }).message === AUTH_MSG.loginSlowDown) r.slowed++;
        else throw new Error(`unexpected answer: ${JSON.stringify(e)}`);
      }
      return r;
    };
    // A burst from 40 fresh addresses: 20 guesses get through, then the account is guarded.
    expect(await outcomes(40)).toEqual({ guessed: 20, slowed: 20 });
    // Under guard, fresh addresses share one attempt a minute: the next 14 minutes (the burst still
    // inside the 15-minute window) at 6 tries a minute. In any 15 minutes: at most 20 + 15 guesses.
    let guessed = 20;
    for (let minute = 0; minute < 14; minute++) {
      tick(60_000);
      const r = await outcomes(6);
      expect(r.guessed).toBeLessThanOrEqual(1);
      guessed += r.guessed;
    }
    expect(guessed).toBe(20 + 14);
    // The owner from their usual address goes straight through, mid-attack.
    await guess().catch(() => undefined);
    await expect(h.client.Login({ email, password: PASSWORD, client: from('198.51.100.50') })).resolves.toHaveProperty('session');
    // From a fresh address they are slowed while the attacker holds the minute, never locked for 15.
    await expectAppError(h.client.Login({ email, password: PASSWORD, client: from('198.51.100.51') }), 'RESOURCE_EXHAUSTED', AUTH_MSG.loginSlowDown);
    // It says when: a minute after the attacker's last failure, which was just now.
    await expect(h.client.Login({ email, password: PASSWORD, client: from('198.51.100.51') })).rejects.toMatchObject({ retryAfterSeconds: 60 });
    tick(60_000);
    await expect(h.client.Login({ email, password: PASSWORD, client: from('198.51.100.51') })).resolves.toHaveProperty('session');
  });

  it('counts concurrent guesses one after another: a burst from one client gets exactly 10 through', async () => {
    const { email } = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => h.client.Login({ email, password: 'wrong password', client: from('192.0.2.77') }).catch((e: { code: string }) => e.code)),
    );
    expect(answers.filter((c) => c === 'UNAUTHENTICATED')).toHaveLength(10);
    expect(answers.filter((c) => c === 'RESOURCE_EXHAUSTED')).toHaveLength(5);
  });

  it('records every sign-in with parsed browser and OS; lists the newest 10 first', async () => {
    const { id, email } = await newUser();
    for (let i = 0; i < 12; i++) {
      tick(1000);
      await h.client.Login({ email, password: PASSWORD, client: { ...CHROME_LINUX, ip: `198.51.100.${i}` } });
    }
    const { entries } = await h.client.ListLoginHistory({ user_id: id, limit: 0 });
    expect(entries).toHaveLength(10);
    expect(entries[0]).toMatchObject({ ip: '198.51.100.11', browser: 'Chrome 126', os: 'Linux' });
    expect(entries[9]!.ip).toBe('198.51.100.2');
    const times = entries.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await h.client.ListLoginHistory({ user_id: id, limit: 50 })).entries).toHaveLength(10);
    expect((await h.client.ListLoginHistory({ user_id: id, limit: 3 })).entries).toHaveLength(3);
  });
});

describe('sessions', () => {
  it('rotates the refresh token; presenting a rotated token revokes the session', async () => {
    const { email } = await newUser();
    const { session } = await h.client.Login({ email, password: PASSWORD });
    const first = session!.refresh_token;
    const r1 = await h.client.RefreshSession({ refresh_token: first });
    expect(r1.session!.session_id).toBe(session!.session_id);
    expect(r1.session!.refresh_token).not.toBe(first);
    expect(r1.user!.email).toBe(email);

    // Someone replays the old token after the grace window: the session dies, also for the holder
    // of the newest token.
    tick(REFRESH_GRACE_MS + 1);
    await expectAppError(h.client.RefreshSession({ refresh_token: first }), 'UNAUTHENTICATED', AUTH_MSG.sessionExpired);
    await expectAppError(h.client.RefreshSession({ refresh_token: r1.session!.refresh_token }), 'UNAUTHENTICATED', AUTH_MSG.sessionExpired);
  });

  it('answers a refresh that raced another one (two tabs, one cookie) with the same new token', async () => {
    const { email } = await newUser();
    const { session } = await h.client.Login({ email, password: PASSWORD });
    const first = session!.refresh_token;
    const [a, b] = await Promise.all([
      h.client.RefreshSession({ refresh_token: first }),
      h.client.RefreshSession({ refresh_token: first }),
    ]);
    expect(a.session!.refresh_token).not.toBe(first);
    expect(b.session!.refresh_token).toBe(a.session!.refresh_token);
    // Both tabs now hold the one live token, and it keeps rotating normally.
    const next = await h.client.RefreshSession({ refresh_token: a.session!.refresh_token });
    expect(next.session!.refresh_token).not.toBe(a.session!.refresh_token);
  });

  it('grants no grace once the successor has itself been rotated', async () => {
    const { email } = await newUser();
    const { session } = await h.client.Login({ email, password: PASSWORD });
    const first = session!.refresh_token;
    const second = await h.client.RefreshSession({ refresh_token: first });
    const third = await h.client.RefreshSession({ refresh_token: second.session!.refresh_token });
    // `first` is within 10 s of its retirement, but its successor is no longer current: reuse.
    await expectAppError(h.client.RefreshSession({ refresh_token: first }), 'UNAUTHENTICATED', AUTH_MSG.sessionExpired);
    await expectAppError(h.client.RefreshSession({ refresh_token: third.session!.refresh_token }), 'UNAUTHENTICATED');
  });

  it('expires sessions after 30 days', async () => {
    const { email } = await newUser();
    const { session } = await h.client.Login({ email, password: PASSWORD });
    tick(30 * 24 * 3_600_000);
    await expectAppError(h.client.RefreshSession({ refresh_token: session!.refresh_token }), 'UNAUTHENTICATED');
  });

  it('revokes a session on logout, and only that one', async () => {
    const { email } = await newUser();
    const a = await h.client.Login({ email, password: PASSWORD });
    const b = await h.client.Login({ email, password: PASSWORD });
    await h.client.RevokeSession({ session_id: a.session!.session_id });
    await h.client.RevokeSession({ session_id: a.session!.session_id }); // idempotent
    await expectAppError(h.client.RefreshSession({ refresh_token: a.session!.refresh_token }), 'UNAUTHENTICATED');
    await expect(h.client.RefreshSession({ refresh_token: b.session!.refresh_token })).resolves.toHaveProperty('session');
    await expect(h.client.RevokeSession({ session_id: 'not-a-uuid' })).resolves.toEqual({});
  });

  it('rejects an unknown refresh token', async () => {
    await expectAppError(h.client.RefreshSession({ refresh_token: 'made-up' }), 'UNAUTHENTICATED', AUTH_MSG.sessionExpired);
    await expectAppError(h.client.RefreshSession({ refresh_token: '' }), 'UNAUTHENTICATED', AUTH_MSG.sessionExpired);
  });
});

// Issue 11: every revocation tells the gateways which sessions ended (SessionsRevoked on
// identity.session.v1), so their access cookies stop working at once, and a restarted gateway can
// ask which sessions were revoked lately.
describe('sessions end at once', () => {
  type Revoked = { user_id: string; session_ids: string[]; reason: string; revoked_at: string };
  const revocations = (userId: string) => h.received.filter((e) => e.type === 'SessionsRevoked' && e.key === userId).map((e) => e.payload as Revoked);
  const revokedBy = (userId: string, reason: string) => waitFor(() => revocations(userId).find((r) => r.reason === reason));

  it('logout emits SessionsRevoked for that session only, once', async () => {
    const { id, email } = await newUser();
    const a = await h.client.Login({ email, password: PASSWORD });
    await h.client.Login({ email, password: PASSWORD });
    await h.client.RevokeSession({ session_id: a.session!.session_id });
    await h.client.RevokeSession({ session_id: a.session!.session_id }); // already revoked: no second event
    expect(await revokedBy(id, 'logout')).toEqual({ user_id: id, session_ids: [a.session!.session_id], reason: 'logout', revoked_at: clock.toISOString() });
    await h.events.flush();
    expect(revocations(id)).toHaveLength(1);
  });

  it('a password change lists every other session, never the current one', async () => {
    const { id, email } = await newUser();
    const current = await h.client.Login({ email, password: PASSWORD });
    const others = [await h.client.Login({ email, password: PASSWORD }), await h.client.Login({ email, password: PASSWORD })];
    await h.client.UpdatePassword({ user_id: id, current_session_id: current.session!.session_id, old_password: PASSWORD, new_password: 'new password', confirm_password: 'new password' });
    const r = await revokedBy(id, 'password_changed');
    expect(r!.session_ids.sort()).toEqual(others.map((o) => o.session!.session_id).sort());
  });

  it('a block lists every session; refresh-token reuse lists the reused session', async () => {
    const { id, email } = await newUser();
    const s = await h.client.Login({ email, password: PASSWORD });
    await h.client.RefreshSession({ refresh_token: s.session!.refresh_token });
    tick(REFRESH_GRACE_MS + 1);
    await expectAppError(h.client.RefreshSession({ refresh_token: s.session!.refresh_token }), 'UNAUTHENTICATED');
    expect((await revokedBy(id, 'refresh_token_reuse'))!.session_ids).toEqual([s.session!.session_id]);

    const live = await h.client.Login({ email, password: PASSWORD });
    await h.client.SetUserStatus({ user_id: id, status: 'USER_STATUS_BLOCK' }, as());
    expect((await revokedBy(id, 'user_block'))!.session_ids).toEqual([live.session!.session_id]);
  });

  it('ListRevokedSessionsSince answers the sessions revoked at or after a time, whatever the reason', async () => {
    const { email } = await newUser();
    const early = await h.client.Login({ email, password: PASSWORD });
    await h.client.RevokeSession({ session_id: early.session!.session_id });
    tick(60_000);
    const since = new Date(clock);
    const kept = await h.client.Login({ email, password: PASSWORD });
    const late = await h.client.Login({ email, password: PASSWORD });
    await h.client.RevokeSession({ session_id: late.session!.session_id });
    const { session_ids } = await h.client.ListRevokedSessionsSince({ since: since.toISOString() });
    expect(session_ids).toContain(late.session!.session_id);
    expect(session_ids).not.toContain(early.session!.session_id);
    expect(session_ids).not.toContain(kept.session!.session_id);
    await expectAppError(h.client.ListRevokedSessionsSince({ since: 'yesterday' }), 'INVALID_ARGUMENT');
  });
});

describe('user status', () => {
  it('blocking revokes every session, blocks sign-in and refresh, and emits UserStatusChanged', async () => {
    const { id, email } = await newUser();
    const { session } = await h.client.Login({ email, password: PASSWORD });
    const { user } = await h.client.SetUserStatus({ user_id: id, status: 'USER_STATUS_BLOCK' }, as());
    expect(user!.status).toBe('USER_STATUS_BLOCK');

    await expectAppError(h.client.RefreshSession({ refresh_token: session!.refresh_token }), 'UNAUTHENTICATED');
    await expectAppError(h.client.Login({ email, password: PASSWORD }), 'PERMISSION_DENIED', 'Your account is blocked. Please contact support.');
    // A wrong password still gets the generic answer: status is only revealed to the password holder.
    await expectAppError(h.client.Login({ email, password: 'wrong password' }), 'UNAUTHENTICATED', AUTH_MSG.invalidCredentials);
    await waitFor(() => h.received.some((e) => e.key === id && e.type === 'UserStatusChanged'));
    expect(h.received.find((e) => e.key === id && e.type === 'UserStatusChanged')!.payload).toEqual({ user_id: id, status: 'block' });

    await h.client.SetUserStatus({ user_id: id, status: 'USER_STATUS_DEACTIVE' }, as());
    await expectAppError(h.client.Login({ email, password: PASSWORD }), 'PERMISSION_DENIED', AUTH_MSG.accountDeactivated);
    await h.client.SetUserStatus({ user_id: id, status: 'USER_STATUS_ACTIVE' }, as());
    await expect(h.client.Login({ email, password: PASSWORD })).resolves.toHaveProperty('session');
  });

  it('checks the status on every refresh', async () => {
    const { id, email } = await newUser();
    const { session } = await h.client.Login({ email, password: PASSWORD });
    // Simulates a status change that did not go through SetUserStatus (e.g. a manual fix in SQL).
    await h.identity.context.db.updateTable('users').set({ status: 'block' }).where('id', '=', id).execute();
    await expectAppError(h.client.RefreshSession({ refresh_token: session!.refresh_token }), 'PERMISSION_DENIED', AUTH_MSG.accountBlocked);
  });

  it('rejects an unspecified status and unknown users', async () => {
    const { id } = await newUser();
    await expectAppError(h.client.SetUserStatus({ user_id: id, status: 'USER_STATUS_UNSPECIFIED' }, as()), 'INVALID_ARGUMENT');
    await expectAppError(h.client.SetUserStatus({ user_id: '00000000-0000-7000-8000-000000000000', status: 'USER_STATUS_BLOCK' }, as()), 'NOT_FOUND');
    await expectAppError(h.client.GetUser({ user_id: 'nope' }), 'NOT_FOUND', 'User not found');
  });
});

describe('account', () => {
  it('changes the password: checks the old one and the confirmation, signs out the other sessions', async () => {
    const { id, email } = await newUser();
    const current = await h.client.Login({ email, password: PASSWORD });
    const other = await h.client.Login({ email, password: PASSWORD });
    const base = { user_id: id, current_session_id: current.session!.session_id };

    await expectAppError(
      h.client.UpdatePassword({ ...base, old_password: 'wrong password', new_password: 'new password', confirm_password: 'new password' }),
      'INVALID_ARGUMENT',
      'Old password is incorrect',
    );
    await expectAppError(
      h.client.UpdatePassword({ ...base, old_password: PASSWORD, new_password: 'new password', confirm_password: 'another one' }),
      'INVALID_ARGUMENT',
      'Password and Confirm Password must be same',
    );
    await expectAppError(
      h.client.UpdatePassword({ ...base, old_password: PASSWORD, new_password: 'short', confirm_password: 'short' }),
      'INVALID_ARGUMENT',
      'New Password Must Be More Then 8 Character',
    );
    // Issue 11: common, guessable (the account's own email) and all-space passwords are refused...
    for (const weak of ['aaaaaaaa', 'password', email]) {
      await expectAppError(
        h.client.UpdatePassword({ ...base, old_password: PASSWORD, new_password: weak, confirm_password: weak }),
        'INVALID_ARGUMENT',
        AUTH_MSG.passwordTooCommon,
      );
    }
    const spaces = ' '.repeat(8);
    await expectAppError(
      h.client.UpdatePassword({ ...base, old_password: PASSWORD, new_password: spaces, confirm_password: spaces }),
      'INVALID_ARGUMENT',
      MSG.passwordBlank,
    );
    // ...but only once the old password is right: the dictionary answer is no oracle without it.
    await expectAppError(
      h.client.UpdatePassword({ ...base, old_password: 'wrong password', new_password: 'password', confirm_password: 'password' }),
      'INVALID_ARGUMENT',
      'Old password is incorrect',
    );
    await h.client.UpdatePassword({ ...base, old_password: PASSWORD, new_password: 'new password', confirm_password: 'new password' });

    await expect(h.client.RefreshSession({ refresh_token: current.session!.refresh_token })).resolves.toHaveProperty('session');
    await expectAppError(h.client.RefreshSession({ refresh_token: other.session!.refresh_token }), 'UNAUTHENTICATED');
    await expect(h.client.Login({ email, password: 'new password' })).resolves.toHaveProperty('session');
  });

  // A new email is only requested (current password, code to it): tests/email-change.test.ts.
  it('updates the profile with validation and UserProfileUpdated', async () => {
    const a = await newUser();
    const form = { user_id: a.id, name: 'New Name', profile_name: 'newname', email: a.email };
    await expectAppError(h.client.UpdateProfile({ ...form, name: 'x'.repeat(96) }), 'INVALID_ARGUMENT', 'Name can not be more than 95 character');
    await expectAppError(h.client.UpdateProfile({ ...form, email: 'bad' }), 'INVALID_ARGUMENT', 'Please enter valid email');

    const { user } = await h.client.UpdateProfile(form);
    expect(user).toMatchObject({ name: 'New Name', profile_name: 'newname', email: a.email });
    await waitFor(() => h.received.some((e) => e.key === a.id && e.type === 'UserProfileUpdated'));
    expect(h.received.find((e) => e.key === a.id && e.type === 'UserProfileUpdated')!.payload).toEqual({
      user_id: a.id,
      name: 'New Name',
      email: a.email,
      profile_name: 'newname',
    });
  });
});

describe('admin user list', () => {
  it('searches, filters and pages, newest first', async () => {
    const users = [];
    for (let i = 0; i < 3; i++) {
      tick(1000);
      users.push(await newUser());
    }
    await h.client.SetUserStatus({ user_id: users[1]!.id, status: 'USER_STATUS_BLOCK' }, as());
    const all = await h.client.ListUsers({ page: 1, page_size: 2 }, as());
    expect(all.users).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(4); // 3 here + the bootstrap admin + earlier tests' users
    expect(all.users[0]!.email).toBe(users[2]!.email);

    const blocked = await h.client.ListUsers({ status: 'USER_STATUS_BLOCK' }, as());
    expect(blocked.users.map((u) => u.id)).toContain(users[1]!.id);
    expect(blocked.users.every((u) => u.status === 'USER_STATUS_BLOCK')).toBe(true);

    const search = await h.client.ListUsers({ name: users[0]!.email.split('@')[0]!.toUpperCase() }, as());
    expect(search.users.map((u) => u.email)).toEqual([users[0]!.email]);
    expect((await h.client.ListUsers({ name: '%' }, as())).total).toBe(0);
    expect((await h.client.ListUsers({ subscription_type: 'SUBSCRIPTION_TYPE_PREMIUM' }, as())).total).toBe(0);
  });
});

describe('housekeeping', () => {
  it('purges dead sessions and old challenges a day after they stop mattering', async () => {
    const { email } = await newUser();
    const a = await h.client.Login({ email, password: PASSWORD });
    const b = await h.client.Login({ email, password: PASSWORD });
    await h.client.RefreshSession({ refresh_token: b.session!.refresh_token });
    await h.client.RevokeSession({ session_id: a.session!.session_id });
    const db = h.identity.context.db;
    const sessionRows = async (id: string) => (await db.selectFrom('sessions').select('id').where('id', '=', id).execute()).length;
    const retiredRows = async (id: string) =>
      (await db.selectFrom('session_retired_tokens').select('token_hash').where('session_id', '=', id).execute()).length;

    tick(23 * 3_600_000);
    await purgeExpired(h.identity.context);
    expect(await sessionRows(a.session!.session_id)).toBe(1); // revoked less than a day ago: kept
    tick(2 * 3_600_000);
    const purged = await purgeExpired(h.identity.context);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.challenges).toBeGreaterThan(0);
    expect(await sessionRows(a.session!.session_id)).toBe(0);
    expect(await sessionRows(b.session!.session_id)).toBe(1);
    expect(await retiredRows(b.session!.session_id)).toBe(1); // b is alive: its reuse record stays
    expect(await db.selectFrom('otp_challenges').select('id').execute()).toEqual([]);
  });
});

describe('dev mailbox mode', () => {
  it('also logs one-time codes at info level, so they can be read from the console', async () => {
    expect(h.identity.context.logCodes).toBe(true);
    const logged: Array<{ fields: unknown; msg: string }> = [];
    const logger = { info: (fields: unknown, msg: string) => void logged.push({ fields, msg }) };
    const ctx = { ...h.identity.context, logger: logger as never };
    const email = `console${++n}@example.com`;
    await sendCode(ctx, 'signup', email);
    await ctx.mail.drain();
    const mail = (await h.mail.devMailbox!.list()).find((m) => m.to === email)!;
    expect(logged).toEqual([{ fields: { email, code: extractCode(mail), purpose: 'signup' }, msg: 'dev mailbox: one-time code' }]);
  });
});

describe('subscription changes from billing', () => {
  it('follows SubscriptionChanged events, skipping ones it cannot apply', async () => {
    const { id } = await newUser();
    await h.database.migrate('billing_fake', {});
    const billing = h.database.forSchema<any>('billing_fake');
    const outbox = h.events.outbox('billing_fake');
    const emit = (payload: Record<string, string>) =>
      billing.transaction().execute((trx) => outbox.add(trx, { topic: 'billing.subscription.v1', key: payload.user_id ?? 'x', type: 'SubscriptionChanged', payload }));
    const tier = async () => (await h.client.GetUser({ user_id: id })).user!.subscription_type;

    await emit({ user_id: id, subscription_type: 'premium' });
    await waitFor(async () => (await tier()) === 'SUBSCRIPTION_TYPE_PREMIUM');
    // The tier is part of the profile (get_me): identity announces it, so the gateways' caches drop it.
    await waitFor(() => h.received.some((e) => e.key === id && e.type === 'UserProfileUpdated'));
    const listed = await h.client.ListUsers({ subscription_type: 'SUBSCRIPTION_TYPE_PREMIUM' }, as());
    expect(listed.users.map((u) => u.id)).toEqual([id]);

    // Unknown users and bad tiers are skipped, and do not hold up later events.
    await emit({ user_id: '00000000-0000-7000-8000-0000000000ff', subscription_type: 'premium' });
    await emit({ user_id: id, subscription_type: 'gold' });
    await emit({ user_id: id, subscription_type: 'free' });
    await waitFor(async () => (await tier()) === 'SUBSCRIPTION_TYPE_FREE');
    await waitFor(() => h.received.filter((e) => e.key === id && e.type === 'UserProfileUpdated').length === 2);
  });
});
