// Issue 11 at the edge: text the services cannot store (NUL, lone surrogates, bytes that are not
// UTF-8) is refused for every route before anything is called; 10,000-deep settings are a 4xx, not
// a stack overflow; every framework refusal (bad URL, URL too long, unknown route, undeclared method,
// body too large, media type, bad JSON, HTTP parser errors) answers {status:"error", msg}; and API
// answers are never cached (Cache-Control: no-store).
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, GATEWAY_MSG, IMAGING_MSG } from '@atelier/contracts';
import type { ImagingClient } from '../src/clients/service-clients';
import { clientErrorHandler } from '../src/plugins/errors';
import { holdsBadText } from '../src/plugins/input-guard';
import { Browser, PUBLIC_URL, testGateway } from './support/gateway';
import type { FakeIdentity } from './support/fake-identity';

let app: FastifyInstance;
let identity: FakeIdentity;
let imagingCalls: string[];

/** Imaging that records every call and answers none: these tests must never get that far. */
function recordingImaging(): ImagingClient {
  return new Proxy({} as ImagingClient, {
    get: (_t, method: string) => async () => {
      imagingCalls.push(method);
      throw new Error(`imaging.${method} should not be called`);
    },
  });
}

beforeEach(async () => {
  imagingCalls = [];
  ({ app, identity } = await testGateway({ imaging: recordingImaging() }));
});
afterEach(() => app.close());

function as(role: 'user' | 'admin'): Browser {
  const b = new Browser(app);
  b.cookies.set('atelier_at', app.jwt.sign({ sub: role === 'admin' ? 'a-1' : 'u-1', role, sid: 's-1' }));
  return b;
}

/** A raw JSON POST with a valid CSRF pair and a user session, so only the bytes decide. */
function rawPost(url: string, payload: string | Buffer, role: 'user' | 'admin' = 'user') {
  return app.inject({
    method: 'POST',
    url,
    payload,
    cookies: { [CSRF_COOKIE]: 'tok', atelier_at: app.jwt.sign({ sub: role === 'admin' ? 'a-1' : 'u-1', role, sid: 's-1' }) },
    headers: { [CSRF_HEADER]: 'tok', origin: PUBLIC_URL, 'content-type': 'application/json' },
  });
}

