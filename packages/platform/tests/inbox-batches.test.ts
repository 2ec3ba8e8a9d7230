// Inbox consumers take what the transport hands over together in one transaction (issue 12), on
// PGlite + the in-process bus: a relay's batch of events of distinct keys is handled in ONE
// transaction with one inbox statement, each event once; a failing event in a batch does not hold
// back or repeat the others (they commit once, it is retried alone until it succeeds); an event
// already in the inbox is skipped inside a batch. A consumer with handleBatch gets a batch's new
// events in one call (delivery order, duplicates left out), a lone event through handle(), and,
// when its batch fails, each event again alone through handle().
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Migration } from 'kysely/migration';
import { EventsImpl } from '../src/events/events';
import { InProcessTransport } from '../src/events/in-process.transport';
import type { EventEnvelope } from '../src/events/types';
import { freshPglite } from './support/pglite-template';
import { silentLogger } from './support/silent-logger';

const consumerMigrations: Record<string, Migration> = {
  '20260101000000_create_seen': {
    async up(db: Kysely<any>) {
      await db.schema.createTable('seen').addColumn('event_id', 'uuid', (c) => c.notNull()).addColumn('key', 'text', (c) => c.notNull()).execute();
    },
  },
};

describe('inbox batches (PGlite + in-process transport)', () => {
  let env: Awaited<ReturnType<typeof freshPglite>>;
  let events: EventsImpl;
  /** The transaction each handled event ran in, per event id (every attempt). */
  const runs = new Map<string, Transaction<any>[]>();
  /** Event ids whose handler throws while their count is above 0. */
  const failing = new Map<string, number>();
  /** The batch consumer's calls: 'batch' with its event keys, or 'one' with the key. */
  const manyCalls: Array<[string, string[]]> = [];
  let failNextBatch = false;

  beforeAll(async () => {
    env = await freshPglite();
    await env.db.migrate('batchprod', {});
    await env.db.migrate('batchcons', consumerMigrations);
    events = new EventsImpl(env.db, new InProcessTransport(silentLogger), silentLogger);
    events.consume({
      group: 'batchcons.seen',
      schema: 'batchcons',
      topics: ['batchprod.thing.v1'],
      async handle(e: EventEnvelope, trx: Transaction<any>) {
        runs.set(e.event_id, [...(runs.get(e.event_id) ?? []), trx]);
        await trx.insertInto('seen').values({ event_id: e.event_id, key: e.key }).execute();
        const left = (e.payload as { failing?: boolean }).failing ? (failing.get(e.event_id) ?? 2) : 0;
        if (left > 0) {
          failing.set(e.event_id, left - 1);
          throw new Error('handler failed on purpose');
        }
      },
    });
    events.consume({
      group: 'batchcons.many',
      schema: 'batchcons',
      topics: ['batchprod.many.v1'],
      async handle(e: EventEnvelope, trx: Transaction<any>) {
        manyCalls.push(['one', [e.key]]);
        await trx.insertInto('seen').values({ event_id: e.event_id, key: e.key }).execute();
      },
      async handleBatch(es: EventEnvelope[], trx: Transaction<any>) {
        manyCalls.push(['batch', es.map((e) => e.key)]);
        await trx.insertInto('seen').values(es.map((e) => ({ event_id: e.event_id, key: e.key }))).execute();
        if (failNextBatch) {
          failNextBatch = false;
          throw new Error('batch failed on purpose');
        }
      },
    });
    events.outbox('batchprod');
    await events.start();
  });
  afterAll(async () => {
    await events.stop();
    await env.cleanup();
  });

  const producer = () => env.db.forSchema<any>('batchprod');
  const consumer = () => env.db.forSchema<any>('batchcons');
  /** Events of distinct keys written in one transaction, so the relay publishes them in one batch. */
  const writeTogether = (things: Array<{ key: string; failing?: boolean }>) =>
    producer()
      .transaction()
      .execute(async (trx) => {
        const out: EventEnvelope[] = [];
        for (const t of things) out.push(await events.outbox('batchprod').add(trx, { topic: 'batchprod.thing.v1', key: t.key, type: 'ThingHappened', payload: { failing: t.failing ?? false } }));
        return out;
      });
  const seenOf = async (ids: string[]) => (await consumer().selectFrom('seen').select('event_id').where('event_id', 'in', ids).execute()).map((r) => r.event_id).sort();
  const inboxOf = async (ids: string[]) => (await consumer().selectFrom('inbox').select('event_id').where('event_id', 'in', ids).execute()).map((r) => r.event_id).sort();

  test('a batch of distinct keys is handled in one transaction, each event once', async () => {
    const written = await writeTogether(['a', 'b', 'c', 'd', 'e'].map((key) => ({ key })));
    await events.flush();
    const ids = written.map((e) => e.event_id);
    expect(ids.map((id) => runs.get(id)?.length)).toEqual([1, 1, 1, 1, 1]);
    expect(new Set(ids.map((id) => runs.get(id)![0])).size).toBe(1);
    expect(await seenOf(ids)).toEqual([...ids].sort());
    expect(await inboxOf(ids)).toEqual([...ids].sort());
  });

  test('a failing event in a batch: the others commit once, it is retried alone until it succeeds', async () => {
    const written = await writeTogether([{ key: 'f1' }, { key: 'f2', failing: true }, { key: 'f3' }]);
    await events.flush();
    const [ok1, bad, ok3] = written.map((e) => e.event_id) as [string, string, string];
    // The poison one: the batch's try, then alone until its handler stops throwing (2 failures).
    expect(runs.get(bad)!.length).toBeGreaterThanOrEqual(3);
    // Each event's effect is there once: the failed batch's writes were rolled back.
    expect((await consumer().selectFrom('seen').select('event_id').where('event_id', 'in', [ok1, bad, ok3]).execute()).map((r) => r.event_id).sort()).toEqual([ok1, bad, ok3].sort());
    expect(await inboxOf([ok1, bad, ok3])).toEqual([ok1, bad, ok3].sort());
    // The healthy ones ran at most twice (the failed batch, then alone) and committed once.
    for (const id of [ok1, ok3]) expect(runs.get(id)!.length).toBeLessThanOrEqual(2);
  });

  test('an event already in the inbox is skipped inside a batch; the new ones beside it are handled', async () => {
    const [old] = await writeTogether([{ key: 'old' }]);
    await events.flush();
    expect(runs.get(old!.event_id)).toHaveLength(1);
    // The handled row published again together with new events (a relay that crashed before
    // marking it published would do this).
    const fresh = await producer()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('outbox').set({ published_at: null }).where('event_id', '=', old!.event_id).execute();
        const out: EventEnvelope[] = [];
        for (const key of ['n1', 'n2']) out.push(await events.outbox('batchprod').add(trx, { topic: 'batchprod.thing.v1', key, type: 'ThingHappened', payload: {} }));
        return out;
      });
    await events.flush();
    expect(runs.get(old!.event_id)).toHaveLength(1);
    for (const e of fresh) expect(runs.get(e.event_id)).toHaveLength(1);
    expect(new Set(fresh.map((e) => runs.get(e.event_id)![0])).size).toBe(1);
    const rows = await sql<{ n: number }>`select count(*)::int as n from batchcons.seen where event_id = ${old!.event_id}::uuid`.execute(env.db.root);
    expect(rows.rows[0]!.n).toBe(1);
  });
  const writeMany = (keys: string[]) =>
    producer()
      .transaction()
      .execute(async (trx) => {
        const out: EventEnvelope[] = [];
        for (const key of keys) out.push(await events.outbox('batchprod').add(trx, { topic: 'batchprod.many.v1', key, type: 'ManyHappened', payload: {} }));
        return out;
      });

  test('handleBatch: a batch\'s new events in one call, in delivery order; a redelivered one left out; a lone one through handle()', async () => {
    manyCalls.length = 0;
    const written = await writeMany(['m1', 'm2', 'm3']);
    await events.flush();
    expect(manyCalls).toEqual([['batch', ['m1', 'm2', 'm3']]]);
    manyCalls.length = 0;
    // m1 again (its outbox row unpublished) beside a new one: only the new one reaches the handler.
    await producer()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('outbox').set({ published_at: null }).where('event_id', '=', written[0]!.event_id).execute();
        await events.outbox('batchprod').add(trx, { topic: 'batchprod.many.v1', key: 'm4', type: 'ManyHappened', payload: {} });
      });
    await events.flush();
    expect(manyCalls).toEqual([['batch', ['m4']]]);
    manyCalls.length = 0;
    await writeMany(['m5']);
    await events.flush();
    expect(manyCalls).toEqual([['one', ['m5']]]);
    expect((await consumer().selectFrom('seen').select('key').where('key', 'like', 'm%').execute()).map((r) => r.key).sort()).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  test('handleBatch failing: the batch rolls back and each event is delivered again alone through handle(), once each', async () => {
    manyCalls.length = 0;
    failNextBatch = true;
    const written = await writeMany(['x1', 'x2']);
    await events.flush();
    expect(manyCalls).toEqual([
      ['batch', ['x1', 'x2']],
      ['one', ['x1']],
      ['one', ['x2']],
    ]);
    expect(await seenOf(written.map((e) => e.event_id))).toEqual(written.map((e) => e.event_id).sort());
  });
});
