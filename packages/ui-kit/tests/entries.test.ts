// The kit's entries (docs/frontends.md "Shared singletons"): the barrel, which every screen loads,
// holds no Radix widget (only Slot and Label; its Select is the browser's) — Dialog, Menu, Tabs, Toast… are the widgets
// entry's, downloaded by the first screen that draws one; and a widget reaches what must be one
// instance with the barrel (the portal container, the form's field contexts) through the package
// name, the shared module, never through a file of the barrel (a second, unconnected copy).
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '..', 'src');

/** Files and bare specifiers reached from `file` by static (non-type) imports within the kit. */
function reach(file: string, files = new Set<string>(), bare = new Set<string>()) {
  if (files.has(file)) return { files, bare };
  files.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    if (m[1]) continue;
    const spec = m[2];
    if (!spec.startsWith('.')) {
      bare.add(spec);
      continue;
    }
    const local = path.resolve(path.dirname(file), spec);
    const resolved = ['.tsx', '.ts', '/index.ts', ''].map((ext) => local + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    if (!resolved) throw new Error(`${file}: cannot resolve ${spec}`);
    if (/\.(tsx?|js)$/.test(resolved)) reach(resolved, files, bare);
  }
  return { files, bare };
}

test('the barrel reaches no Radix widget, and not the widgets entry', () => {
  const { files, bare } = reach(path.join(SRC, 'index.ts'));
  expect([...bare].filter((s) => s.startsWith('@radix-ui/')).sort()).toEqual(['@radix-ui/react-label', '@radix-ui/react-slot']);
  expect([...files].map((f) => path.relative(SRC, f))).not.toContain('widgets.ts');
  expect(bare).not.toContain('@atelier/ui-kit/src/widgets');
});

test('the widgets entry has the Radix widgets and takes shared state from the barrel by its package name', () => {
  const { files, bare } = reach(path.join(SRC, 'widgets.ts'));
  for (const radix of ['@radix-ui/react-dialog', '@radix-ui/react-dropdown-menu', '@radix-ui/react-toast', '@radix-ui/react-tabs']) {
    expect(bare).toContain(radix);
  }
  const reached = [...files].map((f) => path.relative(SRC, f));
  for (const stateful of ['components/PortalContainer.tsx', 'components/Form.tsx', 'components/Field.tsx', 'index.ts']) expect(reached).not.toContain(stateful);
  expect(bare).toContain('@atelier/ui-kit');
});

test('the barrel and the widgets entry export disjoint names that together are the whole kit but DataTable', async () => {
  const barrel = Object.keys(await import('../src'));
  const widgets = Object.keys(await import('../src/widgets'));
  expect(barrel.filter((n) => widgets.includes(n))).toEqual([]);
  expect(widgets).toEqual(expect.arrayContaining(['Dialog', 'DropdownMenu', 'Tabs', 'Toaster', 'Switch', 'Collapsible', 'Avatar']));
  expect(barrel).toEqual(expect.arrayContaining(['Button', 'Form', 'FormControl', 'LabeledField', 'TextField', 'Select', 'SelectField', 'PortalContainerProvider', 'usePortalContainer']));
});
