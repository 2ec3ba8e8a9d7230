// The remote of the page being opened is preloaded by the entry as soon as the registry answers
// (federation/preload-screen.ts): which remote draws a URL, as the route table mounts it, what of
// /remotes.json is read for it, and what is asked of the runtime.
const preloadRemote = jest.fn((_args: unknown) => Promise.resolve());
const registerRemotes = jest.fn((_args: unknown) => undefined);
jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: (args: unknown) => preloadRemote(args), registerRemotes: (args: unknown) => registerRemotes(args) }));

import { AREA_ROOT } from '@atelier/shell-contract';
import { areaOf, inlineRemotes, preloadOpenedRemote, preloadScreenRemote, preloadScreenRemoteFromScreens, remoteAt } from '../src/federation/preload-screen';
import type { KnownRemote } from '../src/federation/screens-manifest';

const remotes: KnownRemote[] = [
  { name: 'mfe_auth', entry: '/remotes/mfe-auth/mf-manifest.json', live: true, screens: [{ id: 'login', path: 'login', areas: ['public'] }, { id: 'profile', path: 'profile', areas: ['user', 'admin'] }] },
  { name: 'mfe_feeds', entry: '/remotes/mfe-feeds/mf-manifest.json', live: true, screens: [{ id: 'home', path: '', areas: ['user'] }, { id: 'community', path: 'community-field', areas: ['user'] }] },
  { name: 'mfe_studio', entry: '/remotes/mfe-studio/mf-manifest.json', live: true, screens: [{ id: 'generate', path: 'image-generate', areas: ['user'] }, { id: 'dup', path: 'community-field', areas: ['user'] }] },
  { name: 'mfe_admin', entry: '/remotes/mfe-admin/mf-manifest.json', live: false, screens: [{ id: 'home', path: '', areas: ['admin'] }] },
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

test('preloads the exposed App of the remote, its sync assets only, and never throws', async () => {
  preloadScreenRemote(remotes, '/dashboard/image-generate');
  // Registered first: the entry runs before the bootstrap registers the registry's remotes.
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_studio', entry: '/remotes/mfe-studio/mf-manifest.json' }]);
  expect(preloadRemote).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'mfe_studio', exposes: ['./App'], resourceCategory: 'sync' })]);
  preloadRemote.mockClear();
  preloadScreenRemote(remotes, '/');
  expect(preloadRemote).not.toHaveBeenCalled();
  preloadRemote.mockImplementationOnce(() => Promise.reject(new Error('offline')));
  expect(() => preloadScreenRemote(remotes, '/login')).not.toThrow();
  preloadRemote.mockImplementationOnce(() => {
    throw new Error('not registered');
  });
  expect(() => preloadScreenRemote(remotes, '/login')).not.toThrow();
  await Promise.resolve();
});

test('the areas are where shell-contract says they are', () => {
  expect(areaOf(AREA_ROOT.user)).toEqual({ area: 'user', rest: '' });
  expect(areaOf(`${AREA_ROOT.admin}/users`)).toEqual({ area: 'admin', rest: 'users' });
  expect(areaOf(`${AREA_ROOT.user}x`)).toEqual({ area: 'public', rest: `${AREA_ROOT.user.slice(1)}x` });
});

test('the entry reads only well-formed remotes with inline screens from /remotes.json', () => {
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

test('the entry preloads the opened page’s remote once the registry answers, and nothing when it fails', async () => {
  preloadRemote.mockClear();
  const body = { remotes: [{ name: 'mfe_feeds', entry: '/remotes/mfe-feeds/mf-manifest.json', screens: [{ id: 'home', path: '', areas: ['user'] }] }] };
  preloadOpenedRemote(Promise.resolve(body), '/dashboard');
  await new Promise((r) => setTimeout(r, 0));
  expect(preloadRemote).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'mfe_feeds' })]);
  preloadRemote.mockClear();
  preloadOpenedRemote(Promise.reject(new Error('offline')), '/dashboard');
  await new Promise((r) => setTimeout(r, 0));
  expect(preloadRemote).not.toHaveBeenCalled();
});

test('the bootstrap preloads the page’s remote only when the entry could not: its screens were not inline in /remotes.json', () => {
  preloadRemote.mockClear();
  // The cluster's registry names entries only: the entry saw no screens, the bootstrap read screens.json.
  preloadScreenRemoteFromScreens(remotes, new Set(), '/dashboard/image-generate');
  expect(preloadRemote).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'mfe_studio' })]);
  preloadRemote.mockClear();
  // The embedded gateway's carries them: the entry has started it already.
  preloadScreenRemoteFromScreens(remotes, new Set(['mfe_studio']), '/dashboard/image-generate');
  preloadScreenRemoteFromScreens(remotes, new Set(['mfe_feeds']), '/');
  expect(preloadRemote).not.toHaveBeenCalled();
});
