#!/usr/bin/env node
// Builds the shell and every remote with webpack in production mode into <app>/dist (what the
// gateway serves: shell-app/dist at /, mfe-x/dist at /remotes/mfe-x/), two at a time, and prints
// each app's build time and gzipped JavaScript size. A successful build is recorded for
// scripts/ensure.mjs (web-built.mjs).
//
//   node scripts/build-web.mjs                    # all apps   (npm run build:web)
//   node scripts/build-web.mjs shell-app mfe-auth # just these
//   WEB_BUILD_JOBS=1 node scripts/build-web.mjs   # one at a time
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { markBuilt } from './web-built.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell-app', 'mfe-auth', 'mfe-studio', 'mfe-feeds', 'mfe-billing', 'mfe-admin'];
const JOBS = Math.max(1, Number(process.env.WEB_BUILD_JOBS ?? 2));
const webpackCli = createRequire(join(ROOT, 'package.json')).resolve('webpack-cli/bin/cli.js');

function build(app) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production'], {
      cwd: join(ROOT, app),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ app, ok: code === 0, ms: Date.now() - started, out }));
  });
}

/** Gzipped size of every .js file in dist, and of the file a browser fetches first. */
function jsSizes(app) {
  const dist = join(ROOT, app, 'dist');
  let total = 0;
  let entry = 0;
  const entryName = app === 'shell-app' ? 'main.js' : 'remoteEntry.js';
  for (const f of readdirSync(dist)) {
    if (!f.endsWith('.js')) continue;
    const gz = gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
    total += gz;
    if (f === entryName) entry = gz;
  }
  return { total, entry, entryName };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  const wanted = process.argv.slice(2);
  const apps = (wanted.length ? wanted : APPS).filter((app) => {
    if (existsSync(join(ROOT, app, 'webpack.config.js'))) return true;
    console.warn(`! skipping ${app}: no webpack.config.js`);
    return false;
  });
  const queue = [...apps];
  const results = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      console.log(`… building ${app}`);
      const r = await build(app);
      results.push(r);
      if (!r.ok) {
        console.error(`✗ ${app} failed after ${(r.ms / 1000).toFixed(1)} s\n${r.out}`);
        continue;
      }
      markBuilt(app);
      const s = jsSizes(app);
      console.log(`✓ ${app.padEnd(12)} ${(r.ms / 1000).toFixed(1).padStart(5)} s   JS gzip ${kb(s.total).padStart(9)} total, ${s.entryName} ${kb(s.entry)}`);
    }
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: Math.min(JOBS, apps.length) }, worker));
  const failed = results.filter((r) => !r.ok).map((r) => r.app);
  console.log(`${failed.length ? '✗' : '✓'} ${results.length - failed.length}/${results.length} web apps built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (failed.length) {
    console.error(`failed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
