// Issue 12's page weight budgets, against the built product: JavaScript on the wire at a first
// visit (Chromium, empty cache) of the landing page, /login and three signed-in screens may exceed
// its budget (PAGE_BUDGETS_KIB) by at most BUDGET_TOLERANCE (a page not there yet: its interim
// ceiling, INTERIM_CEILINGS_KIB, which only holds it where it is). Bytes, not times: one build always
// weighs the same, so this is no timed test. The figures with where the bytes go: `npm run bench --
// --only=pages` (docs/benchmarks.md "Page weight").
import { newAccount, signIn, signUp } from '../harness/flows';
import { BUDGET_TOLERANCE, budgetLimitBytes, INTERIM_CEILINGS_KIB, PAGE_BUDGETS_KIB, WEIGHED_PAGES, weighPage } from '../harness/page-weight';
import { useSuite } from '../harness/suite';

jest.setTimeout(240_000);

const s = useSuite();

test('the limit is the budget plus 10 %, or an interim ceiling only for a page over that', () => {
  expect(BUDGET_TOLERANCE).toBe(0.1);
  expect(budgetLimitBytes('landing', '/')).toBe(Math.floor(PAGE_BUDGETS_KIB.landing * 1.1 * 1024));
  for (const [path, ceiling] of Object.entries(INTERIM_CEILINGS_KIB)) {
    const p = WEIGHED_PAGES.find((x) => x.path === path)!;
    expect(budgetLimitBytes(p.budget, path)).toBe(ceiling! * 1024);
    // An interim ceiling above budget + tolerance only; one at or under it would be a stale entry.
    expect(ceiling! * 1024).toBeGreaterThan(PAGE_BUDGETS_KIB[p.budget] * 1.1 * 1024);
  }
});

test('no page downloads more JavaScript than its budget allows', async () => {
  const user = newAccount('page-weight');
  await signUp(s.page, s.product.mailbox, user);
  const measured: string[] = [];
  const over: string[] = [];
  for (const { page, path, budget, signedIn } of WEIGHED_PAGES) {
    const w = await weighPage(s.browser, s.product.url, path, signedIn ? (p) => signIn(p, user.email, user.password) : undefined);
    // A page that loaded no script at all did not render: that is a failure, not a light page.
    expect(w.files.some((f) => f.type === 'script')).toBe(true);
    const limit = budgetLimitBytes(budget, path);
    const line = `${page} (${path}): ${(w.jsWire / 1024).toFixed(1)} KiB of JS on the wire, budget ${PAGE_BUDGETS_KIB[budget]} KiB, limit ${(limit / 1024).toFixed(1)}${INTERIM_CEILINGS_KIB[path] ? ' (interim ceiling)' : ''}`;
    measured.push(line);
    if (w.jsWire > limit) over.push(line);
  }
  console.log(measured.join('\n'));
  expect(over).toEqual([]);
});

test('each remote’s federation runtime is built without the remote loading only the shell does', async () => {
  // packages/webpack-config: experiments.optimization.disableRemote and disableSnapshot in the
  // remotes (−9 KiB on every remote's page). What the build puts in the place of the left-out
  // handler carries this message; the shell's runtime, which loads the remotes, must not.
  const DISABLED = 'Remote loading is disabled by experiments.optimization.disableRemote';
  const text = async (path: string) => {
    const res = await fetch(new URL(path, s.product.url));
    expect([path, res.status]).toEqual([path, 200]);
    return res.text();
  };
  const registry = JSON.parse(await text('/remotes.json')) as { remotes: Array<{ name: string; entry: string }> };
  expect(registry.remotes.map((r) => r.name).sort()).toEqual(['mfe_admin', 'mfe_auth', 'mfe_billing', 'mfe_feeds', 'mfe_studio']);
  for (const r of registry.remotes) {
    expect([r.name, (await text(r.entry.replace(/mf-manifest\.json$/, 'remoteEntry.js'))).includes(DISABLED)]).toEqual([r.name, true]);
  }
  expect((await text('/main.js')).includes(DISABLED)).toBe(false);
});

