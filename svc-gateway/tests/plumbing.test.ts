// Issue 12's cheaper plumbing keeps every check it had: the CSRF guard is put on each unsafe /api
// route when the route is added (first, before the role check) and on no safe one; the CSRF tokens
// drawn from a pool of CSPRNG bytes never repeat; the access tokens remembered after their HMAC are
// keyed by the whole token, refused after their exp, and a forged one is never taken for a known
// one; the per-request services object builds its gRPC clients at the first use only; the rate
// limit counted synchronously under the budget spends the very budgets the plugin keeps.
import { createHmac } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, EXTRA_PATHS, GATEWAY_MSG, routes, type RouteDef } from '@atelier/contracts';
import { accessVerifier } from '../src/session/auth';
import { needsCsrfGuard, newCsrfToken } from '../src/session/csrf';
import { forRequest } from '../src/routes/context';
import type { ServiceClients } from '../src/clients/service-clients';
import type { FastifyRequest } from 'fastify';
import { gatewayPerTest, PUBLIC_URL, testGateway } from './support/gateway';

const gw = gatewayPerTest();

describe('the CSRF guard, per route', () => {
  const unsafe = (Object.entries(routes) as Array<[string, RouteDef]>).filter(([, def]) => def.method !== 'GET');

  test.each(unsafe.map(([name, def]) => [name, def.method, def.path]))(
    '%s (%s %s) refuses a call without the CSRF pair — before its role check and its body',
    async (_name, method, path) => {
      const url = `/api${String(path).replace(/:[A-Za-z_]\w*/g, 'x')}`;
      const res = await gw.app.inject({ method: method as 'POST', url, payload: {} });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', msg: GATEWAY_MSG.csrf });
    },
  );

  test('the session routes outside the table (refresh, logout) too; a foreign Origin is refused with the pair', async () => {
    expect((await gw.app.inject({ method: 'POST', url: `/api${EXTRA_PATHS.refresh}`, payload: {} })).json()).toEqual({ status: 'error', msg: GATEWAY_MSG.csrf });
    const foreign = await gw.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { [CSRF_HEADER]: 't', origin: 'https://evil.example' },
      cookies: { [CSRF_COOKIE]: 't' },
      payload: { email: 'a@example.com', password: 'x' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ status: 'error', msg: GATEWAY_MSG.origin });
  });

  test('with the pair the same call goes on to its own checks (here: the role check, 401)', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/users/get_me',
      headers: { [CSRF_HEADER]: 't', origin: PUBLIC_URL },
      cookies: { [CSRF_COOKIE]: 't' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });

  test('which routes get the guard: unsafe methods unless csrfExempt; never GET, HEAD or OPTIONS alone', () => {
    expect(needsCsrfGuard({ method: 'GET' })).toBe(false);
    expect(needsCsrfGuard({ method: ['GET', 'HEAD'] })).toBe(false);
    expect(needsCsrfGuard({ method: 'OPTIONS' })).toBe(false);
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(needsCsrfGuard({ method: m })).toBe(true);
    expect(needsCsrfGuard({ method: ['GET', 'POST'] })).toBe(true);
    expect(needsCsrfGuard({ method: 'POST', config: { csrfExempt: true } })).toBe(false);
    expect(needsCsrfGuard({ method: 'POST', config: { csrfExempt: false } })).toBe(true);
  });
});

test('the 405 check (a synchronous hook unless it must count the request) answers 405 with Allow, then 429 once the budget is spent', async () => {
  const { app } = await testGateway({ settings: { rateLimitMax: 2 } });
  try {
    const first = await app.inject({ method: 'PUT', url: '/api/auth/csrf' });
    expect(first.statusCode).toBe(405);
    expect(first.headers.allow).toContain('GET');
    let res = first;
    for (let i = 0; i < 4 && res.statusCode !== 429; i++) res = await app.inject({ method: 'PUT', url: '/api/auth/csrf' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'error', msg: GATEWAY_MSG.tooManyRequests });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['content-security-policy']).toBeTruthy();
  } finally {
    await app.close();
  }
});

