// Issue 11 "Headers": helmet's Content-Security-Policy and the other browser security headers on
// every answer — the shell's HTML (its inline theme script allowed by hash, re-read after a
// rebuild), the API, media, static remotes and the framework's own errors (router refusals and the
// HTTP parser's, which run no hooks) — the policy's sources per configuration (remotes on other
// origins, Razorpay's Checkout or the sandbox, CSP_SOURCES, https), no-store on every authenticated
// answer, and the CSP report endpoint (logged at warn, body- and rate-limited).
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { GATEWAY_MSG } from '@atelier/contracts';
import type { ObjectStore } from '@atelier/platform';
import { buildGateway } from '../src/app';
import { gatewaySettings } from '../src/config/settings';
import { API_CSP, CSP_REPORT_PATH } from '../src/plugins/edge-headers';
import { CSP_REPORT_BODY_LIMIT, CSP_REPORT_MAX } from '../src/web/csp-report.routes';
import { fakeIdentity } from './support/fake-identity';
import { testGateway, testSettings } from './support/gateway';
import { waitFor } from '@atelier/testkit';

const THEME_SCRIPT = '!function(){document.documentElement.classList.add("dark")}();';
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

let root: string;
let app: FastifyInstance;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gw-headers-'));
});
afterEach(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

function web(remotesJson?: unknown) {
  const shellDir = join(root, 'shell');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(join(shellDir, 'index.html'), `<!doctype html><head><script>${THEME_SCRIPT}</script><script defer src=/main.js></script></head>`);
  const auth = join(root, 'mfe-auth');
  mkdirSync(auth, { recursive: true });
  writeFileSync(join(auth, 'remoteEntry.js'), 'var x;');
  let remotesJsonPath: string | undefined;
  if (remotesJson) {
    remotesJsonPath = join(root, 'remotes.json');
    writeFileSync(remotesJsonPath, JSON.stringify(remotesJson));
  }
  return { shellDir, remoteDirs: { 'mfe-auth': auth }, remotesJsonPath };
}

/** The CSP as directive → sources. */
function csp(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every `/api` answer carries, whatever produced it: the set for data, not pages. */
function expectApiHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toBe(API_CSP);
  expect(csp(headers['content-security-policy'] as string)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
  });
  expect(headers['x-request-id']).toBeTruthy();
  // The page-only headers govern documents; an API answer is not one.
  for (const name of ['permissions-policy', 'cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection']) expect(headers[name]).toBeUndefined();
}

/** What every answer outside `/api` carries, whatever produced it. */
function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const policy = csp(headers['content-security-policy'] as string);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(policy['report-uri']).toEqual([CSP_REPORT_PATH]);
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  });
  expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/microphone=\(\)/);
  expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/);
  expect(headers['permissions-policy']).toMatch(/payment=\(self "https:\/\/checkout\.razorpay\.com" "https:\/\/api\.razorpay\.com"\)/);
}

