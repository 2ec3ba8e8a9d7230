// The payments rules: which payment grants an order, and how refunds take credits back.
import { creditsOfRefund, refusalOf, splitClawback, WebhookEnvelope } from '../../src/domain/payments';

const order = { provider_order_id: 'order_AAAAAAAAAAAAAA', amount: 49_900, currency: 'INR' };
const captured = { status: 'captured' as const, order_id: order.provider_order_id, amount: 49_900, currency: 'INR' };

test('only a captured payment of the order, with its amount and currency, grants it', () => {
  expect(refusalOf(order, captured)).toBeNull();
  expect(refusalOf(order, { ...captured, status: 'refunded' })).toBeNull();
  expect(refusalOf(order, { ...captured, status: 'authorized' })).toBe('payment is authorized');
  expect(refusalOf(order, { ...captured, status: 'failed' })).toBe('payment is failed');
  expect(refusalOf(order, { ...captured, order_id: 'order_BBBBBBBBBBBBBB' })).toBe('payment belongs to another order');
  expect(refusalOf(order, { ...captured, amount: 49_800 })).toMatch(/49800 INR, the order 49900 INR/);
  expect(refusalOf(order, { ...captured, currency: 'USD' })).toMatch(/USD/);
});

test('partial refunds adding up to the whole take exactly all the credits', () => {
  const o = { amount: 999, credits: 500 };
  const parts = [100, 333, 1, 565];
  let before = 0;
  let taken = 0;
  for (const p of parts) {
    const c = creditsOfRefund(o, before, p);
    expect(c).toBeGreaterThanOrEqual(0);
    taken += c;
    before += p;
  }
  expect(before).toBe(999);
  expect(taken).toBe(500);
  expect(creditsOfRefund(o, 0, 999)).toBe(500);
  // A refund beyond the order's amount takes no more than the credits.
  expect(creditsOfRefund(o, 999, 50)).toBe(0);
});

test('a clawback never takes more than is available; the rest is owed', () => {
  expect(splitClawback(500, 800)).toEqual({ take: 500, owed: 0 });
  expect(splitClawback(500, 120)).toEqual({ take: 120, owed: 380 });
  expect(splitClawback(500, 0)).toEqual({ take: 0, owed: 500 });
  expect(splitClawback(0, 10)).toEqual({ take: 0, owed: 0 });
});

test('a webhook envelope must name its event and carry well-formed entities', () => {
  const ok = { entity: 'event', event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: { id: 'pay_AAAAAAAAAAAAAA', entity: 'payment', amount: 100, currency: 'INR', status: 'captured', order_id: 'order_X' } } } };
  expect(WebhookEnvelope.safeParse(ok).success).toBe(true);
  expect(WebhookEnvelope.safeParse({ ...ok, entity: 'payment' }).success).toBe(false);
  expect(WebhookEnvelope.safeParse({ ...ok, payload: { payment: { entity: { ...ok.payload.payment.entity, amount: -1 } } } }).success).toBe(false);
  expect(WebhookEnvelope.safeParse({ ...ok, payload: { payment: { entity: { ...ok.payload.payment.entity, id: 'x' } } } }).success).toBe(false);
});
