// scripts/ensure.mjs's build step, the one `npm start` runs first: it rebuilds the frontends when a
// source is newer than the last build, and only then. Runs the real script in a scratch tree whose
// build-web.mjs is a stand-in that, like webpack, rewrites only the bundles whose content changed.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const scripts = path.join(__dirname, '..', '..', '..', 'scripts');
let root: string;

/** A builder that records each run and, as webpack's compareBeforeEmit does, leaves mfe-x's unchanged
 *  bundle as it was once it exists: only the shell's output is written again. */
const FAKE_BUILDER = `
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { markBuilt } from './web-built.mjs';
const root = new URL('..', import.meta.url).pathname;
appendFileSync(root + 'builds.log', 'built\\n');
writeFileSync(root + 'shell-app/dist/index.html', '<html></html>');
if (!existsSync(root + 'mfe-x/dist/remoteEntry.js')) writeFileSync(root + 'mfe-x/dist/remoteEntry.js', '//');
for (const app of ['shell-app', 'mfe-x']) markBuilt(app);
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
const builds = () => readFileSync(path.join(root, 'builds.log'), 'utf8').split('\n').filter(Boolean).length;

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
  expect(builds()).toBe(1);
  expect(ensureBuild()).toContain('frontend bundles up to date');
  expect(builds()).toBe(1);
});

test('an edit that leaves a remote bundle byte-for-byte the same rebuilds once, not at every start', () => {
  ensureBuild();
  // That first build was 5 minutes ago, before the edit below.
  for (const f of ['shell-app/dist/index.html', 'mfe-x/dist/remoteEntry.js', '.tmp/web-built/shell-app', '.tmp/web-built/mfe-x']) at(f, 300);
  write('shell-app/src/main.ts', 'export const changed = 1;', 60);
  expect(ensureBuild()).toContain('sources changed since the last build of shell-app, mfe-x');
  expect(builds()).toBe(2);
  // The builder left mfe-x's remoteEntry.js at its old mtime: the record of the build says it is current.
  expect(ensureBuild()).toContain('frontend bundles up to date');
  expect(builds()).toBe(2);
});

test('a source newer than the last build of an app rebuilds', () => {
  ensureBuild();
  at('.tmp/web-built/mfe-x', 120);
  at('mfe-x/dist/remoteEntry.js', 120);
  write('mfe-x/src/app.ts', 'export const changed = 1;', 30);
  expect(ensureBuild()).toContain('sources changed since the last build of mfe-x');
  expect(builds()).toBe(2);
});
