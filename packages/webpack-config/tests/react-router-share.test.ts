// The shared react-router-dom is our file of re-exports (shared/react-router-dom.mjs): every name any
// app imports from 'react-router-dom' must be in it (a missing one would be undefined at runtime,
// not a build error), and each of its names must exist in React Router.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');
const FACADE = path.join(__dirname, '..', 'shared', 'react-router-dom.mjs');
/** Every folder of browser code that may import the router. */
const SOURCES = ['shell-app/src', 'mfe-auth/src', 'mfe-studio/src', 'mfe-feeds/src', 'mfe-billing/src', 'mfe-admin/src', 'packages/ui-kit/src', 'packages/api-client/src', 'packages/shell-contract/src', 'packages/webpack-config/dev-shell'];

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.(tsx?|m?js)$/.test(e.name) ? [path.join(dir, e.name)] : []));

/** Value names in `import { … } from '<from>'` / `export { … } from` (type-only ones skipped). */
function namesFrom(code: string, from: RegExp): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[1] || !from.test(m[3])) continue;
    for (const raw of m[2].split(',')) {
      const n = raw.trim();
      if (n && !n.startsWith('type ')) out.push(n.split(/\s+as\s+/)[0]);
    }
  }
  return out;
}

const facade = fs.readFileSync(FACADE, 'utf8');
const exported = new Set(namesFrom(facade, /^react-router(\/dom)?$/));

test('every name an app imports from react-router-dom is in the shared file', () => {
  const used = new Map<string, string>();
  for (const dir of SOURCES) {
    for (const f of files(path.join(root, dir))) {
      const code = fs.readFileSync(f, 'utf8');
      expect(/import\s+\*\s+as\s+\w+\s+from\s+['"]react-router-dom['"]|import\(\s*['"]react-router-dom['"]/.test(code)).toBe(false);
      for (const n of namesFrom(code, /^react-router-dom$/)) used.set(n, path.relative(root, f));
    }
  }
  expect(used.size).toBeGreaterThan(5);
  const missing = [...used].filter(([n]) => !exported.has(n)).map(([n, f]) => `${n} (${f})`);
  expect(missing).toEqual([]);
});

test('each name of the shared file exists in react-router, RouterProvider in its DOM entry', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rr = require('react-router') as Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const dom = require('react-router/dom') as Record<string, unknown>;
  for (const n of namesFrom(facade, /^react-router$/)) expect([n, typeof rr[n]]).toEqual([n, expect.stringMatching(/function|object/)]);
  expect(namesFrom(facade, /^react-router\/dom$/)).toEqual(['RouterProvider']);
  expect(typeof dom.RouterProvider).toBe('function');
});
