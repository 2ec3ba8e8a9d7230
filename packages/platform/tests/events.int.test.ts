// The event path on real PostgreSQL + Kafka: events written in transactions reach a consumer group
// exactly once in effect — across a consumer restart mid-stream, a consumer killed mid-batch and a
// republish — in order per key, of two relays on one schema only the leader publishes, a commit
// notifies only its own schema's channel, and a batch's mark rides on the relay's next read.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';
import { sql, type Transaction } from 'kysely';
import type { Migration } from 'kysely/migration';
import { openPostgres, type Database } from '../src/database';
import { EventsImpl } from '../src/events/events';
import { outboxChannel } from '../src/events/relay';
import { KafkaTransport } from '../src/events/kafka.transport';
import type { EventEnvelope, Transport, TransportMessage } from '../src/events/types';
import { appliedCount, applyEffect, effectMigrations } from './support/effects';
import { requireInfra, uniqueSuffix } from './support/infra-env';
import { silentLogger } from './support/silent-logger';
import { waitFor } from '@atelier/testkit';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = requireInfra();
const suffix = uniqueSuffix();
const producerSchema = `it_prod_${suffix}`;
const consumerSchema = `it_cons_${suffix}`;
const topic = `it${suffix}.thing.v1`;
const crashSchema = `it_crash_${suffix}`;
const crashTopic = `it${suffix}.crash.v1`;
const markSchema = `it_mark_${suffix}`;

const producerMigrations: Record<string, Migration> = {};

const opened: Database[] = [];
function database(): Database {
  const db = openPostgres(databaseUrl, { max: 4 });
  opened.push(db);
  return db;
}
/** One "process": its own pool and its own Kafka clients. */
function processEvents(name: string): EventsImpl {
  return new EventsImpl(database(), new KafkaTransport(kafkaBrokers, silentLogger, `it-${name}-${suffix}`), silentLogger);
}

async function emitAll(db: Database, events: EventsImpl, keys: string[], fromSeq: number, toSeq: number, onTopic = topic) {
  const outbox = events.outbox(producerSchema);
  for (let seq = fromSeq; seq <= toSeq; seq++) {
    await db
      .forSchema<any>(producerSchema)
      .transaction()
      .execute(async (trx) => {
        for (const key of keys) await outbox.add(trx, { topic: onTopic, key, type: 'ThingChanged', payload: { seq } });
      });
  }
}

beforeAll(async () => {
  const db = database();
  await db.migrate(producerSchema, producerMigrations);
  await db.migrate(consumerSchema, effectMigrations);
  await db.migrate(crashSchema, effectMigrations);
});
afterAll(async () => {
  const db = opened[0]!;
  await sql`drop schema if exists ${sql.id(producerSchema)} cascade`.execute(db.root);
  await sql`drop schema if exists ${sql.id(consumerSchema)} cascade`.execute(db.root);
  await sql`drop schema if exists ${sql.id(crashSchema)} cascade`.execute(db.root);
  await sql`drop schema if exists ${sql.id(markSchema)} cascade`.execute(db.root);
  await Promise.all(opened.map((d) => d.close()));
});

