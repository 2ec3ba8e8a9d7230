// The outbox relay of one schema: publishes unpublished rows in id order and marks them published.
// It wakes on NOTIFY on its schema's channel (sent inside the writer's transaction, so it arrives
// only after COMMIT) and polls as a safety net. On PostgreSQL only the holder of the schema's
// advisory lock publishes. A batch's mark rides on the relay's next read (one statement, not two,
// for every wake under load); when no wake comes within MARK_LINGER_MS, that read runs anyway.
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { isSchemaName, type Database } from '../database';
import { prepared } from '../prepared';
import type { Logger } from '../logging';
import { endSpan, SpanKind, startChildSpan, type Span } from '../tracing';
import { backoffMs, sleep } from './retry';
import { OUTBOX_COLUMNS, type Transport, type TransportMessage } from './types';

/** A schema's outbox NOTIFY channel is this prefix and the schema's name (outboxChannel). */
export const OUTBOX_CHANNEL_PREFIX = 'atelier_outbox_';
/** PostgreSQL's longest channel name (NAMEDATALEN - 1 bytes); pg_notify refuses longer ones. */
const MAX_CHANNEL_BYTES = 63;

/**
 * The channel a schema's outbox writers NOTIFY and only its relay LISTENs on. One channel per schema
 * because every listening session is woken for every notification of its channel: with one shared
 * channel, each commit woke every schema's leader — four sessions in a process running four
 * services — to drop all but one. Throws, at the relay's construction (so at start, never at a
 * write), for a schema whose channel would be too long or is no plain lower-case name: LISTEN takes
 * an identifier, and PGlite's UNLISTEN sends the name unquoted.
 */
export function outboxChannel(schema: string): string {
  const channel = OUTBOX_CHANNEL_PREFIX + schema;
  if (!isSchemaName(schema) || channel.length > MAX_CHANNEL_BYTES) {
    throw new Error(`the schema name '${schema}' cannot name its outbox channel: lower-case letters, digits and _, at most ${MAX_CHANNEL_BYTES - OUTBOX_CHANNEL_PREFIX.length} characters`);
  }
  return channel;
}

const BATCH = 100;
/** Safety-net poll; NOTIFY normally wakes the relay within a few ms of the commit. */
const POLL_MS = 1000;
/** How often a standby relay tries to become leader. */
const LEADER_RETRY_MS = 1000;
/** How long published rows may wait for their mark to ride on the next wake's read before a read
 *  runs for them alone. Under load a schema's next NOTIFY comes within a few ms, so the mark costs
 *  no statement of its own (the pipeline bench: ~1.3 statements a job fewer); a quiet schema pays
 *  the same two statements a batch as before, the second this much later. Meanwhile the rows count
 *  as unpublished (the lag gauge, flush(), and a new leader after a crash, which publishes them
 *  again: at least once, as ever, and consumers' inboxes skip repeats). */
export const MARK_LINGER_MS = 50;

interface OutboxRow {
  id: string;
  event_id: string;
  topic: string;
  key: string;
  type: string;
  payload: unknown;
  occurred_at: Date;
  trace_context: Record<string, string> | null;
}

export class Relay {
  private readonly db: Kysely<any>;
  private stopped = false;
  private wakeUp?: () => void;
  private woken = false;
  private loop?: Promise<void>;
  /** Dedicated session: holds the leader lock and LISTENs (PostgreSQL only). */
  private session?: pg.Client;
  private leader = false;
  private unlisten?: () => Promise<void>;
  private readonly channel: string;
  /** Ids published and not yet marked: the next read marks them (markThenRead). */
  private unmarked: string[] = [];

  constructor(
    readonly schema: string,
    private readonly database: Database,
    private readonly transport: Transport,
    private readonly logger: Logger,
    /** Told the occurred_at of every row published (metrics: publish delay). */
    private readonly published?: (occurredAt: Date[]) => void,
  ) {
    this.db = database.forSchema(schema);
    this.channel = outboxChannel(schema);
  }

  start(): void {
    this.loop ??= this.run();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    const pglite = this.database.pglite;
    if (pglite) {
      // PGlite is one process and one session: this relay is the only one, no election needed.
      // LISTEN runs while we hold the pool's only client, so it cannot land inside (and be rolled
      // back with) somebody else's open transaction on that shared session.
      await this.database.root.connection().execute(async () => {
        this.unlisten = await pglite.listen(this.channel, () => this.wake());
      });
    }
    let failures = 0;
    while (!this.stopped) {
      let leader = false;
      try {
        leader = await this.isLeader();
        if (leader) while (!this.stopped && (await this.publishBatch()) === BATCH);
        failures = 0;
      } catch (err) {
        if (this.stopped) break;
        this.logger.warn({ err, schema: this.schema }, 'outbox relay failed; retrying');
        await this.dropSession();
        await sleep(backoffMs(failures++));
        continue;
      }
      await this.idle(!leader ? LEADER_RETRY_MS : this.unmarked.length ? MARK_LINGER_MS : POLL_MS);
    }
    if (this.unmarked.length) await this.markUnmarked().catch((err: unknown) => this.logger.warn({ err, schema: this.schema }, 'outbox relay could not mark its last batch; a relay will publish it again'));
  }

