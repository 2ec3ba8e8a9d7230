// The real infrastructure integration tests run against, and unique names so runs never collide.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** DATABASE_URL and KAFKA_BROKERS from the environment; throws a clear error when they are missing. */
export function integrationEnv(): { databaseUrl: string; kafkaBrokers: string[] } {
  const databaseUrl = process.env.DATABASE_URL;
  const kafkaBrokers = process.env.KAFKA_BROKERS?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
  if (!databaseUrl || kafkaBrokers.length === 0) {
    throw new Error(
      'integration tests need a real PostgreSQL and Kafka: DATABASE_URL and KAFKA_BROKERS are not set.\n' +
        'Run them through `npm test`, or start them with `bash scripts/infra.sh up` and then\n' +
        '`eval "$(bash scripts/infra.sh env)"` in your shell.',
    );
  }
  return { databaseUrl, kafkaBrokers };
}

/** e.g. uniqueName('identity') → "identity_m3x9k2_4f1a": lower-case, digits, _ (a valid schema, topic or group name). */
export function uniqueName(prefix: string): string {
  const base = prefix.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return `${base}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** Drops a test's schemas, on a connection of its own. Call it after the services using them have
 *  stopped: a DROP SCHEMA racing a relay, worker or consumer still inside the schema can deadlock
 *  with it (PostgreSQL then aborts one of the two). */
export async function dropSchemas(databaseUrl: string, schemas: string[]): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const s of schemas) await client.query(`drop schema if exists "${s.replace(/"/g, '""')}" cascade`);
  } finally {
    await client.end();
  }
}
