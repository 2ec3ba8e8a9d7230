// A consumer process for the crash test: consumes one topic into the effect tables until it is killed.
import { openPostgres } from '../../src/database';
import { EventsImpl } from '../../src/events/events';
import { KafkaTransport } from '../../src/events/kafka.transport';
import { createLogger } from '../../src/logging';
import { applyEffect } from './effects';

const { DATABASE_URL, KAFKA_BROKERS, SCHEMA, TOPIC, GROUP } = process.env as Record<string, string>;
const logger = createLogger({ logLevel: 'warn' });
const events = new EventsImpl(openPostgres(DATABASE_URL), new KafkaTransport(KAFKA_BROKERS.split(','), logger, 'it-crashing-consumer'), logger);
events.consume({
  group: GROUP,
  schema: SCHEMA,
  topics: [TOPIC],
  async handle(e, trx) {
    await applyEffect(e, trx);
    await new Promise((r) => setTimeout(r, 5)); // keep the stream in flight when the kill lands
  },
});
void events.start().then(() => console.log('consuming'));