test('200 events reach a consumer group exactly once in effect, in order per key, across a restart', async () => {
  const group = `it.consumer.${suffix}`;
  const keys = ['k1', 'k2', 'k3', 'k4', 'k5'];
  const consumerDb = opened[0]!.forSchema<any>(consumerSchema);
  const applied = () => appliedCount(consumerDb);

  const producerDb = database();
  const producer = processEvents('producer');
  producer.outbox(producerSchema);
  await producer.start();

  let handledByFirst = 0;
  const consumer = (onHandled: () => void) => ({
    group,
    schema: consumerSchema,
    topics: [topic],
    async handle(e: EventEnvelope, trx: Transaction<any>) {
      await applyEffect(e, trx);
      await new Promise((r) => setTimeout(r, 2)); // keep the stream in flight while we restart
      onHandled();
    },
  });

  const first = processEvents('consumer-1');
  first.consume(consumer(() => handledByFirst++));
  await first.start();

  await emitAll(producerDb, producer, keys, 1, 40);
  await waitFor(applied, (n) => n >= 50, 60_000);
  await first.stop(); // mid-stream: ~50 of 200 handled

  const second = processEvents('consumer-2');
  second.consume(consumer(() => undefined));
  await second.start();
  await producer.flush();
  await waitFor(applied, (n) => n >= 200, 60_000);

  // A relay that crashed before marking rows published would publish them again: simulate it.
  await producerDb.forSchema<any>(producerSchema).updateTable('outbox').set({ published_at: null }).where('key', '=', 'k1').execute();
  await producer.flush();
  const republished = await producerDb.forSchema<any>(producerSchema).selectFrom('outbox').select('published_at').where('key', '=', 'k1').execute();
  expect(republished.filter((r) => r.published_at !== null)).toHaveLength(40);
  await emitAll(producerDb, producer, ['marker'], 1, 1); // published after the republished ones
  await waitFor(() => consumerDb.selectFrom('progress').select('key').where('key', '=', 'marker').execute(), (r) => r.length === 1, 60_000);

  const rows = (await consumerDb.selectFrom('applied').select(['event_id', 'key', 'seq']).where('key', '!=', 'marker').execute()) as Array<{ event_id: string; key: string; seq: number }>;
  expect(rows).toHaveLength(200);
  expect(new Set(rows.map((r) => r.event_id)).size).toBe(200);
  expect(handledByFirst).toBeGreaterThanOrEqual(50);
  expect(handledByFirst).toBeLessThan(200);
  const progress = await consumerDb.selectFrom('progress').selectAll().where('key', '!=', 'marker').orderBy('key').execute();
  expect(progress).toEqual(keys.map((key) => ({ key, last_seq: 40, out_of_order: 0 })));
  const inbox = await consumerDb.selectFrom('inbox').select((eb) => eb.fn.countAll<string>().as('n')).where('consumer', '=', group).executeTakeFirstOrThrow();
  expect(Number(inbox.n)).toBe(201);

  await second.stop();
  await producer.stop();
});

test('of two relays on one schema only the leader publishes; the standby takes over when it stops', async () => {
  const received: string[] = [];
  const listener = new KafkaTransport(kafkaBrokers, silentLogger, `it-listener-${suffix}`);
  await listener.subscribe(`it.raw.${suffix}`, [topic], async (m: TransportMessage) => {
    if (m.envelope.key.startsWith('leader-')) received.push(m.envelope.event_id);
  });

  const dbA = database();
  const a = processEvents('relay-a');
  const b = processEvents('relay-b');
  a.outbox(producerSchema);
  b.outbox(producerSchema);
  await a.start();
  await emitAll(dbA, a, ['leader-0'], 1, 1);
  await a.flush(); // a alone: a leads
  await b.start();

  // 89 rows in one commit, then both relays poked at once: two publishers would both see them.
  await dbA
    .forSchema<any>(producerSchema)
    .transaction()
    .execute(async (trx) => {
      for (let seq = 1; seq <= 89; seq++) await a.outbox(producerSchema).add(trx, { topic, key: `leader-${seq % 3}`, type: 'ThingChanged', payload: { seq } });
    });
  await Promise.all([a.flush(), b.flush()]);
  await waitFor(() => received.length, (n) => n >= 90, 60_000);

  // The leader stops: its session ends, the standby takes the lock and publishes the rest.
  await a.stop();
  await emitAll(database(), b, ['leader-4'], 1, 10);
  await b.flush();
  await waitFor(() => received.length, (n) => n >= 100, 60_000);
  await new Promise((r) => setTimeout(r, 1000)); // a second publisher would show up as extra copies now
  expect(received).toHaveLength(100);
  expect(new Set(received).size).toBe(100);

  await b.stop();
  await listener.close();
});

