// Our Razorpay client: orders, payments, capture and refunds over Razorpay's REST API (Basic auth,
// JSON, /v1 paths under the configured base URL — api.razorpay.com, or the local sandbox).
// Not the npm SDK: its header filter cannot send X-Refund-Idempotency (billing-notes §1).
// Failures come as one of two kinds, so callers can tell the user the truth:
//   RazorpayError             Razorpay answered with an error (statusCode + its error envelope)
//   RazorpayUnavailableError  no usable answer: network failure or no answer within the timeout
import type {
  CreateOrderInput,
  RazorpayCollection,
  RazorpayNotes,
  RazorpayOrder,
  RazorpayPayment,
  RazorpayRefund,
  RefundInput,
} from './types';

/** How long one call may take before it counts as "the payment provider did not answer". Razorpay's
 *  own 5xx answers come within seconds; the webhook handler must finish in 5 s, so verify-path calls
 *  cannot wait much longer either. */
export const RAZORPAY_TIMEOUT_MS = 8_000;

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  /** e.g. https://api.razorpay.com (no /v1, no trailing slash needed). */
  apiBase: string;
  timeoutMs?: number;
}

/** Razorpay answered with a failure: its HTTP status and error envelope fields. */
export class RazorpayError extends Error {
  override name = 'RazorpayError';
  readonly kind = 'api' as const;
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly description: string,
    readonly field?: string,
    readonly reason?: string,
    readonly source?: string,
    readonly step?: string,
  ) {
    super(`Razorpay ${statusCode} ${code}: ${description}`);
  }
}

/** Razorpay could not be reached or did not answer in time. */
export class RazorpayUnavailableError extends Error {
  override name = 'RazorpayUnavailableError';
  readonly kind = 'unavailable' as const;
  constructor(
    readonly timedOut: boolean,
    cause?: unknown,
  ) {
    super(timedOut ? 'the payment provider did not answer in time' : 'the payment provider could not be reached', { cause });
  }
}

export const isRazorpayError = (e: unknown): e is RazorpayError => e instanceof RazorpayError;
export const isRazorpayUnavailable = (e: unknown): e is RazorpayUnavailableError => e instanceof RazorpayUnavailableError;

type Method = 'GET' | 'POST';

export class RazorpayClient {
  private readonly base: string;
  private readonly auth: string;
  private readonly timeoutMs: number;

  constructor(opts: RazorpayClientOptions) {
    this.base = `${opts.apiBase.replace(/\/+$/, '')}/v1`;
    this.auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
    this.timeoutMs = opts.timeoutMs ?? RAZORPAY_TIMEOUT_MS;
  }

  async createOrder(input: CreateOrderInput): Promise<RazorpayOrder> {
    return withNotes(await this.call<RazorpayOrder>('POST', '/orders', input));
  }

  async fetchOrder(orderId: string): Promise<RazorpayOrder> {
    return withNotes(await this.call<RazorpayOrder>('GET', `/orders/${enc(orderId)}`));
  }

  /** Every payment attempted on the order (reconciliation asks this for unpaid orders). */
  async fetchOrderPayments(orderId: string): Promise<RazorpayCollection<RazorpayPayment>> {
    const c = await this.call<RazorpayCollection<RazorpayPayment>>('GET', `/orders/${enc(orderId)}/payments`);
    return { ...c, items: c.items.map(withNotes) };
  }

  async fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return withNotes(await this.call<RazorpayPayment>('GET', `/payments/${enc(paymentId)}`));
  }

  /** Captures an authorized payment; `amount` must equal the authorized amount. */
  async capturePayment(paymentId: string, amount: number, currency: string): Promise<RazorpayPayment> {
    return withNotes(await this.call<RazorpayPayment>('POST', `/payments/${enc(paymentId)}/capture`, { amount, currency }));
  }

  /** Refunds a captured payment. The same `idempotencyKey` (≥ 10 of [A-Za-z0-9_-]) always yields the
   *  same refund, so a retried call can never refund twice. */
  async refundPayment(paymentId: string, idempotencyKey: string, input: RefundInput = {}): Promise<RazorpayRefund> {
    const refund = await this.call<RazorpayRefund>('POST', `/payments/${enc(paymentId)}/refund`, input, {
      'x-refund-idempotency': idempotencyKey,
    });
    return withNotes(refund);
  }

  private async call<T>(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: this.auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      // The timeout covers the body too: a server that sends headers and then stalls is no answer.
      text = await res.text();
    } catch (err) {
      const name = (err as Error)?.name;
      throw new RazorpayUnavailableError(name === 'TimeoutError' || name === 'AbortError', err);
    }
    const json = parse(text);
    if (res.ok && json && typeof json === 'object') return json as T;
    throw errorOf(res.status, json, text);
  }
}

const enc = encodeURIComponent;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Razorpay's envelope {error:{code,description,field,source,step,reason}}; anything else (a proxy's
 *  HTML 502, a 200 that is not JSON) still becomes a RazorpayError that says what came back. */
function errorOf(status: number, json: unknown, text: string): RazorpayError {
  const e = (json as { error?: Record<string, unknown> } | undefined)?.error;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' && v !== 'NA' ? v : undefined);
  if (e && typeof e === 'object' && typeof e.description === 'string') {
    return new RazorpayError(status, str(e.code) ?? 'SERVER_ERROR', e.description, str(e.field), str(e.reason), str(e.source), str(e.step));
  }
  const code = status >= 500 || status < 400 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR';
  return new RazorpayError(status, code, `unexpected answer (HTTP ${status}): ${text.slice(0, 200) || 'empty body'}`);
}

/** Razorpay sends empty notes as [] (billing-notes §1): hand them on as {}. */
function withNotes<T extends { notes: RazorpayNotes }>(entity: T): T {
  const n = entity.notes as unknown;
  return { ...entity, notes: n && typeof n === 'object' && !Array.isArray(n) ? (n as RazorpayNotes) : {} };
}
