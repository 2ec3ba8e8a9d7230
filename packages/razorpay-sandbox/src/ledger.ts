// The sandbox's books: orders, payments and refunds with Razorpay's state machines, validation and
// entity shapes (billing-notes §1). No HTTP here: the routes and the control call these methods,
// and every change Razorpay would announce is passed to `emit` as a snapshot-ready event.
//   order    created → attempted → paid (stays paid after a refund)
//   payment  created → authorized → captured → refunded, created → failed → captured (late capture)
//   refund   pending → processed | failed
import { MSG, SandboxError, badRequest, idNotFound, paymentFailure } from './errors';
import { newId } from './ids';

export type Notes = Record<string, string>;
/** Razorpay serialises empty notes as [] (billing-notes §1 quirk); the sandbox does the same. */
export type WireNotes = Notes | [];

export interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: WireNotes;
  created_at: number;
}

export interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: null;
  wallet: null;
  vpa: null;
  email: string;
  contact: string;
  notes: WireNotes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: { auth_code: string | null };
  created_at: number;
  base_amount?: number;
  base_currency?: 'INR';
}

export interface Refund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: WireNotes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'optimum';
  speed_requested: 'normal' | 'optimum';
}

export interface Collection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

export type EventName =
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.created'
  | 'refund.processed'
  | 'refund.failed';

/** What an event carries; the webhook envelope's `contains` lists these keys in this order. */
export interface EventParts {
  payment: Payment;
  order?: Order;
  refund?: Refund;
}

export type Outcome = 'success' | 'failure' | 'late-capture';

export interface Customer {
  email?: string;
  contact?: string;
  description?: string;
  /** Whether the card was issued outside India (Razorpay's `international`); default: a payment in
   *  a currency other than INR is, as foreign cards are what pay those in practice. */
  international?: boolean;
}

/** Smallest order, capture and refund amount in subunits (₹1.00, $1.00). */
export const MIN_AMOUNT = 100;
const CURRENCIES = new Set(['INR', 'USD', 'EUR', 'GBP', 'SGD', 'AED']);
/** A fixed conversion for `base_amount` of payments not in INR (settlement is in INR). */
const INR_PER_UNIT: Record<string, number> = { INR: 1, USD: 84, EUR: 91, GBP: 107, SGD: 63, AED: 23 };
const RECEIPT_MAX = 40;
const NOTES_MAX_KEYS = 15;
const NOTE_MAX_LENGTH = 256;
const LIST_DEFAULT = 10;
const LIST_MAX = 100;
const ORDER_FIELDS = new Set(['amount', 'currency', 'receipt', 'notes', 'partial_payment', 'first_payment_min_amount', 'payment', 'method', 'offer_id', 'customer_id']);
const CAPTURE_FIELDS = new Set(['amount', 'currency']);
const REFUND_FIELDS = new Set(['amount', 'speed', 'notes', 'receipt']);
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

interface OrderRecord {
  order: Omit<Order, 'notes'> & { notes: Notes };
  capture: 'automatic' | 'manual';
  paymentIds: string[];
}
type PaymentRecord = Omit<Payment, 'notes'> & { notes: Notes };
type RefundRecord = Omit<Refund, 'notes'> & { notes: Notes };

