// Lighthouse (the npm package, 12.2.3: 13.x needs Node 22) driving Debian's Chromium on the pages
// the weight bench weighs (WEIGHED_PAGES: the landing page, /login, three signed-in screens), with
// the mobile and the desktop preset: Performance, Accessibility, Best Practices and SEO scores,
// the metrics behind Performance, and the audits that hold a score under 90.
// Starts the product as the browser suite does (built frontends needed: `npm run build:web`).
// Lighthouse's throttling is simulated (Lantern) from one trace; on a machine shared with other
// work the CPU-bound metrics (total blocking time) are pessimistic, the byte-bound ones are not.
// BENCH_LIGHTHOUSE_REPORTS=dir keeps each run's whole report (dir/<page>-<preset>.json) for the
// audits the summary leaves out: which script's execution (bootup-time), which main-thread work.
// For an A/B of one change: BENCH_LIGHTHOUSE_PAGES=name,… (page names or paths, e.g. "dashboard home,/login"),
// BENCH_LIGHTHOUSE_PRESETS=mobile and BENCH_LIGHTHOUSE_RUNS=n (each page n times, in turn: run.ts prints
// every run and the median Performance) — one run's score moves by 5–15 points with the machine's load.
// BENCH_LIGHTHOUSE_H2=1 scores the pages through an HTTP/2 TLS front (lib/h2-front.ts), as a
// deployment behind an ingress serves them; by default, the embedded product's own HTTP/1.1.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { BrowserContext } from 'playwright-core';
import { CHROMIUM, connectBrowser, ensureChromium, launchBrowser } from '../e2e/harness/browser';
import { ACCESS_COOKIE } from '@atelier/contracts/src/route-addresses';
import { newAccount, signIn, signUp } from '../e2e/harness/flows';
import { WEIGHED_PAGES } from '../e2e/harness/page-weight';
import { startProduct } from '../e2e/harness/product';
import { startH2Front, type H2Front } from './lib/h2-front';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = { fcpMs: 'first-contentful-paint', lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift', siMs: 'speed-index' } as const;

export interface LighthouseFigure {
  page: string;
  /** 1-based, when BENCH_LIGHTHOUSE_RUNS asks for several runs of each page. */
  run: number;
  path: string;
  preset: 'mobile' | 'desktop';
  /** 0–100 per category (null when Lighthouse could not score it). */
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  metrics: Record<keyof typeof METRICS, number | null>;
  /** Failed audits (score under 0.9) of Performance under 90 or another category under 100:
   *  what holds the score down. */
  failing: Array<{ category: string; id: string; title: string; display?: string }>;
  runtimeError?: string;
}

interface LhAudit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  scoreDisplayMode?: string;
  details?: { items?: Array<{ description?: string; source?: string; url?: string }> };
}
interface LhResult {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, LhAudit>;
  runtimeError?: { message: string };
  finalDisplayedUrl?: string;
}

/**
 * Signs a fresh account in inside the Chromium Lighthouse drives (over CDP, in its default context),
 * so the signed-in pages are loaded with the session in the browser's own cookie jar: Lighthouse's
 * storage reset clears caches, not cookies (clearStorageTypes), so each run still starts with an
 * empty cache. Until 2026-11-26 the bench sent a fixed Cookie header of a signed-UP account instead:
 * registration leaves only the CSRF cookie, and a Cookie header does not reach the browser's jar
 * (the client reads the CSRF cookie from document.cookie), so every "signed-in" page answered getMe
 * and the refresh with 401 and was scored as /login after the redirect — the Best Practices 96 was
 * those 401s in the console.
 */
async function signInChrome(port: number, url: string, mailbox: Parameters<typeof signUp>[1]): Promise<void> {
  // Signed in by playwright in a browser of its own (its flows need a base URL), then the session's
  // cookies — all of them, the refresh cookie's path included — copied into Lighthouse's browser.
  const own = await launchBrowser();
  let cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  try {
    const context = await own.newContext({ baseURL: url, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const account = newAccount('lighthouse-bench');
    await signUp(page, mailbox, account);
    await signIn(page, account.email, account.password);
    cookies = await context.cookies();
  } finally {
    await own.close();
  }
  if (!cookies.some((c) => c.name === ACCESS_COOKIE)) throw new Error(`signing in left no session cookie (${cookies.map((c) => c.name).join(', ')})`);
  const lighthouses = await connectBrowser(port);
  await lighthouses.contexts()[0].addCookies(cookies);
}

function figure(page: string, path: string, preset: LighthouseFigure['preset'], run: number, lhr: LhResult): LighthouseFigure {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score! * 100)])) as LighthouseFigure['scores'];
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([k, id]) => {
      const v = lhr.audits[id]?.numericValue;
      return [k, v == null ? null : k === 'cls' ? +v.toFixed(3) : Math.round(v)];
    }),
  ) as LighthouseFigure['metrics'];
  const failing: LighthouseFigure['failing'] = [];
  for (const c of CATEGORIES) {
    // Performance under 90 (the aim); the other three are 100 or near it, so any lost point.
    if ((scores[c] ?? 0) >= (c === 'performance' ? 90 : 100)) continue;
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score == null || a.score >= 0.9 || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'notApplicable') continue;
      // Console errors and the like: the first item says which.
      const item = a.displayValue ? undefined : a.details?.items?.[0];
      const display = a.displayValue ?? (item ? `${item.source ?? ''} ${item.description ?? item.url ?? ''}`.trim().slice(0, 160) : undefined);
      failing.push({ category: c, id: a.id, title: a.title, display });
    }
  }
  return { page, run, path, preset, scores, metrics, failing, runtimeError: lhr.runtimeError?.message };
}

