// What a first visit downloads: JavaScript and CSS bytes on the wire (after compression) and
// decoded, per page, measured in Chromium with an empty cache until no script or stylesheet has
// been asked for in QUIET_MS (not "network idle": signed-in pages hold an event stream open).
// Printed by `npm run bench -- --only=pages` against the issue-12 budgets (PAGE_BUDGETS_KIB).
import type { Browser, Page } from 'playwright-core';

/** Budgets for JavaScript on the wire at a first visit, KiB (issue 12). */
export const PAGE_BUDGETS_KIB = { landing: 150, login: 200, dashboard: 300 } as const;

const QUIET_MS = 1500;
const SETTLE_MAX_MS = 20_000;

export interface PageWeight {
  /** JavaScript bytes as transferred (compressed bodies). */
  jsWire: number;
  /** The same files decoded. */
  jsDecoded: number;
  /** CSS bytes as transferred. */
  cssWire: number;
  files: Array<{ path: string; type: string; wire: number; decoded: number; encoding: string | null }>;
}

/** Loads `path` in a fresh context (after `prepare`, e.g. signing in, whose downloads are not
 *  counted) and sums what the page itself fetched. */
export async function weighPage(browser: Browser, baseURL: string, path: string, prepare?: (page: Page) => Promise<void>): Promise<PageWeight> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    if (prepare) {
      await prepare(page);
      // Counted from a clean cache: the files `prepare` fetched would otherwise come from it.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
    }
    const files: PageWeight['files'] = [];
    const pending: Promise<void>[] = [];
    let lastAsked = Date.now();
    page.on('request', (req) => {
      if (req.resourceType() === 'script' || req.resourceType() === 'stylesheet') lastAsked = Date.now();
    });
    page.on('requestfinished', (req) => {
      const type = req.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async () => {
          const res = await req.response();
          if (!res) return;
          const [sizes, body] = [await req.sizes(), await res.body().catch(() => Buffer.alloc(0))];
          files.push({ path: new URL(req.url()).pathname, type, wire: sizes.responseBodySize, decoded: body.length, encoding: await res.headerValue('content-encoding') });
        })(),
      );
    });
    await page.goto(path);
    const started = Date.now();
    while (Date.now() - lastAsked < QUIET_MS && Date.now() - started < SETTLE_MAX_MS) await page.waitForTimeout(200);
    await Promise.all(pending);
    const sum = (t: string, k: 'wire' | 'decoded') => files.filter((f) => f.type === t).reduce((a, f) => a + f[k], 0);
    return { jsWire: sum('script', 'wire'), jsDecoded: sum('script', 'decoded'), cssWire: sum('stylesheet', 'wire'), files };
  } finally {
    await context.close();
  }
}