const wire = (notes: Notes): WireNotes => (Object.keys(notes).length === 0 ? [] : { ...notes });
const object = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export class Ledger {
  private readonly orders = new Map<string, OrderRecord>();
  private readonly payments = new Map<string, PaymentRecord>();
  private readonly refunds = new Map<string, RefundRecord>();
  /** X-Refund-Idempotency key → the refund it created. */
  private readonly idempotency = new Map<string, string>();
  /** When set, new refunds stay pending until settleRefund(). */
  holdRefunds = false;

  constructor(
    private readonly emit: (name: EventName, parts: EventParts) => void,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  // ---- views (what the API answers) ----

  orderView(id: string): Order {
    const o = this.orderRecord(id).order;
    return { ...o, notes: wire(o.notes) };
  }

  paymentView(id: string): Payment {
    const p = this.paymentRecord(id);
    return { ...p, acquirer_data: { ...p.acquirer_data }, notes: wire(p.notes) };
  }

  refundView(id: string): Refund {
    const r = this.refunds.get(id);
    if (!r) throw idNotFound();
    return { ...r, acquirer_data: { ...r.acquirer_data }, notes: wire(r.notes) };
  }

  allOrders(): Order[] {
    return [...this.orders.keys()].map((id) => this.orderView(id));
  }
  allPayments(): Payment[] {
    return [...this.payments.keys()].map((id) => this.paymentView(id));
  }
  allRefunds(): Refund[] {
    return [...this.refunds.keys()].map((id) => this.refundView(id));
  }

  // ---- orders ----

  createOrder(body: unknown): Order {
    if (!object(body)) throw badRequest('The amount field is required.', 'amount');
    rejectExtra(body, ORDER_FIELDS);
    const currency = requireCurrency(body.currency);
    const amount = requireAmount(body.amount, currency);
    let receipt: string | null = null;
    if (body.receipt !== undefined && body.receipt !== null) {
      if (typeof body.receipt !== 'string') throw badRequest('The receipt must be a string.', 'receipt');
      if (body.receipt.length > RECEIPT_MAX) throw badRequest(`The receipt may not be greater than ${RECEIPT_MAX} characters.`, 'receipt');
      receipt = body.receipt;
    }
    const payment = object(body.payment) ? body.payment : {};
    if (payment.capture !== undefined && payment.capture !== 'automatic' && payment.capture !== 'manual') {
      throw badRequest('The selected payment.capture is invalid.', 'payment.capture');
    }
    const id = newId('order_');
    this.orders.set(id, {
      order: {
        id,
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: parseNotes(body.notes),
        created_at: this.now(),
      },
      capture: payment.capture === 'manual' ? 'manual' : 'automatic',
      paymentIds: [],
    });
    return this.orderView(id);
  }

  updateOrderNotes(id: string, body: unknown): Order {
    const rec = this.orderRecord(id);
    if (!object(body)) throw badRequest('The notes field is required.', 'notes');
    rejectExtra(body, new Set(['notes']));
    rec.order.notes = parseNotes(body.notes);
    return this.orderView(id);
  }

  listOrders(query: Record<string, unknown>): Collection<Order> {
    const count = intParam(query.count, 'count', LIST_DEFAULT, 1, LIST_MAX);
    const skip = intParam(query.skip, 'skip', 0, 0, Number.MAX_SAFE_INTEGER);
    const from = intParam(query.from, 'from', 0, 0, Number.MAX_SAFE_INTEGER);
    const to = intParam(query.to, 'to', Number.MAX_SAFE_INTEGER, 0, Number.MAX_SAFE_INTEGER);
    const receipt = typeof query.receipt === 'string' ? query.receipt : undefined;
    const authorized = query.authorized === '1' || query.authorized === 'true';
    const items = [...this.orders.values()]
      .reverse() // newest first
      .filter(({ order }) => order.created_at >= from && order.created_at <= to)
      .filter(({ order }) => receipt === undefined || order.receipt === receipt)
      .filter((rec) => !authorized || rec.paymentIds.some((p) => this.paymentRecord(p).status === 'authorized'))
      .slice(skip, skip + count)
      .map(({ order }) => this.orderView(order.id));
    return { entity: 'collection', count: items.length, items };
  }

  orderPayments(id: string): Collection<Payment> {
    const items = this.orderRecord(id).paymentIds.map((p) => this.paymentView(p));
    return { entity: 'collection', count: items.length, items };
  }

  // ---- the customer's side (Checkout, or the control) ----

  /** A customer pays an order: a payment is created, then authorized (and captured unless the order
   *  asked for manual capture), or it fails; 'late-capture' fails now and captures on lateCapture(). */
  attempt(orderId: string, outcome: Outcome, customer: Customer = {}): Payment {
    const rec = this.orderRecord(orderId);
    if (rec.order.status === 'paid') throw badRequest(MSG.orderPaid, 'order_id');
    if (rec.paymentIds.some((p) => this.paymentRecord(p).status === 'authorized')) throw badRequest(MSG.paymentInProgress, 'order_id');
    const o = rec.order;
    const id = newId('pay_');
    const payment: PaymentRecord = {
      id,
      entity: 'payment',
      amount: o.amount,
      currency: o.currency,
      status: 'created',
      order_id: o.id,
      invoice_id: null,
      international: customer.international ?? o.currency !== 'INR',
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: customer.description ?? null,
      card_id: newId('card_'),
      bank: null,
      wallet: null,
      vpa: null,
      email: customer.email ?? 'void@razorpay.com',
      contact: customer.contact ?? '+919000090000',
      notes: {},
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: { auth_code: null },
      created_at: this.now(),
      ...(o.currency === 'INR' ? {} : { base_amount: o.amount * (INR_PER_UNIT[o.currency] ?? 1), base_currency: 'INR' as const }),
    };
    this.payments.set(id, payment);
    rec.paymentIds.push(id);
    o.attempts += 1;
    if (o.status === 'created') o.status = 'attempted';

    if (outcome !== 'success') {
      const e = paymentFailure(o.id, id);
      Object.assign(payment, {
        status: 'failed',
        error_code: e.code,
        error_description: e.description,
        error_source: e.source,
        error_step: e.step,
        error_reason: e.reason,
      });
      this.emit('payment.failed', { payment: this.paymentView(id) });
      return this.paymentView(id);
    }
    payment.status = 'authorized';
    payment.acquirer_data.auth_code = String(100000 + (Number.parseInt(id.slice(-4), 36) % 900000));
    this.emit('payment.authorized', { payment: this.paymentView(id) });
    if (rec.capture === 'automatic') this.settleCapture(payment);
    return this.paymentView(id);
  }

  /** Razorpay's late authorisation: a failed payment is captured after all (billing-notes §1). */
  lateCapture(paymentId: string): Payment {
    const payment = this.paymentRecord(paymentId);
    if (payment.status !== 'failed') throw badRequest(`Only a failed payment can be captured late; ${paymentId} is ${payment.status}`, 'id');
    if (this.orderRecord(payment.order_id).order.status === 'paid') throw badRequest(MSG.orderPaid, 'order_id');
    this.settleCapture(payment);
    return this.paymentView(paymentId);
  }

  // ---- the merchant's API ----

  capture(paymentId: string, body: unknown): Payment {
    const payment = this.paymentRecord(paymentId);
    if (!object(body)) throw badRequest('The amount field is required.', 'amount');
    rejectExtra(body, CAPTURE_FIELDS);
    const amount = requireAmount(body.amount, payment.currency);
    if (body.currency !== undefined && body.currency !== payment.currency) throw badRequest('The currency should be same as the payment currency', 'currency');
    if (payment.status === 'captured' || payment.status === 'refunded') throw badRequest(MSG.alreadyCaptured);
    if (payment.status !== 'authorized') throw badRequest(MSG.notCapturable);
    if (amount !== payment.amount) throw badRequest(MSG.captureAmount, 'amount');
    this.settleCapture(payment);
    return this.paymentView(paymentId);
  }

  /** Refunds a captured payment (all of what is left when no amount is given). The same idempotency
   *  key answers the refund it created before, unchanged, and announces nothing again. */
  refund(paymentId: string, body: unknown, idempotencyKey?: string): Refund {
    const payment = this.paymentRecord(paymentId);
    if (idempotencyKey !== undefined) {
      if (!IDEMPOTENCY_KEY.test(idempotencyKey)) throw badRequest(MSG.idempotencyKey, 'X-Refund-Idempotency');
      const earlier = this.idempotency.get(idempotencyKey);
      if (earlier) {
        if (this.refunds.get(earlier)!.payment_id !== paymentId) throw badRequest(MSG.idempotencyReuse, 'X-Refund-Idempotency');
        return this.refundView(earlier);
      }
    }
    const b = body === undefined || body === null ? {} : body;
    if (!object(b)) throw badRequest('The request body must be a JSON object.');
    rejectExtra(b, REFUND_FIELDS);
    if (payment.status !== 'captured' && payment.status !== 'refunded') throw badRequest(MSG.refundNotCaptured, 'id');
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) throw badRequest(MSG.fullyRefunded);
    const amount = b.amount === undefined ? left : requireAmount(b.amount, payment.currency);
    if (amount > left) throw badRequest(MSG.refundTooLarge, 'amount');
    const speed = b.speed === 'optimum' ? 'optimum' : 'normal';
    if (b.speed !== undefined && b.speed !== 'normal' && b.speed !== 'optimum') throw badRequest('The selected speed is invalid.', 'speed');
    const receipt = typeof b.receipt === 'string' ? b.receipt : null;

    const id = newId('rfnd_');
    this.refunds.set(id, {
      id,
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: paymentId,
      notes: parseNotes(b.notes),
      receipt,
      acquirer_data: { arn: null },
      created_at: this.now(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: speed,
    });
    if (idempotencyKey !== undefined) this.idempotency.set(idempotencyKey, id);
    payment.amount_refunded += amount;
    this.refreshRefundStatus(payment);
    this.emit('refund.created', { refund: this.refundView(id), payment: this.paymentView(paymentId) });
    if (!this.holdRefunds) this.settleRefund(id, 'processed');
    return this.refundView(id);
  }

  /** A pending refund is processed by the bank, or fails (its amount is then refundable again). */
  settleRefund(refundId: string, outcome: 'processed' | 'failed'): Refund {
    const refund = this.refunds.get(refundId);
    if (!refund) throw idNotFound();
    if (refund.status !== 'pending') throw badRequest(`Refund ${refundId} is already ${refund.status}`);
    const payment = this.paymentRecord(refund.payment_id);
    refund.status = outcome;
    if (outcome === 'processed') {
      refund.acquirer_data.arn = String(10_000_000_000 + (Number.parseInt(refundId.slice(-5), 36) % 89_999_999_999));
    } else {
      payment.amount_refunded -= refund.amount;
      this.refreshRefundStatus(payment);
    }
    this.emit(outcome === 'processed' ? 'refund.processed' : 'refund.failed', { refund: this.refundView(refundId), payment: this.paymentView(payment.id) });
    return this.refundView(refundId);
  }

  // ---- internals ----

  private settleCapture(payment: PaymentRecord): void {
    const rec = this.orderRecord(payment.order_id);
    const order = rec.order;
    payment.status = 'captured';
    payment.captured = true;
    // Razorpay's fee includes GST: 2% of the amount plus 18% tax on that.
    const fee = Math.round(payment.amount * 0.02);
    payment.tax = Math.round(fee * 0.18);
    payment.fee = fee + payment.tax;
    this.emit('payment.captured', { payment: this.paymentView(payment.id) });
    order.amount_paid += payment.amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    order.status = 'paid';
    this.emit('order.paid', { payment: this.paymentView(payment.id), order: this.orderView(order.id) });
  }

  private refreshRefundStatus(payment: PaymentRecord): void {
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? 'full' : 'partial';
    payment.status = full ? 'refunded' : 'captured';
  }

  private orderRecord(id: string): OrderRecord {
    const rec = this.orders.get(id);
    if (!rec) throw idNotFound();
    return rec;
  }

  private paymentRecord(id: string): PaymentRecord {
    const p = this.payments.get(id);
    if (!p) throw idNotFound();
    return p;
  }
}

function rejectExtra(body: Record<string, unknown>, allowed: ReadonlySet<string>): void {
  const extra = Object.keys(body).filter((k) => !allowed.has(k));
  if (extra.length > 0) throw badRequest(`${extra.join(', ')} ${extra.length === 1 ? 'is' : 'are'} not required and should not be sent`, extra[0]);
}

function requireCurrency(v: unknown): string {
  if (v === undefined || v === null || v === '') throw badRequest('The currency field is required.', 'currency');
  if (typeof v !== 'string' || !CURRENCIES.has(v)) throw badRequest('The selected currency is invalid.', 'currency');
  return v;
}

function requireAmount(v: unknown, currency: string): number {
  if (v === undefined || v === null || v === '') throw badRequest('The amount field is required.', 'amount');
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw badRequest('The amount must be an integer.', 'amount');
  if (v < MIN_AMOUNT) throw badRequest(`The amount must be at least ${currency} ${(MIN_AMOUNT / 100).toFixed(2)}`, 'amount');
  return v;
}

/** notes: {} or [] (Razorpay's empty notes), at most 15 keys of at most 256 characters each. */
function parseNotes(v: unknown): Notes {
  if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) return {};
  if (!object(v)) throw badRequest('The notes field must be an object.', 'notes');
  const entries = Object.entries(v);
  if (entries.length > NOTES_MAX_KEYS) throw badRequest(`Number of fields in notes should be less than or equal to ${NOTES_MAX_KEYS}`, 'notes');
  const out: Notes = {};
  for (const [k, raw] of entries) {
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') throw badRequest(`The notes.${k} must be a string.`, `notes.${k}`);
    const s = String(raw);
    if (s.length > NOTE_MAX_LENGTH) throw badRequest(`The notes.${k} may not be greater than ${NOTE_MAX_LENGTH} characters.`, `notes.${k}`);
    out[k] = s;
  }
  return out;
}

function intParam(v: unknown, name: string, fallback: number, min: number, max: number): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n)) throw badRequest(`The ${name} must be an integer.`, name);
  if (n < min) throw badRequest(`The ${name} must be at least ${min}.`, name);
  if (n > max) throw badRequest(`The ${name} may not be greater than ${max}.`, name);
  return n;
}

export { SandboxError };
