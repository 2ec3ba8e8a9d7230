// Razorpay's entities as our client returns them. The wire shapes (billing-notes §1; razorpay-node
// lib/types/*.d.ts) have one home, the protocol model of @atelier/razorpay-sandbox; the client
// differs in one point: Razorpay sends empty notes as [], the client hands them on as {}.
// Webhook bodies are not passed through the client, so their entities keep the wire form (notes may be []).
import type {
  Collection,
  Order,
  Payment,
  Refund,
  WebhookEnvelope,
} from '@atelier/razorpay-sandbox';

export type RazorpayNotes = Record<string, string>;
type WithNotes<T> = Omit<T, 'notes'> & { notes: RazorpayNotes };

export type RazorpayOrder = WithNotes<Order>;
export type RazorpayPayment = WithNotes<Payment>;
export type RazorpayPaymentStatus = Payment['status'];
export type RazorpayRefund = WithNotes<Refund>;
export type RazorpayCollection<T> = Collection<T>;
/** A webhook body; its entities' notes may be [] (see above). */
export type RazorpayWebhookEvent = WebhookEnvelope;

export interface CreateOrderInput {
  /** Integer subunits, at least 100. */
  amount: number;
  currency: string;
  /** At most 40 characters (we send our own order id). */
  receipt?: string;
  /** At most 15 keys of at most 256 characters. */
  notes?: RazorpayNotes;
}

export interface RefundInput {
  /** Subunits; the whole remaining amount when omitted. */
  amount?: number;
  speed?: 'normal' | 'optimum';
  notes?: RazorpayNotes;
  receipt?: string;
}