test('the shell’s HTML preloads what its start loads, and nothing the landing page does not', async () => {
  // packages/webpack-config/bootstrap-preload.js: the bootstrap's chunks and the shared modules they
  // import, asked for beside main.js instead of after it; /remotes.json by the template.
  const html = await (await fetch(new URL('/', s.product.url))).text();
  const links = [...html.matchAll(/<link[^>]*rel="?preload"?[^>]*href="?([^" >]+)/g)].map((m) => m[1]!);
  const preloaded = links.filter((l) => /\.(js|css)$/.test(l)).sort();
  expect(links.filter((l) => !preloaded.includes(l))).toEqual(['/remotes.json']);
  const landing = await weighPage(s.browser, s.product.url, '/');
  const loaded = landing.files.map((f) => f.path);
  expect(preloaded.length).toBeGreaterThan(3);
  expect(preloaded.filter((p) => !loaded.includes(p))).toEqual([]);
  // Everything sizeable the landing page loads but main.js itself (React DOM, the router, the shell's chunk…).
  const sizeable = landing.files.filter((f) => f.wire > 2048 && f.path !== '/main.js').map((f) => f.path);
  expect(sizeable.filter((p) => !preloaded.includes(p))).toEqual([]);
});

test('a page preloads the lazy chunks its path needs and its remote, uses every file it preloads, and reads /remotes.json once', async () => {
  // shell-app/route-preloads.js: the app frame everywhere but the shell's own pages, an area's layout
  // and the profile request's module on its pages — asked for by the HTML's inline script, at once.
  const user = newAccount('route-preloads');
  await signUp(s.page, s.product.mailbox, user);
  const page = await s.freshPage();
  await signIn(page, user.email, user.password);
  // The kit's widgets, the shell's shared module the studio's App consumes at load: its own chunks, as
  // the shell's build lists them (without those of the kit's barrel, which every signed-in page loads).
  const shared = (await (await fetch(new URL('/shared-files.json', s.product.url))).json()) as Record<string, string[]>;
  const widgets = shared['@atelier/ui-kit/src/widgets']!.filter((f) => !shared['@atelier/ui-kit']!.includes(f)).map((f) => `/${f}`);
  expect(widgets.length).toBeGreaterThan(0);
  for (const path of ['/', '/login', '/dashboard', '/dashboard/image-generate']) {
    const p = path === '/login' ? await s.freshPage() : await page.context().newPage();
    const asked: string[] = [];
    const warnings: string[] = [];
    let mainJsIn = -1; // how many requests had left when main.js had come in
    // The shell's liveness look at every remote after the load (HEAD of each manifest) is not an ask for the file.
    p.on('request', (r) => asked.push(`${r.method() === 'HEAD' ? 'HEAD ' : ''}${new URL(r.url()).pathname}`));
    p.on('requestfinished', (r) => new URL(r.url()).pathname === '/main.js' && (mainJsIn = asked.length));
    p.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await p.goto(path, { waitUntil: 'load' });
    // Chromium warns of a preload not used within a few seconds of the load event.
    await p.waitForTimeout(4000);
    const chunk = (name: string) => asked.filter((a) => new RegExp(`^/${name}\\.[0-9a-f]{8}\\.js$`).test(a));
    expect([path, warnings.filter((w) => /preload/i.test(w))]).toEqual([path, []]);
    expect([path, asked.filter((a) => a === '/remotes.json').length]).toEqual([path, 1]);
    expect([path, chunk('app-frame').length, chunk('user-area').length, chunk('profile-prefetch').length]).toEqual(
      path === '/' ? [path, 0, 0, 0] : path === '/login' ? [path, 1, 0, 0] : [path, 1, 1, 1],
    );
    // The page's remote (svc-gateway/src/web/page-preloads.ts): its manifest asked for by the HTML —
    // before main.js was in, and main.js must have run for the entry to ask —, its remoteEntry.js and
    // App chunk once each, as the runtime asks. The landing page is the shell's: no remote.
    const remote = { '/': null, '/login': 'mfe-auth', '/dashboard': 'mfe-feeds', '/dashboard/image-generate': 'mfe-studio' }[path];
    const ofRemote = (re: RegExp) => asked.filter((a) => a.startsWith(`/remotes/${remote}/`) && re.test(a));
    for (const re of [/\/mf-manifest\.json$/, /\/remoteEntry\.js$/, /\/__federation_expose_App\.[0-9a-f]{8}\.js$/]) {
      expect([path, String(re), ofRemote(re).length]).toEqual([path, String(re), remote ? 1 : 0]);
    }
    if (remote) expect([path, asked.indexOf(ofRemote(/\/mf-manifest\.json$/)[0]!) < mainJsIn]).toEqual([path, true]);
    // On the Playground, the widgets too: asked once, by the HTML; the feeds' screens do without them.
    const widgetsAsked = asked.filter((a) => widgets.includes(a));
    expect([path, widgetsAsked.length, widgetsAsked.every((a) => asked.indexOf(a) < mainJsIn)]).toEqual([path, path === '/dashboard/image-generate' ? 1 : 0, true]);
    await p.close();
  }
});

