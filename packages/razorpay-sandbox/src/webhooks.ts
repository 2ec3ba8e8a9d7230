// Razorpay's webhooks as the sandbox sends them: the documented envelope, signed with HMAC-SHA256
// of the raw body under the webhook secret (X-Razorpay-Signature), an x-razorpay-event-id that is
// unique per event and the same on every redelivery, a 5 s answer budget, retries with backoff.
// Tests can hold events back and release them 1–5 times, shuffled, with forged signatures.
import { newId } from './ids';
import type { EventName, EventParts, Order, Payment, Refund } from './ledger';
import { webhookSignature } from './signatures';

/** Razorpay counts no answer within 5 s as a failed delivery (billing-notes §1). */
export const DELIVERY_TIMEOUT_MS = 5_000;
/** Automatic retries after a failed delivery (Razorpay backs off over 24 h; the sandbox is brief). */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000];

/** A webhook body as Razorpay documents it; `contains` names the keys present under `payload`. */
export interface WebhookEnvelope {
  entity: 'event';
  account_id: string;
  event: EventName;
  contains: ('refund' | 'payment' | 'order')[];
  payload: { payment?: { entity: Payment }; order?: { entity: Order }; refund?: { entity: Refund } };
  created_at: number;
}

export interface WebhookEvent {
  /** The x-razorpay-event-id: 14 base62 characters, the same on every delivery of this event. */
  id: string;
  event: EventName;
  /** The exact bytes sent (and signed). */
  body: string;
  /** The correct X-Razorpay-Signature of `body`. */
  signature: string;
}

export interface Delivery {
  eventId: string;
  event: EventName;
  /** The HTTP status the receiver answered, or why there was none. */
  status: number | 'timeout' | 'network-error' | 'no-url';
  /** Whether the X-Razorpay-Signature sent was the correct one. */
  signed: boolean;
  at: number;
}

export interface SendOptions {
  /** Send this X-Razorpay-Signature instead of the correct one. */
  signature?: string;
  /** Sign with a wrong secret (a forgery that still looks like a signature). */
  forge?: boolean;
  /** How many times to send it, one after another (a redelivery keeps the event id). */
  times?: number;
}

export interface WebhookOptions {
  secret: string;
  url?: string;
  accountId: string;
  retryDelaysMs?: number[];
  /** Milliseconds an automatic delivery waits before it is sent. */
  delayMs?: number;
  now?: () => number;
}

export class Webhooks {
  url: string | undefined;
  delayMs: number;
  readonly events: WebhookEvent[] = [];
  readonly deliveries: Delivery[] = [];
  /** Events not delivered automatically while held (see hold()). */
  readonly held: WebhookEvent[] = [];
  private holding = false;
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inflight = new Set<AbortController>();
  private readonly retryDelaysMs: number[];
  private readonly now: () => number;

  constructor(private readonly opts: WebhookOptions) {
    this.url = opts.url;
    this.delayMs = opts.delayMs ?? 0;
    this.retryDelaysMs = opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  }

  /** Records an event (a snapshot of `parts` now) and delivers it unless webhooks are held. */
  publish(name: EventName, parts: EventParts): WebhookEvent {
    const contains = (Object.keys(parts) as (keyof EventParts)[]).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
    const envelope: WebhookEnvelope = {
      entity: 'event',
      account_id: this.opts.accountId,
      event: name,
      contains,
      payload: Object.fromEntries(contains.map((k) => [k, { entity: parts[k] }])),
      created_at: this.now(),
    };
    const body = JSON.stringify(envelope);
    const event: WebhookEvent = { id: newId(''), event: name, body, signature: webhookSignature(body, this.opts.secret) };
    this.events.push(event);
    if (this.holding) this.held.push(event);
    else this.later(this.delayMs, () => this.deliverWithRetries(event, 0));
    return event;
  }

  /** Holds every later event back until release() (or hold(false), which sends what was held). */
  hold(on: boolean): void {
    this.holding = on;
    if (!on) for (const e of this.held.splice(0)) void this.deliverWithRetries(e, 0);
  }

  /** Sends the held events (and keeps holding new ones): each `times` times (a number, or a
   *  [min, max] range drawn per event), all in shuffled order when asked. */
  async release(opts: { times?: number | [number, number]; shuffle?: boolean; forge?: boolean } = {}): Promise<Delivery[]> {
    const events = this.held.splice(0);
    const sends: WebhookEvent[] = [];
    for (const e of events) {
      const t = opts.times ?? 1;
      const n = Array.isArray(t) ? t[0] + Math.floor(Math.random() * (t[1] - t[0] + 1)) : t;
      for (let i = 0; i < n; i++) sends.push(e);
    }
    if (opts.shuffle) shuffle(sends);
    const out: Delivery[] = [];
    for (const e of sends) out.push(await this.send(e, opts.forge ? forged(e.body) : e.signature));
    return out;
  }

  /** Delivers one recorded event now, `times` times, with the correct or a chosen signature. */
  async deliver(eventId: string, opts: SendOptions = {}): Promise<Delivery[]> {
    const event = this.events.find((e) => e.id === eventId);
    if (!event) throw new Error(`no webhook event ${eventId}`);
    const signature = opts.signature ?? (opts.forge ? forged(event.body) : event.signature);
    const out: Delivery[] = [];
    for (let i = 0; i < (opts.times ?? 1); i++) out.push(await this.send(event, signature));
    return out;
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const c of this.inflight) c.abort();
  }

  private async deliverWithRetries(event: WebhookEvent, attempt: number): Promise<void> {
    const d = await this.send(event, event.signature);
    const ok = typeof d.status === 'number' && d.status >= 200 && d.status < 300;
    const wait = this.retryDelaysMs[attempt];
    if (!ok && d.status !== 'no-url' && wait !== undefined) this.later(wait, () => this.deliverWithRetries(event, attempt + 1));
  }

  private async send(event: WebhookEvent, signature: string): Promise<Delivery> {
    const base = { eventId: event.id, event: event.event, signed: signature === event.signature };
    if (!this.url || this.closed) {
      const d: Delivery = { ...base, status: 'no-url', at: Date.now() };
      this.deliveries.push(d);
      return d;
    }
    const abort = new AbortController();
    this.inflight.add(abort);
    const timer = setTimeout(() => abort.abort(), DELIVERY_TIMEOUT_MS);
    let status: Delivery['status'];
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': event.id,
        },
        body: event.body,
        signal: abort.signal,
      });
      await res.arrayBuffer().catch(() => undefined);
      status = res.status;
    } catch {
      status = abort.signal.aborted ? 'timeout' : 'network-error';
    } finally {
      clearTimeout(timer);
      this.inflight.delete(abort);
    }
    const d: Delivery = { ...base, status, at: Date.now() };
    this.deliveries.push(d);
    return d;
  }

  private later(ms: number, run: () => unknown): void {
    if (this.closed) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      void run();
    }, ms);
    t.unref();
    this.timers.add(t);
  }
}

const ORDER: (keyof EventParts)[] = ['refund', 'payment', 'order'];

/** A signature of the right shape made with a secret nobody configured. */
function forged(body: string): string {
  return webhookSignature(body, 'forged-by-the-sandbox');
}

function shuffle<T>(a: T[]): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
}
