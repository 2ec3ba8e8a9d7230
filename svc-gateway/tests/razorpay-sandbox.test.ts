// The gateway's test-mode payments: with no Razorpay keys it serves the sandbox at
// /razorpay-sandbox (API with the configured keys, checkout.js, the checkout endpoint) and the
// sandbox's webhooks go to PUBLIC_URL/api/payment/webhook; with keys there is no sandbox.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RAZORPAY_SANDBOX_KEYS, loadConfig } from '@atelier/platform';
import { waitFor } from '@atelier/testkit';
import { testGateway } from './support/gateway';

const sandboxConfig = () => loadConfig({ DATA_DIR: '/tmp/unused-gw-rzp', JWT_SECRET: 'j'.repeat(40), SECRETS_KEY: Buffer.alloc(32).toString('base64') }, []).razorpay;
const auth = `Basic ${Buffer.from(`${RAZORPAY_SANDBOX_KEYS.keyId}:${RAZORPAY_SANDBOX_KEYS.keySecret}`).toString('base64')}`;

test('without keys: the sandbox answers under /razorpay-sandbox and sends webhooks to /api/payment/webhook', async () => {
  const hooks: { url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hooks.push({ url: req.url, headers: req.headers, body });
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const publicUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const config = sandboxConfig();
  expect(config.sandbox).toBe(true);
  const { app } = await testGateway({ razorpaySandbox: config, settings: { publicUrl } });
  try {
    const js = await app.inject({ method: 'GET', url: '/razorpay-sandbox/checkout.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toContain('window.Razorpay');
    // Not part of our API document.
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
    expect(Object.keys(doc.paths).filter((p) => p.includes('razorpay'))).toEqual([]);

    expect((await app.inject({ method: 'GET', url: '/razorpay-sandbox/v1/orders' })).statusCode).toBe(401);
    const order = await app.inject({ method: 'POST', url: '/razorpay-sandbox/v1/orders', headers: { authorization: auth }, payload: { amount: 19_900, currency: 'INR', receipt: 'o-1' } });
    expect(order.statusCode).toBe(200);
    const orderId = order.json().id as string;

    const paid = await app.inject({ method: 'POST', url: '/razorpay-sandbox/checkout/pay', payload: { key_id: RAZORPAY_SANDBOX_KEYS.keyId, order_id: orderId, outcome: 'success' } });
    expect(paid.json()).toMatchObject({ razorpay_order_id: orderId, razorpay_payment_id: expect.stringMatching(/^pay_/) });

    await waitFor(() => hooks.length === 3);
    expect(hooks.every((h) => h.url === '/api/payment/webhook' && typeof h.headers['x-razorpay-signature'] === 'string')).toBe(true);
    expect(hooks.map((h) => JSON.parse(h.body).event).sort()).toEqual(['order.paid', 'payment.authorized', 'payment.captured']);
  } finally {
    await app.close();
    await new Promise((r) => receiver.close(r));
  }
});

test('with keys (no sandbox given) /razorpay-sandbox does not exist', async () => {
  const { app } = await testGateway();
  try {
    expect((await app.inject({ method: 'GET', url: '/razorpay-sandbox/checkout.js' })).statusCode).toBe(404);
  } finally {
    await app.close();
  }
});
