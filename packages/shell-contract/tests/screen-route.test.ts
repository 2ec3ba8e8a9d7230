// Which remote draws a URL path, as the shell's route table mounts it (src/screen-route.ts): the
// shell's entry and the embedded gateway both choose by it before any route table exists.
import { AREA_ROOT } from '../src/remote';
import { areaOf, inlineRemotes, remoteAt, type RoutedRemote } from '../src/screen-route';

const remotes: RoutedRemote[] = [
  { name: 'mfe_auth', entry: '/remotes/mfe-auth/mf-manifest.json', live: true, screens: [{ path: 'login', areas: ['public'] }, { path: 'profile', areas: ['user', 'admin'] }] },
  { name: 'mfe_feeds', entry: '/remotes/mfe-feeds/mf-manifest.json', live: true, screens: [{ path: '', areas: ['user'] }, { path: 'community-field', areas: ['user'] }] },
  { name: 'mfe_studio', entry: '/remotes/mfe-studio/mf-manifest.json', live: true, screens: [{ path: 'image-generate', areas: ['user'] }, { path: 'community-field', areas: ['user'] }] },
  { name: 'mfe_admin', entry: '/remotes/mfe-admin/mf-manifest.json', live: false, screens: [{ path: '', areas: ['admin'] }] },
];

test.each([
  ['/login', 'mfe_auth'],
  ['/login/', 'mfe_auth'],
  ['/dashboard', 'mfe_feeds'],
  ['/dashboard/', 'mfe_feeds'],
  ['/dashboard/community-field', 'mfe_feeds'], // the first remote to claim a path wins
  ['/dashboard/image-generate', 'mfe_studio'],
  ['/dashboard/image-generate/123', 'mfe_studio'],
  ['/dashboard/profile', 'mfe_auth'],
  ['/admin/dashboard/profile', 'mfe_auth'],
])('%s is drawn by %s', (path, name) => {
  expect(remoteAt(remotes, path)?.name).toBe(name);
});

test.each([
  ['/', 'the landing page is the shell'],
  ['/terms', 'a shell page'],
  ['/dashboard/image-generateX', 'not a prefix of a segment'],
  ['/nowhere', 'an unknown path (redirected)'],
  ['/admin/dashboard', 'a remote that is down'],
  ['/profile', 'a screen of another area'],
])('%s: no remote (%s)', (path) => {
  expect(remoteAt(remotes, path)).toBeUndefined();
});

test('the areas are where shell-contract says they are', () => {
  expect(areaOf(AREA_ROOT.user)).toEqual({ area: 'user', rest: '' });
  expect(areaOf(`${AREA_ROOT.admin}/users`)).toEqual({ area: 'admin', rest: 'users' });
  expect(areaOf(`${AREA_ROOT.user}x`)).toEqual({ area: 'public', rest: `${AREA_ROOT.user.slice(1)}x` });
});

test('only well-formed remotes with inline screens are read with inline screens from /remotes.json', () => {
  const screens = [{ id: 'home', path: '', areas: ['user'] }];
  expect(
    inlineRemotes({
      remotes: [
        { name: 'mfe_feeds', entry: '/remotes/mfe-feeds/mf-manifest.json', screens: [...screens, null, { path: 3, areas: [] }] },
        { name: 'mfe_no_screens', entry: '/x/mf-manifest.json' },
        { name: 'not a remote', entry: '/y/mf-manifest.json', screens },
        { name: 'mfe_no_entry', screens },
        null,
      ],
    }),
  ).toEqual([{ name: 'mfe_feeds', entry: '/remotes/mfe-feeds/mf-manifest.json', screens, live: true }]);
  for (const body of [null, 'x', { remotes: 'x' }, {}]) expect(inlineRemotes(body)).toEqual([]);
});

