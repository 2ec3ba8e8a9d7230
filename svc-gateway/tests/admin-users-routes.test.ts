// The admin's user routes through the gateway with fake identity and billing (issue 10): the User
// Report joins identity's page with billing's credits in one batch call; the edit asks billing only
// when the subscription changes, and not at all when identity refuses; delete; and the session
// guard refuses a token of a user disabled after it was issued (the revocation set, its listener and
// its start-up load; sessions: revocations.test.ts).
import type { FastifyInstance } from 'fastify';
import { ADMIN_MSG, AUTH_MSG, AllUserResponse, AdminUserResponse, GATEWAY_MSG } from '@atelier/contracts';
import { AppError, type EventEnvelope } from '@atelier/platform';
import { CLOCK_SLACK_MS, Revocations, revocationsListener, loadRevocations } from '../src/session/revocations';
import { Browser, testGateway } from './support/gateway';
import { fakeBilling, type FakeBilling } from './support/fake-billing';
import { fakeIdentity, fakeUser, type FakeIdentity } from './support/fake-identity';

const TTL_MS = 10 * 60_000;
let app: FastifyInstance;
let identity: FakeIdentity;
let billing: FakeBilling;
let disabled: Revocations;
let clock: number;

const BEA = fakeUser({ id: 'u-2', email: 'bea@example.com', name: 'Bea', profile_name: 'bea', subscription_type: 'SUBSCRIPTION_TYPE_PREMIUM', status: 'USER_STATUS_BLOCK', created_at: '2026-02-01T00:00:00.000Z' });
const ANN = fakeUser();

beforeEach(async () => {
  identity = fakeIdentity();
  billing = fakeBilling();
  // Now (whole seconds): the cookies are real JWTs, so their iat must be within the access lifetime of the wall clock.
  clock = Math.floor(Date.now() / 1000) * 1000;
  disabled = new Revocations(TTL_MS, () => clock);
  // The RPCs these routes use, answered like identity would (the shared fake has the rest).
  Object.assign(identity, {
    ListUsers: async (req: object) => {
      identity.calls.push({ method: 'ListUsers', req });
      return { users: [BEA, ANN], total: 12 };
    },
    UpdateUser: async (req: { user_id: string; name: string; profile_name: string; status: string }) => {
      identity.calls.push({ method: 'UpdateUser', req });
      if (req.user_id === 'a-1') throw new AppError('FAILED_PRECONDITION', ADMIN_MSG.notYourself);
      if (req.user_id === 'a-2') throw new AppError('FAILED_PRECONDITION', ADMIN_MSG.lastAdmin);
      if (req.user_id === 'nobody') throw new AppError('NOT_FOUND', AUTH_MSG.userNotFound);
      return { user: { ...ANN, id: req.user_id, name: req.name, profile_name: req.profile_name, status: req.status } };
    },
    DeleteUser: async (req: { user_id: string }) => {
      identity.calls.push({ method: 'DeleteUser', req });
      if (req.user_id === 'a-2') throw new AppError('FAILED_PRECONDITION', ADMIN_MSG.lastAdmin);
      if (req.user_id === 'nobody') throw new AppError('NOT_FOUND', AUTH_MSG.userNotFound);
      return {};
    },
  });
  billing.answers.GetCreditsBatch = (req) => ({ credits: Object.fromEntries((req.user_ids ?? []).map((id, i) => [id, 10 * (i + 1)])) });
  billing.answers.SetSubscription = (req) => ({ subscription_type: req.subscription_type, changed: true });
  ({ app } = await testGateway({ identity, billing, revocations: disabled }));
});
afterEach(() => app.close());

/** A browser holding an access cookie signed at `clock` (iat), as the gateway signs them. */
function as(role: 'user' | 'admin', sub = role === 'user' ? 'u-1' : 'a-1'): Browser {
  const b = new Browser(app);
  b.cookies.set('atelier_at', app.jwt.sign({ sub, role, sid: 's-1', iat: Math.floor(clock / 1000) } as never));
  return b;
}
const calls = (c: { calls: Array<{ method: string; req: any }> }, method: string) => c.calls.filter((x) => x.method === method).map((x) => x.req);

