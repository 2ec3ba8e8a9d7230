// Our Razorpay client against the local Razorpay sandbox over real HTTP: every call, and every way
// Razorpay fails (bad key, validation, 5xx, no answer, unreachable), plus the [] notes quirk.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRazorpaySandbox, type StartedSandbox } from '@atelier/razorpay-sandbox';
import { checkoutSignature } from '../../src/domain/razorpay-signatures';
import {
  RAZORPAY_TIMEOUT_MS,
  RazorpayClient,
  RazorpayError,
  RazorpayUnavailableError,
  isRazorpayError,
  isRazorpayUnavailable,
} from '../../src/razorpay/client';

let sandbox: StartedSandbox;
let client: RazorpayClient;

beforeAll(async () => {
  sandbox = await startRazorpaySandbox();
  client = new RazorpayClient({ keyId: sandbox.control.keyId, keySecret: sandbox.control.keySecret, apiBase: sandbox.url, timeoutMs: 500 });
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.control.clearFaults());

async function failure(p: Promise<unknown>): Promise<RazorpayError | RazorpayUnavailableError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof RazorpayError || e instanceof RazorpayUnavailableError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

describe('orders', () => {
  it('creates an order in subunits with receipt and notes, and fetches it back', async () => {
    const order = await client.createOrder({ amount: 49_900, currency: 'INR', receipt: 'ord-1', notes: { user: 'u1', plan: 'p1' } });
    expect(order).toMatchObject({ entity: 'order', amount: 49_900, amount_paid: 0, amount_due: 49_900, currency: 'INR', receipt: 'ord-1', status: 'created', attempts: 0, notes: { user: 'u1', plan: 'p1' } });
    expect(order.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(await client.fetchOrder(order.id)).toEqual(order);
  });

  it('hands empty notes (sent by Razorpay as []) on as {}', async () => {
    const order = await client.createOrder({ amount: 100, currency: 'USD' });
    expect(order.notes).toEqual({});
    const raw = await fetch(`${sandbox.url}/v1/orders/${order.id}`, { headers: { authorization: `Basic ${Buffer.from(`${sandbox.control.keyId}:${sandbox.control.keySecret}`).toString('base64')}` } });
    expect(((await raw.json()) as { notes: unknown }).notes).toEqual([]);
    expect((await client.fetchOrder(order.id)).notes).toEqual({});
  });

  it('lists the payments of an order (the reconciliation call)', async () => {
    const order = await client.createOrder({ amount: 1000, currency: 'INR' });
    expect(await client.fetchOrderPayments(order.id)).toEqual({ entity: 'collection', count: 0, items: [] });
    const failed = sandbox.control.pay(order.id, { outcome: 'failure' });
    const paid = sandbox.control.pay(order.id);
    const list = await client.fetchOrderPayments(order.id);
    expect(list.count).toBe(2);
    expect(list.items.map((p) => [p.id, p.status])).toEqual([
      [failed.payment.id, 'failed'],
      [paid.payment.id, 'captured'],
    ]);
    expect(list.items[0]!.notes).toEqual({});
  });

  it('a 400 below the minimum carries the envelope: code, description, field, reason', async () => {
    const e = await failure(client.createOrder({ amount: 99, currency: 'INR' }));
    expect(e).toBeInstanceOf(RazorpayError);
    expect(isRazorpayError(e) && isRazorpayUnavailable(e)).toBe(false);
    expect(e).toMatchObject({ kind: 'api', statusCode: 400, code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00', field: 'amount', reason: 'input_validation_failed', source: 'business', step: 'payment_initiation' });
    expect(await failure(client.createOrder({ amount: 50, currency: 'USD' }))).toMatchObject({ description: 'The amount must be at least USD 1.00' });
    expect(await failure(client.createOrder({ amount: 100, currency: 'INR', receipt: 'r'.repeat(41) }))).toMatchObject({ statusCode: 400, field: 'receipt' });
  });

  it('an unknown id is a 400 "The id provided does not exist"', async () => {
    expect(await failure(client.fetchOrder('order_00000000000000'))).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' });
  });
});

describe('payments, capture and refunds', () => {
  it('fetches a captured payment, whose checkout signature verifies', async () => {
    const order = await client.createOrder({ amount: 29_900, currency: 'INR', receipt: 'ord-2' });
    const paid = sandbox.control.pay(order.id, { email: 'a@example.com', contact: '+919999999999' });
    if (!('response' in paid)) throw new Error('expected success');
    expect(paid.response.razorpay_signature).toBe(checkoutSignature(order.id, paid.payment.id, sandbox.control.keySecret));
    const payment = await client.fetchPayment(paid.response.razorpay_payment_id);
    expect(payment).toMatchObject({ entity: 'payment', status: 'captured', captured: true, amount: 29_900, currency: 'INR', order_id: order.id, email: 'a@example.com', amount_refunded: 0, refund_status: null, notes: {} });
    expect((await client.fetchOrder(order.id)).status).toBe('paid');
  });

  it('captures a manually-captured payment once, with the authorized amount only', async () => {
    const raw = await fetch(`${sandbox.url}/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${sandbox.control.keyId}:${sandbox.control.keySecret}`).toString('base64')}` },
      body: JSON.stringify({ amount: 5000, currency: 'INR', payment: { capture: 'manual' } }),
    });
    const order = (await raw.json()) as { id: string };
    const { payment } = sandbox.control.pay(order.id);
    expect((await client.fetchPayment(payment.id)).status).toBe('authorized');
    expect(await failure(client.capturePayment(payment.id, 4000, 'INR'))).toMatchObject({ statusCode: 400, description: 'Capture amount must be equal to the amount authorized' });
    expect(await client.capturePayment(payment.id, 5000, 'INR')).toMatchObject({ status: 'captured', captured: true });
    expect(await failure(client.capturePayment(payment.id, 5000, 'INR'))).toMatchObject({ statusCode: 400, description: 'This payment has already been captured' });
  });

  it('refunds with an idempotency key: the same key gives the same refund, never a second one', async () => {
    const order = await client.createOrder({ amount: 10_000, currency: 'INR' });
    const { payment } = sandbox.control.pay(order.id);
    const first = await client.refundPayment(payment.id, 'refund-key-0001', { amount: 4000 });
    expect(first).toMatchObject({ entity: 'refund', amount: 4000, currency: 'INR', payment_id: payment.id, status: 'processed', notes: {} });
    expect(first.id).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);
    expect(await client.refundPayment(payment.id, 'refund-key-0001', { amount: 4000 })).toEqual(first);
    expect(await client.fetchPayment(payment.id)).toMatchObject({ status: 'captured', amount_refunded: 4000, refund_status: 'partial' });
    expect(await failure(client.refundPayment(payment.id, 'refund-key-0002', { amount: 7000 }))).toMatchObject({ statusCode: 400, description: 'The refund amount provided is greater than amount captured' });
    const rest = await client.refundPayment(payment.id, 'refund-key-0003');
    expect(rest.amount).toBe(6000);
    expect(await client.fetchPayment(payment.id)).toMatchObject({ status: 'refunded', amount_refunded: 10_000, refund_status: 'full' });
    expect(await failure(client.refundPayment(payment.id, 'refund-key-0004'))).toMatchObject({ description: 'The payment has been fully refunded already' });
    expect((await client.fetchOrder(order.id)).status).toBe('paid');
    expect(sandbox.control.state().refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(2);
    expect(await failure(client.refundPayment(payment.id, 'short'))).toMatchObject({ statusCode: 400, field: 'X-Refund-Idempotency' });
  });
});

describe('failure kinds', () => {
  it('a bad key is a 401 with the documented body', async () => {
    const wrong = new RazorpayClient({ keyId: sandbox.control.keyId, keySecret: 'not-the-secret', apiBase: sandbox.url });
    const e = await failure(wrong.fetchOrder('order_00000000000000'));
    expect(e).toMatchObject({ kind: 'api', statusCode: 401, code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' });
    // "NA" is Razorpay's "not applicable", not a value.
    expect(e).toMatchObject({ reason: undefined, source: undefined, step: undefined });
    sandbox.control.fault('orders.create', { status: 401 }, 1);
    expect(await failure(client.createOrder({ amount: 100, currency: 'INR' }))).toMatchObject({ statusCode: 401 });
  });

  it.each([500, 502, 504] as const)('a %i is a RazorpayError with code SERVER_ERROR', async (status) => {
    sandbox.control.fault('payments.fetch', { status }, 1);
    const e = await failure(client.fetchPayment('pay_00000000000000'));
    expect(e).toBeInstanceOf(RazorpayError);
    expect(e).toMatchObject({ statusCode: status, code: 'SERVER_ERROR' });
    // The fault was for one call only.
    expect(await failure(client.fetchPayment('pay_00000000000000'))).toMatchObject({ statusCode: 400 });
  });

  it('no answer within the timeout (a hang on every route) is a RazorpayUnavailableError with timedOut', async () => {
    sandbox.control.fault('*', { hang: true }, 1);
    const started = Date.now();
    const e = await failure(client.createOrder({ amount: 100, currency: 'INR' }));
    expect(e).toBeInstanceOf(RazorpayUnavailableError);
    expect(e).toMatchObject({ kind: 'unavailable', timedOut: true, message: 'the payment provider did not answer in time' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(RAZORPAY_TIMEOUT_MS).toBeGreaterThanOrEqual(1_000);
  });

  it('a refused connection is a RazorpayUnavailableError, not timedOut', async () => {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    await new Promise((r) => server.close(r));
    const gone = new RazorpayClient({ keyId: 'k', keySecret: 's', apiBase: `http://127.0.0.1:${port}` });
    expect(await failure(gone.fetchPayment('pay_00000000000000'))).toMatchObject({ kind: 'unavailable', timedOut: false });
  });

  it('an answer that is not Razorpay JSON (a proxy page) is still a RazorpayError saying what came back', async () => {
    const server = createServer((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const proxy = new RazorpayClient({ keyId: 'k', keySecret: 's', apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
      expect(await failure(proxy.fetchPayment('pay_1'))).toMatchObject({ statusCode: 502, code: 'SERVER_ERROR', description: expect.stringContaining('Bad Gateway') });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
