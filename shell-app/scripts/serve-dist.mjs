#!/usr/bin/env node
// Tiny static server for checking the built frontends without the gateway: the shell at / (SPA
// fallback), each mfe-x/dist at /remotes/mfe-x/ (CORS), a generated /remotes.json with each
// remote's dist/screens.json inlined (as the gateway does), and — with --fake-api — just enough of
// the API for the layouts (a signed-in user and admin).
//
//   node shell-app/scripts/serve-dist.mjs [--port 4173] [--fake-api] [--dead mfe_studio,...]
// --dead points those remotes' entries at a URL that does not exist (fallback testing); their
// screens stay listed, like a registry whose remote host has gone down.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The manifest's file name, from the rules the shell, the build and the gateway share. */
const { screensFile: SCREENS_FILE } = JSON.parse(readFileSync(join(ROOT, 'packages', 'shell-contract', 'src', 'manifest-rules.json'), 'utf8'));
const REMOTES = ['mfe-auth', 'mfe-studio', 'mfe-feeds', 'mfe-billing', 'mfe-admin'];
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png' };

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4173' }, 'fake-api': { type: 'boolean', default: false }, dead: { type: 'string', default: '' } },
});
const dead = new Set(values.dead.split(',').filter(Boolean));

/** dist/screens.json of a remote, read per request like the gateway does (undefined if not built). */
function screensOf(folder) {
  try {
    return JSON.parse(readFileSync(join(ROOT, folder, 'dist', SCREENS_FILE), 'utf8')).screens;
  } catch {
    return undefined;
  }
}

const remotesFile = () => ({
  remotes: REMOTES.map((folder) => {
    const name = folder.replace('-', '_');
    const screens = screensOf(folder);
    return {
      name,
      entry: dead.has(name) ? `/remotes/${folder}-gone/mf-manifest.json` : `/remotes/${folder}/mf-manifest.json`,
      ...(screens ? { screens } : {}),
    };
  }),
});

const FAKE_USER = { name: 'Ada Lovelace', email: 'ada@example.test', profile_name: 'ada', user_subscription_type: 'free', profile_pic: null };
const FAKE_ADMIN = { name: 'Grace Hopper', email: 'grace@example.test', profile_name: 'grace' };
const FAKE_API = {
  'GET /api/auth/csrf': [200, { status: 'success' }, { 'set-cookie': 'atelier_csrf=dev; Path=/' }],
  'POST /api/users/get_me': [200, { status: 'success', user: FAKE_USER }],
  'POST /api/admin/get_me': [200, { status: 'success', user: FAKE_ADMIN }],
  'GET /api/users/get_credits': [200, { status: 'success', data: { credits: 120, held: 0 } }],
  'POST /api/users/logout': [200, { status: 'success', msg: 'Logged out' }],
  'POST /api/admin/logout': [200, { status: 'success', msg: 'Logged out' }],
};

function sendFile(res, file, extraHeaders = {}) {
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', ...extraHeaders });
  res.end(readFileSync(file));
}
const isFile = (f) => existsSync(f) && statSync(f).isFile();

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = normalize(decodeURIComponent(url.pathname));
  if (path === '/remotes.json') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
    return res.end(JSON.stringify(remotesFile()));
  }
  if (path.startsWith('/api/')) {
    const hit = values['fake-api'] ? FAKE_API[`${req.method} ${path}`] : undefined;
    const [status, body, headers] = hit ?? [404, { status: 'error', msg: 'Not found' }];
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    return res.end(JSON.stringify(body));
  }
  const remote = path.match(/^\/remotes\/([^/]+)\/(.*)$/);
  if (remote) {
    const file = join(ROOT, remote[1], 'dist', remote[2]);
    if (REMOTES.includes(remote[1]) && isFile(file)) return sendFile(res, file, { 'access-control-allow-origin': '*' });
    res.writeHead(404, { 'access-control-allow-origin': '*' });
    return res.end('not found');
  }
  const file = join(ROOT, 'shell-app', 'dist', path);
  if (isFile(file)) return sendFile(res, file);
  if (extname(path)) {
    res.writeHead(404);
    return res.end('not found');
  }
  return sendFile(res, join(ROOT, 'shell-app', 'dist', 'index.html'));
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`serving built frontends at http://127.0.0.1:${values.port}${values['fake-api'] ? ' (fake API)' : ''}${dead.size ? ` (dead: ${[...dead].join(', ')})` : ''}`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
