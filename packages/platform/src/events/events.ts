// Outbox → relay → transport → inbox: producers write events in their own transaction, one relay
// per schema publishes them, and consumers apply each event at most once via the inbox table.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { uuidv7 } from '../crypto';
import { assertSchemaName, type Database } from '../database';
import { prepared, preparedPerSchema, type PreparedQuery } from '../prepared';
import type { Logger } from '../logging';
import { startPeriodic } from '../periodic';
import { currentTraceCarrier, SpanKind, withSpan, type Span } from '../tracing';
import { EventBusImpl } from './bus';
import type { Metrics } from '../metrics';
import { OUTBOX_CHANNEL_PREFIX, Relay, unpublishedUpTo } from './relay';
import { relayMetrics } from './relay-metrics';
import { sleep } from './retry';
import { OUTBOX_COLUMNS, type Consumer, type EventEnvelope, type Events, type Listener, type Outbox, type OutboxRow, type Transport, type TransportMessage } from './types';

/** Published outbox rows are kept a week (to inspect or replay), inbox rows a month: far longer than
 *  any redelivery (Kafka keeps a week by default), so pruning them never readmits a duplicate. */
const OUTBOX_RETENTION = '7 days';
const INBOX_RETENTION = '30 days';
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export class EventsImpl implements Events {
  private readonly relays = new Map<string, Relay>();
  private readonly consumers: Consumer[] = [];
  private readonly bus: EventBusImpl;
  /** Whether start() also starts the bus's listeners (a bus built here) or the bus module does. */
  private readonly ownsBus: boolean;
  private readonly transport: Transport;
  private running = false;
  private stopPrune?: () => Promise<void>;
  /** Per schema: what its relay reports its published rows to (metrics; absent without them). */
  private readonly published?: (schema: string) => (occurredAt: Date[]) => void;

  /** `bus`: the 'event-bus' module's bus, or a bare transport (tests), which gets a bus of its own. */
  constructor(
    private readonly database: Database,
    bus: EventBusImpl | Transport,
    private readonly logger: Logger,
    metrics?: Metrics,
  ) {
    this.published = metrics && relayMetrics(metrics, database, () => this.relays.keys());
    this.ownsBus = !(bus instanceof EventBusImpl);
    this.bus = bus instanceof EventBusImpl ? bus : new EventBusImpl(bus, logger);
    this.transport = this.bus.transport;
  }

  outbox(schema: string): Outbox {
    assertSchemaName(schema);
    let relay = this.relays.get(schema);
    if (!relay) {
      relay = new Relay(schema, this.database, this.transport, this.logger.child({ relay: schema }), this.published?.(schema));
      this.relays.set(schema, relay);
      if (this.running) relay.start();
    }
    const insert = outboxInsert(schema);
    return { add: (trx, e) => addToOutbox(trx, insert, e), schema, rowOf: (e) => outboxRowOf(e).row };
  }

  consume(c: Consumer): void {
    assertSchemaName(c.schema);
    if (this.consumers.some((x) => x.group === c.group)) throw new Error(`consumer group "${c.group}" registered twice`);
    this.consumers.push(c);
    if (this.running) void this.subscribe(c).catch((err) => this.logger.error({ err, group: c.group }, 'subscribe failed'));
  }

  listen(l: Listener): void {
    this.bus.listen(l);
  }

  emit<P>(e: { topic: string; key: string; type: string; payload: P }): Promise<void> {
    return this.bus.emit(e);
  }

  /** Ready phase: subscribe every registered consumer first, then let the relays publish, so the
   *  in-process bus never publishes before this process's consumers listen (the 'event-bus'
   *  module's ready phase, which runs earlier, subscribes its listeners). */
  async start(): Promise<void> {
    this.running = true;
    await Promise.all([...this.consumers.map((c) => this.subscribe(c)), ...(this.ownsBus ? [this.bus.start()] : [])]);
    for (const relay of this.relays.values()) relay.start();
    this.stopPrune = startPeriodic({ name: 'pruning outbox/inbox', intervalMs: PRUNE_EVERY_MS, runAtStart: false, logger: this.logger, run: () => this.prune() });
  }

  /** Deletes published outbox rows and inbox rows past their retention; returns how many. */
  async prune(): Promise<{ outbox: number; inbox: number }> {
    let outbox = 0;
    let inbox = 0;
    for (const schema of this.relays.keys()) {
      const r = await this.database
        .forSchema<any>(schema)
        .deleteFrom('outbox')
        .where('published_at', '<', sql<Date>`now() - ${OUTBOX_RETENTION}::interval`)
        .executeTakeFirst();
      outbox += Number(r.numDeletedRows);
    }
    for (const schema of new Set(this.consumers.map((c) => c.schema))) {
      const groups = this.consumers.filter((c) => c.schema === schema).map((c) => c.group);
      const r = await this.database
        .forSchema<any>(schema)
        .deleteFrom('inbox')
        .where('consumer', 'in', groups)
        .where('processed_at', '<', sql<Date>`now() - ${INBOX_RETENTION}::interval`)
        .executeTakeFirst();
      inbox += Number(r.numDeletedRows);
    }
    return { outbox, inbox };
  }

  private subscribe(c: Consumer): Promise<void> {
    const batches = new InboxBatches(this.database.forSchema<any>(c.schema), c, this.transport.system);
    return this.transport.subscribe(c.group, c.topics, (m) => batches.deliver(m));
  }

  async flush(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (const [schema, relay] of this.relays) {
      const db = this.database.forSchema<any>(schema);
      const newest = await db.selectFrom('outbox').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      if (newest?.id == null) continue;
      relay.wake();
      while ((await unpublishedUpTo(db, String(newest.id))) > 0) {
        if (Date.now() > deadline) throw new Error(`outbox of "${schema}" not published within ${timeoutMs} ms`);
        await sleep(10);
        // A published batch is marked by the relay's next read: ask for it now rather than after
        // the relay's MARK_LINGER_MS.
        relay.wake();
      }
    }
    await this.transport.drain?.(Math.max(0, deadline - Date.now()));
  }

  /** Stops relays, then the transport; events the in-process bus had not delivered become
   *  unpublished again, so the next start publishes them (consumers' inboxes skip repeats). */
  async stop(): Promise<void> {
    this.running = false;
    await this.stopPrune?.();
    await Promise.all([...this.relays.values()].map((r) => r.stop()));
    const unhandled = await this.bus.close();
    if (!unhandled.length) return;
    const ids = unhandled.map((m) => m.envelope.event_id);
    for (const schema of this.relays.keys()) {
      await this.database.forSchema<any>(schema).updateTable('outbox').set({ published_at: null }).where('event_id', 'in', ids).execute();
    }
    this.logger.info({ count: ids.length }, 'undelivered in-process events returned to the outbox');
  }
}

