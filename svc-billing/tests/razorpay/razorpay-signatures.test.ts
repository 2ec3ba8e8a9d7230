// Razorpay's signatures on our side, pinned to the test vectors in billing-notes §1.
import {
  checkoutSignature,
  sameSignature,
  verifyCheckoutSignature,
  verifyWebhookSignature,
  webhookSignature,
} from '../../src/domain/razorpay-signatures';

const CHECKOUT = {
  orderId: 'order_IEIaMR65cu6nz3',
  paymentId: 'pay_IH4NVgf4Dreq1l',
  secret: 'EnLs21M47BllR3X8PSFtjtbd',
  signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
};
const WEBHOOK = {
  body: '{"a":1,"b":2,"c":{"d":3}}',
  secret: '123456',
  signature: '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
};

describe('Checkout signature (order_id|payment_id under the key secret)', () => {
  it("matches razorpay-node's test vector", () => {
    expect(checkoutSignature(CHECKOUT.orderId, CHECKOUT.paymentId, CHECKOUT.secret)).toBe(CHECKOUT.signature);
    expect(verifyCheckoutSignature({ ...CHECKOUT }, CHECKOUT.secret)).toBe(true);
  });

  it('refuses a wrong secret, swapped ids, a changed, truncated, upper-cased or missing signature', () => {
    expect(verifyCheckoutSignature({ ...CHECKOUT }, 'another-secret')).toBe(false);
    expect(verifyCheckoutSignature({ ...CHECKOUT, orderId: CHECKOUT.paymentId, paymentId: CHECKOUT.orderId }, CHECKOUT.secret)).toBe(false);
    expect(verifyCheckoutSignature({ ...CHECKOUT, signature: `${CHECKOUT.signature.slice(0, -1)}e` }, CHECKOUT.secret)).toBe(false);
    expect(verifyCheckoutSignature({ ...CHECKOUT, signature: CHECKOUT.signature.slice(0, 32) }, CHECKOUT.secret)).toBe(false);
    expect(verifyCheckoutSignature({ ...CHECKOUT, signature: CHECKOUT.signature.toUpperCase() }, CHECKOUT.secret)).toBe(false);
    expect(verifyCheckoutSignature({ ...CHECKOUT, signature: undefined }, CHECKOUT.secret)).toBe(false);
    expect(verifyCheckoutSignature({ ...CHECKOUT, signature: '' }, CHECKOUT.secret)).toBe(false);
  });
});

describe('webhook signature (raw body under the webhook secret)', () => {
  it("matches razorpay-node's test vector, for a string and for the same bytes", () => {
    expect(webhookSignature(WEBHOOK.body, WEBHOOK.secret)).toBe(WEBHOOK.signature);
    expect(verifyWebhookSignature(Buffer.from(WEBHOOK.body), WEBHOOK.signature, WEBHOOK.secret)).toBe(true);
  });

  it('fails for a re-serialised body with the same meaning, another secret, or no header', () => {
    const reserialised = JSON.stringify(JSON.parse(WEBHOOK.body), null, 1);
    expect(verifyWebhookSignature(reserialised, WEBHOOK.signature, WEBHOOK.secret)).toBe(false);
    expect(verifyWebhookSignature(WEBHOOK.body, WEBHOOK.signature, '1234567')).toBe(false);
    expect(verifyWebhookSignature(WEBHOOK.body, undefined, WEBHOOK.secret)).toBe(false);
    expect(verifyWebhookSignature(WEBHOOK.body, null, WEBHOOK.secret)).toBe(false);
  });

  it('compares lengths first: a longer or multi-byte "signature" is unequal, not an exception', () => {
    expect(sameSignature(WEBHOOK.signature, `${WEBHOOK.signature}00`)).toBe(false);
    expect(sameSignature(WEBHOOK.signature, 'é'.repeat(64))).toBe(false);
    expect(sameSignature(WEBHOOK.signature, WEBHOOK.signature)).toBe(true);
  });
});
