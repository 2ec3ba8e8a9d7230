// The test-mode Checkout's server side, with the sandbox mounted under a prefix as the gateway
// mounts it: checkout.js is served as plain script, and the endpoint its Pay and Fail buttons call
// records the payment, answers the handler's payload signed like Razorpay, and sends the webhooks.
// (The dialog itself runs in Chromium: e2e/tests/razorpay-checkout.e2e.test.ts.)
import Fastify, { type FastifyInstance } from 'fastify';
import { checkoutSignature, createRazorpaySandbox, type RazorpaySandbox } from '../src';

let app: FastifyInstance;
let sandbox: RazorpaySandbox;

beforeAll(async () => {
  sandbox = createRazorpaySandbox({ keyId: 'rzp_test_AtelierSandbox', keySecret: 'checkout-secret' });
  app = Fastify();
  await app.register(sandbox.plugin, { prefix: '/razorpay-sandbox' });
  app.get('/elsewhere', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const auth = `Basic ${Buffer.from('rzp_test_AtelierSandbox:checkout-secret').toString('base64')}`;

async function newOrder(): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/razorpay-sandbox/v1/orders', headers: { authorization: auth }, payload: { amount: 49_900, currency: 'INR' } });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

const pay = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/razorpay-sandbox/checkout/pay', payload });

describe('GET <prefix>/checkout.js', () => {
  it('serves a plain script defining window.Razorpay with the Checkout API and a "Test mode" dialog', async () => {
    const res = await app.inject({ method: 'GET', url: '/razorpay-sandbox/checkout.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const js = res.body;
    expect(js.length).toBeLessThan(12_000);
    expect(js).not.toMatch(/\bimport\b|\brequire\(/);
    for (const piece of ['window.Razorpay = Razorpay', 'prototype.open', 'prototype.on', "'payment.failed'", 'Test mode', "role: 'dialog'", "'aria-modal': 'true'", 'ondismiss', "'Escape'", '/checkout/pay']) {
      expect(js).toContain(piece);
    }
    // It is valid script.
    expect(() => new Function(js)).not.toThrow();
  });

  it('leaves routes outside the prefix alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/elsewhere' })).json()).toEqual({ ok: true });
    expect((await app.inject({ method: 'GET', url: '/razorpay-sandbox/v1/unknown', headers: { authorization: auth } })).json().error.description).toBe(
      'The requested URL was not found on the server.',
    );
  });
});

describe('POST <prefix>/checkout/pay', () => {
  it('Pay: answers the handler payload, signed HMAC(key_secret, order_id|payment_id), and the order is paid', async () => {
    const orderId = await newOrder();
    const res = await pay({ key_id: 'rzp_test_AtelierSandbox', order_id: orderId, outcome: 'success', email: 'a@example.com', contact: '+919876543210', description: 'Pro plan' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(body.razorpay_order_id).toBe(orderId);
    expect(body.razorpay_signature).toBe(checkoutSignature(orderId, body.razorpay_payment_id, 'checkout-secret'));
    expect(sandbox.control.payment(body.razorpay_payment_id)).toMatchObject({ status: 'captured', email: 'a@example.com', contact: '+919876543210', description: 'Pro plan' });
    expect(sandbox.control.order(orderId).status).toBe('paid');
    expect(sandbox.control.events().filter((e) => e.body.includes(orderId)).map((e) => e.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    // Paying again is refused with the envelope (Checkout shows its description).
    expect((await pay({ key_id: 'rzp_test_AtelierSandbox', order_id: orderId, outcome: 'success' })).json().error.description).toBe('Order has already been paid');
  });

  it("Fail: answers {error} as payment.failed handlers receive it, and the order can still be paid", async () => {
    const orderId = await newOrder();
    const res = await pay({ key_id: 'rzp_test_AtelierSandbox', order_id: orderId, outcome: 'failure' });
    expect(res.statusCode).toBe(200);
    const { error } = res.json();
    expect(error).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'gateway',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/) },
    });
    expect(sandbox.control.order(orderId)).toMatchObject({ status: 'attempted', attempts: 1 });
    expect(sandbox.control.events('payment.failed').some((e) => e.body.includes(error.metadata.payment_id))).toBe(true);
    expect((await pay({ key_id: 'rzp_test_AtelierSandbox', order_id: orderId, outcome: 'success' })).json().razorpay_order_id).toBe(orderId);
  });

  it('may be called from any origin (the shop page is not the provider), error answers included', async () => {
    const preflight = await app.inject({ method: 'OPTIONS', url: '/razorpay-sandbox/checkout/pay', headers: { origin: 'http://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({ 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' });
    const refused = await app.inject({ method: 'POST', url: '/razorpay-sandbox/checkout/pay', headers: { origin: 'http://shop.example' }, payload: { key_id: 'nope' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it('needs the right key id and a known order', async () => {
    const orderId = await newOrder();
    const wrongKey = await pay({ key_id: 'rzp_test_SomeoneElse000', order_id: orderId, outcome: 'success' });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json().error.description).toBe('The api key provided is invalid');
    expect((await pay({ key_id: 'rzp_test_AtelierSandbox', order_id: 'order_00000000000000', outcome: 'success' })).json().error.description).toBe('The id provided does not exist');
    expect((await pay({ key_id: 'rzp_test_AtelierSandbox', order_id: orderId, outcome: 'maybe' })).statusCode).toBe(400);
    expect(sandbox.control.order(orderId).status).toBe('created');
  });
});
