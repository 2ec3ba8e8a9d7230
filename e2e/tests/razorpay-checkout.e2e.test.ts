// The Razorpay sandbox's test-mode Checkout in Chromium: a page loads <prefix>/checkout.js exactly
// as Pricing loads Razorpay's, opens `new Razorpay(options)`, and the "Test mode" dialog's Pay,
// Fail, Esc and close behave like Razorpay Checkout (handler payload signed like Razorpay's,
// payment.failed with the documented error object, ondismiss), accessibly. No product process:
// the sandbox is mounted under /razorpay-sandbox in a small Fastify app, as the gateway mounts it.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { checkoutSignature, createRazorpaySandbox, type RazorpaySandbox } from '@atelier/razorpay-sandbox';
import { axeViolations } from '../harness/axe';
import { launchBrowser } from '../harness/browser';

jest.setTimeout(60_000);

const KEY_ID = 'rzp_test_CheckoutE2eKey';
const KEY_SECRET = 'checkout-e2e-secret';
const shop = (scriptSrc: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>
<body><main><h1>Shop</h1><button id="before" type="button">Buy now</button></main>
<script src="${scriptSrc}"></script>
<script>
  window.results = [];
  window.buy = function (orderId, extra) {
    var rzp = new Razorpay(Object.assign({
      key: '${KEY_ID}', amount: 49900, currency: 'INR', order_id: orderId, name: 'Atelier', description: 'Pro plan',
      prefill: { name: 'Asha', email: 'asha@example.com', contact: '+919876543210' }, theme: { color: '#6d28d9' },
      handler: function (r) { results.push(['handler', r]); },
      modal: { ondismiss: function () { results.push(['dismiss']); } }
    }, extra || {}));
    rzp.on('payment.failed', function (r) { results.push(['failed', r]); });
    rzp.open();
  };
</script></body></html>`;

let app: FastifyInstance;
let sandbox: RazorpaySandbox;
let browser: Browser;
let page: Page;
let origin: string;

beforeAll(async () => {
  sandbox = createRazorpaySandbox({ keyId: KEY_ID, keySecret: KEY_SECRET });
  app = Fastify();
  await app.register(sandbox.plugin, { prefix: '/razorpay-sandbox' });
  app.get('/', async (_req, reply) => reply.type('text/html').send(shop('/razorpay-sandbox/checkout.js')));
  // The same page on another origin (localhost vs 127.0.0.1), loading the script from the sandbox's.
  app.get('/elsewhere', async (_req, reply) => reply.type('text/html').send(shop(`${origin}/razorpay-sandbox/checkout.js`)));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  origin = url;
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: url });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

beforeEach(async () => {
  await page.goto('/');
  await page.focus('#before');
});

async function newOrder(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/razorpay-sandbox/v1/orders',
    headers: { authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}` },
    payload: { amount: 49_900, currency: 'INR', receipt: 'e2e' },
  });
  return res.json().id;
}

const results = () => page.evaluate('window.results') as Promise<[string, any?][]>;
const dialog = () => page.getByRole('dialog', { name: 'Atelier' });

test('Pay: a labelled "Test mode" dialog; the handler receives the three fields signed like Razorpay', async () => {
  const orderId = await newOrder();
  await page.evaluate(`buy(${JSON.stringify(orderId)})`);
  await dialog().waitFor();
  expect(await dialog().innerText()).toMatch(/Test mode[\s\S]*Atelier[\s\S]*Pro plan[\s\S]*₹499\.00/i);
  // Focus moves into the dialog, on Pay.
  expect(await page.evaluate('document.activeElement.textContent')).toBe('Pay ₹499.00');
  expect(await axeViolations(page, '[data-razorpay-sandbox]')).toEqual([]);

  await page.getByRole('button', { name: 'Pay ₹499.00' }).click();
  await page.waitForFunction('window.results.length === 1');
  const [[kind, payload]] = await results();
  expect(kind).toBe('handler');
  expect(Object.keys(payload).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
  expect(payload.razorpay_order_id).toBe(orderId);
  expect(payload.razorpay_signature).toBe(checkoutSignature(orderId, payload.razorpay_payment_id, KEY_SECRET));
  expect(await dialog().count()).toBe(0);
  // Focus goes back to where it was.
  expect(await page.evaluate('document.activeElement.id')).toBe('before');
  expect(sandbox.control.order(orderId).status).toBe('paid');
  expect(sandbox.control.payment(payload.razorpay_payment_id)).toMatchObject({ status: 'captured', email: 'asha@example.com', contact: '+919876543210' });
});

test('Fail: payment.failed handlers get the documented error; the dialog stays for a retry; Esc dismisses', async () => {
  const orderId = await newOrder();
  await page.evaluate(`buy(${JSON.stringify(orderId)})`);
  await page.getByRole('button', { name: 'Fail' }).click();
  await page.waitForFunction('window.results.length === 1');
  const [[kind, payload]] = await results();
  expect(kind).toBe('failed');
  // The handler gets the server's error object as it is (its exact fields: tests/checkout.test.ts),
  // naming this order and the payment that failed.
  expect(payload.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', metadata: { order_id: orderId } });
  expect(sandbox.control.payment(payload.error.metadata.payment_id)).toMatchObject({ status: 'failed', order_id: orderId, error_reason: 'payment_failed' });
  expect(await page.getByRole('status').innerText()).toBe('Payment failed');
  expect(await dialog().count()).toBe(1);

  await page.keyboard.press('Escape');
  await page.waitForFunction('window.results.length === 2');
  expect((await results())[1]).toEqual(['dismiss']);
  expect(await dialog().count()).toBe(0);
  expect(sandbox.control.order(orderId)).toMatchObject({ status: 'attempted', attempts: 1 });
});

test('with retry disabled a failure closes the dialog; the close button dismisses; Tab stays inside', async () => {
  const orderId = await newOrder();
  await page.evaluate(`buy(${JSON.stringify(orderId)}, { retry: { enabled: false } })`);
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(`!!document.activeElement.closest('[role=dialog]')`)).toBe(true);
  }
  await page.getByRole('button', { name: 'Fail' }).click();
  await page.waitForFunction('window.results.length === 1');
  expect(await dialog().count()).toBe(0);

  await page.evaluate(`buy(${JSON.stringify(orderId)})`);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.waitForFunction('window.results.length === 2');
  expect((await results()).map(([k]) => k)).toEqual(['failed', 'dismiss']);
});

test('from another origin (as a shop uses Razorpay\'s script), Pay still reaches the sandbox', async () => {
  const orderId = await newOrder();
  await page.goto(`${origin.replace('127.0.0.1', 'localhost')}/elsewhere`);
  await page.evaluate(`buy(${JSON.stringify(orderId)})`);
  await page.getByRole('button', { name: 'Pay ₹499.00' }).click();
  await page.waitForFunction('window.results.length === 1');
  const [[kind, payload]] = await results();
  expect(kind).toBe('handler');
  expect(payload.razorpay_signature).toBe(checkoutSignature(orderId, payload.razorpay_payment_id, KEY_SECRET));
});
