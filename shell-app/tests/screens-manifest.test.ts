// The shell's reading of the remotes' screen manifests: parsing (bad input dropped, never thrown),
// merging with the cached copy when a remote is down, the cache round trip, the side menus and the
// account menu.
import type { IconNode, ScreenEntry } from '@atelier/shell-contract';
import {
  buildAccountMenu,
  buildNav,
  CACHE_KEY,
  mergeRegistry,
  parseIconNode,
  parseRemotesFile,
  parseScreens,
  readCache,
  screensUrl,
  writeCache,
  type KnownRemote,
} from '../src/federation/screens-manifest';

const ICON: IconNode = [['path', { d: 'M16 5h6' }], ['circle', { cx: '9', cy: '9', r: '2' }]];
const generate: ScreenEntry = {
  id: 'generate',
  path: 'image-generate',
  areas: ['user'],
  menu: { label: 'Image Generation', group: 'User Tool', order: 200, icon: ICON },
};
const home: ScreenEntry = { id: 'home', path: '', areas: ['user'], menu: { label: 'Home', group: 'Discover', order: 100 } };

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

describe('parseScreens', () => {
  test('keeps well-formed screens and drops each bad one alone', () => {
    const body = {
      screens: [
        generate,
        { id: 'Bad Id', path: 'x', areas: ['user'] },
        { id: 'abs', path: '/dashboard/x', areas: ['user'] },
        { id: 'noarea', path: 'x', areas: ['moon'] },
        { id: 'badmenu', path: 'y', areas: ['user'], menu: { label: 'Y' } },
        { id: 'public-home', path: '', areas: ['public'] },
        { ...generate, path: 'again' },
        { id: 'details', path: 'model-details/:id', areas: ['admin', 'moon'] },
      ],
    };
    expect(parseScreens(body)).toEqual([generate, { id: 'details', path: 'model-details/:id', areas: ['admin'] }]);
    expect(parseScreens([home])).toEqual([home]);
    expect(parseScreens({})).toBeUndefined();
    expect(parseScreens('nope')).toBeUndefined();
  });

  test('an icon is kept only as plain SVG shapes with string attributes', () => {
    expect(parseIconNode(ICON)).toEqual(ICON);
    expect(parseIconNode([['script', { src: 'x' }]])).toBeUndefined();
    expect(parseIconNode([['path', { onclick: 'alert(1)' }]])).toBeUndefined();
    expect(parseIconNode([['path', { d: 1 }]])).toBeUndefined();
    // A bad icon costs the entry its icon, not its place in the menu.
    const [s] = parseScreens({ screens: [{ ...home, menu: { ...home.menu, icon: [['image', { href: 'x' }]] } }] }) ?? [];
    expect(s).toEqual(home);
  });
});

describe('parseRemotesFile', () => {
  test('keeps good entries, their inline screens, and the first of a repeated name', () => {
    const file = {
      remotes: [
        { name: 'mfe_studio', entry: '/remotes/mfe-studio/mf-manifest.json', screens: [generate, { id: 'x' }] },
        { name: 'mfe_feeds', entry: 'https://feeds.example/mf-manifest.json' },
        { name: 'studio', entry: '/x' },
        { name: 'mfe_auth', entry: '' },
        { name: 'mfe_feeds', entry: '/other' },
      ],
    };
    expect(parseRemotesFile(file)).toEqual([
      { name: 'mfe_studio', entry: '/remotes/mfe-studio/mf-manifest.json', screens: [generate] },
      { name: 'mfe_feeds', entry: 'https://feeds.example/mf-manifest.json' },
    ]);
    expect(parseRemotesFile(null)).toEqual([]);
  });

  test('screens.json is looked up next to the entry, on its own host', () => {
    expect(screensUrl('/remotes/mfe-studio/mf-manifest.json', 'http://shell.test/dashboard/x')).toBe('http://shell.test/remotes/mfe-studio/screens.json');
    expect(screensUrl('https://cdn.example/feeds/v2/mf-manifest.json', 'http://shell.test/')).toBe('https://cdn.example/feeds/v2/screens.json');
  });
});

