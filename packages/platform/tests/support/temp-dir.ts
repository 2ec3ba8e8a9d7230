// A fresh private directory under the OS temp dir for one test.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function tempDir(prefix = 'atelier-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
