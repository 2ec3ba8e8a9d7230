// A remote names its screen ids twice: in src/screens.json (paths and menus, read by the shell and
// checked by the build) and in the page map its exposed App draws them from. This keeps the two in
// step: a screen without a page (a menu entry leading to a blank area) or a page no screen routes
// to fails here. A new remote adds its page map to PAGE_IDS (the last test insists).
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');
const keys = (o: object) => Object.keys(o);

/** The screen ids each remote's App can draw. */
const PAGE_IDS: Record<string, () => string[]> = {
  'mfe-studio': () => keys(require('../../../mfe-studio/src/pages/screens').PAGES),
  'mfe-feeds': () => keys(require('../../../mfe-feeds/src/pages/screens').PAGES),
  'mfe-billing': () => keys(require('../../../mfe-billing/src/pages/screens').PAGES),
  'mfe-admin': () => keys(require('../../../mfe-admin/src/pages/screens').PAGES),
  // mfe_auth's App draws the public screens from PUBLIC_PAGES (a chunk each) and 'account' (in the
  // user and admin areas) with AccountRoutes (another chunk).
  'mfe-auth': () => [...keys(require('../../../mfe-auth/src/pages/public/PublicRoutes').PUBLIC_PAGES), 'account'],
};

const manifestIds = (remote: string): string[] =>
  JSON.parse(fs.readFileSync(path.join(root, remote, 'src', 'screens.json'), 'utf8')).screens.map((s: { id: string }) => s.id);

test.each(Object.keys(PAGE_IDS))('%s: its page map draws exactly the screens of src/screens.json', (remote) => {
  expect(PAGE_IDS[remote]().sort()).toEqual(manifestIds(remote).sort());
});

test('every remote with a src/screens.json is checked', () => {
  const remotes = fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'src', 'screens.json')));
  expect(remotes.sort()).toEqual(Object.keys(PAGE_IDS).sort());
});
