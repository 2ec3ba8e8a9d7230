// The payments flow's rules, without I/O: which provider payment may grant an order, how many
// credits a refund takes back, and what a Razorpay webhook envelope must look like before anything
// acts on it. Amounts are integer subunits; credits whole numbers.
import { z } from 'zod';

/** Reconciliation (docs/billing.md "Payments"): an unpaid order is asked about once Checkout and
 *  the first webhook deliveries had their chance (10 min: Razorpay retries a failed webhook within
 *  minutes), then every 5 min, for 30 days (Razorpay keeps orders queryable for 180), 50 at a time;
 *  the reconciler wakes every minute. */
export const RECONCILE = { afterMs: 10 * 60_000, everyMs: 5 * 60_000, maxAgeMs: 30 * 86_400_000, batch: 50, intervalMs: 60_000 } as const;

/** A payment as Razorpay describes it (GET /v1/payments/:id, webhook payloads): the fields we act on. */
export const ProviderPayment = z.looseObject({
  id: z.string().regex(/^pay_[A-Za-z0-9]+$/),
  entity: z.literal('payment'),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullable().optional(),
  method: z.string().nullable().optional(),
  amount_refunded: z.number().int().nonnegative().optional().default(0),
  error_description: z.string().nullable().optional(),
  /** The card was issued outside India: a second indicator of where the buyer is (invoices). */
  international: z.boolean().optional(),
});
export type ProviderPayment = z.infer<typeof ProviderPayment>;

export const ProviderRefund = z.looseObject({
  id: z.string().regex(/^rfnd_[A-Za-z0-9]+$/),
  entity: z.literal('refund'),
  amount: z.number().int().positive(),
  currency: z.string(),
  payment_id: z.string(),
  status: z.string().optional(),
});
export type ProviderRefund = z.infer<typeof ProviderRefund>;

/** Razorpay's webhook envelope: `payload.<entity>.entity` per name in `contains`. */
export const WebhookEnvelope = z.looseObject({
  entity: z.literal('event'),
  event: z.string().min(1).max(100),
  payload: z.looseObject({
    payment: z.looseObject({ entity: ProviderPayment }).optional(),
    refund: z.looseObject({ entity: ProviderRefund }).optional(),
    order: z.looseObject({ entity: z.looseObject({ id: z.string() }) }).optional(),
  }),
});
export type WebhookEnvelope = z.infer<typeof WebhookEnvelope>;

export interface OrderTerms {
  provider_order_id: string | null;
  amount: number;
  currency: string;
}

/** Why a payment cannot grant the order, or null when it can: captured (or refunded after a
 *  capture), for this order, with exactly the order's amount and currency. */
export function refusalOf(order: OrderTerms, p: Pick<ProviderPayment, 'status' | 'order_id' | 'amount' | 'currency'>): string | null {
  if (p.order_id !== order.provider_order_id) return 'payment belongs to another order';
  if (p.status !== 'captured' && p.status !== 'refunded') return `payment is ${p.status}`;
  if (p.amount !== order.amount || p.currency !== order.currency) return `payment is ${p.amount} ${p.currency}, the order ${order.amount} ${order.currency}`;
  return null;
}

/** Credits a refund takes back: the order's credits in proportion to the money refunded, rounded so
 *  that partial refunds adding up to the whole take exactly all the credits. */
export function creditsOfRefund(order: { amount: number; credits: number }, refundedBefore: number, refund: number): number {
  const upTo = (paid: number) => Math.floor((order.credits * Math.min(paid, order.amount)) / order.amount);
  return upTo(refundedBefore + refund) - upTo(refundedBefore);
}

/** What can be taken now (never below zero: only available credits) and what stays owed. */
export function splitClawback(claw: number, available: number): { take: number; owed: number } {
  const take = Math.max(0, Math.min(claw, available));
  return { take, owed: claw - take };
}
