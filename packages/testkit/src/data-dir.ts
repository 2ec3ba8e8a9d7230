// Throw-away DATA_DIRs for tests, optionally holding a ready PGlite database at <dir>/pg (where
// the kit's database module looks in embedded mode), copied from one template per machine.
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export interface TempDataDir {
  dir: string;
  remove(): void;
}

// Versioned by the PGlite release: a data dir from another version would not open.
function templateDir(): string {
  // package.json is not in pglite's exports map: find it beside the resolved entry point.
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return join(tmpdir(), `atelier-testkit-pglite-${version}`);
}

async function ensureTemplate(): Promise<string> {
  const template = templateDir();
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  // Parallel jest workers may race: each builds privately and the first rename wins.
  const building = mkdtempSync(join(tmpdir(), 'atelier-testkit-pglite-build-'));
  const pg = await PGlite.create(building);
  await pg.close();
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** Fills `dir` with an initialised PGlite data dir (a copy of the per-machine template). */
export async function seedPgliteDir(dir: string): Promise<void> {
  cpSync(await ensureTemplate(), dir, { recursive: true });
}

export async function tempDataDir(opts: { pglite?: boolean } = {}): Promise<TempDataDir> {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-data-'));
  if (opts.pglite) await seedPgliteDir(join(dir, 'pg'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
