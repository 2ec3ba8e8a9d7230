// The Content-Security-Policy (and the other security headers) against the real built product: the
// shell and every remote's main screens — sign-in and register (mfe-auth), the four studio tools with
// a picture on the in-paint canvas (mfe-studio), Home, Community and Personal Feed (mfe-feeds),
// Pricing with the test-mode Checkout opened and both reports (mfe-billing), and the admin screens
// (mfe-admin) — render and report zero CSP violations: each page listens for
// `securitypolicyviolation` from its first script on, and the product's log holds no report.
import type { Page } from 'playwright-core';
import { signIn } from '../harness/flows';
import { useSuite } from '../harness/suite';
import { openAdmin } from '../admin/admin-flows';
import { openPricing, openReport, paidInrPlan, testModeCheckout } from '../billing/billing-flows';
import { openScreen, signedInUser, testPng } from '../studio/studio-flows';

jest.setTimeout(180_000);

const s = useSuite();

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

/** Collects every violation the page sees, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(`(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push({
      page: location.pathname, directive: e.effectiveDirective, blocked: e.blockedURI,
      source: e.sourceFile, line: e.lineNumber, sample: e.sample,
    }), true);
  })()`);
  const seen: Violation[] = [];
  // A navigation starts a new document: keep what the last one saw before it goes.
  const collect = async () => {
    const now = (await page.evaluate('window.__cspViolations || []').catch(() => [])) as Violation[];
    for (const v of now) if (!seen.some((x) => JSON.stringify(x) === JSON.stringify(v))) seen.push(v);
    return seen;
  };
  page.on('framenavigated', (f) => void (f === page.mainFrame() && collect()));
  return collect;
}

/** Waits until no "Loading …" status is left on the page (signed-in pages hold the live stream
 *  open, so the network never goes idle). */
async function settled(page: Page, timeoutMs = 15_000): Promise<void> {
  const loading = page.getByRole('status', { name: /^Loading/ });
  const deadline = Date.now() + timeoutMs;
  while ((await loading.count()) > 0 && Date.now() < deadline) await page.waitForTimeout(100);
  expect(await loading.count()).toBe(0);
}

/** Opens a path and waits until its h1 shows and nothing is loading. */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  await settled(page);
}

test('the HTML carries the policy: scripts and fetches listed, no inline script but by hash, not framable', async () => {
  const res = await fetch(`${s.product.url}/`);
  const policy = res.headers.get('content-security-policy')!;
  expect(policy).toMatch(/script-src 'self' [^;]*'sha256-[A-Za-z0-9+/=]+'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
});

test('auth, studio, feeds and billing (test-mode Checkout opened) render with zero CSP violations', async () => {
  const page = await s.freshPage();
  const violations = await watchViolations(page);
  await visit(page, '/login', 'Login an account');
  await visit(page, '/register', /account/i);

  await signedInUser({ ...s, page }, 'csp');
  await openScreen(page, 'image-generate', 'Playground');
  await openScreen(page, 'image-inpaint', 'In Paint');
  // A picture on the canvas: data:/blob: previews and the mask layer.
  await page.getByLabel('Upload image file', { exact: true }).setInputFiles(await testPng(page, 320, 240));
  await page.getByLabel('Mask drawing area').waitFor();
  await openScreen(page, 'image-outpaint', 'Out Paint');
  await openScreen(page, 'image-up-scale', 'Up Scaling');

  await visit(page, '/dashboard', /Get Started From Here/);
  await visit(page, '/dashboard/community-field', /Community/);
  await visit(page, '/dashboard/personal-field', /Personal/);

  await openPricing(page);
  await paidInrPlan(page).getByRole('button', { name: 'Buy now' }).click();
  const checkout = await testModeCheckout(page);
  await checkout.getByRole('button', { name: 'Close' }).click();
  await openReport(page, 'transaction', 'Transaction Report');
  await openReport(page, 'credits', 'Credits Burn Report');

  expect(await violations()).toEqual([]);
});

test('the admin screens render with zero CSP violations', async () => {
  const page = await s.freshPage();
  const violations = await watchViolations(page);
  await signIn(page, s.product.admin.email, s.product.admin.password, '/admin/dashboard');
  await openAdmin(page, '', /Welcome|Dashboard/);
  await settled(page);
  for (const [path, heading] of [
    ['user-report', 'User Report'],
    ['model-report', 'Model Report'],
    ['model-instance-report', 'Model Instance Report'],
    ['plans', /Plan/],
    ['queue', /Queue/],
    ['audit-log', 'Audit Log'],
  ] as const) {
    await openAdmin(page, path, heading);
    await settled(page);
  }
  expect(await violations()).toEqual([]);
});

test('no violation report reached the report endpoint either', async () => {
  // report-uri reports arrive within moments; the gateway logs each at warn.
  const res = await fetch(`${s.product.url}/csp-report`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: '{}' });
  expect(res.status).toBe(204);
  expect(s.product.logs()).not.toContain('content security policy violation');
});
