// Integration tests need a real PostgreSQL and Kafka; fail loudly (never skip) when they are absent.
import { randomBytes } from 'node:crypto';

export function requireInfra(): { databaseUrl: string; kafkaBrokers: string[] } {
  const databaseUrl = process.env.DATABASE_URL;
  const brokers = process.env.KAFKA_BROKERS;
  if (!databaseUrl || !brokers) {
    throw new Error(
      'integration tests need DATABASE_URL and KAFKA_BROKERS: run `bash scripts/infra.sh up && eval "$(bash scripts/infra.sh env)"` first',
    );
  }
  return { databaseUrl, kafkaBrokers: brokers.split(',').map((b) => b.trim()) };
}

/** A short random suffix so concurrent runs never share schemas, topics or groups. */
export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}