test('the landing page’s theme menu, loaded on first use, opens on the first click and switches the theme', async () => {
  const page = await s.freshPage();
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Toggle theme' });
  await trigger.click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await page.waitForFunction("document.documentElement.classList.contains('dark')");
  // Keyboard: focus, ArrowDown opens it again on the real (now loaded) menu.
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await page.waitForFunction("!document.documentElement.classList.contains('dark')");
});

test('the dashboard’s menus load the kit’s widgets on first use: the feeds screens do without them, and the account menu opens on the first key press', async () => {
  // The widgets entry's files, as the shell's federation manifest lists them.
  const manifest = (await (await fetch(new URL('/mf-manifest.json', s.product.url))).json()) as { shared: Array<{ name: string; assets: { js: { sync: string[] } } }> };
  const widgets = manifest.shared.find((m) => m.name === '@atelier/ui-kit/src/widgets')!.assets.js.sync;
  expect(widgets.length).toBeGreaterThan(0);
  const user = newAccount('deferred-menus');
  await signUp(s.page, s.product.mailbox, user);
  const page = await s.freshPage();
  await signIn(page, user.email, user.password);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname.slice(1)));
  await page.goto('/dashboard/community-field');
  // Drawn: a widget the screen imported would have been asked for before its first paint.
  await page.getByRole('heading', { name: /community/i }).first().waitFor();
  expect(asked.filter((f) => widgets.includes(f))).toEqual([]);
  // Keyboard only: Enter on the stand-in trigger draws the real menu, open, with its entries.
  const trigger = page.getByRole('button', { name: 'Open account menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
  expect(asked.filter((f) => widgets.includes(f)).length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await page.getByRole('menuitem', { name: 'Log out' }).waitFor({ state: 'hidden' });
  // Now the real menu: ArrowDown opens it again; the theme menu loads on its first press too.
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard/account');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await page.waitForFunction("document.documentElement.classList.contains('dark')");
});

test('the first paint needs no script: the HTML draws the wordmark, and the app replaces it', async () => {
  // Lighthouse's first contentful paint on a slow phone was ~2 s of JavaScript; the HTML's own
  // wordmark paints as soon as the page arrives (shell-app/public/index.html).
  const context = await s.browser.newContext({ baseURL: s.product.url, javaScriptEnabled: false });
  try {
    const bare = await context.newPage();
    await bare.goto('/login');
    await expect(bare.getByRole('status', { name: 'Loading Atelier' }).isVisible()).resolves.toBe(true);
    await expect(bare.locator('#root svg text').textContent()).resolves.toBe('Atelier');
  } finally {
    await context.close();
  }
  const page = await s.freshPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
  await expect(page.getByRole('status', { name: 'Loading Atelier' }).count()).resolves.toBe(0);
});
