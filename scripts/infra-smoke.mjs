// Smoke test for scripts/infra.sh: produces one message to Kafka and consumes it back, then checks PostgreSQL,
// and (when it runs: ATELIER_S3_*) writes, reads and deletes one object in MinIO.
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

const { ATELIER_S3_ENDPOINT, ATELIER_S3_ACCESS_KEY, ATELIER_S3_SECRET_KEY } = process.env;
if (ATELIER_S3_ENDPOINT) {
  const Minio = require('minio');
  const u = new URL(ATELIER_S3_ENDPOINT);
  const s3 = new Minio.Client({ endPoint: u.hostname, port: Number(u.port), useSSL: false, accessKey: ATELIER_S3_ACCESS_KEY, secretKey: ATELIER_S3_SECRET_KEY, pathStyle: true });
  const bucket = `infra-smoke-${randomUUID()}`;
  await s3.makeBucket(bucket);
  await s3.putObject(bucket, 'hello.txt', Buffer.from(body));
  let got = '';
  for await (const chunk of await s3.getObject(bucket, 'hello.txt')) got += chunk;
  const anonymous = (await fetch(`${ATELIER_S3_ENDPOINT}/${bucket}/hello.txt`)).status;
  await s3.removeObject(bucket, 'hello.txt');
  await s3.removeBucket(bucket);
  if (got !== body) throw new Error(`minio: expected "${body}", got "${got}"`);
  if (anonymous !== 403) throw new Error(`minio: an anonymous GET answered ${anonymous}, not 403`);
  console.log(`minio ok: round-tripped "${got}" in ${bucket} (anonymous GET 403)`);
} else {
  console.log('minio: not up (bash scripts/infra.sh up minio), not checked');
}
