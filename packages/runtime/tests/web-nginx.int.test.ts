// The frontends' containers (deploy/docker/web.Dockerfile) serve with nginx and the two templates of
// deploy/docker/nginx: the shell (SPA fallback, one origin: /api and the remotes proxied) and a remote
// (static files with CORS). This runs those templates, as the image renders them, in a real nginx
// (Debian's, `scripts/infra.sh nginx`) on loopback: precompressed files and cache rules (issue 12's
// compression "in each remote's container alike"), the proxying, the event stream passed through
// as it is written, and the page's security headers (page-headers.conf, written as the image's build
// writes it) held to the embedded gateway's values.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { API_BASE, MEDIA_BASE } from '@atelier/contracts';
import { RAZORPAY_SANDBOX_PATH } from '@atelier/platform';
import { freePort } from '@atelier/testkit';
import { CSP_REPORT_PATH, helmetHeaders, permissionsPolicy, RAZORPAY_CHECKOUT_ORIGIN } from '../../../svc-gateway/src/plugins/edge-headers';
import { nginxPageHeaders } from '../../../svc-gateway/src/web/nginx-page-headers';

const TEMPLATES = path.resolve(__dirname, '../../../deploy/docker/nginx');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync) ?? 'nginx';
const REMOTES = ['mfe-auth', 'mfe-studio', 'mfe-feeds', 'mfe-billing', 'mfe-admin'];

const BIG_JS = `console.log(${JSON.stringify('atelier '.repeat(400))});\n`; // > 1 KiB: the build precompresses it
const THEME_SCRIPT = 'document.documentElement.classList.add("light")';
const SHELL_INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script defer src=/main.js></script></head><body><div id=root></div></body></html>`;

let dir: string;
let nginx: ChildProcess;
let gateway: Server;
let shellPort: number;
let remotePort: number;
let gatewayPort: number;
/** What the stand-in gateway was asked: method, URL and headers. */
const gatewaySaw: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }> = [];
/** Ends the stand-in gateway's open event stream. */
let endStream: () => void = () => undefined;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
function get(port: number, url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A dist folder as the web build leaves it: each text file of 1 KiB or more has a .gz beside it. */
function writeDist(root: string, files: Record<string, string>): void {
  mkdirSync(root, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(root, name), text);
    if (text.length >= 1024) writeFileSync(path.join(root, `${name}.gz`), gzipSync(text, { level: 9 }));
  }
}

/** A template as the nginx image's entrypoint renders it (envsubst of the variables set: only
 *  GATEWAY_ADDR; $uri and the like stay), then put on loopback ports and this test's folders, and
 *  the remotes' Service names pointed at the one remote server here. */
function render(template: string, port: number, root: string): string {
  let conf = readFileSync(path.join(TEMPLATES, template), 'utf8')
    .replaceAll('${GATEWAY_ADDR}', `127.0.0.1:${gatewayPort}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${root};`)
    .replace('/etc/nginx/atelier/page-headers.conf', path.join(dir, 'page-headers.conf'));
  for (const r of REMOTES) conf = conf.replace(`http://${r}:8080/`, `http://127.0.0.1:${remotePort}/`);
  return conf;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-nginx-'));
  chmodSync(dir, 0o755); // nginx's workers may run as another user
  [shellPort, remotePort] = [await freePort(), await freePort()];

  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      gatewaySaw.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url === '/api/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
        res.write('data: first\n\n');
        endStream = () => res.end('data: last\n\n');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayPort = (gateway.address() as { port: number }).port;

  writeDist(path.join(dir, 'shell'), {
    'index.html': SHELL_INDEX,
    'main.js': BIG_JS,
    '305.0123abcd.js': BIG_JS,
    '305.0123abcd.css': 'body{margin:0}',
    'remotes.json': JSON.stringify({ remotes: REMOTES.map((r) => ({ name: r, entry: `/remotes/${r}/mf-manifest.json` })) }),
  });
  writeDist(path.join(dir, 'remote'), {
    'remoteEntry.js': BIG_JS,
    'mf-manifest.json': '{"id":"mfe_auth"}',
    '__federation_expose_App.89abcdef.js': BIG_JS,
  });
  // What deploy/docker/web.Dockerfile writes from the built index.html.
  writeFileSync(path.join(dir, 'page-headers.conf'), nginxPageHeaders(SHELL_INDEX));
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, 'tmp', t), { recursive: true });
  // The nginx image's own nginx.conf has the same shape: mime types, then the rendered template.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${render('shell.conf.template', shellPort, path.join(dir, 'shell'))}
