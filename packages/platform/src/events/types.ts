// The event contracts shared by producers, consumers and transports.
import type { Kysely, Transaction } from 'kysely';

export interface EventEnvelope<P = unknown> {
  /** uuid v7 */
  event_id: string;
  /** ISO time */
  occurred_at: string;
  /** Past tense, e.g. "UserRegistered". */
  type: string;
  /** "<svc>.<aggregate>.v1", e.g. "identity.user.v1". */
  topic: string;
  /** Aggregate id; events with the same key are delivered in the order they were written. */
  key: string;
  payload: P;
}

export interface Outbox {
  /** Writes the event in the caller's transaction; the relay publishes it after commit. Write the
   *  business row (which locks the aggregate) before the event, so per-key order follows commit order. */
  add<P>(trx: Kysely<any> | Transaction<any>, e: { topic: string; key: string; type: string; payload: P }): Promise<EventEnvelope<P>>;
  /** The schema whose outbox this is: what a statement writing its own outbox rows passes to
   *  `outboxNotify` (the relay of this schema listens for it). */
  readonly schema: string;
  /** The column values `add` would write for `e` (a new event id, the time, the writer's trace
   *  context; the payload as JSON), for a statement of the caller's own that writes the outbox row
   *  with the change it reports — one round trip (issue 12), e.g. a data-modifying WITH whose
   *  `insertInto('outbox')` selects them, with `outboxNotify` beside it. */
  rowOf<P>(e: { topic: string; key: string; type: string; payload: P }): OutboxRow;
}

/** An outbox row as written (payload and trace_context as JSON text). */
export interface OutboxRow {
  event_id: string;
  topic: string;
  key: string;
  type: string;
  payload: string;
  occurred_at: string;
  trace_context: string | null;
}

/** The columns an outbox row is written with, in the order every insert lists them — the kit's own,
 *  a statement writing its own rows (``.insertInto('outbox').columns(OUTBOX_COLUMNS)``) — and the
 *  relay reads them back. */
export const OUTBOX_COLUMNS = ['event_id', 'topic', 'key', 'type', 'payload', 'occurred_at', 'trace_context'] as const satisfies ReadonlyArray<keyof OutboxRow>;

export interface Consumer {
  /** Consumer group, e.g. "admin.dashboard"; also the inbox's `consumer` column. */
  group: string;
  /** Where the inbox lives: the consumer's own schema. */
  schema: string;
  topics: string[];
  /** The events of `topics` it reads; the others pass by before any transaction or inbox row (a
   *  topic carries several types, and an ignored one would cost BEGIN, the inbox insert and COMMIT
   *  for nothing — a redelivery of it is ignored again). Absent: every event of `topics`. */
  accepts?(e: EventEnvelope): boolean;
  /** Runs in a transaction (bound to `schema`) together with the inbox insert; an event_id already
   *  in the inbox is skipped. Throwing rolls both back and the event is redelivered with backoff. */
  handle(e: EventEnvelope, trx: Transaction<any>): Promise<void>;
  /** Optional: the new events of a delivered batch (of two or more deliveries; distinct keys,
   *  delivery order; accepted ones only; at least one) handled together in the batch's transaction,
   *  instead of one handle() each — for a consumer whose work is cheaper in one go or must take its
   *  locks in an order of its own (billing's job outcomes lock wallets by user). Must have the
   *  effect of handle() on each: when the batch fails, each event is delivered again alone to handle(). */
  handleBatch?(es: EventEnvelope[], trx: Transaction<any>): Promise<void>;
  /** Optional: events whose whole effect is ONE statement made idempotent by a unique key of the
   *  consumer's own (admin's job activity: its event log's primary key). A delivery, or a batch,
   *  made only of such events skips the kit's transaction and inbox row: `apply` runs alone on the
   *  schema-bound database — one statement instead of BEGIN, the inbox insert, the handler's and
   *  COMMIT. It must write nothing for an event it has seen (a redelivery), and all or nothing. */
  ownKey?: {
    covers(e: EventEnvelope): boolean;
    apply(es: EventEnvelope[], db: Kysely<any>): Promise<void>;
  };
}

