// Page weight at a first visit, in Chromium with an empty cache: JavaScript on the wire (compressed)
// and decoded, and CSS on the wire, for the landing page, /login and three signed-in screens, set
// against the issue-12 budgets. Starts the product as the browser suite does (built frontends
// needed: `npm run build:web`). Bytes, not times: the same build gives the same figures.
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/harness/browser';
import { newAccount, signIn, signUp } from '../e2e/harness/flows';
import { PAGE_BUDGETS_KIB, WEIGHED_PAGES, weighPage } from '../e2e/harness/page-weight';
import { startProduct } from '../e2e/harness/product';

export interface PageFigure {
  page: string;
  path: string;
  budgetKiB: number;
  jsWireKiB: number;
  jsDecodedKiB: number;
  cssWireKiB: number;
  files: number;
  /** The five largest files on the wire: where the bytes go. */
  largest: Array<{ path: string; wireKiB: number }>;
}

const kib = (n: number) => +(n / 1024).toFixed(1);

export async function benchPages(): Promise<PageFigure[]> {
  const [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  try {
    const user = newAccount('pages-bench');
    const context = await browser.newContext({ baseURL: product.url });
    await signUp(await context.newPage(), product.mailbox, user);
    await context.close();
    const signedIn = (page: Page) => signIn(page, user.email, user.password);
    const out: PageFigure[] = [];
    for (const { page: name, path, budget, signedIn: needsSession } of WEIGHED_PAGES) {
      const w = await weighPage(browser, product.url, path, needsSession ? signedIn : undefined);
      out.push({
        page: name,
        path,
        budgetKiB: PAGE_BUDGETS_KIB[budget],
        jsWireKiB: kib(w.jsWire),
        jsDecodedKiB: kib(w.jsDecoded),
        cssWireKiB: kib(w.cssWire),
        files: w.files.length,
        largest: [...w.files].sort((a, b) => b.wire - a.wire).slice(0, 5).map((f) => ({ path: f.path, wireKiB: kib(f.wire) })),
      });
    }
    return out;
  } finally {
    await browser.close();
    await product.stop();
  }
}
