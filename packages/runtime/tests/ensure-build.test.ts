// scripts/ensure.mjs's build step, the one `npm start` runs first: it rebuilds the frontends when a
// source is newer than the last build, and only then. Runs the real script in a scratch tree whose
// build-web.mjs is a stand-in that, like webpack, rewrites only the bundles whose content changed.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const scripts = path.join(__dirname, '..', '..', '..', 'scripts');
let root: string;

/** A builder that records each run's apps and, as webpack's compareBeforeEmit does, leaves mfe-x's
 *  unchanged bundle as it was once it exists: only the shell's output is written again. */
const FAKE_BUILDER = `
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { markBuilt } from './web-built.mjs';
const root = new URL('..', import.meta.url).pathname;
const apps = process.argv.length > 2 ? process.argv.slice(2) : ['shell-app', 'mfe-x'];
appendFileSync(root + 'builds.log', apps.join(',') + '\\n');
if (apps.includes('shell-app')) writeFileSync(root + 'shell-app/dist/index.html', '<html></html>');
if (!existsSync(root + 'mfe-x/dist/remoteEntry.js')) writeFileSync(root + 'mfe-x/dist/remoteEntry.js', '//');
for (const app of apps) markBuilt(app);
`;

const at = (file: string, secondsAgo: number) => {
  const t = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path.join(root, file), t, t);
};
const write = (file: string, text: string, secondsAgo: number) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  at(file, secondsAgo);
};
const ensureBuild = () => {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure.mjs'), 'build'], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  return r.stdout;
};
/** The apps of each build run so far, e.g. ['shell-app,mfe-x', 'mfe-x']. */
const builds = () => readFileSync(path.join(root, 'builds.log'), 'utf8').split('\n').filter(Boolean);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ensure-build-'));
  mkdirSync(path.join(root, 'scripts'));
  for (const f of ['ensure.mjs', 'web-built.mjs']) copyFileSync(path.join(scripts, f), path.join(root, 'scripts', f));
  write('scripts/build-web.mjs', FAKE_BUILDER, 3600);
  write('shell-app/src/main.ts', 'export {};', 600);
  write('mfe-x/package.json', '{}', 600);
  write('mfe-x/src/app.ts', 'export {};', 600);
  mkdirSync(path.join(root, 'shell-app', 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'mfe-x', 'dist'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a missing bundle is built; a built tree is left alone', () => {
  expect(ensureBuild()).toContain('no bundle yet for shell-app, mfe-x');
  expect(builds()).toEqual(['shell-app,mfe-x']);
  expect(ensureBuild()).toContain('frontend bundles up to date');
  expect(builds()).toHaveLength(1);
});

/** The first build happened 5 minutes ago, before the edits of a test. */
const builtFiveMinutesAgo = () => {
  ensureBuild();
  for (const f of ['shell-app/dist/index.html', 'mfe-x/dist/remoteEntry.js', '.tmp/web-built/shell-app', '.tmp/web-built/mfe-x']) at(f, 300);
};

test('an edit that leaves a remote bundle byte-for-byte the same rebuilds once, not at every start', () => {
  builtFiveMinutesAgo();
  write('packages/ui-kit/src/button.tsx', 'export {};', 60);
  expect(ensureBuild()).toContain('sources changed since the last build of shell-app, mfe-x');
  expect(builds()).toEqual(['shell-app,mfe-x', 'shell-app,mfe-x']);
  // The builder left mfe-x's remoteEntry.js at its old mtime: the record of the build says it is current.
  expect(ensureBuild()).toContain('frontend bundles up to date');
  expect(builds()).toHaveLength(2);
});

test('an edit inside one app rebuilds that app only', () => {
  builtFiveMinutesAgo();
  write('mfe-x/src/app.ts', 'export const changed = 1;', 30);
  expect(ensureBuild()).toContain('sources changed since the last build of mfe-x:');
  expect(builds()).toEqual(['shell-app,mfe-x', 'mfe-x']);
  write('shell-app/src/main.ts', 'export const changed = 1;', 10);
  expect(ensureBuild()).toContain('sources changed since the last build of shell-app:');
  expect(builds()).toEqual(['shell-app,mfe-x', 'mfe-x', 'shell-app']);
  expect(ensureBuild()).toContain('frontend bundles up to date');
});

test('install runs with ensure.mjs alone beside it, as the images\' dependency stage copies it', () => {
  const alone = mkdtempSync(path.join(tmpdir(), 'ensure-alone-'));
  try {
    mkdirSync(path.join(alone, 'scripts'));
    copyFileSync(path.join(scripts, 'ensure.mjs'), path.join(alone, 'scripts', 'ensure.mjs'));
    writeFileSync(path.join(alone, 'package-lock.json'), '{"packages":{}}');
    mkdirSync(path.join(alone, 'node_modules'));
    writeFileSync(path.join(alone, 'node_modules', '.package-lock.json'), '{"packages":{}}');
    const r = spawnSync(process.execPath, [path.join(alone, 'scripts', 'ensure.mjs'), 'install'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('dependencies up to date');
  } finally {
    rmSync(alone, { recursive: true, force: true });
  }
});