/**
 * A fan-out listener: EVERY process that registers one receives every event of its topics (each
 * process gets a consumer group of its own), with no inbox and no retries — for live, lossy
 * notifications such as the gateway's server-sent events. It starts at the newest events (Kafka:
 * latest offset), and a throwing handler is logged, never retried. Delivery is at-least-once (a
 * Kafka rebalance may repeat an event): dedupe by event_id where a repeat would show.
 */
export interface Listener {
  /** Prefix of the per-process group name, e.g. "gateway.image-events". */
  name: string;
  topics: string[];
  handle(e: EventEnvelope): void | Promise<void>;
  /** Optional: told when its subscription hears every event published from then on, and when that
   *  may have stopped (see SubscriptionState) — for a listener that keeps state only its events make
   *  true (the gateway's read cache). Starts unheard-of: nothing is promised before the first 'ready'. */
  onState?(state: SubscriptionState): void;
}

/**
 * 'ready': the subscription now hears every event published from here on — Kafka: its consumer
 * joined its group and finished a fetch from each broker it reads (a new group's start offsets are
 * fixed by that first fetch, not by the join); in-process: subscribed. 'lost': events published from
 * here until the next 'ready' may never reach it — Kafka: a rebalance or re-join, a crash, a stop.
 */
export type SubscriptionState = 'ready' | 'lost';

/** The transport and its fan-out listeners: needs no database (module 'event-bus'). */
export interface EventBus {
  /** Registers a fan-out listener (see Listener); subscriptions start in the bus's ready phase
   *  (immediately if later), before any relay of this process publishes. */
  listen(l: Listener): void;
  /** Publishes one event now, straight on the transport — no outbox, no transaction, no retry: for
   *  ephemeral notifications that may be lost (a job's live progress). Rejects when the transport
   *  refuses it; callers that can lose it just log. Durable facts go through an Outbox. */
  emit<P>(e: { topic: string; key: string; type: string; payload: P }): Promise<void>;
}

/** Outbox, relays and inbox consumers on top of the bus (module 'events', needs the database).
 *  `listen` is the bus's own, offered here too so a service module needs one dependency. */
export interface Events extends EventBus {
  /** The outbox of a schema; the first call also starts that schema's relay. */
  outbox(schema: string): Outbox;
  /** Registers a consumer; subscriptions start in the events module's ready phase (immediately if later). */
  consume(c: Consumer): void;
  /** Test/ops hook: resolves when every outbox row written so far is published (and, with the
   *  in-process transport, handled by every subscribed consumer group). */
  flush(timeoutMs?: number): Promise<void>;
}

/** An event on the bus plus the W3C trace context of the request that wrote it, so a consumer's
 *  span joins the producer's trace across the outbox. */
export interface TransportMessage {
  envelope: EventEnvelope;
  trace: Record<string, string>;
}

export interface SubscribeOptions {
  /** Kafka: where a new group starts — the oldest retained event (default) or only new ones. */
  fromBeginning?: boolean;
  /** Told of the subscription's SubscriptionState as it changes ('ready' first, then 'lost'/'ready'). */
  onState?(state: SubscriptionState): void;
}

/** What the relay and consumers need from a message bus. Delivery is at-least-once. */
export interface Transport {
  /** What spans name as `messaging.system`: 'kafka' or 'in-process'. */
  readonly system?: string;
  /** Resolves once the bus has accepted every message (in order). */
  publish(messages: TransportMessage[]): Promise<void>;
  /** `deliver` resolves when the event's effect is committed; the transport retries it with
   *  backoff, never skips it. Resolves once the subscription is running. */
  subscribe(group: string, topics: string[], deliver: (m: TransportMessage) => Promise<void>, opts?: SubscribeOptions): Promise<void>;
  /** In-process only: resolves when nothing is queued or being handled. */
  drain?(timeoutMs: number): Promise<void>;
  /** Stops delivering; returns events accepted but not handled yet (in-process), to be marked
   *  unpublished so the next start publishes them again. */
  close(): Promise<TransportMessage[]>;
}
