// The sandbox's webhooks: envelopes as documented, HMAC-SHA256 of the raw body in
// X-Razorpay-Signature, a stable x-razorpay-event-id, snapshots, retries on failure, and the
// control's holding, shuffled 1–5× redelivery and forgeries.
import { createHmac } from 'node:crypto';
import { waitFor } from '@atelier/testkit';
import { checkoutSignature, startRazorpaySandbox, webhookSignature, type StartedSandbox } from '../src';
import { startReceiver, type Receiver } from './receiver';

const WEBHOOK_SECRET = 'webhook-secret-for-tests';
let sandbox: StartedSandbox;
let receiver: Receiver;

beforeEach(async () => {
  receiver = await startReceiver();
  sandbox = await startRazorpaySandbox({ webhookSecret: WEBHOOK_SECRET, webhookUrl: receiver.url, retryDelaysMs: [50, 50] });
});
afterEach(async () => {
  await sandbox.close();
  await receiver.close();
});

async function order(amount = 5000) {
  const res = await fetch(`${sandbox.url}/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${sandbox.control.keyId}:${sandbox.control.keySecret}`).toString('base64')}` },
    body: JSON.stringify({ amount, currency: 'INR', receipt: 'r-1', notes: { user: 'u1' } }),
  });
  return (await res.json()) as { id: string };
}

const parsed = (i: number) => JSON.parse(receiver.received[i]!.body);
/** Automatic deliveries run concurrently, so (as with Razorpay) their arrival order is not fixed. */
const received = (event: string) => receiver.received.map((r) => JSON.parse(r.body)).filter((b) => b.event === event);
const one = (event: string) => {
  const all = received(event);
  expect(all).toHaveLength(1);
  return all[0];
};

describe('signatures', () => {
  it("match Razorpay's test vectors", () => {
    expect(webhookSignature('{"a":1,"b":2,"c":{"d":3}}', '123456')).toBe('2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc');
    expect(checkoutSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', 'EnLs21M47BllR3X8PSFtjtbd')).toBe('0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f');
  });
});

describe('a successful payment', () => {
  it('sends payment.authorized, payment.captured and order.paid, each signed over its raw body, with snapshots', async () => {
    const o = await order();
    const { payment } = sandbox.control.pay(o.id);
    await waitFor(() => receiver.received.length === 3);
    expect(receiver.received.map((_r, i) => parsed(i).event).sort()).toEqual(['order.paid', 'payment.authorized', 'payment.captured']);
    for (const r of receiver.received) {
      expect(r.headers['x-razorpay-signature']).toBe(createHmac('sha256', WEBHOOK_SECRET).update(r.body).digest('hex'));
      expect(r.headers['x-razorpay-event-id']).toMatch(/^[0-9A-Za-z]{14}$/);
      expect(r.headers['content-type']).toBe('application/json');
    }
    expect(new Set(receiver.received.map((r) => r.headers['x-razorpay-event-id'])).size).toBe(3);

    const authorized = one('payment.authorized');
    expect(authorized).toEqual({
      entity: 'event',
      account_id: expect.stringMatching(/^acc_[0-9A-Za-z]{14}$/),
      event: 'payment.authorized',
      contains: ['payment'],
      payload: { payment: { entity: expect.objectContaining({ id: payment.id, status: 'authorized', captured: false, order_id: o.id }) } },
      created_at: expect.any(Number),
    });
    expect(one('payment.captured')).toMatchObject({ contains: ['payment'], payload: { payment: { entity: { status: 'captured', captured: true } } } });
    const paid = one('order.paid');
    expect(paid.contains).toEqual(['payment', 'order']);
    expect(paid.payload.order.entity).toMatchObject({ id: o.id, status: 'paid', amount_paid: 5000, amount_due: 0, notes: { user: 'u1' } });
    expect(paid.payload.payment.entity).toMatchObject({ id: payment.id, status: 'captured' });
  });
});

describe('failures and late captures', () => {
  it('payment.failed, then payment.captured and order.paid for the same payment', async () => {
    const o = await order();
    const { payment } = sandbox.control.pay(o.id, { outcome: 'late-capture' });
    await waitFor(() => receiver.received.length === 1);
    expect(parsed(0)).toMatchObject({ event: 'payment.failed', contains: ['payment'], payload: { payment: { entity: { id: payment.id, status: 'failed', error_reason: 'payment_failed' } } } });
    sandbox.control.lateCapture(payment.id);
    await waitFor(() => receiver.received.length === 3);
    expect(one('payment.captured').payload.payment.entity).toMatchObject({ id: payment.id, status: 'captured' });
    expect(one('order.paid').payload.order.entity).toMatchObject({ id: o.id, status: 'paid' });
  });
});

describe('refunds', () => {
  it('refund.created and refund.processed contain refund and payment, the payment with its refund state', async () => {
    const o = await order();
    const { payment } = sandbox.control.pay(o.id);
    await waitFor(() => receiver.received.length === 3);
    await fetch(`${sandbox.url}/v1/payments/${payment.id}/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${sandbox.control.keyId}:${sandbox.control.keySecret}`).toString('base64')}` },
      body: JSON.stringify({ amount: 2000 }),
    });
    await waitFor(() => receiver.received.length === 5);
    expect(one('refund.created')).toMatchObject({ event: 'refund.created', contains: ['refund', 'payment'], payload: { refund: { entity: { amount: 2000, status: 'pending' } }, payment: { entity: { refund_status: 'partial', amount_refunded: 2000 } } } });
    expect(one('refund.processed')).toMatchObject({ event: 'refund.processed', contains: ['refund', 'payment'], payload: { refund: { entity: { status: 'processed' } } } });
  });
});

