// Outbox → relay → in-process transport → inbox on PGlite: only committed events are delivered,
// each once in effect, in order per key.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Migration } from 'kysely/migration';
import { EventsImpl, outboxColumns, outboxNotify, outboxRowsOf, type OutboxColumns } from '../src/events/events';
import { InProcessTransport } from '../src/events/in-process.transport';
import { outboxChannel } from '../src/events/relay';
import { OUTBOX_COLUMNS, type EventEnvelope, type OutboxRow } from '../src/events/types';
import { freshPglite } from './support/pglite-template';
import { silentLogger } from './support/silent-logger';
import { waitFor } from '@atelier/testkit';

// Each test starts a PGlite of its own (a template copy, ~1–3 s on a loaded CI machine) and waits
// for relays and restarts: jest's 5 s default was within reach of a busy run (one timeout seen).
jest.setTimeout(20_000);

const producerMigrations: Record<string, Migration> = {
  '20260101000000_create_account': {
    async up(db: Kysely<any>) {
      await db.schema.createTable('account').addColumn('id', 'text', (c) => c.primaryKey()).execute();
    },
  },
};
const consumerMigrations: Record<string, Migration> = {
  '20260101000000_create_seen': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('seen')
        .addColumn('n', 'serial', (c) => c.primaryKey())
        .addColumn('event_id', 'uuid', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .execute();
    },
  },
};

interface Seen {
  event_id: string;
  key: string;
  seq: number;
}

