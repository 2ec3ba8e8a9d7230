// Test helper: a fresh PGlite database per test, its data dir copied from testkit's per-machine
// template (PGlite's cold initdb takes seconds, a copy ~0.5 s to open).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedPgliteDir } from '@atelier/testkit';
import { openPglite, type Database } from '../../src/database';

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
