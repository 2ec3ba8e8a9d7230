// The gateway's read cache (issue 12): the cache itself (hits, shared loads, the invalidation race,
// bounds, nothing kept while its listener may miss events), the listener's mapping of the owners'
// events to keys and of its subscription's state to the cache's, and the cached routes through the
// gateway with fake services — each user gets their own answer, a refused session stays refused
// whatever is cached, and an owner's event makes the next read ask the service again.
import type { FastifyInstance } from 'fastify';
import { uuidv7, type EventEnvelope } from '@atelier/platform';
import { TOPICS, topicEvent, type EventType, type Topic } from '@atelier/proto/events';
import { ReadCache, cacheKeys } from '../src/cache/read-cache';
import { readCacheListener } from '../src/cache/read-cache.listener';
import { Browser, testGateway } from './support/gateway';
import { fakeIdentity, fakeUser, type FakeIdentity } from './support/fake-identity';
import { fakeBilling, PLAN_ID, type FakeBilling } from './support/fake-billing';

/** A promise the test resolves when it chooses (a gRPC read still in flight). */
function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A cache whose listener hears every event (as after its subscription's 'ready'). */
function liveCache(opts = { max: 100, ttlMs: 60_000 }): ReadCache {
  const c = new ReadCache(opts);
  c.listening(true);
  return c;
}

describe('ReadCache', () => {
  const cache = () => liveCache();

  test('a miss loads and stores; the next read is a hit without a load', async () => {
    const c = cache();
    const load = jest.fn(async () => ({ n: 1 }));
    expect(await c.get('k', load)).toEqual({ n: 1 });
    expect(await c.get('k', load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(c.stats).toEqual({ size: 1, hits: 1, misses: 1, passes: 0, live: true });
  });

  test('overlapping misses of one key share one load', async () => {
    const c = cache();
    const d = deferred<{ n: number }>();
    const load = jest.fn(() => d.promise);
    const both = Promise.all([c.get('k', load), c.get('k', load)]);
    d.resolve({ n: 2 });
    expect(await both).toEqual([{ n: 2 }, { n: 2 }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('an invalidation during a load keeps its (older) answer out of the cache; a later read loads anew', async () => {
    const c = cache();
    const old = deferred<{ v: string }>();
    const first = c.get('k', () => old.promise);
    c.invalidate('k'); // the owner's event arrives while the read is in flight
    // A request after the event does not join the stale load.
    const fresh = jest.fn(async () => ({ v: 'new' }));
    const second = c.get('k', fresh);
    old.resolve({ v: 'old' });
    expect(await first).toEqual({ v: 'old' }); // asked before the change was known
    expect(await second).toEqual({ v: 'new' });
    expect(await c.get('k', async () => ({ v: 'never' }))).toEqual({ v: 'new' });
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  test('a failed load is not stored: the next read tries again', async () => {
    const c = cache();
    await expect(c.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await c.get('k', async () => ({ ok: true }))).toEqual({ ok: true });
  });

  test('invalidate drops one key; invalidatePrefix every key of a family', async () => {
    const c = cache();
    for (const k of ['models:text2img', 'models:img2img', 'user:a']) await c.get(k, async () => ({ k }));
    c.invalidatePrefix('models:');
    c.invalidate('user:b'); // absent: nothing happens
    const load = jest.fn(async () => ({ again: true }));
    await c.get('models:text2img', load);
    await c.get('models:img2img', load);
    expect(await c.get('user:a', load)).toEqual({ k: 'user:a' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('bounded: past `max` entries the least recently used is dropped', async () => {
    const c = liveCache({ max: 2, ttlMs: 60_000 });
    await c.get('a', async () => ({ k: 'a' }));
    await c.get('b', async () => ({ k: 'b' }));
    await c.get('a', async () => ({ k: 'x' })); // a is now the most recent
    await c.get('c', async () => ({ k: 'c' }));
    expect(c.stats.size).toBe(2);
    const load = jest.fn(async () => ({ k: 'b2' }));
    expect(await c.get('b', load)).toEqual({ k: 'b2' }); // b was dropped; loading it drops a
    expect(await c.get('c', load)).toEqual({ k: 'c' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('an entry older than the TTL is loaded again (the safety net for a missed event)', async () => {
    const c = liveCache({ max: 10, ttlMs: 20 });
    await c.get('k', async () => ({ v: 1 }));
    await new Promise((r) => setTimeout(r, 60));
    expect(await c.get('k', async () => ({ v: 2 }))).toEqual({ v: 2 });
  });

  test('until its listener hears every event it keeps nothing: each read asks the owner', async () => {
    const c = new ReadCache({ max: 100, ttlMs: 60_000 });
    let n = 0;
    const load = jest.fn(async () => ({ n: ++n }));
    expect(await c.get('k', load)).toEqual({ n: 1 });
    expect(await c.get('k', load)).toEqual({ n: 2 }); // the owner's answer each time, never a kept one
    expect(c.stats).toEqual({ size: 0, hits: 0, misses: 0, passes: 2, live: false });
    c.listening(true);
    expect(await c.get('k', load)).toEqual({ n: 3 });
    expect(await c.get('k', load)).toEqual({ n: 3 });
    expect(load).toHaveBeenCalledTimes(3);
  });

  test('a load started before the listener was ready is not stored once it is', async () => {
    const c = new ReadCache({ max: 100, ttlMs: 60_000 });
    const early = deferred<{ v: string }>();
    const first = c.get('k', () => early.promise); // may predate an event the listener never heard
    c.listening(true);
    early.resolve({ v: 'early' });
    expect(await first).toEqual({ v: 'early' });
    expect(await c.get('k', async () => ({ v: 'now' }))).toEqual({ v: 'now' });
  });

  test('a lost subscription drops every entry, keeps loads under way from storing, and passes reads through until ready again', async () => {
    const c = liveCache();
    await c.get('a', async () => ({ v: 'a1' }));
    const inFlight = deferred<{ v: string }>();
    const pending = c.get('b', () => inFlight.promise);
    c.listening(false);
    inFlight.resolve({ v: 'b-old' });
    expect(await pending).toEqual({ v: 'b-old' });
    expect(c.stats.size).toBe(0);
    expect(await c.get('a', async () => ({ v: 'a2' }))).toEqual({ v: 'a2' });
    expect(await c.get('a', async () => ({ v: 'a3' }))).toEqual({ v: 'a3' });
    expect(c.stats.size).toBe(0);
    c.listening(true);
    expect(await c.get('b', async () => ({ v: 'b-new' }))).toEqual({ v: 'b-new' });
    expect(await c.get('b', async () => ({ v: 'never' }))).toEqual({ v: 'b-new' });
  });
});

describe('readCacheListener', () => {
  const envelope = <T extends Topic>(e: { topic: T; type: EventType<T>; key: string; payload: unknown }): EventEnvelope =>
    ({ event_id: uuidv7(), occurred_at: new Date().toISOString(), ...e }) as EventEnvelope;
  const audit = (entity_type: string) =>
    envelope(
      topicEvent(TOPICS.audit, 'AdminActionRecorded', 'e-1', {
        audit_id: uuidv7(),
        actor_id: 'a-1',
        ip: '',
        user_agent: '',
        action: `${entity_type}.update`,
        entity_type,
        entity_id: 'e-1',
        before_json: '',
        after_json: '',
        occurred_at: '',
        service: 'imaging',
      }),
    );

  const models = (types: string[]) => envelope(topicEvent(TOPICS.models, 'ModelsChanged', types.length === 1 ? types[0]! : '', { types, model_id: 'm-1', change: 'update', changed_at: '' }));

  test.each<[string, EventEnvelope, ...string[][]]>([
    ['UserProfileUpdated', envelope(topicEvent(TOPICS.users, 'UserProfileUpdated', 'u-1', { user_id: 'u-1', name: 'A', email: 'a@x', profile_name: 'a' })), ['invalidate', cacheKeys.user('u-1')]],
    ['UserStatusChanged', envelope(topicEvent(TOPICS.users, 'UserStatusChanged', 'u-1', { user_id: 'u-1', status: 'block' })), ['invalidate', cacheKeys.user('u-1')]],
    [
      'CreditsChanged',
      envelope(topicEvent(TOPICS.credits, 'CreditsChanged', 'u-1', { user_id: 'u-1', credits: 1, held: 0, balance: 1, entry_kind: 'grant', source_id: 's', changed_at: '' })),
      ['invalidate', cacheKeys.credits('u-1')],
    ],
    ['ModelsChanged of one type', models(['text2img']), ['invalidate', cacheKeys.models('text2img')]],
    ['ModelsChanged of a model moved between types', models(['inpaint', 'text2img']), ['invalidate', cacheKeys.models('inpaint')], ['invalidate', cacheKeys.models('text2img')]],
    ['ModelsChanged naming no type', models([]), ['invalidatePrefix', cacheKeys.modelsPrefix]],
    ['PlansChanged', envelope(topicEvent(TOPICS.plans, 'PlansChanged', 'p-1', { plan_ids: ['p-1'], change: 'update', changed_at: '' })), ['invalidatePrefix', cacheKeys.plansPrefix]],
    ['PlansChanged of the seed', envelope(topicEvent(TOPICS.plans, 'PlansChanged', 'seed', { plan_ids: ['p-1', 'p-2'], change: 'seed', changed_at: '' })), ['invalidatePrefix', cacheKeys.plansPrefix]],
  ])('%s drops its keys', (_name, e, ...expected) => {
    const seen: string[][] = [];
    const l = readCacheListener({ invalidate: (k) => seen.push(['invalidate', k]), invalidatePrefix: (p) => seen.push(['invalidatePrefix', p]), listening: () => undefined });
    void l.handle(e);
    expect(seen).toEqual(expected);
  });

  test('it hears the owners\' own change topics, not the audit log', () => {
    const l = readCacheListener({ invalidate: () => undefined, invalidatePrefix: () => undefined, listening: () => undefined });
    expect([...l.topics].sort()).toEqual([TOPICS.credits, TOPICS.models, TOPICS.plans, TOPICS.users].sort());
  });

  test("its subscription's state switches the cache: ready → listening, lost → not", () => {
    const seen: boolean[] = [];
    const l = readCacheListener({ invalidate: () => undefined, invalidatePrefix: () => undefined, listening: (live) => void seen.push(live) });
    l.onState!('ready');
    l.onState!('lost');
    l.onState!('ready');
    expect(seen).toEqual([true, false, true]);
  });

  test('other events, and events without their user, drop nothing', () => {
    const seen: string[] = [];
    const l = readCacheListener({ invalidate: (k) => seen.push(k), invalidatePrefix: (p) => seen.push(p), listening: () => undefined });
    // The audit log of a model or plan change is no longer the cache's signal (ModelsChanged/PlansChanged are).
    void l.handle(audit('model'));
    void l.handle(audit('plan'));
    void l.handle(audit('model_instance'));
    void l.handle(audit('user'));
    void l.handle(envelope(topicEvent(TOPICS.users, 'UserStatusChanged', '', { user_id: '', status: 'block' })));
    void l.handle(envelope(topicEvent(TOPICS.sessions, 'SessionsRevoked', 'u-1', { user_id: 'u-1', session_ids: ['s'], reason: 'logout', revoked_at: '' })));
    expect(seen).toEqual([]);
  });
});

describe('cached routes through the gateway', () => {
  let app: FastifyInstance;
  let identity: FakeIdentity;
  let billing: FakeBilling;
  let cache: ReadCache;

  beforeEach(async () => {
    identity = fakeIdentity();
    billing = fakeBilling();
    cache = liveCache();
    ({ app } = await testGateway({ identity, billing, reads: cache }));
    // A second user the fake knows (its GetUser answers from the registration map).
    await identity.CompleteRegistration({ email: 'bob@example.com', ticket: 'reg-ticket-bob@example.com', name: 'Bob', profile_name: 'bob' });
  });
  afterEach(() => app.close());

  const as = (sub: string, sid = 's-1', role: 'user' | 'admin' = 'user') => {
    const b = new Browser(app);
    b.cookies.set('atelier_at', app.jwt.sign({ sub, role, sid }));
    return b;
  };
  const count = (calls: Array<{ method: string }>, method: string) => calls.filter((c) => c.method === method).length;

  test("get_me: one identity call per user; each user gets their own record from the cache", async () => {
    const ann = await as('u-1').call('POST', '/api/users/get_me', {});
    const annAgain = await as('u-1', 's-2').call('POST', '/api/users/get_me', {});
    const bob = await as('u-bob@example.com').call('POST', '/api/users/get_me', {});
    const bobAgain = await as('u-bob@example.com').call('POST', '/api/users/get_me', {});
    expect(ann.json().user.email).toBe('ann@example.com');
    expect(annAgain.json()).toEqual(ann.json());
    expect(bob.json().user.email).toBe('bob@example.com');
    expect(bobAgain.json()).toEqual(bob.json());
    expect(identity.calls.filter((c) => c.method === 'GetUser').map((c) => c.req.user_id)).toEqual(['u-1', 'u-bob@example.com']);
  });

  test('a cached profile does not let a refused session or a missing token through', async () => {
    expect((await as('u-1', 's-gone').call('POST', '/api/users/get_me', {})).statusCode).toBe(200);
    app.revocations.revokeSessions(['s-gone']);
    expect((await as('u-1', 's-gone').call('POST', '/api/users/get_me', {})).statusCode).toBe(401);
    expect((await new Browser(app).call('POST', '/api/users/get_me', {})).statusCode).toBe(401);
    // An admin token on the user route is still 403, although the admin's record could be cached.
    await as('a-1', 's-a', 'admin').call('POST', '/api/admin/get_me', {});
    expect((await as('a-1', 's-a', 'admin').call('POST', '/api/users/get_me', {})).statusCode).toBe(403);
  });

  test("identity's UserProfileUpdated makes the next get_me ask identity (and show the change)", async () => {
    await as('u-1').call('POST', '/api/users/get_me', {});
    await identity.UpdateProfile({ user_id: 'u-1', name: 'Annette', profile_name: 'annette', email: 'ann@example.com' });
    // Not told yet: the cached record stands.
    expect((await as('u-1').call('POST', '/api/users/get_me', {})).json().user.name).toBe('Ann');
    const listener = readCacheListener(cache);
    await listener.handle({ event_id: uuidv7(), occurred_at: '', ...topicEvent(TOPICS.users, 'UserProfileUpdated', 'u-1', { user_id: 'u-1', name: 'Annette', email: 'ann@example.com', profile_name: 'annette' }) } as EventEnvelope);
    expect((await as('u-1').call('POST', '/api/users/get_me', {})).json().user).toEqual(expect.objectContaining({ name: 'Annette', profile_name: 'annette' }));
    expect(count(identity.calls, 'GetUser')).toBe(2);
  });

  test("a change made through this gateway shows in the caller's next read here at once, before any event", async () => {
    const ann = as('u-1');
    expect((await ann.call('POST', '/api/users/get_me', {})).json().user.name).toBe('Ann');
    expect((await ann.call('POST', '/api/users/update_profile', { name: 'Annette', email: 'ann@example.com', profile_name: 'annette' })).statusCode).toBe(200);
    expect((await ann.call('POST', '/api/users/get_me', {})).json().user.name).toBe('Annette');

    await ann.call('GET', '/api/users/get_credits');
    await ann.call('GET', '/api/users/plans');
    billing.answers.GetCredits = () => ({ wallet: { credits: 90, held: 0, balance: 90 } });
    const admin = as('a-1', 's-a', 'admin');
    expect((await admin.call('POST', '/api/admin/user/u-1/credits', { amount: 50, reason: 'gift' })).statusCode).toBe(200);
    expect((await ann.call('GET', '/api/users/get_credits')).json().data).toEqual({ credits: 90, held: 0 });
    const plansBefore = count(billing.calls, 'ListPlans');
    expect((await admin.call('DELETE', `/api/admin/plan/${PLAN_ID}`)).statusCode).toBe(200);
    await ann.call('GET', '/api/users/plans');
    expect(count(billing.calls, 'ListPlans')).toBe(plansBefore + 1);
  });

  test('get_credits per user and the plans are served from the cache until their events', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await as('u-1').call('GET', '/api/users/get_credits')).json()).toEqual({ status: 'success', data: { credits: 40, held: 6 } });
      expect((await as('u-1').call('GET', '/api/users/plans')).statusCode).toBe(200);
    }
    await as('u-2').call('GET', '/api/users/get_credits');
    expect(billing.calls.filter((c) => c.method === 'GetCredits').map((c) => c.req.user_id)).toEqual(['u-1', 'u-2']);
    expect(count(billing.calls, 'ListPlans')).toBe(1);

    cache.invalidate(cacheKeys.credits('u-1'));
    cache.invalidatePrefix(cacheKeys.plansPrefix);
    await as('u-1').call('GET', '/api/users/get_credits');
    await as('u-2').call('GET', '/api/users/get_credits');
    await as('u-1').call('GET', '/api/users/plans');
    expect(billing.calls.filter((c) => c.method === 'GetCredits').map((c) => c.req.user_id)).toEqual(['u-1', 'u-2', 'u-1']);
    expect(count(billing.calls, 'ListPlans')).toBe(2);
  });
});

describe('cached answers are sent as the bytes the route wrote for that value', () => {
  const as = (app: FastifyInstance, sub: string, role: 'user' | 'admin' = 'user') => {
    const b = new Browser(app);
    b.cookies.set('atelier_at', app.jwt.sign({ sub, role, sid: 's-1' }));
    return b;
  };
  const reads = async (app: FastifyInstance) => {
    const out: Array<[string, string, string | undefined]> = [];
    for (const [method, url, sub, role] of [
      ['POST', '/api/users/get_me', 'u-1', 'user'],
      ['POST', '/api/admin/get_me', 'a-1', 'admin'],
      ['GET', '/api/users/get_credits', 'u-1', 'user'],
      ['GET', '/api/users/plans', 'u-1', 'user'],
    ] as const) {
      const res = await as(app, sub, role).call(method, url, method === 'POST' ? {} : undefined);
      out.push([url, res.body, res.headers['content-type'] as string | undefined]);
    }
    return out;
  };

  test.each([true, false])('validateResponses %s: a hit, the first read and a gateway without a cache answer the same bytes and type', async (validateResponses) => {
    const cached = await testGateway({ identity: fakeIdentity(), billing: fakeBilling(), reads: liveCache(), settings: { validateResponses } });
    const plain = await testGateway({ identity: fakeIdentity(), billing: fakeBilling(), settings: { validateResponses } });
    try {
      const first = await reads(cached.app);
      const again = await reads(cached.app);
      const uncached = await reads(plain.app);
      expect(again).toEqual(first);
      expect(uncached).toEqual(first);
      expect(first.every(([, body, type]) => body.startsWith('{"status":"success"') && type === 'application/json; charset=utf-8')).toBe(true);
    } finally {
      await cached.app.close();
      await plain.app.close();
    }
  });

  test('a value the cache replaced is never answered with its old bytes', async () => {
    const billing = fakeBilling();
    const cache = liveCache();
    const { app } = await testGateway({ identity: fakeIdentity(), billing, reads: cache });
    try {
      const before = (await as(app, 'u-1').call('GET', '/api/users/get_credits')).body;
      billing.answers.GetCredits = () => ({ wallet: { credits: 7, held: 1, balance: 8 } });
      expect((await as(app, 'u-1').call('GET', '/api/users/get_credits')).body).toBe(before); // not told yet
      cache.invalidate(cacheKeys.credits('u-1'));
      expect((await as(app, 'u-1').call('GET', '/api/users/get_credits')).body).toBe('{"status":"success","data":{"credits":7,"held":1}}');
    } finally {
      await app.close();
    }
  });
});
