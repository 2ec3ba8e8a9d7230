// Smoke test for scripts/infra.sh: produces one message to Kafka and consumes it back, then checks PostgreSQL.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';

const require = createRequire(import.meta.url);
process.env.KAFKAJS_NO_PARTITIONER_WARNING = '1';
const { Kafka, logLevel } = require('kafkajs');
const pg = require('pg');

const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').filter(Boolean);
if (brokers.length === 0 || !process.env.DATABASE_URL) throw new Error('run: eval "$(bash scripts/infra.sh env)" first');

const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
const { rows } = await db.query('select version() as v');
await db.end();
console.log(`postgres ok: ${rows[0].v.split(' on ')[0]}`);

const kafka = new Kafka({ clientId: 'atelier-infra-smoke', brokers, logLevel: logLevel.WARN });
const topic = `infra-smoke-${randomUUID()}`;
const body = `hello ${Date.now()}`;
const admin = kafka.admin();
await admin.connect();
await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
const producer = kafka.producer();
await producer.connect();
await producer.send({ topic, messages: [{ key: 'k', value: body }] });
await producer.disconnect();

const consumer = kafka.consumer({ groupId: `${topic}-group` });
await consumer.connect();
await consumer.subscribe({ topic, fromBeginning: true });
const received = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no message within 30 s')), 30_000);
  consumer.run({ eachMessage: async ({ message }) => { clearTimeout(timer); resolve(message.value.toString()); } });
});
await consumer.disconnect();
await admin.deleteTopics({ topics: [topic] });
await admin.disconnect();
if (received !== body) throw new Error(`expected "${body}", got "${received}"`);
console.log(`kafka ok: round-tripped "${received}" on ${topic}`);
