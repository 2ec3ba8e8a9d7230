#!/usr/bin/env node
// Browser smoke check of the built frontends (run `npm run build:web` first): starts
// serve-dist.mjs with the fake API, drives headless Chromium through the landing page, login, the
// legal pages, both dashboards and a dead remote, asserts what a user must see (and that React
// Router logs no warning), saves screenshots and prints the gzipped JavaScript each page actually
// downloaded. Exit code 1 on any failed check.
//
//   node shell-app/scripts/smoke.mjs [--out /tmp/atelier-shots] [--port 4173]
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const HERE = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string', default: '/tmp/atelier-shots' }, port: { type: 'string', default: '4173' } } });
const BASE = `http://127.0.0.1:${values.port}`;
mkdirSync(values.out, { recursive: true });

const failures = [];
function check(cond, what) {
  console.log(`${cond ? '✓' : '✗'} ${what}`);
  if (!cond) failures.push(what);
}

async function startServer(extra = []) {
  const child = spawn(process.execPath, [join(HERE, 'serve-dist.mjs'), '--port', values.port, '--fake-api', ...extra], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`serve-dist exited ${code}`)));
  });
  return child;
}
const stop = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

/** Opens a page, records page errors and the gzipped size of every JS response. */
async function open(browser, path, viewport = DESKTOP, storage = {}) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), storage);
  const page = await context.newPage();
  const errors = [];
  const bodies = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // React Router's warnings (e.g. descendant <Routes> under a parent without a trailing *) count as errors.
  page.on('console', (m) => /React Router|<Routes>|No routes matched/.test(m.text()) && errors.push(`console: ${m.text()}`));
  page.on('response', (r) => {
    if (r.url().endsWith('.js') && r.ok()) bodies.push(r.body().then((b) => gzipSync(b).length, () => 0));
  });
  await page.goto(BASE + path);
  await page.waitForLoadState('networkidle');
  const jsGzip = async () => (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
  return { page, context, errors, jsGzip };
}
const shot = (page, name) => page.screenshot({ path: join(values.out, `${name}.png`), fullPage: false });
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Playwright adds --headless and a fresh profile directory itself.
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let server = await startServer();
try {
  // Landing page.
  let p = await open(browser, '/');
  check((await p.page.locator('h1').innerText()).includes('Turn a sentence into a'), 'landing: hero headline');
  check(await p.page.getByRole('link', { name: 'Get started' }).isVisible(), 'landing: Get started CTA');
  await shot(p.page, 'landing-desktop');
  console.log(`  landing JS downloaded (gzip): ${kb(await p.jsGzip())}`);
  check(p.errors.length === 0, `landing: no page errors ${p.errors.join(' | ')}`);
  await p.context.close();
  p = await open(browser, '/', MOBILE);
  await shot(p.page, 'landing-mobile');
  await p.context.close();
  p = await open(browser, '/', DESKTOP, { 'vite-ui-theme': 'dark' });
  check(await p.page.evaluate(() => document.documentElement.classList.contains('dark')), 'landing: stored dark theme applied');
  await p.page.screenshot({ path: join(values.out, 'landing-dark-full.png'), fullPage: true });
  await p.context.close();

  // Login (mfe_auth, public area).
  p = await open(browser, '/login');
  const loginOk = await p.page.getByText('Login an account').first().isVisible().catch(() => false);
  check(loginOk, 'login: mfe_auth renders "Login an account"');
  await shot(p.page, 'login-desktop');
  console.log(`  login JS downloaded (gzip): ${kb(await p.jsGzip())}`);
  check(p.errors.length === 0, `login: no page errors ${p.errors.join(' | ')}`);
  await p.context.close();

  // The legal pages linked from the auth screens.
  p = await open(browser, '/login');
  await p.page.getByRole('link', { name: 'Terms of Service' }).first().click();
  await p.page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor({ timeout: 10_000 }).catch(() => {});
  check(new URL(p.page.url()).pathname === '/terms', 'login: Terms of Service leads to /terms');
  check(await p.page.getByRole('heading', { level: 1, name: 'Terms of Service' }).isVisible(), 'terms: page renders');
  await shot(p.page, 'terms-desktop');
  await p.page.getByRole('link', { name: 'Read the Privacy Policy' }).click();
  await p.page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor({ timeout: 10_000 }).catch(() => {});
  check(await p.page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).isVisible(), 'privacy: page renders');
  await p.page.getByRole('link', { name: 'Back to sign in' }).first().click();
  await p.page.getByText('Login an account').first().waitFor({ timeout: 10_000 }).catch(() => {});
  check(new URL(p.page.url()).pathname === '/login', 'privacy: Back to sign in leads to /login');
  check(p.errors.length === 0, `legal pages: no page errors ${p.errors.join(' | ')}`);
  await p.context.close();
  p = await open(browser, '/privacy', MOBILE);
  await shot(p.page, 'privacy-mobile');
  await p.context.close();

  // Unknown route → /login.
  p = await open(browser, '/no/such/page');
  check(new URL(p.page.url()).pathname === '/login', 'unknown route redirects to /login');
  await p.context.close();

  // User dashboard (fake API signs in "Ada Lovelace").
  p = await open(browser, '/dashboard', DESKTOP, { 'vite-ui-theme': 'light' });
  await p.page.getByText('Get Started From Here').waitFor({ timeout: 10_000 }).catch(() => {});
  check(await p.page.getByRole('heading', { name: /Get Started From Here, Ada Lovelace/ }).isVisible(), 'dashboard: home greets the user');
  check((await p.page.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')) === 'page', 'dashboard: Home is the current menu entry');
  check(await p.page.getByRole('button', { name: 'Open account menu' }).isVisible(), 'dashboard: account menu');
  check(await p.page.getByText('Credits : 120').isVisible(), 'dashboard: credits badge');
  await shot(p.page, 'dashboard-desktop');
  console.log(`  dashboard JS downloaded (gzip): ${kb(await p.jsGzip())}`);
  await p.page.getByRole('link', { name: 'Image Generation', exact: true }).click();
  await p.page.getByRole('heading', { name: 'Playground' }).waitFor({ timeout: 10_000 }).catch(() => {});
  check(await p.page.getByText('Write something awesome and generate awesome images').isVisible(), 'studio: Playground header via the side menu');
  check((await p.page.getByRole('link', { name: 'Image Generation', exact: true }).getAttribute('aria-current')) === 'page', 'studio: Image Generation highlighted');
  await p.page.getByRole('button', { name: 'Open account menu' }).click();
  check(await p.page.getByRole('menuitem', { name: 'Change-Password' }).isVisible(), 'account menu lists Change-Password');
  await p.page.waitForTimeout(300); // let the menu's fade-in finish before the screenshot
  await shot(p.page, 'dashboard-account-menu');
  await p.page.keyboard.press('Escape');
  check(p.errors.length === 0, `dashboard: no page errors ${p.errors.join(' | ')}`);
  await p.context.close();

  p = await open(browser, '/dashboard', MOBILE, { 'vite-ui-theme': 'dark' });
  await p.page.getByText('Get Started From Here').waitFor({ timeout: 10_000 }).catch(() => {});
  check(!(await p.page.locator('#side-menu').isVisible()), 'mobile: side menu starts closed');
  check(!(await p.page.getByText('Credits : 120').isVisible()), 'mobile: credits badge hidden on small screens');
  await shot(p.page, 'dashboard-mobile');
  await p.page.getByRole('button', { name: 'Open menu' }).click();
  check(await p.page.getByRole('link', { name: 'Pricing' }).isVisible(), 'mobile: hamburger opens the side menu');
  check(await p.page.evaluate(() => document.activeElement?.getAttribute('aria-current') === 'page'), 'mobile: focus moves to the current menu entry');
  await p.page.keyboard.press('Escape');
  check(!(await p.page.locator('#side-menu').isVisible()), 'mobile: Escape closes the side menu');
  await p.page.getByRole('button', { name: 'Open menu' }).click();
  await p.page.waitForTimeout(400); // let the slide-in transition finish before the screenshot
  await shot(p.page, 'dashboard-mobile-menu');
  await p.context.close();

  // Admin area: dark by default, welcome by name.
  p = await open(browser, '/admin/dashboard');
  await p.page.getByText('Welcome').first().waitFor({ timeout: 10_000 }).catch(() => {});
  check(await p.page.getByRole('heading', { name: 'Welcome Grace Hopper' }).isVisible(), 'admin: welcome with the admin name');
  check(await p.page.evaluate(() => document.documentElement.classList.contains('dark')), 'admin: dark theme by default');
  check((await p.page.getByRole('link', { name: /Queue/ }).getAttribute('target')) === '_blank', 'admin: Queue opens in a new tab');
  await shot(p.page, 'admin-desktop');
  await p.context.close();

  // A dead remote: its panel shows inside the layout; the rest keeps working.
  await stop(server);
  server = await startServer(['--dead', 'mfe_studio']);
  p = await open(browser, '/dashboard/image-generate');
  await p.page.getByText('This part of Atelier is unavailable right now').waitFor({ timeout: 15_000 }).catch(() => {});
  check(await p.page.getByText('This part of Atelier is unavailable right now').isVisible(), 'dead remote: fallback panel shown');
  check(await p.page.getByRole('button', { name: 'Retry' }).isVisible(), 'dead remote: Retry button');
  check(await p.page.getByRole('link', { name: 'Community' }).isVisible(), 'dead remote: side menu still there');
  check(await p.page.locator('#side-menu a[data-unavailable]', { hasText: 'Image Generation' }).isVisible(), 'dead remote: its menu entries show as unavailable');
  check(!(await p.page.locator('#side-menu a[data-unavailable]', { hasText: 'Community' }).count()), 'dead remote: other remotes\' entries stay available');
  await shot(p.page, 'dead-remote');
  await p.page.getByRole('button', { name: 'Retry' }).click();
  await p.page.waitForTimeout(1500);
  check(await p.page.getByText('This part of Atelier is unavailable right now').isVisible(), 'dead remote: Retry re-attempts and still shows the panel');
  await p.page.getByRole('link', { name: 'Home', exact: true }).click();
  await p.page.getByText('Get Started From Here').waitFor({ timeout: 10_000 }).catch(() => {});
  check(await p.page.getByRole('heading', { name: /Get Started From Here/ }).isVisible(), 'dead remote: other remotes still load');
  check(p.errors.length === 0, `dead remote: no uncaught page errors ${p.errors.join(' | ')}`);
  await p.context.close();
} finally {
  await browser.close();
  await stop(server);
}
console.log(failures.length ? `\n${failures.length} check(s) failed` : `\nall checks passed; screenshots in ${values.out}`);
process.exitCode = failures.length ? 1 : 0;
