// Makes a clone ready to test or start: `node scripts/ensure.mjs install [build]`.
//   install — `npm ci` when node_modules is missing or package-lock.json changed since the last install
//   build   — `node scripts/build-web.mjs` for the frontends whose bundle is missing or older than its sources
// Node built-ins only: it runs before any dependency is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (msg) => console.log(`[ensure] ${msg}`);

/** Runs a command in the repo root; returns its stderr (also shown) when it fails and `tolerate` says so. */
function run(cmd, args, tolerate = () => false) {
  say(`running: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['inherit', 'inherit', 'pipe'], encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status === 0) {
    process.stderr.write(r.stderr ?? '');
    return true;
  }
  // A failure the caller knows how to handle: it explains it in one line instead of npm's page.
  if (tolerate(r.stderr ?? '')) return false;
  process.stderr.write(r.stderr ?? '');
  say(`${cmd} ${args.join(' ')} failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`})`);
  process.exit(r.status || 1);
}

const mtime = (p) => statSync(p).mtimeMs;

/** Package versions the lockfile asks for that the installed tree (npm's hidden lockfile) lacks. */
function lockDrift(lockPath, hiddenPath) {
  const wanted = JSON.parse(readFileSync(lockPath, 'utf8')).packages ?? {};
  const have = JSON.parse(readFileSync(hiddenPath, 'utf8')).packages ?? {};
  return Object.entries(wanted)
    .filter(([p, meta]) => p.startsWith('node_modules/') && !meta.optional)
    .filter(([p, meta]) => have[p]?.version !== meta.version || have[p]?.resolved !== meta.resolved)
    .map(([p]) => p);
}

function ensureInstall() {
  const lock = path.join(root, 'package-lock.json');
  const hidden = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(path.join(root, 'node_modules')) || !existsSync(hidden)) {
    say('node_modules is missing: installing');
  } else if (mtime(lock) <= mtime(hidden)) {
    say('dependencies up to date');
    return;
  } else {
    // A newer lockfile alone is not enough: `npm install <pkg>` touches both files in either order.
    const drift = lockDrift(lock, hidden);
    if (drift.length === 0) {
      say('dependencies up to date (package-lock.json is newer but lists nothing that is not installed)');
      return;
    }
    say(`package-lock.json changed since the last install (${drift.length} package(s), e.g. ${drift[0]}): installing`);
  }
  const outOfSync = (stderr) => stderr.includes('can only install packages when your package.json and package-lock.json');
  if (run('npm', ['ci', '--no-audit', '--no-fund'], outOfSync)) return;
  // npm ci also calls the lock "out of sync" when it lacks optional platform builds (e.g. @swc/core's darwin
  // binaries) that the registry here does not serve; npm install resolves from the same lock and skips them.
  say('npm ci refused the lockfile (it lacks optional builds for other platforms, e.g. @swc/core-darwin-*, that this registry does not serve): falling back to npm install with the same lockfile');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const SKIP_DIRS = new Set(['node_modules', 'dist', '.federation', '.git', '.tmp', '.cache', 'coverage', 'data']);

/** Newest modification time of any file under dir (0 when the dir is absent). */
function newestUnder(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestUnder(p) : mtime(p));
  }
  return newest;
}

async function ensureBuild() {
  const builder = path.join(root, 'scripts', 'build-web.mjs');
  if (!existsSync(builder)) {
    say('scripts/build-web.mjs does not exist yet: no frontend to build');
    return;
  }
  const remotes = readdirSync(root).filter((n) => n.startsWith('mfe-') && existsSync(path.join(root, n, 'package.json')));
  const apps = ['shell-app', ...remotes];
  // What every app's bundle is built from besides its own folder. The build script itself counts:
  // a changed build must produce new bundles.
  const shared = ['packages/ui-kit', 'packages/shell-contract', 'packages/api-client', 'packages/contracts', 'packages/webpack-config'];
  // One output per app stands for its bundle; a remote may emit either entry file.
  const outputs = [
    ['shell-app', ['index.html']],
    ...remotes.map((r) => [r, ['remoteEntry.js', 'mf-manifest.json']]),
  ].map(([app, names]) => ({ app, file: names.map((n) => path.join(root, app, 'dist', n)).find(existsSync) }));

  const missing = outputs.filter((o) => !o.file).map((o) => o.app);
  let reason = missing.length > 0 ? `no bundle yet for ${missing.join(', ')}` : '';
  let toBuild = [];
  if (!reason) {
    const newestShared = Math.max(mtime(builder), ...shared.map((s) => newestUnder(path.join(root, s))));
    // Imported here, not at the top: the images' dependency stage copies ensure.mjs alone to run `install`.
    const { builtAt } = await import('./web-built.mjs');
    // An app's build time is its last successful build-web.mjs run (web-built.mjs says why not dist's
    // mtimes alone), or its output file's mtime when that is newer (a bundle from elsewhere). Only the
    // apps older than their own sources are rebuilt: an edit in one remote rebuilds that remote.
    toBuild = outputs
      .filter((o) => Math.max(mtime(o.file), builtAt(o.app)) < Math.max(newestShared, newestUnder(path.join(root, o.app))))
      .map((o) => o.app);
    if (toBuild.length > 0) reason = `sources changed since the last build of ${toBuild.join(', ')}`;
  }
  if (!reason) {
    say('frontend bundles up to date');
    return;
  }
  say(`${reason}: building`);
  // A missing bundle builds everything (a fresh clone); otherwise just the stale apps.
  run(process.execPath, [builder, ...(missing.length > 0 || toBuild.length === apps.length ? [] : toBuild)]);
}

const steps = process.argv.slice(2);
const known = { install: ensureInstall, build: ensureBuild };
if (steps.length === 0 || steps.some((s) => !known[s])) {
  console.error('usage: node scripts/ensure.mjs install [build]');
  process.exit(2);
}
for (const step of steps) await known[step]();