${render('remote.conf.template', remotePort, path.join(dir, 'remote'))}
}
`,
  );
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    const up = await get(shellPort, '/healthz').then(
      (a) => a.status === 200,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
});

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await new Promise((r) => (nginx?.exitCode === null ? nginx.once('exit', r) : r(undefined)));
  endStream();
  await new Promise((r) => gateway?.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe('the shell container', () => {
  test('answers its health check', async () => {
    const a = await get(shellPort, '/healthz');
    expect(a.status).toBe(200);
    expect(a.body.toString()).toBe('ok\n');
  });

  test('serves index.html for every SPA route, revalidated on each load', async () => {
    for (const url of ['/', '/login', '/dashboard/image-generate']) {
      const a = await get(shellPort, url);
      expect(a.status).toBe(200);
      expect(a.body.toString()).toBe(SHELL_INDEX);
      expect(a.headers['content-type']).toMatch(/^text\/html/);
      expect(a.headers['cache-control']).toBe('no-cache');
    }
  });

  test("the page carries the embedded gateway's security headers, its CSP allowing the shell's inline script by hash", async () => {
    // The gateway's own page headers, computed as it computes them at run time (it reads and hashes the
    // shell's index.html), for the same layout: the page's origin is 'self', Razorpay's Checkout allowed.
    writeFileSync(path.join(dir, 'shell', 'index.html'), SHELL_INDEX);
    const gatewayPage: Record<string, string> = {
      ...helmetHeaders({ publicUrl: '', checkoutScriptUrl: `${RAZORPAY_CHECKOUT_ORIGIN}/v1/checkout.js`, shellIndex: path.join(dir, 'shell', 'index.html') })(),
      'permissions-policy': permissionsPolicy(),
    };
    const a = await get(shellPort, '/login');
    expect(Object.keys(gatewayPage).length).toBeGreaterThanOrEqual(10);
    for (const [name, value] of Object.entries(gatewayPage)) expect([name, a.headers[name]]).toEqual([name, value]);
    const csp = String(a.headers['content-security-policy']);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`report-uri ${CSP_REPORT_PATH}`);
  });

  test('content-hashed files: precompressed gzip for clients that take it, cached for good', async () => {
    const gz = await get(shellPort, '/305.0123abcd.js', { 'accept-encoding': 'gzip, br' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gz.body.length).toBeLessThan(BIG_JS.length / 4);
    expect(gunzipSync(gz.body).toString()).toBe(BIG_JS);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers['x-content-type-options']).toBe('nosniff');

    const plain = await get(shellPort, '/305.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
    // Under 1 KiB there is no .gz: sent as it is.
    expect((await get(shellPort, '/305.0123abcd.css', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
  });

  test('a missing hashed file is a 404, never the page', async () => {
    const a = await get(shellPort, '/999.deadbeef.js');
    expect(a.status).toBe(404);
  });

  test('/remotes.json is revalidated on each load', async () => {
    const a = await get(shellPort, '/remotes.json');
    expect(a.status).toBe(200);
    expect(a.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(a.body.toString()).remotes).toHaveLength(REMOTES.length);
  });

  test("each remote's files come through /remotes/<mfe>/ from its own server, with its cache rules and compression", async () => {
    for (const r of REMOTES) {
      const entry = await get(shellPort, `/remotes/${r}/remoteEntry.js`, { 'accept-encoding': 'gzip' });
      expect(entry.status).toBe(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(entry.body).toString()).toBe(BIG_JS);
    }
    const chunk = await get(shellPort, '/remotes/mfe-auth/__federation_expose_App.89abcdef.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('/api goes to the gateway with the client address, scheme and host, body and all', async () => {
    gatewaySaw.length = 0;
    const a = await get(shellPort, '/api/users/get_me', { host: 'atelier.example', 'content-type': 'application/json' }, 'POST', '{}');
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body.toString())).toEqual({ ok: true });
    expect(gatewaySaw).toHaveLength(1);
    expect(gatewaySaw[0]).toMatchObject({ method: 'POST', url: '/api/users/get_me', body: '{}' });
    expect(gatewaySaw[0]!.headers).toMatchObject({ host: 'atelier.example', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' });
  });

  test('every path a browser asks the gateway for reaches it: docs, media, the dev mailbox, CSP reports, the Razorpay sandbox', async () => {
    gatewaySaw.length = 0;
    const paths = [`${API_BASE}/auth/csrf`, '/docs/json', `${MEDIA_BASE}pictures/a.png`, '/dev/mailbox', CSP_REPORT_PATH, `${RAZORPAY_SANDBOX_PATH}/checkout.js`];
    for (const url of paths) expect([url, (await get(shellPort, url)).status]).toEqual([url, 200]);
    expect(gatewaySaw.map((r) => r.url)).toEqual(paths);
  });

  test('the event stream reaches the browser as it is written, not when it ends', async () => {
    const first = await new Promise<string>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: shellPort, path: '/api/events' }, (res) => {
        res.once('data', (c: Buffer) => {
          resolve(c.toString());
          res.destroy();
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(first).toBe('data: first\n\n');
    endStream();
  });
});

describe('a remote container', () => {
  test('serves its files with CORS, the entry revalidated and hashed chunks cached for good, gzip precompressed', async () => {
    const entry = await get(remotePort, '/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
    const manifest = await get(remotePort, '/mf-manifest.json');
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const chunk = await get(remotePort, '/__federation_expose_App.89abcdef.js', { 'accept-encoding': 'gzip' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(gunzipSync(chunk.body).toString()).toBe(BIG_JS);
  });

  test('has no SPA fallback: an unknown file is a 404 (with CORS, so the shell can tell)', async () => {
    const a = await get(remotePort, '/nope.js');
    expect(a.status).toBe(404);
    expect(a.headers['access-control-allow-origin']).toBe('*');
  });
});
