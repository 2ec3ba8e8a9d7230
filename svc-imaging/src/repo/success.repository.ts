// A worker's successful outcome (issue 12): the job's success, its images' records, the instance's
// health note and the outcome's events (JobSucceeded, one ImagePublished per public image: outbox
// rows + the relay's NOTIFY) — ONE data-modifying WITH, sent on its own (its own transaction), where
// the worker sent BEGIN, the success, maybe the health note, an outbox insert per event and COMMIT.
// Everything hangs off `done`, the job's conditional update: while another worker holds the lease
// (a takeover) or the job is no longer running (a cancel won), nothing at all is written.
import { OUTBOX_COLUMNS, outboxNotify, outboxRowsOf, prepared, sql, type Kysely, type OutboxColumns, type QueryCreator } from '@atelier/platform';
import { LAST_OK_EVERY_MS } from '../domain/health';
import type { Db, ImagingDB } from './database';
import type { SucceededImage } from './images.repository';

export interface JobSuccess {
  jobId: string;
  /** The lease's owner: the job succeeds only while it holds the lease. */
  owner: string;
  /** The instance that ran it: its back-off is cleared and `last_ok_at` noted (at most once a
   *  LAST_OK_EVERY_MS per healthy instance, so a busy node's row is not locked by every job). */
  instanceId: string;
  images: SucceededImage[];
  /** The outcome's events (Outbox.rowOf), their payloads as the images are left by this statement
   *  (job-events.publisher jobSucceededEvents)… */
  events: OutboxColumns;
  /** …but for the one field per event (same index) that gets the job's finish time, the statement's
   *  now(), as JS's toISOString() writes it (milliseconds, truncated as the pg driver reads them). */
  timeFields: string[];
  /** The outbox's schema (its relay's NOTIFY). */
  schema: string;
}

/** Runs the success; its finish time (the job's `finished_at`), undefined when the lease was lost
 *  (nothing written). */
export async function succeedJob(db: Db, s: JobSuccess): Promise<Date | undefined> {
  const { events, images, timeFields, ...rest } = s;
  const { rows } = await succeedJobQuery(db, { ...rest, ...events, time_field: timeFields, images: JSON.stringify(images) });
  return rows[0]?.finished_at ?? undefined;
}

type Params = Omit<JobSuccess, 'events' | 'images' | 'timeFields'> & OutboxColumns & { time_field: string[]; images: string };

const succeedJobQuery = prepared((db: Kysely<ImagingDB>, p: Params) =>
  db
    .with('done', (qb) =>
      qb
        .updateTable('jobs')
        .set({ status: 'success', error: null, finished_at: sql<Date>`now()`, lease_owner: null, lease_expires_at: null })
        .where('id', '=', p.jobId)
        .where('status', '=', 'running')
        .where('lease_owner', '=', p.owner)
        .returning(['id', 'finished_at']),
    )
    .with('marked', (qb) =>
      qb
        .updateTable('images')
        .from(
          sql<SucceededImage>`jsonb_to_recordset(${p.images}::jsonb)`.as<'v'>(
            sql`v(id uuid, seed text, original_key text, thumbnail_key text, preset text, width integer, height integer, categories text[])`,
          ),
        )
        // What images.repository succeeded() says the record becomes (the events carry that).
        .set((eb) => ({
          status: 'success',
          seed: eb.ref('v.seed'),
          original_key: eb.ref('v.original_key'),
          thumbnail_key: eb.ref('v.thumbnail_key'),
          preset: eb.ref('v.preset'),
          width: eb.ref('v.width'),
          height: eb.ref('v.height'),
          categories: eb.ref('v.categories'),
          error: null,
        }))
        .whereRef('images.id', '=', 'v.id')
        .where('images.job_id', '=', p.jobId)
        .where((eb) => eb.exists(eb.selectFrom('done').select('done.id')))
        .returning('images.id'),
    )
    .with('healthy', (qb) =>
      qb
        .updateTable('model_instances')
        .set({ failures: 0, unhealthy_until: null, last_ok_at: sql<Date>`now()` })
        .where('id', '=', p.instanceId)
        .where((eb) => eb.exists(eb.selectFrom('done').select('done.id')))
        .where((eb) =>
          eb.or([eb('failures', '>', 0), eb('last_ok_at', 'is', null), eb('last_ok_at', '<', sql<Date>`now() - ${sql.lit(LAST_OK_EVERY_MS)} * interval '1 millisecond'`)]),
        )
        .returning('id'),
    )
    // The events' rows; the extra column names the payload field that gets the finish time (a raw
    // CTE body is not parenthesised by Kysely).
    .with('ev', () => sql`(${outboxRowsOf(p)}, unnest(${p.time_field}::text[]) as time_field)`)
    .with('event', (q) =>
      // The kit's outbox table of this schema (not in ImagingDB's types), the rows as Outbox.add writes them.
      (q as unknown as QueryCreator<any>)
        .insertInto('outbox')
        .columns(OUTBOX_COLUMNS)
        .expression((eb) =>
          eb
            .selectFrom('ev')
            .crossJoin('done')
            .crossJoin(outboxNotify(p.schema).as('n'))
            .select([
              'ev.event_id',
              'ev.topic',
              'ev.key',
              'ev.type',
              sql<string>`ev.payload || jsonb_build_object(ev.time_field, to_char(done.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`.as('payload'),
              'ev.occurred_at',
              'ev.trace_context',
            ]),
        )
        .returning('event_id'),
    )
    .selectFrom('done')
    .select('done.finished_at'),
);