const generate = (prompt: string) => ({ prompt, model_id: 'm-1', image_size: '1024x1024', negative_prompt: '' });
const profile = (profile_name: string) => ({ name: 'Ann', email: 'ann@example.com', profile_name });
const instance = (settings: unknown) => ({ name: 'i', controller_name: 'cpu', priority: 1, api_token: 't', settings, model_id: 'm-1' });
/** `depth` arrays inside each other as JSON text (JSON.stringify itself overflows on 10,000 levels). */
const nestedText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('NUL, lone surrogates and bytes that are not UTF-8 are refused before anything is called', () => {
  test.each([
    ['a NUL in a prompt', () => as('user').call('POST', '/api/text_to_image/v2/image_generate', generate('a cat\u0000'))],
    ['a NUL in a profile name', () => as('user').call('POST', '/api/users/update_profile', profile('ann\u0000'))],
    ['a NUL in an object key', () => rawPost('/api/users/update_profile', '{"name":"Ann","email":"ann@example.com","profile_name":"ann","x\\u0000":1}')],
    ['a lone surrogate in a prompt', () => rawPost('/api/text_to_image/v2/image_generate', JSON.stringify(generate('x')).replace('"x"', '"\\ud800x"'))],
    ['a lone low surrogate in a profile name', () => rawPost('/api/users/update_profile', JSON.stringify(profile('x')).replace('"x"', '"x\\udc00"'))],
    ['bytes that are not UTF-8', () => rawPost('/api/users/update_profile', Buffer.concat([Buffer.from('{"name":"Ann","email":"ann@example.com","profile_name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]))],
    ['a NUL in a query parameter', () => as('admin').call('GET', '/api/admin/models?name=a%00b')],
    ['a NUL in a path parameter', () => as('user').call('GET', '/api/users/model_sizes/m%00')],
    ['a NUL deep inside settings', () => as('admin').call('POST', '/api/admin/model_instance', instance({ a: { b: ['\u0000'] } }))],
  ])('%s → 400', async (_label, send) => {
    const before = identity.calls.length;
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', msg: GATEWAY_MSG.badText });
    expect(identity.calls.length).toBe(before);
    expect(imagingCalls).toEqual([]);
  });

  test('a query whose percent-encoding does not decode (or is not UTF-8) → 400', async () => {
    for (const url of ['/api/admin/models?name=%%%', '/api/admin/models?name=%ff']) {
      const res = await as('admin').call('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', msg: GATEWAY_MSG.badUrl });
    }
    expect(imagingCalls).toEqual([]);
  });

  test('good text passes: accents, emoji (a surrogate pair), CJK', async () => {
    const res = await as('user').call('POST', '/api/users/update_profile', profile('Zoë 🎨 画家'));
    expect(res.statusCode).toBe(200);
  });

  test('holdsBadText walks keys and values at any depth, iteratively (100,000 deep)', () => {
    expect(holdsBadText({ a: ['ok', { b: 'fine 🎨' }] })).toBe(false);
    expect(holdsBadText({ a: ['ok', { b: 'nul\u0000' }] })).toBe(true);
    expect(holdsBadText({ 'k\uDFFF': 1 })).toBe(true);
    expect(holdsBadText('\uD83C\uDFA8')).toBe(false);
    expect(holdsBadText(Buffer.from([0, 0xff]))).toBe(false); // the webhook's raw bytes are not text
    expect(holdsBadText(JSON.parse(nestedText(100_000)))).toBe(false);
    expect(holdsBadText(JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`))).toBe(true);
    expect(holdsBadText(new Array(500_000).fill('x'))).toBe(false);
  });
});

describe('10,000-deep JSON is a 4xx, never a 5xx', () => {
  test('instance settings 10,000 deep, as an object and as JSON text, on create and update', async () => {
    const deep = nestedText(10_000);
    for (const [url, settings] of [
      ['/api/admin/model_instance', deep],
      ['/api/admin/model_instance', JSON.stringify(deep)],
      ['/api/admin/model_instance/i-1', deep],
      ['/api/admin/model_instance/i-1', JSON.stringify(deep)],
    ] as const) {
      const method = url.endsWith('/i-1') ? 'PUT' : 'POST';
      const body = `{"name":"i","controller_name":"cpu","priority":1,"api_token":"t","model_id":"m-1",${method === 'PUT' ? '"status":"active",' : ''}"settings":${settings}}`;
      const res = await app.inject({
        method,
        url,
        payload: body,
        cookies: { [CSRF_COOKIE]: 'tok', atelier_at: app.jwt.sign({ sub: 'a-1', role: 'admin', sid: 's-1' }) },
        headers: { [CSRF_HEADER]: 'tok', origin: PUBLIC_URL, 'content-type': 'application/json' },
      });
      expect({ url, method, status: res.statusCode, body: res.json() }).toEqual({ url, method, status: 400, body: { status: 'error', msg: IMAGING_MSG.settingsTooDeep } });
    }
    expect(imagingCalls).toEqual([]);
  });

  test('a 10,000-deep value anywhere else in a body', async () => {
    const res = await rawPost('/api/users/update_profile', `{"name":"Ann","email":"ann@example.com","profile_name":${nestedText(10_000)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
    const extra = await rawPost('/api/auth/login', `{"email":"ann@example.com","password":"long-enough","x":${nestedText(10_000)}}`);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().status).toBe('error');
  });
});

describe("the framework's own refusals answer {status:\"error\", msg}", () => {
  test('a URL that does not decode (/api/users/model_sizes/%%%) → 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/model_sizes/%%%' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', msg: GATEWAY_MSG.badUrl });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-request-id']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('a path parameter over the router limit → 400, like one just over its documented maxLength', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/users/model_sizes/${'m'.repeat(200)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', msg: GATEWAY_MSG.paramTooLong });
    const justOver = await as('user').call('GET', `/api/users/model_sizes/${'m'.repeat(65)}`);
    expect(justOver.statusCode).toBe(400);
  });

  test('an unknown route → 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/no_such_thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: GATEWAY_MSG.notFound });
  });

  test.each([
    ['DELETE', '/api/auth/login', 'POST'],
    ['GET', '/api/users/update_profile', 'POST'],
    ['PATCH', '/api/admin/model_instance/i-1', 'DELETE, PUT'],
    ['GET', '/api/users/get_me', 'POST'],
    ['POST', '/api/users/model_sizes/m-1', 'GET, HEAD'],
    ['PUT', '/healthz', 'GET, HEAD'],
    // QUERY carries a body: without a Content-Type Fastify refused it (400) before the not-found handler ran.
    ['QUERY', '/api/users/get_credits', 'GET, HEAD'],
    ['QUERY', '/api/admin/dashboard', 'GET, HEAD'],
  ])('an undeclared method (%s %s) → 405 with Allow: %s', async (method, url, allow) => {
    const res = await app.inject({ method: method as 'GET', url, cookies: { [CSRF_COOKIE]: 't' }, headers: { [CSRF_HEADER]: 't', origin: PUBLIC_URL } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toEqual({ status: 'error', msg: GATEWAY_MSG.methodNotAllowed });
    expect(imagingCalls).toEqual([]);
  });

  test('body too large → 413, another media type → 415, bad JSON → 400', async () => {
    const big = await rawPost('/api/users/update_profile', JSON.stringify(profile('x'.repeat(2 * 1024 * 1024))));
    expect([big.statusCode, big.json()]).toEqual([413, { status: 'error', msg: GATEWAY_MSG.bodyTooLarge }]);
    const form = await app.inject({ method: 'POST', url: '/api/auth/login', payload: 'a=b', cookies: { [CSRF_COOKIE]: 't' }, headers: { [CSRF_HEADER]: 't', origin: PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' } });
    expect([form.statusCode, form.json()]).toEqual([415, { status: 'error', msg: GATEWAY_MSG.mediaType }]);
    const bad = await rawPost('/api/auth/login', '{"email":');
    expect([bad.statusCode, bad.json()]).toEqual([400, { status: 'error', msg: GATEWAY_MSG.badJson }]);
  });

  test('an empty object body (the parser\'s shortcut) is a fresh {} to the schema; near-misses take the full path', async () => {
    // get_me takes no body: `{}` passes, and each request gets its own object.
    for (let i = 0; i < 2; i++) expect((await rawPost('/api/users/get_me', '{}')).statusCode).toBe(200);
    // Not exactly `{}`: parsed as before — a key the schema refuses, whitespace, broken JSON.
    expect((await rawPost('/api/users/get_me', '{"a":1}')).statusCode).toBe(400);
    expect((await rawPost('/api/users/get_me', ' {} ')).statusCode).toBe(200);
    expect((await rawPost('/api/users/get_me', '{')).json()).toEqual({ status: 'error', msg: GATEWAY_MSG.badJson });
    expect((await rawPost('/api/users/get_me', Buffer.from([0x7b, 0xff]))).json()).toEqual({ status: 'error', msg: GATEWAY_MSG.badText });
  });

  test("the HTTP parser's refusals on a real socket: headers too large → 431, not HTTP → 400", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const raw = async (request: string): Promise<string> => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', () => undefined); // the server closes after answering
      socket.write(request);
      await once(socket, 'close');
      return Buffer.concat(chunks).toString('utf8');
    };
    const huge = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toEqual({ status: 'error', msg: GATEWAY_MSG.headersTooLarge });
    const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toEqual({ status: 'error', msg: GATEWAY_MSG.badRequest });
  });

  test('clientErrorHandler stays quiet on a reset or destroyed socket', () => {
    const writes: string[] = [];
    const socket = { destroyed: false, writable: true, write: (s: string) => writes.push(s), destroy: () => undefined } as never;
    clientErrorHandler(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), socket);
    expect(writes).toEqual([]);
    clientErrorHandler(Object.assign(new Error('slow'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
    expect(writes[0]).toMatch(/^HTTP\/1\.1 408 [\s\S]*"msg":"The request took too long to arrive"/);
  });
});

describe('Cache-Control: no-store on API answers (ASVS 8.2.1)', () => {
  test('signed-in answers, a guarded route refusing, public API answers and API errors', async () => {
    const me = await as('user').call('GET', '/api/users/login_history');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const anonymous = await app.inject({ method: 'GET', url: '/api/users/login_history' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const wrongRole = await as('admin').call('GET', '/api/users/login_history');
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.headers['cache-control']).toBe('no-store');
    const csrf = await app.inject({ method: 'GET', url: '/api/auth/csrf' });
    expect(csrf.headers['cache-control']).toBe('no-store');
    const login = await new Browser(app).login();
    expect(login.headers['cache-control']).toBe('no-store');
    const missing = await as('user').call('GET', '/api/nope');
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  test('answers outside /api keep their own rules', async () => {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