describe('the shell HTML', () => {
  test('a CSP with scripts and fetches listed, the inline theme script by its hash, and the other headers', async () => {
    ({ app } = await testGateway({ web: web() }));
    for (const url of ['/', '/dashboard/image-generate']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expectSecurityHeaders(res.headers);
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'", 'http://localhost:8080', sha(THEME_SCRIPT)]);
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['script-src']).not.toContain("'unsafe-eval'");
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:8080']);
      expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(policy['frame-src']).toEqual(["'self'"]);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  test('a rebuilt shell whose inline script changed is allowed by its new hash without a restart', async () => {
    const opts = web();
    ({ app } = await testGateway({ web: opts }));
    const other = 'document.title="x";';
    const index = join(opts.shellDir, 'index.html');
    writeFileSync(index, `<!doctype html><script>${other}</script>`);
    utimesSync(index, new Date(), new Date(Date.now() + 5_000)); // a new mtime even on a coarse clock
    const policy = csp((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy['script-src']).toContain(sha(other));
    expect(policy['script-src']).not.toContain(sha(THEME_SCRIPT));
  });

  test('a shell rebuilt while answers are being served is allowed within a second or so (index.html is looked at once a second)', async () => {
    const opts = web();
    ({ app } = await testGateway({ web: opts }));
    expect(csp((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])['script-src']).toContain(sha(THEME_SCRIPT));
    const other = 'document.title="y";';
    const index = join(opts.shellDir, 'index.html');
    writeFileSync(index, `<!doctype html><script>${other}</script>`);
    utimesSync(index, new Date(), new Date(Date.now() + 5_000));
    await waitFor(async () => csp((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])['script-src'], (src) => !!src?.includes(sha(other)), 5_000);
  });

  test('HSTS only when PUBLIC_URL is https (and insecure requests upgraded there)', async () => {
    ({ app } = await testGateway({ web: web(), settings: { publicUrl: 'https://atelier.example' } }));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });

  test('remotes on other origins (REMOTES_JSON) and CSP_SOURCES are listed; their files are readable cross-origin', async () => {
    const remotes = { remotes: [{ name: 'mfe_auth', entry: 'https://auth.cdn.example/mf-manifest.json' }, { name: 'mfe_studio', entry: '/remotes/mfe-studio/mf-manifest.json' }] };
    const settings = gatewaySettings({ publicUrl: 'http://localhost:8080', jwtSecret: 'x'.repeat(40), razorpay: { checkoutScriptUrl: 'http://localhost:8080/razorpay-sandbox/checkout.js' } } as never, {
      CSP_SOURCES: 'https://fonts.example.com, https://static.example.com/',
    });
    expect(settings.cspSources).toEqual(['https://fonts.example.com', 'https://static.example.com']);
    ({ app } = await testGateway({ web: web(remotes), settings }));
    const policy = csp((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    for (const d of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
      expect(policy[d]).toEqual(expect.arrayContaining(['https://auth.cdn.example', 'https://fonts.example.com', 'https://static.example.com']));
    }
    const remote = await app.inject({ method: 'GET', url: '/remotes/mfe-auth/remoteEntry.js' });
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(remote.headers['access-control-allow-origin']).toBe('*');
    expectSecurityHeaders(remote.headers);
  });

  test('CSP_SOURCES refuses anything but http(s) origins', () => {
    for (const bad of ["'unsafe-inline'", '*', 'https://cdn.example.com/path', 'ftp://x.example', 'cdn.example.com']) {
      expect(() => gatewaySettings({ publicUrl: 'http://localhost:8080', razorpay: {} } as never, { CSP_SOURCES: bad })).toThrow(/CSP_SOURCES must list http\(s\) origins/);
    }
  });
});

describe("Razorpay's Checkout", () => {
  test("live keys: Razorpay's script, its frame, telemetry and images are allowed, and nothing of theirs otherwise", async () => {
    ({ app } = await testGateway({ settings: { checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' } }));
    const policy = csp((await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(policy['script-src']).toContain('https://checkout.razorpay.com');
    expect(policy['frame-src']).toEqual(["'self'", 'http://localhost:8080', 'https://checkout.razorpay.com', 'https://api.razorpay.com']);
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://api.razorpay.com', 'https://lumberjack.razorpay.com']));
    expect(policy['img-src']).toContain('https://cdn.razorpay.com');
  });

  test('test mode: the sandbox checkout (script and its pay call) on its own origin, no Razorpay host', async () => {
    ({ app } = await testGateway({ settings: { checkoutScriptUrl: 'http://127.0.0.1:9999/razorpay-sandbox/checkout.js' } }));
    const policy = csp((await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(policy['script-src']).toContain('http://127.0.0.1:9999');
    expect(policy['connect-src']).toContain('http://127.0.0.1:9999');
    expect(JSON.stringify(policy)).not.toContain('razorpay.com');
  });
});

describe('API, media and framework errors', () => {
  test('API answers: the headers and no-store', async () => {
    ({ app } = await testGateway());
    const res = await app.inject({ method: 'GET', url: '/api/auth/csrf' });
    expectApiHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('API answers on https add HSTS, like pages', async () => {
    ({ app } = await testGateway({ settings: { publicUrl: 'https://atelier.example' } }));
    const res = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expectApiHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('media: a private file is no-store, a public one keeps its long cache; both keep their own sandboxing CSP', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const objects = { get: async () => ({ body: png, contentType: 'image/png' }) } as unknown as ObjectStore;
    ({ app } = await testGateway({ objects }));
    const cookie = `atelier_at=${app.jwt.sign({ sub: 'u-1', role: 'user', sid: 's-1' })}`;
    const priv = await app.inject({ method: 'GET', url: '/media/images/private/u-1/j-1/0.png', headers: { cookie } });
    expect(priv.statusCode).toBe(200);
    expect(priv.headers['cache-control']).toBe('private, no-store');
    expect(priv.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(priv.headers['x-content-type-options']).toBe('nosniff');
    const pub = await app.inject({ method: 'GET', url: '/media/images/public/j-1/0.png', headers: { cookie } });
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test("Swagger UI's page keeps its own CSP (its plugin's), not framable, no upgrade on plain http", async () => {
    ({ app } = await testGateway());
    const res = await app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('any answer outside /api to a request with credentials and no cache rule of its own is no-store', async () => {
    ({ app } = await testGateway());
    const cookie = `atelier_at=${app.jwt.sign({ sub: 'u-1', role: 'user', sid: 's-1' })}`;
    expect((await app.inject({ method: 'GET', url: '/healthz', headers: { cookie } })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/healthz', headers: { authorization: 'Basic eDp5' } })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/healthz', headers: { cookie: 'theme=dark' } })).headers['cache-control']).toBeUndefined();
  });

  test("the router's own refusals (bad URL encoding, unknown route, undeclared method) carry every header (the API's set on /api)", async () => {
    ({ app } = await testGateway());
    const bad = await app.inject({ method: 'GET', url: '/api/users/model_sizes/%%%' });
    expect(bad.statusCode).toBe(400);
    expectApiHeaders(bad.headers);
    expect(bad.headers['cache-control']).toBe('no-store');
    expect(bad.headers['x-request-id']).toBeTruthy();
    const long = await app.inject({ method: 'GET', url: `/api/users/model_sizes/${'m'.repeat(200)}` });
    expect(long.statusCode).toBe(400);
    expectApiHeaders(long.headers);
    const missing = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expectApiHeaders(missing.headers);
    const method = await app.inject({ method: 'PATCH', url: '/healthz' });
    expect(method.statusCode).toBe(405);
    expectSecurityHeaders(method.headers);
  });

  test('refusals of hooks and guards (bad text, CSRF, rate limit) carry the API\'s headers', async () => {
    ({ app } = await testGateway({ settings: { rateLimitMax: 2 } }));
    const nul = await app.inject({ method: 'GET', url: '/api/admin/models?name=a%00b' });
    expect(nul.statusCode).toBe(400);
    expectApiHeaders(nul.headers);
    const csrf = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(csrf.statusCode).toBe(403);
    expectApiHeaders(csrf.headers);
    let limited = await app.inject({ method: 'GET', url: '/api/nope' });
    for (let i = 0; i < 3 && limited.statusCode !== 429; i++) limited = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(limited.statusCode).toBe(429);
    expectApiHeaders(limited.headers);
  });

  test('static files, a 304, HEAD, a 405 from the API and a handler failure carry every header and the request id', async () => {
    // Issue 12 moved these headers into one synchronous onRequest hook (and the request id out of
    // onSend): every kind of answer must still carry them.
    const identity = fakeIdentity();
    (identity as unknown as Record<string, unknown>).GetSignInProviders = async () => {
      throw new Error('identity fell over');
    };
    ({ app } = await testGateway({ web: web(), identity }));
    const file = await app.inject({ method: 'GET', url: '/remotes/mfe-auth/remoteEntry.js', headers: { 'x-request-id': 'req-static' } });
    expect(file.statusCode).toBe(200);
    expectSecurityHeaders(file.headers);
    expect(file.headers['x-request-id']).toBe('req-static');
    const etag = String(file.headers.etag);
    expect(etag).toBeTruthy();
    const notModified = await app.inject({ method: 'GET', url: '/remotes/mfe-auth/remoteEntry.js', headers: { 'if-none-match': etag, 'x-request-id': 'req-304' } });
    expect(notModified.statusCode).toBe(304);
    expectSecurityHeaders(notModified.headers);
    expect(notModified.headers['x-request-id']).toBe('req-304');
    const head = await app.inject({ method: 'HEAD', url: '/api/auth/csrf' });
    expect(head.statusCode).toBe(200);
    expectApiHeaders(head.headers);
    expect(head.headers['cache-control']).toBe('no-store');
    const method = await app.inject({ method: 'PUT', url: '/api/auth/csrf' });
    expect(method.statusCode).toBe(405);
    expectApiHeaders(method.headers);
    expect(method.headers['x-request-id']).toBeTruthy();
    const failed = await app.inject({ method: 'GET', url: '/api/auth/providers', headers: { 'x-request-id': 'req-500' } });
    expect(failed.statusCode).toBe(500);
    expectApiHeaders(failed.headers);
    expect(failed.headers['x-request-id']).toBe('req-500');
    expect(failed.headers['cache-control']).toBe('no-store');
  });

  test("the HTTP parser's refusals on a real socket carry the headers too", async () => {
    ({ app } = await testGateway());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
    await once(socket, 'close');
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    const head = text.slice(0, text.indexOf('\r\n\r\n'));
    const headers = Object.fromEntries(head.split('\r\n').slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    expect(csp(headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'cache-control': 'no-store' });
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ status: 'error', msg: GATEWAY_MSG.headersTooLarge });
  });
});

describe('the CSP report endpoint', () => {
  const REPORT = {
    'csp-report': {
      'document-uri': 'http://localhost:8080/dashboard',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/x.js',
      'source-file': 'http://localhost:8080/main.js',
      'line-number': 3,
    },
  };

  async function logged(): Promise<{ app: FastifyInstance; lines: Array<Record<string, any>> }> {
    const lines: Array<Record<string, any>> = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(JSON.parse(String(chunk)));
        cb();
      },
    });
    const built = await buildGateway({ identity: fakeIdentity(), settings: testSettings() }, pino({ level: 'warn' }, sink));
    return { app: built, lines };
  }

  test('a report-uri report (application/csp-report) and a Reporting API batch are logged at warn; 204', async () => {
    let lines: Array<Record<string, any>>;
    ({ app, lines } = await logged());
    const one = await app.inject({ method: 'POST', url: CSP_REPORT_PATH, payload: JSON.stringify(REPORT), headers: { 'content-type': 'application/csp-report' } });
    expect(one.statusCode).toBe(204);
    const batch = [{ type: 'csp-violation', body: { documentURL: 'http://localhost:8080/', effectiveDirective: 'connect-src', blockedURL: 'https://x.example/', disposition: 'enforce' } }];
    const two = await app.inject({ method: 'POST', url: CSP_REPORT_PATH, payload: JSON.stringify(batch), headers: { 'content-type': 'application/reports+json' } });
    expect(two.statusCode).toBe(204);
    const reports = lines.filter((l) => l.msg === 'content security policy violation');
    expect(reports.map((l) => [l.level, l.csp])).toEqual([
      [40, { document: 'http://localhost:8080/dashboard', directive: 'script-src-elem', blocked: 'https://evil.example/x.js', source: 'http://localhost:8080/main.js', line: '3' }],
      [40, { document: 'http://localhost:8080/', directive: 'connect-src', blocked: 'https://x.example/', disposition: 'enforce' }],
    ]);
  });

  test('long fields are cut, bad JSON is a 400, a large body a 413, a flood a 429 — never a 5xx', async () => {
    let lines: Array<Record<string, any>>;
    ({ app, lines } = await logged());
    const send = (payload: string) => app.inject({ method: 'POST', url: CSP_REPORT_PATH, payload, headers: { 'content-type': 'application/csp-report' } });
    await send(JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(5000) } }));
    expect(lines.find((l) => l.csp)!.csp.blocked).toHaveLength(300);
    expect((await send('{"csp-report":')).statusCode).toBe(400);
    const big = await send(JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(CSP_REPORT_BODY_LIMIT) } }));
    expect([big.statusCode, big.json()]).toEqual([413, { status: 'error', msg: GATEWAY_MSG.bodyTooLarge }]);
    const statuses: number[] = [];
    for (let i = 0; i < CSP_REPORT_MAX + 2; i++) statuses.push((await send(JSON.stringify(REPORT))).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 204 || s === 429)).toBe(true);
  });
});