/** The NOTIFY that wakes `schema`'s relay, for a statement that writes outbox rows itself (Outbox
 *  rowOf): select the rows `from` it (`crossJoin(outboxNotify(schema).as('n'))`) as `add` does. */
export function outboxNotify(schema: string): RawBuilder<void> {
  // The channel built in SQL: `schema` is a prepared query's placeholder in most callers.
  return sql<void>`pg_notify(${sql.lit(OUTBOX_CHANNEL_PREFIX)} || ${schema}::text, ${schema}::text)`;
}

/** Outbox rows (Outbox.rowOf) as one array per column: a statement that writes SEVERAL rows of its own
 *  passes each column as one parameter, so any number of rows is one prepared text. */
export type OutboxColumns = { [K in keyof OutboxRow]: Array<OutboxRow[K]> };

export function outboxColumns(rows: OutboxRow[]): OutboxColumns {
  return Object.fromEntries(OUTBOX_COLUMNS.map((k) => [k, rows.map((r) => r[k])])) as OutboxColumns;
}

/** The rows of `c` (a prepared query's placeholders, or values) as a select with the outbox's
 *  column names and types, e.g. a CTE ``.with('ev', () => sql`(${outboxRowsOf(p)})`)`` (a raw CTE
 *  body needs its parentheses) that the statement's `insertInto('outbox')` selects from, with
 *  outboxNotify beside it. More columns of the same length may follow in the select list
 *  (``sql`(${outboxRowsOf(p)}, unnest(${p.more}::text[]) as more)` ``): arrays unnested side by side
 *  in one select list are read in lockstep, one row per index. */
export function outboxRowsOf(c: OutboxColumns): RawBuilder<OutboxRow> {
  return sql<OutboxRow>`select unnest(${c.event_id}::uuid[]) as event_id, unnest(${c.topic}::text[]) as topic,
    unnest(${c.key}::text[]) as key, unnest(${c.type}::text[]) as type, unnest(${c.payload}::jsonb[]) as payload,
    unnest(${c.occurred_at}::timestamptz[]) as occurred_at, unnest(${c.trace_context}::jsonb[]) as trace_context`;
}

/** Per schema, built once: every event of every job runs it. One round trip: the row is selected
 *  from pg_notify's single row, so the NOTIFY travels with the insert. NOTIFY is transactional: it
 *  reaches the relay only if and when this transaction commits, and PostgreSQL folds a
 *  transaction's identical notifications into one. */
const outboxInsert = preparedPerSchema((schema, _db: Kysely<any>, p: OutboxRow) =>
  sql`
    insert into ${sql.table(`${schema}.outbox`)} (${sql.join(OUTBOX_COLUMNS.map((c) => sql.ref(c)))})
    select ${p.event_id}::uuid, ${p.topic}::text, ${p.key}::text, ${p.type}::text, ${p.payload}::jsonb,
      ${p.occurred_at}::timestamptz, ${p.trace_context}::jsonb
    from ${outboxNotify(schema)}`,
);

