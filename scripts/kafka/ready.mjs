// Readiness probe for the test broker: exits 0 once Kafka at KAFKA_BROKERS answers metadata requests.
// With --warm it also makes the broker create its consumer-offsets topic, so the first test consumer joins fast.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Kafka, logLevel } = require('kafkajs');

const warm = process.argv.includes('--warm');
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:59092').split(',');
const kafka = new Kafka({
  clientId: 'atelier-infra-ready',
  brokers,
  logLevel: logLevel.NOTHING,
  connectionTimeout: 1000,
  requestTimeout: 5000,
  // The probe is polled by infra.sh; only the warm-up waits inside (the coordinator needs a few seconds).
  retry: warm ? { retries: 12, initialRetryTime: 200, maxRetryTime: 2000 } : { retries: 0 },
});
const admin = kafka.admin();
try {
  await admin.connect();
  await admin.listTopics();
  const { brokers: live } = await admin.describeCluster();
  if (live.length === 0) throw new Error('no live brokers yet');
  if (warm) await admin.describeGroups(['atelier-infra-warmup']);
  process.exitCode = 0;
} catch (err) {
  console.error(`kafka not ready: ${err.message}`);
  process.exitCode = 1;
} finally {
  await admin.disconnect().catch(() => {});
}