/** What BENCH_LIGHTHOUSE_PAGES / _PRESETS / _RUNS select (all pages, both presets, one run by default). */
function selection() {
  const list = (v: string | undefined) => (v ? v.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean) : undefined);
  const pages = list(process.env.BENCH_LIGHTHOUSE_PAGES);
  const presets = list(process.env.BENCH_LIGHTHOUSE_PRESETS) ?? ['mobile', 'desktop'];
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number ≥ 1, not "${process.env.BENCH_LIGHTHOUSE_RUNS}"`);
  const chosen = WEIGHED_PAGES.filter((p) => !pages || pages.includes(p.page.toLowerCase()) || pages.includes(p.path));
  const unknown = pages?.filter((n) => !WEIGHED_PAGES.some((p) => p.page.toLowerCase() === n || p.path === n));
  if (unknown?.length) throw new Error(`BENCH_LIGHTHOUSE_PAGES: no page ${unknown.join(', ')} (pages: ${WEIGHED_PAGES.map((p) => p.page).join(', ')})`);
  const badPreset = presets.filter((p) => p !== 'mobile' && p !== 'desktop');
  if (badPreset.length) throw new Error(`BENCH_LIGHTHOUSE_PRESETS: mobile and/or desktop, not ${badPreset.join(', ')}`);
  return { pages: chosen, presets: presets as Array<LighthouseFigure['preset']>, runs };
}

export async function benchLighthouse(): Promise<LighthouseFigure[]> {
  // Lighthouse is ESM only: loaded with import(), which tsx keeps as a real dynamic import.
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });
  const { pages, presets, runs } = selection();
  // BENCH_LIGHTHOUSE_H2=1: the pages through an HTTP/2 TLS front, as a deployment's ingress serves them (lib/h2-front.ts).
  const h2 = process.env.BENCH_LIGHTHOUSE_H2 === '1';
  const product = await startProduct(h2 ? { env: { TRUST_PROXY: '1' } } : {});
  let front: H2Front | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    if (h2) front = await startH2Front(product.url);
    const base = front?.url ?? product.url;
    ensureChromium(); // chrome-launcher spawns the path as given: a machine without it failed with ENOENT
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...(h2 ? ['--ignore-certificate-errors'] : [])] });
    const out: LighthouseFigure[] = [];
    // The pages without a session first: once signed in, /login would send the browser on.
    let signedInYet = false;
    // Runs of a page in turn (1, 2, … of every page), so a load spike lands on one run of each, not on one page.
    const plan = pages.flatMap((p) => Array.from({ length: runs }, (_, i) => ({ ...p, run: i + 1 }))).sort((a, b) => Number(a.signedIn) - Number(b.signedIn) || a.run - b.run);
    for (const { page, path, signedIn, run } of plan) {
      if (signedIn && !signedInYet) {
        await signInChrome(chrome.port, base, product.mailbox);
        signedInYet = true;
      }
      for (const preset of presets) {
        const flags = {
          port: chrome.port,
          output: 'json' as const,
          logLevel: 'error' as const,
          onlyCategories: [...CATEGORIES],
        };
        const started = Date.now();
        let lhr: LhResult | undefined;
        // A trace Lighthouse could not record (NO_NAVSTART, seen on a busy machine) is run again, twice at most.
        for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++) {
          const result = await lighthouse(base + path, flags, preset === 'desktop' ? desktopConfig : undefined);
          if (!result) throw new Error(`lighthouse gave no result for ${path} (${preset})`);
          lhr = result.lhr as unknown as LhResult;
        }
        // A page that redirected (a signed-in page sent to /login) would be scored as another page.
        const landed = lhr!.finalDisplayedUrl ? new URL(lhr!.finalDisplayedUrl).pathname : path;
        if (landed !== path) throw new Error(`lighthouse: ${path} (${preset}) ended on ${landed}`);
        out.push(figure(page, path, preset, run, lhr!));
        const suffix = runs > 1 ? `-${run}` : '';
        if (reports) writeFileSync(join(reports, `${page.replace(/\W+/g, '-')}-${preset}${suffix}.json`), JSON.stringify(lhr));
        process.stderr.write(`lighthouse: ${page} (${preset}${runs > 1 ? `, run ${run}` : ''}) in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
      }
    }
    return out;
  } finally {
    chrome?.kill();
    await front?.close();
    await product.stop();
  }
}
