// Test helper: PGlite's cold create (initdb) takes seconds, so one initialised data dir is made per
// machine under the OS temp dir and every test copies it (~0.5 s to open).
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, type Database } from '../../src/database';

const template = join(tmpdir(), 'atelier-pglite-template-0.5.16');

async function ensureTemplate(): Promise<void> {
  if (existsSync(join(template, 'PG_VERSION'))) return;
  // Parallel jest workers may race: each builds in a private dir and the first rename wins.
  const building = mkdtempSync(join(tmpdir(), 'atelier-pglite-build-'));
  const db = await openPglite(building);
  await db.close();
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
}

/** Fills `dir` (e.g. DATA_DIR/pg of a module-manager test) with an initialised PGlite data dir. */
export async function seedPgliteDir(dir: string): Promise<void> {
  await ensureTemplate();
  cpSync(template, dir, { recursive: true });
}

/** A fresh PGlite database copied from the template; `cleanup` closes it and deletes its files. */
export async function freshPglite(): Promise<{ db: Database; dir: string; cleanup(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-pglite-'));
  await seedPgliteDir(dir);
  const db = await openPglite(dir);
  return {
    db,
    dir,
    async cleanup() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