describe('GET /admin/all_user', () => {
  test('identity page (filters mapped, ADMIN_LIMITS.userPageSize) joined with billing credits in one call', async () => {
    const res = await as('admin').call('GET', '/api/admin/all_user?name=be&page=2&status=block&subscription=premium');
    expect(res.statusCode).toBe(200);
    const body = AllUserResponse.parse(res.json());
    expect(calls(identity, 'ListUsers')).toEqual([
      { name: 'be', status: 'USER_STATUS_BLOCK', subscription_type: 'SUBSCRIPTION_TYPE_PREMIUM', page: 2, page_size: 10 },
    ]);
    expect(calls(billing, 'GetCreditsBatch')).toEqual([{ user_ids: ['u-2', 'u-1'] }]);
    expect(body.data.count).toBe(12);
    expect(body.data.rows[0]).toEqual({
      id: 'u-2',
      name: 'Bea',
      email: 'bea@example.com',
      profile_name: 'bea',
      profile_pic: null,
      createdAt: '2026-02-01T00:00:00.000Z',
      user_type: 'user',
      status: 'block',
      user_subscription_type: 'premium',
      credits: 10,
    });
    expect(body.data.rows[1]).toMatchObject({ id: 'u-1', status: 'active', user_subscription_type: 'free', credits: 20 });
  });

  test('no filters: any status and subscription, page 1; an empty page asks billing nothing', async () => {
    Object.assign(identity, { ListUsers: async (req: object) => (identity.calls.push({ method: 'ListUsers', req }), { users: [], total: 0 }) });
    const res = await as('admin').call('GET', '/api/admin/all_user?status=&subscription=');
    expect(res.json()).toEqual({ status: 'success', data: { rows: [], count: 0 } });
    expect(calls(identity, 'ListUsers')).toEqual([{ name: '', status: 'USER_STATUS_UNSPECIFIED', subscription_type: 'SUBSCRIPTION_TYPE_UNSPECIFIED', page: 1, page_size: 10 }]);
    expect(calls(billing, 'GetCreditsBatch')).toEqual([]);
  });

  test('only admins: 401 anonymous, 403 a user, and no service is asked', async () => {
    expect((await new Browser(app).call('GET', '/api/admin/all_user')).statusCode).toBe(401);
    expect((await as('user').call('GET', '/api/admin/all_user')).statusCode).toBe(403);
    expect(calls(identity, 'ListUsers')).toEqual([]);
  });
});