test('an event reaches the consumer within a fraction of a second of its commit', async () => {
  const group = `it.latency.${suffix}`;
  const seenAt = new Map<string, number>();
  const consumerEvents = processEvents('latency-consumer');
  consumerEvents.consume({
    group,
    schema: consumerSchema,
    topics: [topic],
    async handle(e) {
      if (e.key.startsWith('latency-')) seenAt.set(e.event_id, Date.now());
    },
  });
  await consumerEvents.start();
  const producer = processEvents('latency-producer');
  producer.outbox(producerSchema);
  await producer.start();
  const db = database();
  // Warm up: topic metadata, producer connection, group assignment.
  await emitAll(db, producer, ['latency-warmup'], 1, 1);
  await waitFor(() => seenAt.size, (n) => n >= 1, 60_000);

  const latencies: number[] = [];
  for (let i = 0; i < 10; i++) {
    const committedAt = Date.now();
    const e = await db
      .forSchema<any>(producerSchema)
      .transaction()
      .execute((trx) => producer.outbox(producerSchema).add(trx, { topic, key: `latency-${i}`, type: 'ThingChanged', payload: { seq: i } }));
    await waitFor(() => seenAt.get(e.event_id), (t) => t !== undefined, 10_000);
    latencies.push(seenAt.get(e.event_id)! - committedAt);
  }
  latencies.sort((x, y) => x - y);
  // NOTIFY wakes the relay at commit; without it the 1 s poll would dominate.
  expect(latencies[Math.floor(latencies.length / 2)]).toBeLessThan(500);
  console.log(`commit → consumer latency (ms): median ${latencies[5]}, max ${latencies[9]}`);

  await consumerEvents.stop();
  await producer.stop();
});

test("a commit notifies only its own schema's channel: one schema's events wake no other schema's relay", async () => {
  // A raw session listening on each schema's channel, as the relays' sessions do.
  const listen = async (schema: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const heard: string[] = [];
    client.on('notification', (n) => heard.push(`${n.channel}:${n.payload}`));
    await client.query(`listen ${outboxChannel(schema)}`);
    return { client, heard };
  };
  const own = await listen(producerSchema);
  const other = await listen(consumerSchema);
  try {
    const producer = processEvents('channel-producer');
    producer.outbox(producerSchema);
    const db = database();
    await db.forSchema<any>(producerSchema).transaction().execute((trx) => producer.outbox(producerSchema).add(trx, { topic, key: 'channel', type: 'ThingChanged', payload: { seq: 0 } }));
    await waitFor(() => own.heard.length, (n) => n >= 1, 10_000);
    expect(own.heard).toEqual([`atelier_outbox_${producerSchema}:${producerSchema}`]);
    // The other schema's session was sent nothing (a round trip on it first: anything sent before is read by then).
    await other.client.query('select 1');
    expect(other.heard).toEqual([]);
  } finally {
    await own.client.end();
    await other.client.end();
  }
});