describe('events (PGlite + in-process transport)', () => {
  let env: Awaited<ReturnType<typeof freshPglite>>;
  let events: EventsImpl;
  let failNext = 0;
  const attempts = new Map<string, number>();
  const opened: string[] = [];

  beforeAll(async () => {
    env = await freshPglite();
    await env.db.migrate('producer', producerMigrations);
    await env.db.migrate('consumer', consumerMigrations);
    events = new EventsImpl(env.db, new InProcessTransport(silentLogger), silentLogger);
    events.consume({
      group: 'consumer.seen',
      schema: 'consumer',
      topics: ['producer.account.v1'],
      async handle(e: EventEnvelope, trx: Transaction<any>) {
        attempts.set(e.event_id, (attempts.get(e.event_id) ?? 0) + 1);
        const { seq } = e.payload as { seq: number };
        await trx.insertInto('seen').values({ event_id: e.event_id, key: e.key, seq }).execute();
        if (failNext > 0) {
          failNext--;
          throw new Error('handler failed on purpose');
        }
      },
    });
    // Reads only AccountOpened: the other types of its topic must cost no transaction.
    events.consume({
      group: 'consumer.opened',
      schema: 'consumer',
      topics: ['producer.account.v1'],
      accepts: (e) => e.type === 'AccountOpened',
      async handle(e: EventEnvelope) {
        opened.push(e.event_id);
      },
    });
    events.outbox('producer');
    await events.start();
  });
  afterAll(async () => {
    await events.stop();
    await env.cleanup();
  });

  const producer = () => env.db.forSchema<any>('producer');
  const seen = () => env.db.forSchema<any>('consumer').selectFrom('seen').select(['event_id', 'key', 'seq']).orderBy('n').execute() as Promise<Seen[]>;
  const emit = (trx: Kysely<any> | Transaction<any>, key: string, seq: number) =>
    events.outbox('producer').add(trx, { topic: 'producer.account.v1', key, type: 'AccountChanged', payload: { seq } });

  test('an event written in a rolled-back transaction is never delivered; a committed one is, once', async () => {
    const rolledBack = await producer()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('account').values({ id: 'gone' }).execute();
        const e = await emit(trx, 'gone', 1);
        throw Object.assign(new Error('rollback'), { e });
      })
      .catch((err: { e: EventEnvelope }) => err.e);
    const committed = await producer()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('account').values({ id: 'kept' }).execute();
        return emit(trx, 'kept', 1);
      });
    await events.flush();
    const rows = await seen();
    expect(rows.map((r) => r.event_id)).toContain(committed.event_id);
    expect(rows.map((r) => r.event_id)).not.toContain(rolledBack.event_id);
    expect(rows.filter((r) => r.event_id === committed.event_id)).toHaveLength(1);
    const outbox = await producer().selectFrom('outbox').select(['event_id', 'published_at']).execute();
    expect(outbox).toEqual([{ event_id: committed.event_id, published_at: expect.any(Date) }]);
    expect(committed).toMatchObject({ topic: 'producer.account.v1', key: 'kept', type: 'AccountChanged', payload: { seq: 1 } });
    expect(committed.event_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  });

  test('the relay wakes on commit, without waiting for its poll interval', async () => {
    const started = Date.now();
    await producer().transaction().execute((trx) => emit(trx, 'fast', 1));
    await waitFor(seen, (rows) => rows.some((r) => r.key === 'fast'), 5000);
    expect(Date.now() - started).toBeLessThan(500);
  });

  test('a statement writing its own outbox row (Outbox.rowOf + outboxNotify) is delivered like add(), woken by its NOTIFY', async () => {
    const outbox = events.outbox('producer');
    expect(outbox.schema).toBe('producer');
    const row = outbox.rowOf({ topic: 'producer.account.v1', key: 'own', type: 'AccountChanged', payload: { seq: 7 } });
    expect(row).toMatchObject({ event_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7/), topic: 'producer.account.v1', key: 'own', type: 'AccountChanged', payload: '{"seq":7}', trace_context: null });
    // The change and its event in one statement: the outbox row only when the account row was written.
    const write = (id: string, r: typeof row) =>
      producer()
        .with('acct', (q) => q.insertInto('account').values({ id }).onConflict((oc) => oc.column('id').doNothing()).returning('id'))
        .insertInto('outbox')
        .columns(OUTBOX_COLUMNS)
        .expression((eb) =>
          eb
            .selectFrom('acct')
            .crossJoin(outboxNotify(outbox.schema).as('n'))
            .select([
              sql<string>`${r.event_id}::uuid`.as('event_id'),
              sql<string>`${r.topic}::text`.as('topic'),
              sql<string>`${r.key}::text`.as('key'),
              sql<string>`${r.type}::text`.as('type'),
              sql<string>`${r.payload}::jsonb`.as('payload'),
              sql<string>`${r.occurred_at}::timestamptz`.as('occurred_at'),
              sql<string | null>`${r.trace_context}::jsonb`.as('trace_context'),
            ]),
        )
        .execute();
    const started = Date.now();
    await write('own', row);
    await waitFor(seen, (rows) => rows.some((x) => x.event_id === row.event_id), 5000);
    // Woken by the NOTIFY, not the relay's 1 s poll.
    expect(Date.now() - started).toBeLessThan(500);
    expect((await seen()).filter((x) => x.event_id === row.event_id)).toEqual([{ event_id: row.event_id, key: 'own', seq: 7 }]);
    // No change (the account exists): no outbox row.
    const again = outbox.rowOf({ topic: 'producer.account.v1', key: 'own', type: 'AccountChanged', payload: { seq: 8 } });
    await write('own', again);
    expect(await producer().selectFrom('outbox').select('event_id').where('event_id', '=', again.event_id).execute()).toEqual([]);
  });

  test('several outbox rows of one statement (outboxColumns + outboxRowsOf) are delivered in row order, with the envelope rowOf built', async () => {
    const outbox = events.outbox('producer');
    const rows = [1, 2, 3].map((seq) => outbox.rowOf({ topic: 'producer.account.v1', key: 'many', type: 'AccountChanged', payload: { seq } }));
    // The account row and its three events in one statement; rows pass as one parameter per column.
    const write = (id: string, cols: OutboxColumns) =>
      producer()
        .with('acct', (q) => q.insertInto('account').values({ id }).onConflict((oc) => oc.column('id').doNothing()).returning('id'))
        .with('ev', () => sql<OutboxRow>`(${outboxRowsOf(cols)})`)
        .insertInto('outbox')
        .columns(OUTBOX_COLUMNS)
        .expression((eb) =>
          eb
            .selectFrom('ev')
            .crossJoin('acct')
            .crossJoin(outboxNotify(outbox.schema).as('n'))
            .select(['ev.event_id', 'ev.topic', 'ev.key', 'ev.type', 'ev.payload', 'ev.occurred_at', 'ev.trace_context']),
        )
        .execute();
    await write('many', outboxColumns(rows));
    await waitFor(seen, (got) => got.filter((x) => x.key === 'many').length === 3, 5000);
    expect((await seen()).filter((x) => x.key === 'many')).toEqual(rows.map((r, i) => ({ event_id: r.event_id, key: 'many', seq: i + 1 })));
    const stored = await producer().selectFrom('outbox').select(['event_id', 'occurred_at']).where('key', '=', 'many').orderBy('id').execute();
    expect(stored.map((r) => [r.event_id, new Date(r.occurred_at).toISOString()])).toEqual(rows.map((r) => [r.event_id, r.occurred_at]));
    // No change (the account exists): none of the rows.
    const again = [outbox.rowOf({ topic: 'producer.account.v1', key: 'many', type: 'AccountChanged', payload: { seq: 4 } })];
    await write('many', outboxColumns(again));
    expect(await producer().selectFrom('outbox').select('event_id').where('event_id', '=', again[0]!.event_id).execute()).toEqual([]);
  });

  test('a redelivered event is skipped by the inbox', async () => {
    const e = await producer().transaction().execute((trx) => emit(trx, 'dup', 1));
    await events.flush();
    // Publish the same row again, as a relay that crashed before marking it published would.
    await producer().updateTable('outbox').set({ published_at: null }).where('event_id', '=', e.event_id).execute();
    await events.flush();
    expect((await seen()).filter((r) => r.event_id === e.event_id)).toHaveLength(1);
    expect(attempts.get(e.event_id)).toBe(1);
    const inbox = await env.db.forSchema<any>('consumer').selectFrom('inbox').selectAll().where('event_id', '=', e.event_id).execute();
    expect(inbox).toEqual([{ consumer: 'consumer.seen', event_id: e.event_id, processed_at: expect.any(Date) }]);
  });

  test('an event a consumer does not accept leaves no inbox row; one it accepts is handled once', async () => {
    const other = await producer().transaction().execute((trx) => emit(trx, 'typed', 1));
    const wanted = await producer()
      .transaction()
      .execute((trx) => events.outbox('producer').add(trx, { topic: 'producer.account.v1', key: 'typed', type: 'AccountOpened', payload: { seq: 2 } }));
    await events.flush();
    const inbox = await env.db.forSchema<any>('consumer').selectFrom('inbox').select('event_id').where('consumer', '=', 'consumer.opened').execute();
    expect(inbox.map((r) => r.event_id)).toEqual([wanted.event_id]);
    expect(opened).toEqual([wanted.event_id]);
    // The consumer that reads every type got both.
    expect((await seen()).filter((r) => r.key === 'typed').map((r) => r.event_id)).toEqual([other.event_id, wanted.event_id]);
  });

  test('a failing handler rolls back its effect and is retried until it succeeds', async () => {
    failNext = 2;
    const e = await producer().transaction().execute((trx) => emit(trx, 'flaky', 1));
    await events.flush();
    expect(attempts.get(e.event_id)).toBe(3);
    expect((await seen()).filter((r) => r.event_id === e.event_id)).toHaveLength(1);
  });

  test('events of one key are handled in the order they were written', async () => {
    const keys = ['k1', 'k2', 'k3'];
    for (let seq = 1; seq <= 20; seq++) {
      await producer()
        .transaction()
        .execute(async (trx) => {
          for (const key of keys) await emit(trx, key, seq);
        });
    }
    await events.flush();
    const rows = await seen();
    for (const key of keys) expect(rows.filter((r) => r.key === key).map((r) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('events: graceful stop with the in-process transport', () => {
  test('events not handled by stop time are returned to the outbox and delivered after a restart', async () => {
    const env = await freshPglite();
    try {
      await env.db.migrate('producer', producerMigrations);
      await env.db.migrate('consumer', consumerMigrations);
      const handled: string[] = [];
      const consumer = (works: boolean) => ({
        group: 'consumer.restart',
        schema: 'consumer',
        topics: ['producer.account.v1'],
        async handle(e: EventEnvelope) {
          if (!works) throw new Error('consumer is down');
          handled.push(e.event_id);
        },
      });

      const first = new EventsImpl(env.db, new InProcessTransport(silentLogger, { drainMs: 200 }), silentLogger);
      first.consume(consumer(false));
      const outbox = first.outbox('producer');
      await first.start();
      const e = await env.db
        .forSchema<any>('producer')
        .transaction()
        .execute((trx) => outbox.add(trx, { topic: 'producer.account.v1', key: 'a', type: 'AccountChanged', payload: { seq: 1 } }));
      const published = () => env.db.forSchema<any>('producer').selectFrom('outbox').select('published_at').where('event_id', '=', e.event_id).executeTakeFirstOrThrow();
      await waitFor(published, (r) => r.published_at !== null);
      await first.stop();
      expect((await published()).published_at).toBeNull();

      const second = new EventsImpl(env.db, new InProcessTransport(silentLogger), silentLogger);
      second.consume(consumer(true));
      second.outbox('producer');
      await second.start();
      await second.flush();
      expect(handled).toEqual([e.event_id]);
      await second.stop();
    } finally {
      await env.cleanup();
    }
  });
});

describe('events: retention', () => {
  test('prune drops published outbox rows after a week and inbox rows after a month, nothing else', async () => {
    const env = await freshPglite();
    try {
      await env.db.migrate('producer', producerMigrations);
      await env.db.migrate('consumer', consumerMigrations);
      const events = new EventsImpl(env.db, new InProcessTransport(silentLogger), silentLogger); // never started: no relay runs
      events.outbox('producer');
      events.consume({ group: 'consumer.seen', schema: 'consumer', topics: ['producer.account.v1'], handle: async () => undefined });
      const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
      const row = (event_id: string, published_at: Date | null) => ({ event_id, topic: 't.x.v1', key: 'k', type: 'X', payload: '{}', occurred_at: ago(40), published_at });
      const ids = ['0190a000-0000-7000-8000-000000000001', '0190a000-0000-7000-8000-000000000002', '0190a000-0000-7000-8000-000000000003'];
      await env.db.forSchema<any>('producer').insertInto('outbox').values([row(ids[0]!, ago(8)), row(ids[1]!, ago(6)), row(ids[2]!, null)]).execute();
      await env.db
        .forSchema<any>('consumer')
        .insertInto('inbox')
        .values([
          { consumer: 'consumer.seen', event_id: ids[0], processed_at: ago(31) },
          { consumer: 'consumer.seen', event_id: ids[1], processed_at: ago(29) },
          { consumer: 'someone.else', event_id: ids[0], processed_at: ago(31) },
        ])
        .execute();

      expect(await events.prune()).toEqual({ outbox: 1, inbox: 1 });
      expect((await env.db.forSchema<any>('producer').selectFrom('outbox').select('event_id').orderBy('id').execute()).map((r) => r.event_id)).toEqual([ids[1], ids[2]]);
      expect(await env.db.forSchema<any>('consumer').selectFrom('inbox').select(['consumer', 'event_id']).orderBy('consumer').execute()).toEqual([
        { consumer: 'consumer.seen', event_id: ids[1] },
        { consumer: 'someone.else', event_id: ids[0] },
      ]);
    } finally {
      await env.cleanup();
    }
  });
});

test("outboxChannel: a channel per schema; a schema that cannot name one is refused when its relay is built", () => {
  expect(outboxChannel('imaging')).toBe('atelier_outbox_imaging');
  expect(outboxChannel('x'.repeat(48))).toHaveLength(63);
  // Past PostgreSQL's 63-byte channel names pg_notify would fail every write; LISTEN takes identifiers.
  expect(() => outboxChannel('x'.repeat(49))).toThrow(/cannot name its outbox channel/);
  expect(() => outboxChannel('Imaging')).toThrow(/cannot name its outbox channel/);
  expect(() => outboxChannel('a.b')).toThrow(/cannot name its outbox channel/);
});

describe('events: a consumer that keys its events itself (Consumer.ownKey)', () => {
  test('its events run its one statement with no inbox row, a failed statement is retried alone, a redelivery writes nothing; its other events go through the inbox', async () => {
    const env = await freshPglite();
    try {
      await env.db.migrate('producer', producerMigrations);
      await env.db.migrate('consumer', {
        '20260101000000_create_keyed': {
          async up(db: Kysely<any>) {
            await db.schema.createTable('keyed').addColumn('event_id', 'uuid', (c) => c.primaryKey()).addColumn('seq', 'integer', (c) => c.notNull()).execute();
          },
        },
      });
      const events = new EventsImpl(env.db, new InProcessTransport(silentLogger), silentLogger);
      const applied: string[][] = [];
      const handled: string[] = [];
      let failures = 1;
      events.consume({
        group: 'consumer.keyed',
        schema: 'consumer',
        topics: ['producer.account.v1'],
        async handle(e: EventEnvelope) {
          handled.push(e.event_id);
        },
        ownKey: {
          covers: (e) => e.type === 'Counted',
          async apply(es, db) {
            applied.push(es.map((e) => e.event_id));
            if (failures-- > 0) throw new Error('statement failed on purpose');
            const ids = es.map((e) => e.event_id);
            const seqs = es.map((e) => (e.payload as { seq: number }).seq);
            await db
              .insertInto('keyed')
              .columns(['event_id', 'seq'])
              .expression(sql`select unnest(${ids}::uuid[]), unnest(${seqs}::int[])`)
              .onConflict((oc) => oc.column('event_id').doNothing())
              .execute();
          },
        },
      });
      const outbox = events.outbox('producer');
      await events.start();
      const producerDb = env.db.forSchema<any>('producer');
      const consumerDb = env.db.forSchema<any>('consumer');
      const inbox = () => consumerDb.selectFrom('inbox').select('event_id').where('consumer', '=', 'consumer.keyed').execute();
      const keyed = () => consumerDb.selectFrom('keyed').select(['event_id', 'seq']).orderBy('seq').execute();

      // Three keys in one commit: one relay batch; its statement fails once, then each runs alone.
      const counted = await producerDb.transaction().execute(async (trx) => {
        const out: EventEnvelope[] = [];
        for (const [seq, key] of ['a', 'b', 'c'].entries()) out.push(await outbox.add(trx, { topic: 'producer.account.v1', key, type: 'Counted', payload: { seq } }));
        return out;
      });
      await events.flush();
      expect(await keyed()).toEqual(counted.map((e, seq) => ({ event_id: e.event_id, seq })));
      expect(await inbox()).toEqual([]);
      expect(handled).toEqual([]);
      expect(applied.length).toBeGreaterThanOrEqual(2); // the failed attempt, then its events again
      expect(new Set(applied.flat())).toEqual(new Set(counted.map((e) => e.event_id)));

      // A redelivery (a relay that crashed before its mark) reaches the statement again and changes nothing.
      await producerDb.updateTable('outbox').set({ published_at: null }).where('event_id', '=', counted[0]!.event_id).execute();
      const calls = applied.length;
      await events.flush();
      expect(applied.length).toBe(calls + 1);
      expect(await keyed()).toHaveLength(3);

      // An event it does not key itself goes the usual way: handle() with its inbox row.
      const plain = await producerDb.transaction().execute((trx) => outbox.add(trx, { topic: 'producer.account.v1', key: 'a', type: 'Plain', payload: { seq: 9 } }));
      await events.flush();
      expect(handled).toEqual([plain.event_id]);
      expect(await inbox()).toEqual([{ event_id: plain.event_id }]);
      await events.stop();
    } finally {
      await env.cleanup();
    }
  });
});