describe('PUT /admin/user/:id', () => {
  const body = { name: 'Ann B', profile_name: 'annb', status: 'block', user_subscription_type: 'free' };

  test('identity edits; billing is not asked when the subscription stays', async () => {
    const res = await as('admin').call('PUT', '/api/admin/user/u-1', body);
    expect(res.statusCode).toBe(200);
    expect(AdminUserResponse.parse(res.json())).toEqual({
      status: 'success',
      msg: ADMIN_MSG.userUpdated,
      data: expect.objectContaining({ id: 'u-1', name: 'Ann B', profile_name: 'annb', status: 'block', user_subscription_type: 'free', credits: 10 }),
    });
    expect(calls(identity, 'UpdateUser')).toEqual([{ user_id: 'u-1', name: 'Ann B', profile_name: 'annb', status: 'USER_STATUS_BLOCK' }]);
    expect(calls(billing, 'SetSubscription')).toEqual([]);
    // This gateway refuses the blocked user's earlier tokens at once (before the event comes round).
    expect(disabled.refuses({ sub: 'u-1', sid: 's-9', iat: Math.floor(clock / 1000) })).toBe(true);
  });

  test('a new subscription goes to billing and the answer shows it', async () => {
    const res = await as('admin').call('PUT', '/api/admin/user/u-1', { ...body, status: 'active', user_subscription_type: 'premium' });
    expect(res.json().data).toMatchObject({ status: 'active', user_subscription_type: 'premium' });
    expect(calls(billing, 'SetSubscription')).toEqual([{ user_id: 'u-1', subscription_type: 'premium' }]);
    expect(disabled.refuses({ sub: 'u-1', sid: 's-9', iat: Math.floor(clock / 1000) })).toBe(false);
  });

  test.each([
    ['a-1', 409, ADMIN_MSG.notYourself],
    ['a-2', 409, ADMIN_MSG.lastAdmin],
    ['nobody', 404, AUTH_MSG.userNotFound],
  ])('identity refusing %s → %i with its words, and billing is not asked', async (id, status, msg) => {
    const res = await as('admin').call('PUT', `/api/admin/user/${id}`, { ...body, user_subscription_type: 'premium' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status: 'error', msg });
    expect(calls(billing, 'SetSubscription')).toEqual([]);
    expect(disabled.size.users).toBe(0);
  });

  test('bad input is refused with the contract words before any service', async () => {
    const res = await as('admin').call('PUT', '/api/admin/user/u-1', { ...body, status: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(ADMIN_MSG.userStatus);
    expect(calls(identity, 'UpdateUser')).toEqual([]);
  });
});

describe('DELETE /admin/user/:id', () => {
  test('asks identity and answers its message; refusals keep their status', async () => {
    const ok = await as('admin').call('DELETE', '/api/admin/user/u-1');
    expect(ok.json()).toEqual({ status: 'success', msg: ADMIN_MSG.userDeleted });
    expect(calls(identity, 'DeleteUser')).toEqual([{ user_id: 'u-1' }]);
    expect(disabled.refuses({ sub: 'u-1', sid: 's-9', iat: Math.floor(clock / 1000) })).toBe(true);
    expect((await as('admin').call('DELETE', '/api/admin/user/a-2')).statusCode).toBe(409);
    expect((await as('admin').call('DELETE', '/api/admin/user/nobody')).statusCode).toBe(404);
  });
});

describe('sessions end at once', () => {
  const claims = (sub: string, iat: number) => ({ sub, sid: `s-of-${sub}`, iat });
  const statusChanged = (user_id: string, status: string) =>
    ({ event_id: 'e', topic: 'identity.user.v1', key: user_id, type: 'UserStatusChanged', payload: { user_id, status }, occurred_at: new Date(clock).toISOString() }) as EventEnvelope;

  test("a disabled user's token issued before is refused with 401; one issued after passes", async () => {
    const before = as('user');
    expect((await before.call('GET', '/api/users/get_credits')).statusCode).toBe(200);
    revocationsListener(disabled).handle(statusChanged('u-1', 'block'));
    const refused = await before.call('GET', '/api/users/get_credits');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ status: 'error', msg: GATEWAY_MSG.loginRequired });
    // Someone else is not affected.
    expect((await as('user', 'u-9').call('GET', '/api/users/get_credits')).statusCode).toBe(200);

    // Unblocked, they sign in again: the new token (issued later) passes, the old one never again.
    revocationsListener(disabled).handle(statusChanged('u-1', 'active'));
    clock += 2000;
    expect((await as('user').call('GET', '/api/users/get_credits')).statusCode).toBe(200);
    expect((await before.call('GET', '/api/users/get_credits')).statusCode).toBe(401);
  });

  test('deleted and deactivated count as disabled; an entry is forgotten after the access-token lifetime', () => {
    const ended: string[] = [];
    const listener = revocationsListener(disabled, { userDisabled: (id) => ended.push(id) });
    listener.handle(statusChanged('u-3', 'deleted'));
    listener.handle(statusChanged('u-4', 'deactive'));
    listener.handle({ ...statusChanged('u-5', 'block'), type: 'UserProfileUpdated' } as EventEnvelope);
    const iat = Math.floor(clock / 1000) - 1;
    expect([disabled.refuses(claims('u-3', iat)), disabled.refuses(claims('u-4', iat)), disabled.refuses(claims('u-5', iat))]).toEqual([true, true, false]);
    // What they hold open (the live stream) is ended for the disabled ones only; re-activation ends nothing.
    listener.handle(statusChanged('u-6', 'active'));
    expect(ended).toEqual(['u-3', 'u-4']);
    clock += TTL_MS + CLOCK_SLACK_MS + 1;
    expect(disabled.refuses(claims('u-3', iat))).toBe(false);
    expect(disabled.size).toEqual({ users: 0, sessions: 0 });
  });

  test('the start-up list seeds the set, but an event heard meanwhile wins', async () => {
    const heard = new Revocations(TTL_MS, () => clock);
    heard.enableUser('u-7'); // re-activated while the list was on its way
    let since = '';
    const load = loadRevocations(
      {
        ListDisabledUsersSince: async (req: { since?: string }) => ((since = req.since ?? ''), { user_ids: ['u-6', 'u-7'] }),
        ListRevokedSessionsSince: async () => ({ session_ids: [] }),
      },
      heard,
      { accessTtlMs: TTL_MS, logger: { info: () => {}, warn: () => {} }, now: () => clock },
    );
    await load.done;
    expect(since).toBe(new Date(clock - TTL_MS - CLOCK_SLACK_MS).toISOString());
    const iat = Math.floor(clock / 1000) - 5;
    expect(heard.refuses(claims('u-6', iat))).toBe(true);
    expect(heard.refuses(claims('u-7', iat))).toBe(false);
  });

  test('the start-up load retries while identity is not answering', async () => {
    const set = new Revocations(TTL_MS);
    let attempts = 0;
    const warn = jest.fn();
    const load = loadRevocations(
      {
        ListDisabledUsersSince: async () => {
          if (++attempts < 3) throw new AppError('UNAVAILABLE', 'down');
          return { user_ids: ['u-8'] };
        },
        ListRevokedSessionsSince: async () => ({ session_ids: ['s-8'] }),
      },
      set,
      { accessTtlMs: TTL_MS, logger: { info: () => {}, warn }, retryMs: 5 },
    );
    await load.done;
    expect(attempts).toBe(3);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(set.refuses({ sub: 'u-8', sid: 's-other', iat: 0 })).toBe(true);
    expect(set.refuses({ sub: 'u-other', sid: 's-8', iat: 0 })).toBe(true);
  });
});