test('every request is counted, also one a guard refuses: login required, the role check, CSRF', async () => {
  const { app } = await testGateway({ settings: { rateLimitMax: 3 } });
  try {
    const statuses = async (call: () => Promise<{ statusCode: number }>) => {
      const out: number[] = [];
      for (let i = 0; i < 2; i++) out.push((await call()).statusCode);
      return out;
    };
    // A signed-in route without a session (401), then an unsafe one without the CSRF token (403):
    // both were answered by their guard before the limiter, which never counted them.
    expect(await statuses(() => app.inject({ method: 'GET', url: '/api/users/get_credits' }))).toEqual([401, 401]);
    expect(await statuses(() => app.inject({ method: 'POST', url: '/api/users/get_me', payload: {} }))).toEqual([403, 429]);
    const over = await app.inject({ method: 'GET', url: '/api/users/get_credits' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  } finally {
    await app.close();
  }
});

test('CSRF tokens: 32 random bytes each (base64url), none repeated across many pool refills', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 2000; i++) {
    const t = newCsrfToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    seen.add(t);
  }
  expect(seen.size).toBe(2000);
});

describe('the access token check', () => {
  const SECRET = 'test-secret-test-secret-test-secret-0123';
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  function sign(payload: object, secret = SECRET): string {
    const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
    return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
  }
  const nowS = () => Math.floor(Date.now() / 1000);

  test('a verified token is remembered (the same claims again) until its exp, then refused', () => {
    let clock = Date.now();
    const verify = accessVerifier(SECRET, () => clock);
    const token = sign({ sub: 'u-1', role: 'user', sid: 's-1', iat: nowS(), exp: nowS() + 60 });
    const first = verify(token);
    expect(first).toMatchObject({ sub: 'u-1', role: 'user', sid: 's-1' });
    expect(verify(token)).toBe(first);
    clock += 61_000;
    jest.useFakeTimers({ now: clock, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      expect(() => verify(token)).toThrow();
    } finally {
      jest.useRealTimers();
    }
  });

  test('a token with a forged signature or another key is refused even when its payload is known', () => {
    const verify = accessVerifier(SECRET);
    const payload = { sub: 'u-1', role: 'user', sid: 's-1', iat: nowS(), exp: nowS() + 60 };
    const good = sign(payload);
    verify(good);
    const [h, p] = good.split('.');
    expect(() => verify(`${h}.${p}.${'A'.repeat(43)}`)).toThrow();
    expect(() => verify(sign(payload, 'another-secret-another-secret-another-0'))).toThrow();
    expect(() => verify(sign({ ...payload, role: 'admin' }).replace(/\.[^.]+$/, `.${good.split('.')[2]}`))).toThrow();
  });

  test('a token without exp is refused by nothing here but is never remembered', () => {
    const verify = accessVerifier(SECRET);
    const token = sign({ sub: 'u-1', role: 'user', sid: 's-1' });
    const a = verify(token);
    expect(verify(token)).not.toBe(a);
    expect(verify(token)).toEqual(a);
  });
});

describe('the per-request services', () => {
  test("each request's calls carry its own request id; the clients are made once per request; the shared services are reachable", async () => {
    const calls: Array<{ service: string; id: unknown }> = [];
    const client = (service: string) => ({
      async Call(_req: unknown, opts: { metadata?: { get(k: string): unknown[] } } = {}) {
        calls.push({ service, id: opts.metadata?.get('x-request-id')[0] });
        return {};
      },
    });
    const base = { identity: client('identity'), imaging: client('imaging'), billing: client('billing'), admin: client('admin'), extra: 42 } as unknown as ServiceClients & { extra: number };
    const req = (id: string) => ({ id, cookies: {}, headers: {}, ip: '127.0.0.1' }) as unknown as FastifyRequest;
    const one = forRequest(base, req('req-1'));
    const two = forRequest(base, req('req-2'));
    expect(one.extra).toBe(42);
    expect(one.identity).toBe(one.identity);
    expect(one.identity).not.toBe(two.identity);
    await (one.identity as unknown as ReturnType<typeof client>).Call({});
    await (two.billing as unknown as ReturnType<typeof client>).Call({});
    await (one.admin as unknown as ReturnType<typeof client>).Call({});
    expect(calls).toEqual([
      { service: 'identity', id: 'req-1' },
      { service: 'billing', id: 'req-2' },
      { service: 'admin', id: 'req-1' },
    ]);
  });
});

describe("issue 12's header decisions (docs/api.md: Rate limits, CORS)", () => {
  const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
  const CORS_HEADERS = ['vary', 'access-control-allow-origin', 'access-control-allow-credentials'];
  /** An answer without what may differ between two calls (the request id, the CSRF token, the date). */
  const stable = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    const { 'x-request-id': id, 'set-cookie': cookie, date, ...headers } = res.headers;
    expect(id).toBeTruthy();
    return { status: res.statusCode, headers, body: res.body.replace(/"[\w-]{43}"/g, '"<token>"') };
  };

  test('under the budget no x-ratelimit-* header; over it 429 with Retry-After and the x-ratelimit-* headers', async () => {
    const { app } = await testGateway({ settings: { rateLimitMax: 3 } });
    try {
      const statuses: number[] = [];
      let res;
      for (let i = 0; i < 5; i++) {
        res = await app.inject({ method: 'GET', url: '/api/nope' });
        statuses.push(res.statusCode);
        if (res.statusCode !== 429) for (const h of RATE_HEADERS) expect(res.headers[h]).toBeUndefined();
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
      expect(res!.headers['x-ratelimit-limit']).toBe('3');
      expect(res!.headers['x-ratelimit-remaining']).toBe('0');
      expect(Number(res!.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  test('the /api routes counted synchronously under the budget share it with the plugin: the request over it is refused with its headers', async () => {
    const { app } = await testGateway({ settings: { rateLimitMax: 3 } });
    try {
      const credits = () => app.inject({ method: 'GET', url: '/api/users/get_credits' }); // counted by the synchronous hook
      const unknown = () => app.inject({ method: 'GET', url: '/api/nope' }); // counted by the plugin (the not-found handler's limit)
      const statuses = [(await credits()).statusCode, (await unknown()).statusCode, (await credits()).statusCode];
      expect(statuses).toEqual([401, 404, 401]); // exactly the budget: three requests
      const over = await credits();
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ status: 'error', msg: GATEWAY_MSG.tooManyRequests });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers['x-ratelimit-limit']).toBe('3');
      expect(over.headers['x-ratelimit-remaining']).toBe('0');
      expect((await unknown()).statusCode).toBe(429);
      expect((await credits()).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  test('each client address has its own budget; an IPv6 client is limited too (by the plugin, which keys it by its subnet)', async () => {
    const { app } = await testGateway({ settings: { rateLimitMax: 2 } });
    try {
      const from = (remoteAddress: string) => async () => (await app.inject({ method: 'GET', url: '/api/users/get_credits', remoteAddress })).statusCode;
      const runs = async (call: () => Promise<number>) => [await call(), await call(), await call()];
      expect(await runs(from('10.0.0.1'))).toEqual([401, 401, 429]);
      expect(await runs(from('10.0.0.2'))).toEqual([401, 401, 429]);
      expect(await runs(from('2001:db8::1'))).toEqual([401, 401, 429]);
      expect(await from('2001:db8::2')()).toBe(429); // the same /64 as 2001:db8::1: the plugin's key
      // An IPv4 client seen as a mapped IPv6 address (a server listening on ::) goes to the plugin,
      // which keys it as the IPv4 address: one budget whichever path counted it.
      expect([await from('10.0.0.3')(), await from('10.0.0.3')(), await from('::ffff:10.0.0.3')()]).toEqual([401, 401, 429]);
    } finally {
      await app.close();
    }
  });

  test('the auth budget, counted synchronously under it, is one for all /api/auth routes and apart from the global one', async () => {
    const { app } = await testGateway({ settings: { rateLimitAuthMax: 2, rateLimitMax: 10 } });
    try {
      const csrf = () => app.inject({ method: 'GET', url: '/api/auth/csrf' }); // the auth group, counted by the synchronous hook
      const providers = () => app.inject({ method: 'GET', url: '/api/auth/providers' }); // the same group
      expect([(await csrf()).statusCode, (await providers()).statusCode]).toEqual([200, 200]);
      const over = await csrf();
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers['x-ratelimit-limit']).toBe('2');
      expect((await providers()).statusCode).toBe(429);
      expect((await app.inject({ method: 'GET', url: '/api/users/get_credits' })).statusCode).toBe(401); // the global budget is not spent
      expect((await app.inject({ method: 'GET', url: '/api/auth/csrf', remoteAddress: '10.0.0.9' })).statusCode).toBe(200); // another client
    } finally {
      await app.close();
    }
  });

  test('the auth budget too: no informational headers before its 429', async () => {
    const { app } = await testGateway({ settings: { rateLimitAuthMax: 1 } });
    try {
      const call = () => app.inject({ method: 'POST', url: '/api/auth/login', headers: { [CSRF_HEADER]: 't' }, cookies: { [CSRF_COOKIE]: 't' }, payload: {} });
      const first = await call();
      expect(first.statusCode).toBe(400);
      for (const h of RATE_HEADERS) expect(first.headers[h]).toBeUndefined();
      const over = await call();
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  test('an /api request without Origin gets the same answer as with our Origin, less the CORS headers, which mean nothing there', async () => {
    for (const [method, url] of [['GET', '/api/auth/csrf'], ['GET', '/api/auth/providers'], ['GET', '/api/users/get_credits'], ['GET', '/api/nope']] as const) {
      const bare = await gw.app.inject({ method, url });
      const ours = await gw.app.inject({ method, url, headers: { origin: PUBLIC_URL } });
      for (const h of CORS_HEADERS) expect(bare.headers[h]).toBeUndefined();
      expect(ours.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
      expect(ours.headers['access-control-allow-credentials']).toBe('true');
      expect(ours.headers.vary).toBe('Origin');
      const { vary, 'access-control-allow-origin': acao, 'access-control-allow-credentials': acac, ...rest } = stable(ours).headers;
      expect(stable(bare)).toEqual({ ...stable(ours), headers: rest });
      // Nothing may keep it for another Origin: why Vary is not needed on it.
      expect(bare.headers['cache-control']).toBe('no-store');
    }
  });

  test('an /api request from the origin it was sent to (a same-origin POST carries Origin) gets the answer without Origin, CORS headers and all', async () => {
    const host = 'atelier.test';
    for (const [method, url] of [['GET', '/api/auth/csrf'], ['POST', '/api/auth/logout'], ['GET', '/api/nope']] as const) {
      const bare = await gw.app.inject({ method, url, headers: { host } });
      const same = await gw.app.inject({ method, url, headers: { host, origin: `http://${host}` } });
      for (const h of CORS_HEADERS) expect([url, h, same.headers[h]]).toEqual([url, h, undefined]);
      expect(stable(same)).toEqual(stable(bare));
    }
    // Another scheme is another origin (an http page calling an https API): the plugin decides, as
    // for any Origin it does not allow.
    const other = await gw.app.inject({ method: 'GET', url: '/api/auth/csrf', headers: { host, origin: `https://${host}` } });
    expect(other.headers.vary).toBe('Origin');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('CORS is unchanged where an Origin is sent, for preflights, and outside /api', async () => {
    const foreign = await gw.app.inject({ method: 'GET', url: '/api/auth/csrf', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers.vary).toBe('Origin');
    // A preflight without Origin is still the plugin's strict refusal.
    const preflight = await gw.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(400);
    expect(preflight.body).toBe('Invalid Preflight Request');
    const ok = await gw.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: PUBLIC_URL, 'access-control-request-method': 'POST' } });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
    // Outside /api answers may be cached: Vary: Origin stays on every one, Origin or not.
    const page = await gw.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.headers.vary).toBe('Origin');
    expect(page.headers['access-control-allow-credentials']).toBe('true');
  });
});
