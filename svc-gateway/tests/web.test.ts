// Embedded web serving (shell with SPA fallback, remotes with CORS and cache rules, /remotes.json,
// the build's precompressed copies), the not-built page, and the dev mailbox.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DevMailbox } from '@atelier/platform';
import { ACCESS_COOKIE, GATEWAY_MSG } from '@atelier/contracts';
import { testGateway } from './support/gateway';
import { cacheControlFor } from '../src/web/web.routes';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gw-web-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};`;
const AUTH_SCREENS = [{ id: 'login', path: 'login', areas: ['public'] }];

function built(): { shellDir: string; remoteDirs: Record<string, string> } {
  const shellDir = join(root, 'shell');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(shellDir, 'main.3f9a2c1b7d.js'), 'console.log(1)');
  // As the web build writes them: a text asset of 1 KiB or more gets .br and .gz copies.
  writeFileSync(join(shellDir, 'big.0123abcd.js'), BIG_JS);
  writeFileSync(join(shellDir, 'big.0123abcd.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(join(shellDir, 'big.0123abcd.js.gz'), gzipSync(BIG_JS));
  const auth = join(root, 'mfe-auth');
  mkdirSync(auth, { recursive: true });
  writeFileSync(join(auth, 'mf-manifest.json'), '{"id":"mfe_auth"}');
  writeFileSync(join(auth, '123.abcdef0123.js'), 'x');
  writeFileSync(join(auth, 'screens.json'), JSON.stringify({ screens: AUTH_SCREENS }));
  return { shellDir, remoteDirs: { 'mfe-auth': auth, 'mfe-admin': join(root, 'missing') } };
}

describe('with built frontends', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await testGateway({ web: built() }));
  });
  afterEach(() => app.close());

  test("a POST-only API path asked with GET is 405 with Allow, though the static files' GET /* saw it first", async () => {
    for (const [url, allow] of [['/api/users/get_me', 'POST'], ['/api/admin/create_plan', 'POST']] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect([url, res.statusCode, res.headers.allow]).toEqual([url, 405, allow]);
    }
  });

  test('/ and every app route serve index.html, not cached', async () => {
    for (const url of ['/', '/login', '/dashboard/account/login-history', '/admin/dashboard?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  test('hashed assets are cached for a year; a missing file is a 404, not the SPA', async () => {
    const js = await app.inject({ method: 'GET', url: '/main.3f9a2c1b7d.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', msg: 'Not found' });
  });

  test("the build's precompressed copies go to browsers that accept them, cached like the file, varying on Accept-Encoding", async () => {
    const url = '/big.0123abcd.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.statusCode, br.headers['content-encoding'], br.headers['content-type']]).toEqual([200, 'br', 'application/javascript; charset=utf-8']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    expect(br.rawPayload.length).toBeLessThan(BIG_JS.length / 3);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await app.inject({ method: 'GET', url });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, BIG_JS]);
  });

  test('remotes are served with CORS; the manifest is revalidated, chunks are immutable', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/remotes/mfe-auth/mf-manifest.json' });
    expect(manifest.json()).toEqual({ id: 'mfe_auth' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ method: 'GET', url: '/remotes/mfe-auth/123.abcdef0123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/remotes/mfe-admin/mf-manifest.json' })).statusCode).toBe(404);
  });

  test('/remotes.json lists the five remotes by manifest, with the screens of each built one inlined', async () => {
    const res = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      remotes: ['auth', 'studio', 'feeds', 'billing', 'admin'].map((n) => ({
        name: `mfe_${n}`,
        entry: `/remotes/mfe-${n}/mf-manifest.json`,
        ...(n === 'auth' ? { screens: AUTH_SCREENS } : {}),
      })),
    });
  });

  test('screens.json is read per request: a rebuilt remote shows its new screen without a restart', async () => {
    const auth = (body: { remotes: { name: string; screens?: unknown[] }[] }) => body.remotes.find((r) => r.name === 'mfe_auth');
    const more = [...AUTH_SCREENS, { id: 'register', path: 'register', areas: ['public'] }];
    writeFileSync(join(root, 'mfe-auth', 'screens.json'), JSON.stringify({ screens: more }));
    expect(auth((await app.inject({ method: 'GET', url: '/remotes.json' })).json())?.screens).toEqual(more);
    // An unreadable file leaves the entry without screens: the shell then asks the remote itself.
    writeFileSync(join(root, 'mfe-auth', 'screens.json'), '{not json');
    expect(auth((await app.inject({ method: 'GET', url: '/remotes.json' })).json())).toEqual({ name: 'mfe_auth', entry: '/remotes/mfe-auth/mf-manifest.json' });
    const served = await app.inject({ method: 'GET', url: '/remotes/mfe-auth/screens.json' });
    expect(served.headers['access-control-allow-origin']).toBe('*');
    expect(served.headers['cache-control']).toBe('no-cache');
  });

  test('API paths never fall back to the SPA', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/whatever' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: 'Not found' });
  });
});

test("the app's files are outside the per-IP budget (a page load fetches dozens); the API and paths with no file are not", async () => {
  const { app } = await testGateway({ web: built(), settings: { rateLimitMax: 5 } });
  try {
    const files = ['/main.3f9a2c1b7d.js', '/remotes/mfe-auth/123.abcdef0123.js', '/remotes/mfe-auth/mf-manifest.json'];
    for (let i = 0; i < 20; i++) {
      const res = await app.inject({ method: 'GET', url: files[i % files.length]! });
      expect([i, res.statusCode]).toEqual([i, 200]);
    }
    // Anything else takes from the budget — a name the build never gives, the SPA fallback, the
    // API: five answers, then 429.
    const urls = ['/.env', '/dashboard', '/api/nope', '/remotes/mfe-auth/nope.js', '/wp-admin/x.php', '/dashboard', '/.env'];
    const statuses: number[] = [];
    for (const url of urls) statuses.push((await app.inject({ method: 'GET', url })).statusCode);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect((await app.inject({ method: 'GET', url: '/.env' })).json()).toEqual({ status: 'error', msg: GATEWAY_MSG.tooManyRequests });
    // The files still come.
    expect((await app.inject({ method: 'GET', url: '/main.3f9a2c1b7d.js' })).statusCode).toBe(200);
  } finally {
    await app.close();
  }
});

test('REMOTES_JSON replaces /remotes.json, and a broken one stops the start', async () => {
  const file = join(root, 'remotes.json');
  const custom = {
    remotes: [
      { name: 'mfe_auth', entry: 'https://cdn.example/auth/mf-manifest.json' },
      { name: 'mfe_studio', entry: '/remotes/mfe-auth/mf-manifest.json' },
    ],
  };
  writeFileSync(file, JSON.stringify(custom));
  const { app } = await testGateway({ web: { ...built(), remotesJsonPath: file } });
  // Another host's remote keeps its entry as written; one this gateway serves gets its screens.
  expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({
    remotes: [custom.remotes[0], { ...custom.remotes[1], screens: AUTH_SCREENS }],
  });
  await app.close();

  writeFileSync(file, '{"remotes":[{"nom":"x"}]}');
  await expect(testGateway({ web: { ...built(), remotesJsonPath: file } })).rejects.toThrow(/REMOTES_JSON=.* is not a valid remotes file/);
});

test('without built frontends, / explains how to build them', async () => {
  const { app } = await testGateway({ web: { shellDir: join(root, 'none'), remoteDirs: {} } });
  for (const url of ['/', '/dashboard']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build:web');
  }
  await app.close();
});

test('cache rules', () => {
  expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
  expect(cacheControlFor('/x/index.html')).toBe('no-cache');
  expect(cacheControlFor('/x/logo.svg')).toBe('no-cache');
  expect(cacheControlFor('/x/vendors-node_modules_react.8a7b6c5d4e.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/x/vendors-node_modules_react.8a7b6c5d4e.js.br')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/x/remoteEntry.js.gz')).toBe('no-cache');
});

describe('dev mailbox', () => {
  const mails = [
    { id: '2', at: '2026-11-22T10:00:00.000Z', to: 'b@example.com', subject: 'Your Atelier code', text: 'Your code is 654321', html: '<b>654321</b>' },
    { id: '1', at: '2026-11-22T09:00:00.000Z', to: 'a@example.com', subject: 'Hello <script>', text: 'Code 123456', html: '' },
  ];
  const mailbox: DevMailbox = { list: async () => mails };

  test('the page lists mails newest first, codes visible, nothing executable', async () => {
    const { app } = await testGateway({ devMailbox: mailbox });
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body.indexOf('654321')).toBeLessThan(res.body.indexOf('123456'));
    expect(res.body).toContain('Hello &lt;script&gt;');
    expect(res.body).not.toContain('<b>654321</b>');
    const json = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(json.json()).toEqual({ mails });
    await app.close();
  });

  // Issue 11: with HOST=0.0.0.0 the mailbox would hand every reset code to anyone reaching the port.
  test('is served to a loopback peer (IPv4, IPv6, mapped) and to a signed-in admin from anywhere', async () => {
    const { app } = await testGateway({ devMailbox: mailbox });
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress })).statusCode).toBe(200);
    }
    const asRole = (role: 'user' | 'admin') => ({ [ACCESS_COOKIE]: app.jwt.sign({ sub: `${role}-1`, role, sid: `s-${role}` }) });
    const remote = { remoteAddress: '203.0.113.7' };
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox', cookies: asRole('admin'), ...remote })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json', cookies: asRole('admin'), ...remote })).json()).toEqual({ mails });
    // A user is nobody here; nor is a forged or revoked admin token.
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json', cookies: asRole('user'), ...remote })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json', cookies: { [ACCESS_COOKIE]: 'forged' }, ...remote })).statusCode).toBe(404);
    app.revocations.revokeSessions(['s-admin']);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json', cookies: asRole('admin'), ...remote })).statusCode).toBe(404);
    await app.close();
  });

  test('anyone else gets the plain 404 of a path that does not exist, for every method, whatever X-Forwarded-For says', async () => {
    // trustProxy: request.ip would follow X-Forwarded-For; the mailbox judges the socket's own peer.
    const { app } = await testGateway({ devMailbox: mailbox, settings: { trustProxy: 1 } });
    const absent = async (method: 'GET' | 'HEAD' | 'POST' | 'DELETE', url: string, over: object = {}) => {
      const res = await app.inject({ method, url, remoteAddress: '198.51.100.4', ...over });
      const twin = await app.inject({ method, url: url.replace('mailbox', 'nothing-here'), remoteAddress: '198.51.100.4', ...over });
      expect([res.statusCode, res.body, res.headers.allow]).toEqual([404, twin.body, undefined]);
      expect(twin.statusCode).toBe(404);
    };
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      for (const method of ['GET', 'HEAD', 'POST', 'DELETE'] as const) await absent(method, url);
      await absent('GET', url, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      await absent('GET', url, { headers: { forwarded: 'for=127.0.0.1' } });
    }
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '198.51.100.4' })).json()).toEqual({ status: 'error', msg: GATEWAY_MSG.notFound });
    // A proxy on this machine makes every visitor a loopback peer: a forwarded request is not local.
    await absent('GET', '/dev/mailbox.json', { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    await app.close();
  });

  test('is not there when SMTP is configured (no dev mailbox given)', async () => {
    const { app } = await testGateway();
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    await app.close();
  });
});
