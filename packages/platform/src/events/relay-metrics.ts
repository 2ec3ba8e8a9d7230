// The outbox relays' metrics: how far behind publishing is. Read at scrape time (the age of the
// oldest unpublished row per schema: the partial index on unpublished ids keeps it a short scan)
// and observed as rows go out (the delay from the event's commit-time stamp to its publish).
import { sql } from 'kysely';
import type { Database } from '../database';
import type { Metrics } from '../metrics';

/** Commit → publish delay: a few ms normally (NOTIFY), ~1 s when only the poll saw it, longer when stuck. */
const DELAY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** Seconds between now and the oldest unpublished row of the schema (0 when none waits). */
export async function oldestUnpublishedAge(database: Database, schema: string): Promise<number> {
  const row = await database
    .forSchema<any>(schema)
    .selectFrom('outbox')
    .select(sql<string | null>`extract(epoch from (now() - min(occurred_at)))`.as('age'))
    .where('published_at', 'is', null)
    .executeTakeFirst();
  return Math.max(0, Number(row?.age ?? 0));
}

/** Registers the relay metrics; returns the hook a schema's relay calls with the rows it published. */
export function relayMetrics(metrics: Metrics, database: Database, schemas: () => Iterable<string>): (schema: string) => (occurredAt: Date[]) => void {
  metrics.scrapeGauge({
    name: 'atelier_outbox_oldest_unpublished_age_seconds',
    help: 'Age of the oldest outbox row not yet published, per schema (event relay lag); 0 when none waits',
    labelNames: ['schema'],
    read: () => Promise.all([...schemas()].map(async (schema) => ({ labels: { schema }, value: await oldestUnpublishedAge(database, schema) }))),
  });
  const delay = metrics.histogram({
    name: 'atelier_outbox_publish_delay_seconds',
    help: 'Time from an event being written to the outbox to its publish by the relay',
    labelNames: ['schema'],
    buckets: DELAY_BUCKETS,
  });
  return (schema) => (occurredAt) => {
    const now = Date.now();
    for (const at of occurredAt) delay.observe({ schema }, Math.max(0, (now - new Date(at).getTime()) / 1000));
  };
}
