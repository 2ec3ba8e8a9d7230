// The page served for a path a remote draws names that remote's manifest and the shell's copies of the
// shared modules its App consumes at load, for preloading (src/web/page-preloads.ts): which remote,
// which files, where in the page, and when none.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testGateway } from './support/gateway';
import { withPreloads } from '../src/web/page-preloads';

const INDEX = '<!doctype html><html><head><link rel=preload href=/remotes.json as=fetch crossorigin><link rel=preload as=script href=/305.abcdef01.js></head><body></body></html>';
const FEEDS_LINKS = '<link rel=preload href=/remotes/mfe-feeds/mf-manifest.json as=fetch crossorigin>';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gw-preloads-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// A remote's built manifest as the federation plugin writes it: the gateway names none of the files it
// lists (only the manifest itself), which the tests below check against these names.
const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    { name: 'ImageDetail', assets: { js: { sync: ['__federation_expose_ImageDetail.aa8d0738.js'], async: [] }, css: { sync: [], async: [] } } },
    { name: 'App', assets: { js: { sync: ['__federation_expose_App.1389753f.js'], async: ['769.7549654b.js'] }, css: { sync: ['__federation_expose_App.7be43fff.css'], async: [] } } },
  ],
};

function remote(folder: string, screens: unknown[], body: unknown, appShared?: unknown): string {
  const dir = join(root, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'screens.json'), JSON.stringify({ screens, ...(appShared === undefined ? {} : { appShared }) }));
  writeFileSync(join(dir, 'mf-manifest.json'), typeof body === 'string' ? body : JSON.stringify(body));
  return dir;
}

function built() {
  const shellDir = join(root, 'shell');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(join(shellDir, 'index.html'), INDEX);
  return {
    shellDir,
    remoteDirs: {
      'mfe-feeds': remote('mfe-feeds', [{ id: 'home', path: '', areas: ['user'] }, { id: 'community', path: 'community-field', areas: ['user'] }], MANIFEST),
      'mfe-auth': remote('mfe-auth', [{ id: 'login', path: 'login', areas: ['public'] }], '{not json'),
    },
  };
}

async function page(web: { shellDir: string; remoteDirs: Record<string, string>; remotesJsonPath?: string }, url: string): Promise<string> {
  const { app } = await testGateway({ web });
  try {
    const res = await app.inject({ method: 'GET', url });
    expect([url, res.statusCode]).toEqual([url, 200]);
    return res.body;
  } finally {
    await app.close();
  }
}

test("a remote's page names its manifest right after the registry's preload — not its scripts or stylesheet", async () => {
  const web = built();
  for (const url of ['/dashboard', '/dashboard/', '/dashboard/community-field', '/dashboard/community-field?tab=top']) {
    expect(await page(web, url)).toBe(INDEX.replace('crossorigin>', `crossorigin>${FEEDS_LINKS}`));
  }
});

test("the shell's own pages, unknown paths, a remote on another host and an unreadable manifest get the page as built", async () => {
  const web = built();
  // /terms is the shell's; /nowhere no one's; /login is mfe-auth's, whose manifest cannot be read.
  for (const url of ['/terms', '/nowhere', '/login']) expect(await page(web, url)).toBe(INDEX);
  const file = join(root, 'remotes.json');
  writeFileSync(file, JSON.stringify({ remotes: [{ name: 'mfe_feeds', entry: 'https://cdn.example/feeds/mf-manifest.json' }] }));
  expect(await page({ ...web, remotesJsonPath: file }, '/dashboard')).toBe(INDEX);
});

test('only file names of the build are written into the page', async () => {
  const web = built();
  writeFileSync(join(web.shellDir, 'shared-files.json'), JSON.stringify({ react: ['ok.12345678.js', '"><script>alert(1)</script>', '../x.js', 'x y.js', 3] }));
  const studio = remote('mfe-studio', [{ id: 'generate', path: 'image-generate', areas: ['user'] }], MANIFEST, ['react']);
  const body = await page({ ...web, remoteDirs: { ...web.remoteDirs, 'mfe-studio': studio } }, '/dashboard/image-generate');
  expect(body).toContain('<link rel=preload as=script href=/ok.12345678.js>');
  expect(body).not.toContain('alert');
  expect(body).not.toContain('../x.js');
  expect(body).not.toContain('x y.js');
});

