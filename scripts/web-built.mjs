// When each frontend app was last built, for scripts/ensure.mjs: build-web.mjs touches
// .tmp/web-built/<app> after a successful build. dist's own mtimes cannot say it: webpack leaves an
// output file untouched when its content is unchanged (output.compareBeforeEmit), so after a source
// edit that changes nothing in a remote's bundle, that remote's files stayed older than the edit and
// every `npm start` rebuilt all six apps (~3 min) again.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STAMPS = join(dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'web-built');

/** Records that app was built successfully just now. */
export function markBuilt(app) {
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(join(STAMPS, app), ''); // its mtime is the record
}

/** When app was last built successfully by build-web.mjs (ms since the epoch), 0 when unknown. */
export function builtAt(app) {
  try {
    return statSync(join(STAMPS, app)).mtimeMs;
  } catch {
    return 0;
  }
}