  /** Marks the last batch (if any) and publishes up to BATCH rows after it; returns how many. */
  private async publishBatch(): Promise<number> {
    const ids = this.unmarked;
    const rows = (ids.length ? await markThenRead(this.db, { ids, limit: BATCH }) : await unpublishedRows(this.db, { limit: BATCH })).rows as OutboxRow[];
    this.unmarked = [];
    if (!rows.length) return 0;
    const sent = publishSpans(rows.map(toMessage), this.transport.system);
    try {
      await this.transport.publish(sent.messages);
    } catch (err) {
      sent.end(err);
      throw err;
    }
    sent.end();
    this.unmarked = rows.map((r) => r.id);
    this.published?.(rows.map((r) => r.occurred_at));
    return rows.length;
  }

  /** The mark alone, for the batch published last before the relay stops. */
  private async markUnmarked(): Promise<void> {
    await markPublished(this.db, { ids: this.unmarked });
    this.unmarked = [];
  }

  private async isLeader(): Promise<boolean> {
    if (this.database.pglite) return true;
    if (this.leader) return true;
    if (!this.session) {
      const client = new pg.Client({ connectionString: this.database.url });
      client.on('error', (err) => {
        this.logger.warn({ err, schema: this.schema }, 'outbox relay session lost');
        void this.dropSession();
      });
      client.on('notification', (n) => n.channel === this.channel && this.wake());
      await client.connect();
      this.session = client;
    }
    const { rows } = await this.session.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [`atelier.relay.${this.schema}`]);
    if (!rows[0]?.ok) return false;
    await this.session.query(`listen ${this.channel}`);
    this.leader = true;
    this.logger.info({ schema: this.schema }, 'outbox relay is the leader for this schema');
    return true;
  }

  /** Closing the session releases the advisory lock, so a standby relay can take over. */
  private async dropSession(): Promise<void> {
    const s = this.session;
    this.session = undefined;
    this.leader = false;
    await s?.end().catch(() => undefined);
  }

  private idle(ms: number): Promise<void> {
    if (this.woken || this.stopped) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  /** Stops after the batch in flight; releases leadership by closing the session. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
    const unlisten = this.unlisten;
    if (unlisten) await this.database.root.connection().execute(() => unlisten());
    await this.dropSession();
  }
}

function toMessage(r: OutboxRow): TransportMessage {
  return {
    envelope: {
      event_id: r.event_id,
      occurred_at: new Date(r.occurred_at).toISOString(),
      type: r.type,
      topic: r.topic,
      key: r.key,
      payload: r.payload,
    },
    trace: r.trace_context ?? {},
  };
}

/**
 * One PRODUCER span `outbox.publish <topic>` per message whose writer was traced, child of the
 * writer's span; the message then carries this span's context, so the consumer becomes its child
 * (a span per message, not per batch: each message has a parent of its own). Rows written while
 * nothing was traced pass untouched, so tracing off costs a key count per row.
 */
function publishSpans(messages: TransportMessage[], system = 'unknown'): { messages: TransportMessage[]; end(err?: unknown): void } {
  const spans: Span[] = [];
  const out = messages.map((m) => {
    if (!Object.keys(m.trace).length) return m;
    const e = m.envelope;
    const { span, carrier } = startChildSpan(`outbox.publish ${e.topic}`, {
      kind: SpanKind.PRODUCER,
      parent: m.trace,
      attributes: {
        'messaging.system': system,
        'messaging.operation.type': 'send',
        'messaging.destination.name': e.topic,
        'messaging.message.id': e.event_id,
        'messaging.kafka.message.key': e.key,
        'messaging.batch.message_count': messages.length,
        'atelier.event.type': e.type,
      },
    });
    spans.push(span);
    return { envelope: e, trace: carrier };
  });
  return { messages: out, end: (err?: unknown) => spans.forEach((s) => endSpan(s, err)) };
}

// A relay's statements, built once per schema (prepared()); the ids are one array parameter.
const unpublishedRows = prepared((db: Kysely<any>, p: { limit: number }) =>
  db
    .selectFrom('outbox')
    .select(['id', ...OUTBOX_COLUMNS])
    .where('published_at', 'is', null)
    .orderBy('id')
    .limit(p.limit),
);
/** The last batch's mark and the next batch's read in one statement. The read sees the snapshot
 *  from before the update (a data-modifying WITH runs once, whether or not it is read), so it
 *  leaves those ids out itself. */
const markThenRead = prepared((db: Kysely<any>, p: { ids: string[]; limit: number }) =>
  db
    .with('marked', (qb) => qb.updateTable('outbox').set({ published_at: sql`now()` }).where(sql<boolean>`id = any(${p.ids}::bigint[])`))
    .selectFrom('outbox')
    .select(['id', ...OUTBOX_COLUMNS])
    .where('published_at', 'is', null)
    .where(sql<boolean>`id <> all(${p.ids}::bigint[])`)
    .orderBy('id')
    .limit(p.limit),
);
const markPublished = prepared((db: Kysely<any>, p: { ids: string[] }) =>
  db
    .updateTable('outbox')
    .set({ published_at: sql`now()` })
    .where(sql<boolean>`id = any(${p.ids}::bigint[])`),
);

/** Unpublished rows with id ≤ the newest row at call time (what flush() waits for). */
export async function unpublishedUpTo(db: Kysely<any>, maxId: string): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('published_at', 'is', null)
    .where('id', '<=', maxId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
