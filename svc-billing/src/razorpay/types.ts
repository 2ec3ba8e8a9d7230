// Razorpay's entities as our client returns them (billing-notes §1; razorpay-node lib/types/*.d.ts),
// limited to the fields we read or store. Amounts are integers in subunits (paise, cents). Razorpay
// sends empty notes as []; the client hands them on as {} so callers see one shape.

export type RazorpayNotes = Record<string, string>;

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: RazorpayNotes;
  created_at: number;
}

export type RazorpayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: RazorpayPaymentStatus;
  order_id: string | null;
  method: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  international?: boolean;
  email?: string | null;
  contact?: string | null;
  description?: string | null;
  notes: RazorpayNotes;
  fee?: number | null;
  tax?: number | null;
  error_code?: string | null;
  error_description?: string | null;
  error_source?: string | null;
  error_step?: string | null;
  error_reason?: string | null;
  base_amount?: number;
  base_currency?: string;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: RazorpayNotes;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested?: 'normal' | 'optimum';
  speed_processed?: 'normal' | 'optimum';
  created_at: number;
}

export interface RazorpayCollection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

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

/** A webhook body (md webhooks/*): `contains` names the keys present under `payload`. */
export interface RazorpayWebhookEvent {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: {
    payment?: { entity: RazorpayPayment };
    order?: { entity: RazorpayOrder };
    refund?: { entity: RazorpayRefund };
  };
  created_at: number;
}
