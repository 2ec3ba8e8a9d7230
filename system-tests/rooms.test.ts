// House rules that hold for every service (docs/architecture.md "The rooms of a service"), checked
// on the source so a new service inherits them: `rpc/` maps between proto and the use cases and
// never reaches a repository itself (type imports of row shapes are fine); `domain/` is pure — no
// value import from the I/O rooms (adapters/, repo/, rpc/, service/, events/) nor of a module that
// does I/O (pg, kysely, kafka, gRPC, fs, net, http clients, the platform barrel); the gateway keeps no
// loose files beside app.ts and module.ts (there is no server.ts: packages/runtime is the launcher).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/** The .ts files of one room of every service (nested folders included), relative to the repo root. */
function roomFiles(room: string): string[] {
  return readdirSync(ROOT)
    .filter((d) => d.startsWith('svc-'))
    .flatMap((svc) => {
      const dir = join(svc, 'src', room);
      try {
        return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => join(dir, f));
      } catch {
        return [];
      }
    });
}
const rpcFiles = () => roomFiles('rpc');

/** Value imports (not `import type`) from a repo/ module. */
function repoValueImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+['"]([^'"]*\/repo\/[^'"]*)['"]/gms)].map((m) => m[1]!);
}

/** Every module a file loads at run time: value imports and re-exports, side-effect imports,
 *  import() and require(). `import type` / `export type` load nothing and are left out. */
function valueImports(source: string): string[] {
  const statics = [...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  const dynamics = [...source.matchAll(/\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
  return [...statics, ...dynamics];
}

/** The I/O rooms a domain/ file must not load, and the modules that do I/O (or pull it in, like the
 *  platform barrel with pg and kafka). node:crypto and pure libraries are fine. */
const IO_ROOMS = /(^|\/)(adapters|repo|rpc|service|events)(\/|$)/;
const IO_MODULES = /^(pg|pg-.*|kysely|kysely\/.*|kafkajs|minio|nodemailer|@grpc\/.*|axios|undici|node-fetch|@atelier\/platform|(node:)?(fs|fs\/promises|net|tls|dgram|dns|http|https|http2|child_process))$/;
const domainOffences = (imports: string[]) => imports.filter((m) => (m.startsWith('.') && IO_ROOMS.test(m)) || IO_MODULES.test(m));

test('the rule itself: value imports from repo/ are found, type imports are not', () => {
  expect(repoValueImports("import { listModels } from '../repo/models.repository';")).toEqual(['../repo/models.repository']);
  expect(repoValueImports("import {\n  a,\n  b,\n} from '../repo/x';")).toEqual(['../repo/x']);
  expect(repoValueImports("import type { ModelRow } from '../repo/models.repository';")).toEqual([]);
  expect(repoValueImports("import * as admin from '../service/admin.service';")).toEqual([]);
});

test('the rule itself: a domain file loading an I/O room or module is caught, types and pure modules are not', () => {
  const src = [
    "import { sql } from 'kysely';",
    "import type { Kysely } from 'kysely';",
    "import { AppError } from '@atelier/platform';",
    "import { isUuid } from '@atelier/platform/src/pure';",
    "import { readFileSync } from 'node:fs';",
    "import { createHash } from 'node:crypto';",
    "import {\n  findUser,\n} from '../repo/users.repository';",
    "import type { UserRow } from '../repo/users.repository';",
    "export { send } from '../events/publish';",
    "import './service/setup';",
    "const pg = require('pg');",
    "import { LIMITS } from '@atelier/contracts';",
    "import { clamp } from './sizes';",
  ].join('\n');
  expect(domainOffences(valueImports(src))).toEqual(['kysely', '@atelier/platform', 'node:fs', '../repo/users.repository', '../events/publish', './service/setup', 'pg']);
});

test('domain/ is pure: no I/O room, no I/O module', () => {
  const files = roomFiles('domain');
  expect(files).toEqual(expect.arrayContaining(['svc-identity/src/domain/user.ts', 'svc-imaging/src/domain/types.ts']));
  const offenders = files.flatMap((f) => domainOffences(valueImports(readFileSync(join(ROOT, f), 'utf8'))).map((m) => `${f} imports ${m}`));
  expect(offenders).toEqual([]);
});

test('no rpc/ handler calls a repository: each goes through a service/ function', () => {
  const files = rpcFiles();
  expect(files).toEqual(expect.arrayContaining(['svc-identity/src/rpc/identity.handlers.ts', 'svc-imaging/src/rpc/imaging.handlers.ts']));
  const offenders = files.flatMap((f) => repoValueImports(readFileSync(join(ROOT, f), 'utf8')).map((m) => `${f} imports ${m}`));
  expect(offenders).toEqual([]);
});

test('the gateway\'s top level holds only the app and the module; the rest is in rooms', () => {
  const loose = readdirSync(join(ROOT, 'svc-gateway', 'src'), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
  expect(loose).toEqual(expect.arrayContaining(['app.ts', 'module.ts']));
  expect(loose.filter((f) => !['app.ts', 'module.ts'].includes(f))).toEqual([]);
});
