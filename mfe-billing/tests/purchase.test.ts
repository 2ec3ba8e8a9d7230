// One purchase end to end against a fake Checkout with Razorpay's API: the order's fields reach
// Checkout (subunit amount, order id, prefill, theme, merchant name); the success handler's
// payload is what gets verified; every ending is reported once — paid, verify refused, a failed
// attempt then closing, closing without paying, create_order refused (the server's message),
// Checkout's script not loading; a test-mode order loads the sandbox script.
import { ApiError, isFinalAnswer } from '@atelier/api-client';
import { BILLING_MSG, type PaymentOrder } from '@atelier/contracts';
import { CHECKOUT_MERCHANT, CHECKOUT_THEME_COLOR, purchase, type PurchaseDeps } from '../src/features/checkout/purchase';
import type { RazorpayFailure, RazorpayOptions } from '../src/features/checkout/razorpay';

const order: PaymentOrder = {
  key: 'rzp_test_abc',
  amount: 49900,
  currency: 'INR',
  name: 'Ada',
  email: 'ada@example.test',
  description: 'Starter: 500 credits',
  order: { id: 'order_123' },
  test_mode: true,
  checkout_script: '/razorpay-sandbox/checkout.js',
};
const paid = { razorpay_order_id: 'order_123', razorpay_payment_id: 'pay_9', razorpay_signature: 'a'.repeat(64) };

/** A Checkout whose buyer acts as the test says once it opens. */
function fakeCheckout(act: (opts: RazorpayOptions, fail: (r: RazorpayFailure) => void) => void) {
  const opened: RazorpayOptions[] = [];
  class Checkout {
    private failed: ((r: RazorpayFailure) => void) | null = null;
    constructor(readonly opts: RazorpayOptions) {}
    on(_event: 'payment.failed', fn: (r: RazorpayFailure) => void) {
      this.failed = fn;
    }
    open() {
      opened.push(this.opts);
      act(this.opts, (r) => this.failed?.(r));
    }
  }
  return { Checkout, opened };
}

function deps(over: Partial<PurchaseDeps>, Checkout: unknown): PurchaseDeps {
  return {
    createOrder: jest.fn(async () => order),
    verifyPayment: jest.fn(async () => ({ status: 'success', msg: BILLING_MSG.paymentVerified, data: { credits: 600, held: 0 } })),
    loadCheckout: jest.fn(async () => Checkout as never),
    messageOf: (e) => (e instanceof ApiError ? e.serverMsg : null),
    isFinalAnswer,
    ...over,
  };
}

test('paid: Checkout opens with the order, the handler payload is verified, the new wallet comes back', async () => {
  const { Checkout, opened } = fakeCheckout((o) => o.handler(paid));
  const d = deps({}, Checkout);
  const end = await purchase({ id: 'plan1' }, { state: '27' }, d);
  expect(end).toEqual({ kind: 'paid', status: 'success', msg: BILLING_MSG.paymentVerified, credits: { credits: 600, held: 0 } });
  expect(d.createOrder).toHaveBeenCalledWith({ plan_id: 'plan1', state: '27' });
  expect(d.loadCheckout).toHaveBeenCalledWith('/razorpay-sandbox/checkout.js');
  expect(opened[0]).toMatchObject({
    key: 'rzp_test_abc',
    amount: 49900,
    currency: 'INR',
    order_id: 'order_123',
    name: CHECKOUT_MERCHANT,
    description: 'Starter: 500 credits',
    prefill: { name: 'Ada', email: 'ada@example.test' },
    theme: { color: CHECKOUT_THEME_COLOR },
  });
  expect(d.verifyPayment).toHaveBeenCalledWith(paid);
});

test('closing Checkout while the payment is being verified is not a cancellation', async () => {
  const { Checkout } = fakeCheckout((o) => {
    o.handler(paid);
    o.modal.ondismiss();
  });
  const end = await purchase({ id: 'plan1' }, {}, deps({}, Checkout));
  expect(end.kind).toBe('paid');
});

test('verify refused: the server message', async () => {
  const { Checkout } = fakeCheckout((o) => o.handler(paid));
  const end = await purchase({ id: 'p' }, {}, deps({ verifyPayment: async () => Promise.reject(new ApiError(400, BILLING_MSG.paymentSignature)) }, Checkout));
  expect(end).toEqual({ kind: 'verify-failed', message: BILLING_MSG.paymentSignature });
});

test('verify unanswered (5xx, network) after Checkout took the payment: never "try again", the credits will come', async () => {
  for (const failure of [new ApiError(503, 'The service is temporarily unavailable, please try again later'), new ApiError(0, null), new Error('offline')]) {
    const { Checkout } = fakeCheckout((o) => o.handler(paid));
    const end = await purchase({ id: 'p' }, {}, deps({ verifyPayment: async () => Promise.reject(failure) }, Checkout));
    expect(end).toEqual({ kind: 'verify-failed', message: BILLING_MSG.paymentUnconfirmed });
  }
});

test('a failed attempt is told at once; closing afterwards ends as failed, not cancelled', async () => {
  const { Checkout } = fakeCheckout((o, fail) => {
    fail({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } });
    o.modal.ondismiss();
  });
  const onAttemptFailed = jest.fn();
  const end = await purchase({ id: 'p' }, {}, deps({ onAttemptFailed }, Checkout));
  expect(onAttemptFailed).toHaveBeenCalledWith('Card declined');
  expect(end).toEqual({ kind: 'failed', message: 'Card declined' });
});

test('closed without paying: dismissed, nothing verified', async () => {
  const { Checkout } = fakeCheckout((o) => o.modal.ondismiss());
  const d = deps({}, Checkout);
  expect(await purchase({ id: 'p' }, {}, d)).toEqual({ kind: 'dismissed' });
  expect(d.verifyPayment).not.toHaveBeenCalled();
});

test("create_order refused: the server's message, Checkout never loaded", async () => {
  const d = deps({ createOrder: async () => Promise.reject(new ApiError(502, BILLING_MSG.paymentProviderDown)) }, null);
  expect(await purchase({ id: 'p' }, {}, d)).toEqual({ kind: 'order-failed', message: BILLING_MSG.paymentProviderDown });
  expect(d.loadCheckout).not.toHaveBeenCalled();
});

test('Checkout script not loading: an order failure that says nothing was charged', async () => {
  const d = deps({ loadCheckout: async () => Promise.reject(new Error('offline')) }, null);
  expect(await purchase({ id: 'p' }, {}, d)).toEqual({ kind: 'order-failed', message: BILLING_MSG.paymentProviderDown });
});

test('Checkout is loaded from the script the order names', async () => {
  const { Checkout } = fakeCheckout((o) => o.modal.ondismiss());
  const live = 'https://checkout.razorpay.com/v1/checkout.js';
  const d = deps({ createOrder: async () => ({ ...order, test_mode: false, checkout_script: live }) }, Checkout);
  const onOrder = jest.fn();
  await purchase({ id: 'p' }, {}, { ...d, onOrder });
  expect(d.loadCheckout).toHaveBeenCalledWith(live);
  expect(onOrder).toHaveBeenCalledWith(expect.objectContaining({ test_mode: false }));
});
