// The kit is a component library: no component may reach for an app's stores. Hosts pass state as
// props (Toaster) or through the DOM (Logo follows the `dark` class); see docs/frontends.md.
import fs from 'node:fs';
import path from 'node:path';

const src = path.join(__dirname, '..', 'src');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

test('no file of @atelier/ui-kit imports @atelier/shell-contract, and the package does not depend on it', () => {
  const importing = files(src).filter((f) => /from\s+['"]@atelier\/shell-contract['"]|import\(\s*['"]@atelier\/shell-contract/.test(fs.readFileSync(f, 'utf8')));
  expect(importing).toEqual([]);
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  expect(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })).not.toContain('@atelier/shell-contract');
});