async function addToOutbox<P>(
  trx: Kysely<any> | Transaction<any>,
  insert: PreparedQuery<any, OutboxRow, unknown>,
  e: { topic: string; key: string; type: string; payload: P },
): Promise<EventEnvelope<P>> {
  const { envelope, row } = outboxRowOf(e);
  // The caller's plugins (and schema) are dropped: the event must land in this schema's outbox.
  await insert(trx.withoutPlugins(), row);
  return envelope;
}

function outboxRowOf<P>(e: { topic: string; key: string; type: string; payload: P }): { envelope: EventEnvelope<P>; row: OutboxRow } {
  const envelope: EventEnvelope<P> = { event_id: uuidv7(), occurred_at: new Date().toISOString(), ...e };
  // The writer's span (a gRPC handler, a job run): the relay's publish span becomes its child.
  const traceContext = currentTraceCarrier();
  const row: OutboxRow = {
    event_id: envelope.event_id,
    topic: e.topic,
    key: e.key,
    type: e.type,
    payload: JSON.stringify(e.payload),
    occurred_at: envelope.occurred_at,
    trace_context: traceContext ? JSON.stringify(traceContext) : null,
  };
  return { envelope, row };
}

/** Deliveries one transaction takes at most. */
const MAX_BATCH = 100;

/** A message handed to a consumer group, and what to tell its transport once handled. */
interface Delivery {
  m: TransportMessage;
  done: (err?: unknown) => void;
}

/**
 * A consumer group's deliveries that arrive together share ONE transaction and one inbox statement
 * (issue 12: BEGIN, the inbox row and COMMIT were paid per event). A transport hands over at most one
 * message per key at a time, the next of a key only after the last one's delivery resolved (the
 * in-process bus's per-key queues, a Kafka partition's eachMessage), so the messages gathered in one
 * event-loop turn have distinct keys and per-key order is the transport's, as before. Each delivery
 * resolves when its batch committed. If the batch fails (a handler throws, the database errs), each
 * of its messages is delivered again alone, in a transaction of its own (handleOnce): one that fails
 * again rejects on its own, and its transport retries it with backoff as before; the others commit.
 * Exactly-once stays the inbox's unique key: an event already in the inbox is skipped in a batch as
 * alone. A batch made only of events the consumer keys itself (Consumer.ownKey) is its one statement
 * instead, with no transaction and no inbox row (applyOwnKeyed), tried together then alone the same way.
 */
class InboxBatches {
  private waiting: Delivery[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Kysely<any>,
    private readonly c: Consumer,
    private readonly system?: string,
  ) {}

  deliver(m: TransportMessage): Promise<void> {
    if (this.c.accepts && !this.c.accepts(m.envelope)) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ m, done: (err) => (err === undefined ? resolve() : reject(err)) });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // One event-loop turn gathers what the transport hands over together (a relay's batch).
    setImmediate(() => void this.run());
  }

  private async run(): Promise<void> {
    this.scheduled = false;
    const batch = this.waiting.splice(0, MAX_BATCH);
    if (this.waiting.length) this.schedule();
    const { db, c, system } = this;
    const own = c.ownKey;
    if (own && batch.every((b) => own.covers(b.m.envelope))) {
      return togetherThenAlone(batch, (ms) => applyOwnKeyed(db, c, own, ms, system), (m) => applyOwnKeyed(db, c, own, [m], system));
    }
    return togetherThenAlone(batch, (ms) => handleBatch(db, c, ms, system), (m) => handleOnce(db, c, m, system));
  }
}

/** A batch's deliveries handled together; when that fails (or there is only one), each alone, in
 *  its own transaction or statement, with its own answer to its transport: one that fails again
 *  rejects on its own (its transport retries it with backoff), the others are done. */
async function togetherThenAlone(batch: Delivery[], together: (ms: TransportMessage[]) => Promise<void>, alone: (m: TransportMessage) => Promise<void>): Promise<void> {
  if (batch.length > 1) {
    const ok = await together(batch.map((b) => b.m)).then(
      () => true,
      () => false,
    );
    if (ok) {
      for (const b of batch) b.done();
      return;
    }
  }
  for (const b of batch) {
    await alone(b.m).then(
      () => b.done(),
      (err) => b.done(err ?? new Error('event handler failed')),
    );
  }
}

/** The statement of Consumer.ownKey, with no transaction and no inbox row around it; one message's
 *  work in its CONSUMER span, a batch's in an `inbox.handle-batch` span (each message's span then
 *  only records that it was received, as handleBatch's do). */
