// The submit's write (issue 12): the per-user cap's count, the job, its pending images, JobRequested
// (outbox row + NOTIFY) and the images read back with their author — ONE data-modifying WITH, and
// ONE round trip: no transaction around it (was BEGIN, the user's advisory lock, this statement,
// COMMIT; before that five statements for count, job, images, outbox and read back). The count is
// the schema's in_flight_locked function (migration 20261127080000): it takes the user's advisory
// lock and counts in a snapshot taken after the lock was granted, which a subquery of this statement
// could not (its snapshot precedes the locks it takes). The lock is held to the end of the
// statement's transaction, so concurrent submits of one user are serialised and none overshoots.
import { OUTBOX_COLUMNS, outboxNotify, preparedPerSchema, sql, type Kysely, type OutboxRow, type QueryCreator } from '@atelier/platform';
import type { Db, ImagingDB } from './database';
import { IMAGE_COLUMNS, IMAGE_FIELDS, type ImageRow } from './images.repository';

export interface AcceptJob {
  id: string;
  user_id: string;
  operation: string;
  model_id: string;
  /** JSON text (jsonb columns). */
  params: string;
  input_keys: string;
  credits: number;
  hold_id: string;
  trace_context: string | null;
  /** The user's cap of jobs pending or running: no job is written when it is reached. */
  max_in_flight: number;
  /** One per image (idx 0, 1, …): the images' ids. */
  image_ids: string[];
  prompt: string;
  negative_prompt: string;
  size: string;
  make_public: boolean;
  /** JobRequested's outbox row (Outbox.rowOf) and the service's schema (the outbox's NOTIFY, the cap's function). */
  event: OutboxRow;
  schema: string;
}

/** Writes the job, its images and JobRequested unless the user is at the cap; returns the images as
 *  imagesOfJob reads them (withUser's shape, in idx order) — none when the cap refused the job. */
export async function acceptJob(db: Db, p: AcceptJob): Promise<ImageRow[]> {
  const { event: e, ...rest } = p;
  const event = { ev_id: e.event_id, ev_topic: e.topic, ev_key: e.key, ev_type: e.type, ev_payload: e.payload, ev_occurred_at: e.occurred_at, ev_trace_context: e.trace_context };
  return (await acceptJobQuery(p.schema)(db, { ...rest, ...event, image_idx: p.image_ids.map((_, i) => i) })).rows;
}

type AcceptJobParams = Omit<AcceptJob, 'event'> & { [K in keyof OutboxRow as K extends 'event_id' ? 'ev_id' : `ev_${K}`]: OutboxRow[K] } & { image_idx: number[] };

const acceptJobQuery = preparedPerSchema((schema, db: Kysely<ImagingDB>, p: AcceptJobParams) =>
  db
    .with('job', (q) =>
      q
        .insertInto('jobs')
        .columns(['id', 'user_id', 'operation', 'model_id', 'params', 'input_keys', 'credits', 'hold_id', 'trace_context'])
        .expression(
          q
            .selectNoFrom([
              sql<string>`${p.id}::uuid`.as('id'),
              sql<string>`${p.user_id}::uuid`.as('user_id'),
              sql<string>`${p.operation}::text`.as('operation'),
              sql<string>`${p.model_id}::uuid`.as('model_id'),
              sql<string>`${p.params}::jsonb`.as('params'),
              sql<string>`${p.input_keys}::jsonb`.as('input_keys'),
              sql<number>`${p.credits}::int`.as('credits'),
              sql<string>`${p.hold_id}::text`.as('hold_id'),
              sql<string | null>`${p.trace_context}::jsonb`.as('trace_context'),
            ])
            // The authoritative cap check (the submit's early one can race): see the file's head.
            .where(sql<number>`${sql.id(schema, 'in_flight_locked')}(${p.user_id}::uuid)`, '<', sql<number>`${p.max_in_flight}::int`),
        )
        .returning(['id', 'input_keys']),
    )
    .with('img', (q) =>
      q
        .insertInto('images')
        .columns(['id', 'job_id', 'model_id', 'idx', 'user_id', 'operation', 'prompt', 'negative_prompt', 'size', 'make_public'])
        .expression((eb) =>
          eb
            .selectFrom('job')
            // Arrays unnested side by side in one select list are read in lockstep: one row per image.
            .select([
              sql<string>`unnest(${p.image_ids}::uuid[])`.as('id'),
              'job.id as job_id',
              sql<string>`${p.model_id}::uuid`.as('model_id'),
              sql<number>`unnest(${p.image_idx}::int[])`.as('idx'),
              sql<string>`${p.user_id}::uuid`.as('user_id'),
              sql<string>`${p.operation}::text`.as('operation'),
              sql<string>`${p.prompt}::text`.as('prompt'),
              sql<string>`${p.negative_prompt}::text`.as('negative_prompt'),
              sql<string>`${p.size}::text`.as('size'),
              sql<boolean>`${p.make_public}::boolean`.as('make_public'),
            ]),
        )
        .returning(IMAGE_FIELDS),
    )
    .with('event', (q) =>
      // The kit's outbox table of this schema (not in ImagingDB's types), the row as Outbox.add writes it.
      (q as unknown as QueryCreator<any>)
        .insertInto('outbox')
        .columns(OUTBOX_COLUMNS)
        .expression((eb) =>
          eb
            .selectFrom('job')
            .crossJoin(outboxNotify(p.schema).as('n'))
            .select([
              sql<string>`${p.ev_id}::uuid`.as('event_id'),
              sql<string>`${p.ev_topic}::text`.as('topic'),
              sql<string>`${p.ev_key}::text`.as('key'),
              sql<string>`${p.ev_type}::text`.as('type'),
              sql<string>`${p.ev_payload}::jsonb`.as('payload'),
              sql<string>`${p.ev_occurred_at}::timestamptz`.as('occurred_at'),
              sql<string | null>`${p.ev_trace_context}::jsonb`.as('trace_context'),
            ]),
        )
        .returning('event_id'),
    )
    // withUser's record (images.repository.ts), from the rows just written.
    .selectFrom('img as i')
    .innerJoin('job as j', 'j.id', 'i.job_id')
    .leftJoin('users as u', 'u.id', 'i.user_id')
    .select(IMAGE_COLUMNS)
    .select(['u.name as user_name', 'u.profile_pic as user_profile_pic'])
    .select(sql<string | null>`j.input_keys->>'image'`.as('input_image_key'))
    .orderBy('i.idx'),
);
