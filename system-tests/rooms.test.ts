// House rules that hold for every service (docs/architecture.md "The rooms of a service"), checked
// on the source so a new service inherits them: `rpc/` maps between proto and the use cases and
// never reaches a repository itself (type imports of row shapes are fine); the gateway keeps no
// loose files beside app.ts, module.ts and server.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

function rpcFiles(): string[] {
  return readdirSync(ROOT)
    .filter((d) => d.startsWith('svc-'))
    .flatMap((svc) => {
      const dir = join(ROOT, svc, 'src', 'rpc');
      try {
        return readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => join(svc, 'src', 'rpc', f));
      } catch {
        return [];
      }
    });
}

/** Value imports (not `import type`) from a repo/ module. */
function repoValueImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+['"]([^'"]*\/repo\/[^'"]*)['"]/gms)].map((m) => m[1]!);
}

test('the rule itself: value imports from repo/ are found, type imports are not', () => {
  expect(repoValueImports("import { listModels } from '../repo/models.repository';")).toEqual(['../repo/models.repository']);
  expect(repoValueImports("import {\n  a,\n  b,\n} from '../repo/x';")).toEqual(['../repo/x']);
  expect(repoValueImports("import type { ModelRow } from '../repo/models.repository';")).toEqual([]);
  expect(repoValueImports("import * as admin from '../service/admin.service';")).toEqual([]);
});

test('no rpc/ handler calls a repository: each goes through a service/ function', () => {
  const files = rpcFiles();
  expect(files).toEqual(expect.arrayContaining(['svc-identity/src/rpc/identity.handlers.ts', 'svc-imaging/src/rpc/imaging.handlers.ts']));
  const offenders = files.flatMap((f) => repoValueImports(readFileSync(join(ROOT, f), 'utf8')).map((m) => `${f} imports ${m}`));
  expect(offenders).toEqual([]);
});

test('the gateway\'s top level holds only the app, the module and the process entry; the rest is in rooms', () => {
  const loose = readdirSync(join(ROOT, 'svc-gateway', 'src'), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
  expect(loose).toEqual(expect.arrayContaining(['app.ts', 'module.ts']));
  expect(loose.filter((f) => !['app.ts', 'module.ts', 'server.ts'].includes(f))).toEqual([]);
});