test('the builds are read per page: a remote rebuilt without a manifest, or with another App, is named as it now is', async () => {
  const web = built();
  const studio = remote('mfe-studio', [{ id: 'generate', path: 'image-generate', areas: ['user'] }], MANIFEST, ['zustand']);
  writeFileSync(join(web.shellDir, 'shared-files.json'), JSON.stringify({ zustand: ['880.52179c5d.js'], '@atelier/ui-kit/src/widgets': ['467.b8e4f74a.js'] }));
  const dirs = { ...web, remoteDirs: { ...web.remoteDirs, 'mfe-studio': studio } };
  expect(await page(dirs, '/dashboard/image-generate')).toContain('/880.52179c5d.js');
  writeFileSync(join(studio, 'screens.json'), JSON.stringify({ screens: [{ id: 'generate', path: 'image-generate', areas: ['user'] }], appShared: ['@atelier/ui-kit/src/widgets'] }));
  const now = await page(dirs, '/dashboard/image-generate');
  expect(now).toContain('/467.b8e4f74a.js');
  expect(now).not.toContain('880.52179c5d.js');
  rmSync(join(studio, 'mf-manifest.json'));
  expect(await page(dirs, '/dashboard/image-generate')).toBe(INDEX);
});

test("the shell's copies of the shared modules the App consumes at load are named too, but not those the page preloads already", async () => {
  const web = built();
  // The shell's build: each shared module's files (bootstrap-preload.js); the page preloads 305 itself.
  writeFileSync(join(web.shellDir, 'shared-files.json'), JSON.stringify({ '@atelier/ui-kit/src/widgets': ['467.b8e4f74a.js'], react: ['305.abcdef01.js'], zustand: ['880.52179c5d.js'] }));
  // The studio's build: what its App consumes as it loads (one key the shell does not provide, one not a string).
  const studio = remote('mfe-studio', [{ id: 'generate', path: 'image-generate', areas: ['user'] }], MANIFEST, [
    '@atelier/ui-kit/src/widgets',
    'react',
    'left-pad',
    7,
  ]);
  const body = await page({ ...web, remoteDirs: { ...web.remoteDirs, 'mfe-studio': studio } }, '/dashboard/image-generate');
  expect(body).toContain('<link rel=preload href=/remotes/mfe-studio/mf-manifest.json as=fetch crossorigin><link rel=preload as=script href=/467.b8e4f74a.js>');
  expect(body).not.toContain('__federation_expose_App');
  expect(body.split('/305.abcdef01.js').length - 1).toBe(1);
  expect(body).not.toContain('880.52179c5d.js');
  // Without the shell's list (an older build) the remote's manifest is still named.
  rmSync(join(web.shellDir, 'shared-files.json'));
  const older = await page({ ...web, remoteDirs: { ...web.remoteDirs, 'mfe-studio': studio } }, '/dashboard/image-generate');
  expect(older).toContain('/remotes/mfe-studio/mf-manifest.json');
  expect(older).not.toContain('467.b8e4f74a.js');
});

test("without the registry's preload the links go before </head>; a page without a head is left as it is", () => {
  const one = [{ href: '/a.js', as: 'script' as const }];
  expect(withPreloads('<html><head><title>x</title></head></html>', one)).toBe('<html><head><title>x</title><link rel=preload as=script href=/a.js></head></html>');
  expect(withPreloads('<title>x</title>', one)).toBe('<title>x</title>');
  expect(withPreloads(INDEX, [])).toBe(INDEX);
  // A file the page names already — a tag, or the route script's list ("…") — is not named twice.
  expect(withPreloads(INDEX, [{ href: '/305.abcdef01.js', as: 'script' }])).toBe(INDEX);
  const scripted = INDEX.replace('</head>', '<script>var r=[["^/x",["/715.4756bbe7.js"]]]</script></head>');
  expect(withPreloads(scripted, [{ href: '/715.4756bbe7.js', as: 'script' }])).toBe(scripted);
});
