// The append-only log of the events the projection consumed: record one (once per event id) and
// read them all back in fold order for a rebuild. A table lock keeps a rebuild and the consumers apart.
import { sql } from '@atelier/platform';
import type { Envelope } from '../domain/projection';
import type { Db } from './database';

/** Appends `e`; false when the log already holds its event id (a redelivery: fold nothing). */
export async function recordEvent(db: Db, e: Envelope): Promise<boolean> {
  const row = await appendToLog(db, logRowOf(e)).executeTakeFirst();
  return row !== undefined;
}

/** An event as the log stores it. */
export interface LogRow {
  event_id: string;
  topic: string;
  type: string;
  occurred_at: Date;
  /** JSON text. */
  payload: string;
}

export const logRowOf = (e: Envelope): LogRow => ({ event_id: e.event_id, topic: e.topic, type: e.type, occurred_at: new Date(e.occurred_at), payload: JSON.stringify(e.payload ?? {}) });

/** The log's insert of `r`, returning its event id unless the log already holds it (also the first
 *  step of a statement that folds the event in the same round trip: projection.repository.ts, whose
 *  prepared() build passes placeholders, so `r`'s fields are used as whole values only). */
export function appendToLog(db: Pick<Db, 'insertInto'>, r: LogRow) {
  return db
    .insertInto('events')
    .values({ event_id: r.event_id, topic: r.topic, type: r.type, occurred_at: r.occurred_at, payload: r.payload })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id');
}

/** Every logged event in (occurred_at, event_id) order, as envelopes. */
export async function listEvents(db: Db): Promise<Envelope[]> {
  const rows = await db.selectFrom('events').select(['event_id', 'topic', 'type', 'occurred_at', 'payload']).orderBy('occurred_at').orderBy('event_id').execute();
  return rows.map((r) => ({ event_id: r.event_id, topic: r.topic, type: r.type, occurred_at: r.occurred_at.toISOString(), payload: r.payload }));
}

/** Blocks new log entries until the transaction ends (a consumer appends before it folds, so it
 *  waits for a rebuild, and a rebuild waits for consumers already appending). */
export async function lockEventLog(db: Db, schema: string): Promise<void> {
  await sql`lock table ${sql.id(schema, 'events')} in exclusive mode`.execute(db);
}
