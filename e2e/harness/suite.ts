// Per-file fixture: one product process, one browser and one fresh context for the whole file
// (several tests share them, in order), all stopped in afterAll.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startProduct, type Product } from './product';

export interface Suite {
  product: Product;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Another fresh context (no cookies, empty storage) on the same browser, closed in afterAll. */
  freshPage(): Promise<Page>;
}

/** Startup budget: product boot (PGlite create, migrations) + Chromium, on a busy 2-core box. */
const SETUP_TIMEOUT_MS = 150_000;
const ACTION_TIMEOUT_MS = 15_000;

/** `env` is read when the file starts, so an earlier beforeAll may compute it (e.g. a provider's URL). */
export function useSuite(opts: { env?: () => Record<string, string> } = {}): Suite {
  const suite = {} as Suite;
  const extra: BrowserContext[] = [];
  const newContext = async () => {
    const context = await suite.browser.newContext({ baseURL: suite.product.url });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS * 2);
    return context;
  };

  beforeAll(async () => {
    const [product, browser] = await Promise.allSettled([startProduct({ env: opts.env?.() }), launchBrowser()]);
    // If one half failed, stop the other before failing: nothing may outlive the file.
    if (product.status === 'rejected' || browser.status === 'rejected') {
      if (product.status === 'fulfilled') await product.value.stop();
      if (browser.status === 'fulfilled') await browser.value.close();
      throw product.status === 'rejected' ? product.reason : (browser as PromiseRejectedResult).reason;
    }
    suite.product = product.value;
    suite.browser = browser.value;
    suite.context = await newContext();
    suite.page = await suite.context.newPage();
    suite.freshPage = async () => {
      const context = await newContext();
      extra.push(context);
      return context.newPage();
    };
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.allSettled(extra.map((c) => c.close()));
    await suite.context?.close().catch(() => undefined);
    await suite.browser?.close().catch(() => undefined);
    await suite.product?.stop();
  }, 30_000);

  return suite;
}