async function applyOwnKeyed(db: Kysely<any>, c: Consumer, own: NonNullable<Consumer['ownKey']>, ms: TransportMessage[], system?: string): Promise<void> {
  if (ms.length === 1) return consumeSpan(c, ms[0]!, system, () => own.apply([ms[0]!.envelope], db));
  for (const m of ms) await consumeSpan(c, m, system, async () => undefined);
  const attributes = { 'messaging.system': system ?? 'unknown', 'messaging.consumer.group.name': c.group, 'messaging.batch.message_count': ms.length };
  await withSpan(`inbox.handle-batch ${c.group}`, { kind: SpanKind.INTERNAL, attributes }, () => own.apply(ms.map((m) => m.envelope), db));
}

/** The CONSUMER span `inbox.consume <topic>` of a message, child of the relay's publish span (the
 *  message's trace headers); one span per message, so it can be a child rather than a link. */
function consumeSpan(c: Consumer, m: TransportMessage, system: string | undefined, fn: (span: Span) => Promise<void>): Promise<void> {
  const e = m.envelope;
  const attributes = {
    'messaging.system': system ?? 'unknown',
    'messaging.operation.type': 'process',
    'messaging.destination.name': e.topic,
    'messaging.consumer.group.name': c.group,
    'messaging.message.id': e.event_id,
    'atelier.event.type': e.type,
  };
  return withSpan(`inbox.consume ${e.topic}`, { kind: SpanKind.CONSUMER, attributes, parent: m.trace }, fn);
}

/** Several messages (distinct keys) in one transaction: one inbox statement tells which are new, and
 *  each new one's handler runs, in delivery order, in its own span — or, for a consumer with
 *  `handleBatch`, the new ones go to it together (each message's span then only records that it was
 *  received, new or duplicate; the work is one `inbox.handle-batch` span). Any failure rolls back all. */
async function handleBatch(db: Kysely<any>, c: Consumer, ms: TransportMessage[], system?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await inboxInsertMany(trx, { consumer: c.group, eventIds: ms.map((m) => m.envelope.event_id) });
    // uuid text comes back lower-case whatever case the envelope spelt it in.
    const fresh = new Set(rows.map((r) => r.event_id.toLowerCase()));
    if (c.handleBatch) {
      const firsts: EventEnvelope[] = [];
      for (const m of ms) {
        const first = fresh.delete(m.envelope.event_id.toLowerCase());
        if (first) firsts.push(m.envelope);
        await consumeSpan(c, m, system, async (span) => {
          if (!first) span.setAttribute('atelier.inbox.duplicate', true);
        });
      }
      if (!firsts.length) return;
      const handleMany = c.handleBatch.bind(c);
      const attributes = { 'messaging.system': system ?? 'unknown', 'messaging.consumer.group.name': c.group, 'messaging.batch.message_count': firsts.length };
      await withSpan(`inbox.handle-batch ${c.group}`, { kind: SpanKind.INTERNAL, attributes }, () => handleMany(firsts, trx));
      return;
    }
    for (const m of ms) {
      const first = fresh.delete(m.envelope.event_id.toLowerCase());
      await consumeSpan(c, m, system, async (span) => {
        if (!first) {
          span.setAttribute('atelier.inbox.duplicate', true);
          return; // already handled
        }
        await c.handle(m.envelope, trx);
      });
    }
  });
}

/** One message: the inbox insert and the handler share one transaction, both commit or neither
 *  does; in the message's CONSUMER span. */
async function handleOnce(db: Kysely<any>, c: Consumer, m: TransportMessage, system?: string): Promise<void> {
  const e = m.envelope;
  await consumeSpan(c, m, system, async (span) => {
    await db.transaction().execute(async (trx) => {
      const inserted = await inboxInsert(trx, { consumer: c.group, eventId: e.event_id });
      if (Number(inserted.numAffectedRows ?? 0) === 0) {
        span.setAttribute('atelier.inbox.duplicate', true);
        return; // already handled
      }
      await c.handle(e, trx);
    });
  });
}

/** The inbox row that makes a delivery the first (built once, per schema: prepared()). */
const inboxInsert = prepared((db: Kysely<any>, p: { consumer: string; eventId: string }) =>
  db
    .insertInto('inbox')
    .values({ consumer: p.consumer, event_id: p.eventId })
    .onConflict((oc) => oc.columns(['consumer', 'event_id']).doNothing()),
);

/** A batch's inbox rows in one statement; returns the event ids that were not there yet. */
const inboxInsertMany = prepared((db: Kysely<any>, p: { consumer: string; eventIds: string[] }) =>
  db
    .insertInto('inbox')
    .columns(['consumer', 'event_id'])
    .expression(sql<{ consumer: string; event_id: string }>`select ${p.consumer}::text, unnest(${p.eventIds}::uuid[])`)
    .onConflict((oc) => oc.columns(['consumer', 'event_id']).doNothing())
    .returning('event_id'),
);
