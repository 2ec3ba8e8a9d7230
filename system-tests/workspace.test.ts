// The workspace says only true things about itself: every package's `main` names a file that exists,
// and every test file the runbook tells an operator to run exists (a placeholder service such as
// svc-billing once pointed `main` at a missing src/module.ts, and the runbook at a missing test).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/** Every workspace folder of the root package.json, `packages/*` expanded. */
function workspaces(): string[] {
  const globs: string[] = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
  return globs.flatMap((g) =>
    g.endsWith('/*')
      ? readdirSync(join(ROOT, g.slice(0, -2)), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => join(g.slice(0, -2), e.name))
      : [g],
  ).filter((dir) => existsSync(join(ROOT, dir, 'package.json')));
}

test('every workspace package\'s main file exists', () => {
  const dirs = workspaces();
  expect(dirs).toEqual(expect.arrayContaining(['packages/platform', 'svc-identity', 'svc-billing']));
  const broken = dirs.flatMap((dir) => {
    const main: string | undefined = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')).main;
    return main !== undefined && !existsSync(join(ROOT, dir, main)) ? [`${dir}: main ${main}`] : [];
  });
  expect(broken).toEqual([]);
});

test('every test file the runbook names exists', () => {
  const runbook = readFileSync(join(ROOT, 'docs', 'runbook.md'), 'utf8');
  const named = [...new Set([...runbook.matchAll(/[\w./-]+\.test\.ts/g)].map((m) => m[0]))].filter((f) => f.includes('/'));
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((f) => !existsSync(join(ROOT, f)))).toEqual([]);
});
