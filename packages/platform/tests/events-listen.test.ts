// Fan-out listeners (Events.listen): every registration gets every event of its topics, without an
// inbox; a throwing listener is logged and not retried, and the inbox consumers are unaffected;
// emit() reaches the listeners without an outbox row.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { EventsImpl } from '../src/events/events';
import { InProcessTransport } from '../src/events/in-process.transport';
import type { EventEnvelope } from '../src/events/types';
import { freshPglite } from './support/pglite-template';
import { silentLogger } from './support/silent-logger';

const migrations: Record<string, Migration> = {
  '20260101000000_create_thing': {
    async up(db: Kysely<any>) {
      await db.schema.createTable('thing').addColumn('id', 'text', (c) => c.primaryKey()).execute();
    },
  },
};

describe('events.listen (fan-out, in-process transport)', () => {
  let env: Awaited<ReturnType<typeof freshPglite>>;
  let events: EventsImpl;
  const a: EventEnvelope[] = [];
  const b: EventEnvelope[] = [];
  let throwing = 0;

  beforeAll(async () => {
    env = await freshPglite();
    await env.db.migrate('producer', migrations);
    events = new EventsImpl(env.db, new InProcessTransport(silentLogger), silentLogger);
    events.outbox('producer');
    events.listen({ name: 'test.a', topics: ['producer.thing.v1'], handle: (e) => void a.push(e) });
    events.listen({
      name: 'test.throwing',
      topics: ['producer.thing.v1'],
      handle: () => {
        throwing++;
        throw new Error('listener failed on purpose');
      },
    });
    await events.start();
    // Registered after start: subscribes at once.
    events.listen({ name: 'test.a', topics: ['producer.thing.v1'], handle: (e) => void b.push(e) });
  });
  afterAll(async () => {
    await events.stop();
    await env.cleanup();
  });

  test('every listener — even two with the same name — receives each event once; a throwing one is not retried', async () => {
    const e = await env.db
      .forSchema<any>('producer')
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('thing').values({ id: 'x' }).execute();
        return events.outbox('producer').add(trx, { topic: 'producer.thing.v1', key: 'x', type: 'ThingMade', payload: {} });
      });
    await events.flush();
    expect(a.map((x) => x.event_id)).toEqual([e.event_id]);
    expect(b.map((x) => x.event_id)).toEqual([e.event_id]);
    expect(throwing).toBe(1);
    // No inbox rows: listeners are not consumers.
    expect(await env.db.forSchema<any>('producer').selectFrom('inbox').selectAll().execute()).toEqual([]);
  });

  test('emit publishes straight on the bus: listeners hear it, no outbox row is written', async () => {
    const before = a.length;
    await events.emit({ topic: 'producer.thing.v1', key: 'y', type: 'ThingMoved', payload: { step: 3 } });
    await events.flush();
    const heard = a.slice(before);
    expect(heard).toEqual([expect.objectContaining({ topic: 'producer.thing.v1', key: 'y', type: 'ThingMoved', payload: { step: 3 }, event_id: expect.any(String) })]);
    expect(b.slice(-1)[0]?.event_id).toBe(heard[0]!.event_id);
    expect(await env.db.forSchema<any>('producer').selectFrom('outbox').select('event_id').where('event_id', '=', heard[0]!.event_id).execute()).toEqual([]);
  });
});
