// One purchase from Pricing's Buy now, start to end (issue 8 "Payments through Razorpay"):
// POST /payment/create_order → load Checkout (only now) → open it with the order → its success
// handler → POST /payment/verify → the credits. Every way it can end is reported once through
// `notify`, which the page turns into a toast: paid, verify refused, payment failed, dismissed,
// order refused. DOM-free (the API, the script loader and the notifications are injected), so the
// flow is unit-tested with a fake Checkout.
import { BILLING_MSG, type Credits, type PaymentOrder, type Plan } from '@atelier/contracts';
import type { RazorpayConstructor, RazorpayFailure, RazorpaySuccess } from './razorpay';

/** Checkout's accent: the brand violet (the primary token's light value, in the hex Checkout takes). */
export const CHECKOUT_THEME_COLOR = '#5b4fe0';
/** What Checkout shows as the merchant. */
export const CHECKOUT_MERCHANT = 'Atelier';

export type PurchaseEnd =
  /** create_order (or loading Checkout) failed: the server's message, if any. */
  | { kind: 'order-failed'; message: string | null }
  /** The payment went through and was verified. */
  | { kind: 'paid'; status: string; msg: string; credits: Credits }
  /** Checkout says paid, our server could not confirm it (the webhook or reconciliation still
   *  grants): the server's refusal, or — when it could not answer — BILLING_MSG.paymentUnconfirmed,
   *  never a "try again" that would have the buyer pay twice. */
  | { kind: 'verify-failed'; message: string }
  /** The buyer closed Checkout after a failed attempt. */
  | { kind: 'failed'; message: string | null }
  /** The buyer closed Checkout without paying. */
  | { kind: 'dismissed' };

export interface PurchaseDeps {
  createOrder(body: { plan_id: string; state?: string; country?: string }): Promise<PaymentOrder>;
  verifyPayment(body: RazorpaySuccess): Promise<{ status: string; msg: string; data: Credits }>;
  loadCheckout(scriptUrl: string): Promise<RazorpayConstructor>;
  /** The server's message of a failed call (null when it sent none). */
  messageOf(e: unknown): string | null;
  /** Whether a failed call was the server's final answer (a 4xx), not a failure to answer. */
  isFinalAnswer(e: unknown): boolean;
  /** The order is known: whether it is a test-mode (sandbox) order. */
  onOrder?(order: PaymentOrder): void;
  /** A payment attempt failed inside Checkout (it stays open so the buyer may try again). */
  onAttemptFailed?(message: string | null): void;
}

/** Runs one purchase; resolves when it has ended, with how. */
export async function purchase(plan: Pick<Plan, 'id'>, location: { state?: string; country?: string }, deps: PurchaseDeps): Promise<PurchaseEnd> {
  let order: PaymentOrder;
  let Checkout: RazorpayConstructor;
  try {
    order = await deps.createOrder({ plan_id: plan.id, ...location });
  } catch (e) {
    return { kind: 'order-failed', message: deps.messageOf(e) };
  }
  deps.onOrder?.(order);
  try {
    Checkout = await deps.loadCheckout(order.checkout_script);
  } catch {
    // The order exists but Checkout cannot open: nothing was charged, Buy now may be tried again.
    return { kind: 'order-failed', message: BILLING_MSG.paymentProviderDown };
  }

  return new Promise<PurchaseEnd>((resolve) => {
    let ended = false;
    // Checkout has handed over a payment: closing it now must not read as "cancelled".
    let paying = false;
    let lastFailure: string | null | undefined;
    const end = (result: PurchaseEnd) => {
      if (ended) return;
      ended = true;
      resolve(result);
    };
    const checkout = new Checkout({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.order.id,
      name: CHECKOUT_MERCHANT,
      description: order.description,
      prefill: { name: order.name, email: order.email },
      theme: { color: CHECKOUT_THEME_COLOR },
      modal: {
        ondismiss: () => {
          if (!paying) end(lastFailure === undefined ? { kind: 'dismissed' } : { kind: 'failed', message: lastFailure });
        },
      },
      handler: (response) => {
        paying = true;
        deps.verifyPayment(response).then(
          (r) => end({ kind: 'paid', status: r.status, msg: r.msg, credits: r.data }),
          (e) => end({ kind: 'verify-failed', message: (deps.isFinalAnswer(e) && deps.messageOf(e)) || BILLING_MSG.paymentUnconfirmed }),
        );
      },
    });
    checkout.on('payment.failed', (response: RazorpayFailure) => {
      lastFailure = response.error?.description ?? null;
      deps.onAttemptFailed?.(lastFailure);
    });
    checkout.open();
  });
}
