// The remote of the page being opened is preloaded by the entry as soon as the registry answers
// (federation/preload-screen.ts): what is asked of the runtime, and when. Which remote draws a URL is
// shell-contract's screen-route.ts (its tests: packages/shell-contract/tests/screen-route.test.ts).
const preloadRemote = jest.fn((_args: unknown) => Promise.resolve());
const registerRemotes = jest.fn((_args: unknown) => undefined);
jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: (args: unknown) => preloadRemote(args), registerRemotes: (args: unknown) => registerRemotes(args) }));

import { preloadOpenedRemote, preloadScreenRemote, preloadScreenRemoteFromScreens } from '../src/federation/preload-screen';
import type { KnownRemote } from '../src/federation/screens-manifest';

const remotes: KnownRemote[] = [
  { name: 'mfe_auth', entry: '/remotes/mfe-auth/mf-manifest.json', live: true, screens: [{ id: 'login', path: 'login', areas: ['public'] }, { id: 'profile', path: 'profile', areas: ['user', 'admin'] }] },
  { name: 'mfe_feeds', entry: '/remotes/mfe-feeds/mf-manifest.json', live: true, screens: [{ id: 'home', path: '', areas: ['user'] }, { id: 'community', path: 'community-field', areas: ['user'] }] },
  { name: 'mfe_studio', entry: '/remotes/mfe-studio/mf-manifest.json', live: true, screens: [{ id: 'generate', path: 'image-generate', areas: ['user'] }, { id: 'dup', path: 'community-field', areas: ['user'] }] },
  { name: 'mfe_admin', entry: '/remotes/mfe-admin/mf-manifest.json', live: false, screens: [{ id: 'home', path: '', areas: ['admin'] }] },
];

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
