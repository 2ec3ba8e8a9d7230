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

/** The test S3 server (MinIO from scripts/infra.sh: ATELIER_S3_*); throws a clear error when it is not up.
 *  Its settings are not exported as S3_* on purpose (see infra.sh): a test names a bucket of its own. */
export function objectStoreEnv(): { endpoint: string; accessKey: string; secretKey: string } {
  const { ATELIER_S3_ENDPOINT: endpoint, ATELIER_S3_ACCESS_KEY: accessKey, ATELIER_S3_SECRET_KEY: secretKey } = process.env;
  if (!endpoint || !accessKey || !secretKey) {
    throw new Error(
      'this test needs the test S3 server (MinIO): ATELIER_S3_ENDPOINT/ATELIER_S3_ACCESS_KEY/ATELIER_S3_SECRET_KEY are not set.\n' +
        'Run it through `npm test`, or start it with `bash scripts/infra.sh up minio` and then\n' +
        '`eval "$(bash scripts/infra.sh env)"` in your shell.',
    );
  }
  return { endpoint, accessKey, secretKey };
}

/** A fresh S3 bucket name (3–63 lower-case letters, digits and dashes). */
export function uniqueBucket(prefix: string): string {
  return uniqueName(prefix).replace(/_/g, '-').slice(0, 63);
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