describe('mergeRegistry and the cache', () => {
  const cached = { remotes: [{ name: 'mfe_studio', entry: '/old/mf-manifest.json', screens: [generate] }] };

  test('fresh screens (inline or fetched) win and are live', () => {
    const merged = mergeRegistry(
      [
        { name: 'mfe_studio', entry: '/s/mf-manifest.json', screens: [] },
        { name: 'mfe_feeds', entry: '/f/mf-manifest.json' },
      ],
      { mfe_feeds: [home] },
      cached,
    );
    expect(merged).toEqual([
      { name: 'mfe_studio', entry: '/s/mf-manifest.json', screens: [], live: true },
      { name: 'mfe_feeds', entry: '/f/mf-manifest.json', screens: [home], live: true },
    ]);
  });

  test('a remote whose screens cannot be read keeps its cached screens, marked not live; an unknown one has none', () => {
    const merged = mergeRegistry(
      [
        { name: 'mfe_studio', entry: '/s/mf-manifest.json' },
        { name: 'mfe_new', entry: '/n/mf-manifest.json' },
      ],
      { mfe_studio: undefined, mfe_new: undefined },
      cached,
    );
    expect(merged).toEqual([
      { name: 'mfe_studio', entry: '/s/mf-manifest.json', screens: [generate], live: false },
      { name: 'mfe_new', entry: '/n/mf-manifest.json', screens: [], live: false },
    ]);
  });

  test('without /remotes.json the cached registry stands in; a remote gone from the registry is dropped', () => {
    expect(mergeRegistry(null, { mfe_studio: [home] }, cached)).toEqual([{ name: 'mfe_studio', entry: '/old/mf-manifest.json', screens: [home], live: true }]);
    expect(mergeRegistry(null, {}, cached)).toEqual([{ name: 'mfe_studio', entry: '/old/mf-manifest.json', screens: [generate], live: false }]);
    expect(mergeRegistry([{ name: 'mfe_feeds', entry: '/f', screens: [home] }], {}, cached).map((r) => r.name)).toEqual(['mfe_feeds']);
  });

  test('writes and reads back the registry; a corrupt or missing cache reads as empty', () => {
    const storage = memoryStorage();
    const known: KnownRemote[] = [{ name: 'mfe_studio', entry: '/s/mf-manifest.json', screens: [generate], live: false }];
    writeCache(storage, known);
    expect(readCache(storage)).toEqual({ remotes: [{ name: 'mfe_studio', entry: '/s/mf-manifest.json', screens: [generate] }] });
    storage.setItem(CACHE_KEY, '{broken');
    expect(readCache(storage)).toEqual({ remotes: [] });
    expect(readCache(undefined)).toEqual({ remotes: [] });
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => writeCache(full, known)).not.toThrow();
  });
});

describe('buildNav', () => {
  const remotes: KnownRemote[] = [
    {
      name: 'mfe_studio',
      entry: '/s',
      live: true,
      screens: [{ ...generate, menu: { ...generate.menu!, order: 210 } }, { id: 'inpaint', path: 'image-inpaint', areas: ['user'], menu: { label: 'In Paint', group: 'User Tool', order: 200 } }],
    },
    {
      name: 'mfe_admin',
      entry: '/a',
      live: false,
      screens: [
        { id: 'queue', path: 'queue', areas: ['admin'], menu: { label: 'Queue', group: 'Admin', order: 150, newTab: true } },
        { id: 'details', path: 'model-details/:id', areas: ['admin'], menu: { label: 'Details', group: 'Admin', order: 1 } },
      ],
    },
    { name: 'mfe_feeds', entry: '/f', live: true, screens: [home, { id: 'nomenu', path: 'hidden', areas: ['user'] }] },
  ];

  test('groups by group, orders groups and entries by order, links absolute paths, the home with end', () => {
    expect(buildNav(remotes, 'user')).toEqual([
      { label: 'Discover', items: [{ label: 'Home', to: '/dashboard', end: true, newTab: false, remote: 'mfe_feeds' }] },
      {
        label: 'User Tool',
        items: [
          { label: 'In Paint', to: '/dashboard/image-inpaint', end: false, newTab: false, remote: 'mfe_studio' },
          { label: 'Image Generation', to: '/dashboard/image-generate', icon: ICON, end: false, newTab: false, remote: 'mfe_studio' },
        ],
      },
    ]);
  });

  test('a down remote keeps its entries; screens with :params have none; new-tab entries say so', () => {
    expect(buildNav(remotes, 'admin')).toEqual([{ label: 'Admin', items: [{ label: 'Queue', to: '/admin/dashboard/queue', end: false, newTab: true, remote: 'mfe_admin' }] }]);
  });
});

describe('buildAccountMenu', () => {
  const account: ScreenEntry = {
    id: 'account',
    path: 'account',
    areas: ['user', 'admin'],
    accountMenu: [
      { label: 'Login-History', path: 'login-history', order: 300 },
      { label: 'Profile', path: '', order: 100, icon: ICON },
    ],
  };

  test('parses links, dropping a bad one alone (no :params, a label, a numeric order)', () => {
    const raw = { ...account, accountMenu: [...account.accountMenu!, { label: 'X', path: ':id', order: 1 }, { label: '', path: 'a', order: 1 }, { label: 'Y', path: 'y' }] };
    expect(parseScreens({ screens: [raw] })).toEqual([account]);
  });

  test('links each area to its own absolute paths, by order', () => {
    const remotes: KnownRemote[] = [
      { name: 'mfe_auth', entry: '/a', live: true, screens: [account] },
      { name: 'mfe_billing', entry: '/b', live: true, screens: [{ id: 'billing', path: 'billing', areas: ['user'], accountMenu: [{ label: 'Billing', path: '', order: 200 }] }] },
    ];
    expect(buildAccountMenu(remotes, 'user')).toEqual([
      { label: 'Profile', to: '/dashboard/account', icon: ICON, remote: 'mfe_auth' },
      { label: 'Billing', to: '/dashboard/billing', remote: 'mfe_billing' },
      { label: 'Login-History', to: '/dashboard/account/login-history', remote: 'mfe_auth' },
    ]);
    expect(buildAccountMenu(remotes, 'admin').map((i) => i.to)).toEqual(['/admin/dashboard/account', '/admin/dashboard/account/login-history']);
    expect(buildAccountMenu(remotes, 'public')).toEqual([]);
  });
});