describe('delivery', () => {
  it('retries a failed delivery with the same event id and body', async () => {
    receiver.answer.push(500, 503);
    const o = await order();
    sandbox.control.pay(o.id, { outcome: 'failure' });
    await waitFor(() => receiver.received.length === 3);
    expect(new Set(receiver.received.map((r) => r.headers['x-razorpay-event-id'])).size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    // The sandbox records a delivery when the answer is back, a moment after the receiver saw it.
    await waitFor(() => sandbox.control.deliveries().length === 3);
    expect(sandbox.control.deliveries().map((d) => d.status)).toEqual([500, 503, 200]);
  });

  it('holds events back, then releases each 1–5 times in shuffled order; the event ids stay', async () => {
    sandbox.control.holdWebhooks(true);
    const o = await order();
    sandbox.control.pay(o.id, { outcome: 'failure' });
    sandbox.control.pay(o.id);
    await new Promise((r) => setTimeout(r, 50));
    expect(receiver.received).toHaveLength(0);
    const held = sandbox.control.heldEvents();
    expect(held.map((e) => e.event)).toEqual(['payment.failed', 'payment.authorized', 'payment.captured', 'order.paid']);
    const sent = await sandbox.control.releaseWebhooks({ times: [1, 5], shuffle: true });
    expect(receiver.received).toHaveLength(sent.length);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(sent.length).toBeLessThanOrEqual(20);
    expect(new Set(receiver.received.map((r) => r.headers['x-razorpay-event-id']))).toEqual(new Set(held.map((e) => e.id)));
    for (const r of receiver.received) expect(r.headers['x-razorpay-signature']).toBe(webhookSignature(r.body, WEBHOOK_SECRET));
    expect(sandbox.control.heldEvents()).toHaveLength(0);
  });

  it('redelivers one event exactly as before, and forges signatures on request', async () => {
    const o = await order();
    sandbox.control.pay(o.id);
    await waitFor(() => receiver.received.length === 3);
    const paid = sandbox.control.events('order.paid')[0]!;
    await sandbox.control.deliver(paid.id, { times: 2 });
    expect(receiver.received.slice(3).map((r) => [r.headers['x-razorpay-event-id'], r.body])).toEqual([
      [paid.id, paid.body],
      [paid.id, paid.body],
    ]);
    const [forged] = await sandbox.control.deliver(paid.id, { forge: true });
    expect(forged).toMatchObject({ eventId: paid.id, signed: false, status: 200 });
    const last = receiver.received.at(-1)!;
    expect(last.headers['x-razorpay-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(last.headers['x-razorpay-signature']).not.toBe(paid.signature);
    await sandbox.control.deliver(paid.id, { signature: 'not-a-signature' });
    expect(receiver.received.at(-1)!.headers['x-razorpay-signature']).toBe('not-a-signature');
  });

  it('delays automatic deliveries when asked, and records events without a URL', async () => {
    sandbox.control.setWebhookDelay(150);
    const o = await order();
    sandbox.control.pay(o.id, { outcome: 'failure' });
    await new Promise((r) => setTimeout(r, 60));
    expect(receiver.received).toHaveLength(0);
    await waitFor(() => receiver.received.length === 1);
    sandbox.control.setWebhookDelay(0);
    sandbox.control.setWebhookUrl(undefined);
    sandbox.control.pay(o.id, { outcome: 'failure' });
    await waitFor(() => sandbox.control.deliveries().length === 2);
    expect(sandbox.control.deliveries()[1]!.status).toBe('no-url');
    expect(sandbox.control.events('payment.failed')).toHaveLength(2);
  });
});