test('a consumer killed mid-stream (SIGKILL) loses nothing and applies nothing twice', async () => {
  const group = `it.crash.${suffix}`;
  const keys = ['c1', 'c2', 'c3', 'c4'];
  const crashDb = opened[0]!.forSchema<any>(crashSchema);
  const producer = processEvents('crash-producer');
  producer.outbox(producerSchema);
  await producer.start();
  await emitAll(database(), producer, keys, 1, 50, crashTopic);
  await producer.flush();

  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'support/kafka-consumer-fixture.ts')], {
    env: { PATH: process.env.PATH!, DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(','), SCHEMA: crashSchema, TOPIC: crashTopic, GROUP: group },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await waitFor(() => appliedCount(crashDb), (n) => n >= 50, 60_000);
  child.kill('SIGKILL');
  await exited;
  const appliedAtCrash = await appliedCount(crashDb);

  // The committed offsets lag what was applied: those events will be delivered again.
  const kafka = new Kafka({ clientId: `it-admin-${suffix}`, brokers: kafkaBrokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const [offsets] = await admin.fetchOffsets({ groupId: group, topics: [crashTopic] });
  await admin.disconnect();
  const committed = offsets!.partitions.reduce((sum, p) => sum + Math.max(0, Number(p.offset)), 0);
  expect(appliedAtCrash).toBeLessThan(200);
  expect(committed).toBeLessThan(appliedAtCrash);

  const restarted = processEvents('crash-consumer-2');
  restarted.consume({ group, schema: crashSchema, topics: [crashTopic], handle: applyEffect });
  await restarted.start();
  await waitFor(() => appliedCount(crashDb), (n) => n >= 200, 60_000);
  await new Promise((r) => setTimeout(r, 1000)); // a duplicate effect would land now

  const rows = (await crashDb.selectFrom('applied').select('event_id').execute()) as Array<{ event_id: string }>;
  expect(rows).toHaveLength(200);
  expect(new Set(rows.map((r) => r.event_id)).size).toBe(200);
  const progress = await crashDb.selectFrom('progress').selectAll().orderBy('key').execute();
  expect(progress).toEqual(keys.map((key) => ({ key, last_seq: 50, out_of_order: 0 })));

  await restarted.stop();
  await producer.stop();
});

test("a batch's mark rides on the relay's next read: no update of its own under a stream of commits; stop() marks the last batch", async () => {
  const schema = markSchema;
  const db = database();
  await db.migrate(schema, {});
  const published: string[] = [];
  let onPublish: (() => void) | undefined;
  const transport: Transport = {
    system: 'test',
    async publish(messages) {
      published.push(...messages.map((m) => m.envelope.event_id));
      onPublish?.();
    },
    async subscribe() {},
    async close() {
      return [];
    },
  };
  // The relay's statements on this schema (its own pool's clients; the test's reads go elsewhere).
  const sent: string[] = [];
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | null)?.text;
    if (text?.includes(`"${schema}"."outbox"`) && !/^\s*insert\b/i.test(text)) sent.push(text);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  const events = new EventsImpl(db, transport, silentLogger);
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= events.stop());
  const unmarked = async () => Number((await db.forSchema<any>(schema).selectFrom('outbox').select((eb) => eb.fn.countAll<string>().as('n')).where('published_at', 'is', null).executeTakeFirstOrThrow()).n);
  try {
    const outbox = events.outbox(schema);
    await events.start();
    // 30 commits back to back, each woken by its NOTIFY while the last batch waits for its mark.
    for (let seq = 1; seq <= 30; seq++) {
      await db
        .forSchema<any>(schema)
        .transaction()
        .execute((trx) => outbox.add(trx, { topic, key: 'mark', type: 'ThingChanged', payload: { seq } }));
    }
    await waitFor(() => published.length, (n) => n >= 30, 10_000);
    await waitFor(unmarked, (n) => n === 0, 10_000);
    expect(new Set(published).size).toBe(30);
    expect(sent.filter((t) => /^\s*update\b/i.test(t))).toEqual([]);
    expect(sent.some((t) => /^\s*with "marked" as \(update\b/i.test(t))).toBe(true);

    // The relay stops right after a publish (inside its linger): stop() itself marks that batch.
    onPublish = () => void stop();
    await db
      .forSchema<any>(schema)
      .transaction()
      .execute((trx) => outbox.add(trx, { topic, key: 'mark', type: 'ThingChanged', payload: { seq: 31 } }));
    await waitFor(() => published.length, (n) => n >= 31, 10_000);
    await stop();
    expect(await unmarked()).toBe(0);
    expect(sent.filter((t) => /^\s*update\b/i.test(t))).toHaveLength(1);
  } finally {
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    await stop();
  }
});
