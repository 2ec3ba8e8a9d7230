// The job queue's queries. Postgres is the queue: claims take row locks with SKIP LOCKED, every
// state change after a claim is conditional on still holding the lease (lease_owner + running),
// so a worker that lost its lease can never overwrite the outcome of the one that took over.
// The queries every job runs (the claim's, the outcome's, the submit's count) are prepared(): built
// once, prepared by name on PostgreSQL; those return the job's columns by name (JOB_COLUMNS), not
// `*`, so a migration adding a column never breaks an older process's prepared statement. The claim
// itself is the schema's plpgsql function claim_jobs (migrations/20261126230000_add_claim_jobs_function.ts).
import { prepared, preparedPerSchema, sql, type Insertable, type Kysely, type Selectable } from '@atelier/platform';
import type { JobStatus } from '../domain/types';
import type { Db, ImagingDB, JobsTable } from './database';

export type JobRow = Selectable<JobsTable>;

/** Every column of a job (a JobRow: the compiler checks none is missing where one is returned). */
const JOB_COLUMNS = [
  'id',
  'user_id',
  'operation',
  'model_id',
  'params',
  'input_keys',
  'credits',
  'status',
  'attempts',
  'lease_owner',
  'lease_expires_at',
  'instance_id',
  'tried_instance_ids',
  'not_before',
  'error',
  'hold_id',
  'hold_settled_at',
  'created_at',
  'started_at',
  'finished_at',
  'trace_context',
] as const satisfies ReadonlyArray<keyof JobsTable>;

/** A submitted job's row (the rest is defaulted: pending, 0 attempts, no instance tried). */
export type NewJob = Required<Omit<Insertable<JobsTable>, 'status' | 'attempts' | 'created_at' | 'tried_instance_ids'>>;

export async function insertJob(db: Db, job: NewJob): Promise<void> {
  await insertJobQuery(db, job);
}

const insertJobQuery = prepared((db: Kysely<ImagingDB>, p: NewJob) =>
  db.insertInto('jobs').values({
    id: p.id,
    user_id: p.user_id,
    operation: p.operation,
    model_id: p.model_id,
    params: p.params,
    input_keys: p.input_keys,
    credits: p.credits,
    hold_id: p.hold_id,
    lease_owner: p.lease_owner,
    lease_expires_at: p.lease_expires_at,
    instance_id: p.instance_id,
    not_before: p.not_before,
    error: p.error,
    hold_settled_at: p.hold_settled_at,
    started_at: p.started_at,
    finished_at: p.finished_at,
    trace_context: p.trace_context,
  }),
);

export function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countInFlight(db: Db, userId: string): Promise<number> {
  const r = await countInFlightQuery(db, { userId });
  return Number(r.rows[0]!.n);
}

const countInFlightQuery = prepared((db: Kysely<ImagingDB>, p: { userId: string }) =>
  db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', p.userId)
    .where('status', 'in', ['pending', 'running']),
);

/** Running jobs per instance (capacity accounting). */
export async function runningPerInstance(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['instance_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('status', '=', 'running')
    .groupBy('instance_id')
    .execute();
  return new Map(rows.filter((r) => r.instance_id).map((r) => [r.instance_id!, Number(r.n)]));
}

/** What claimJobs is given: the instances a worker found free (in priority order) and their capacities. */
export interface ClaimRequest {
  instanceIds: string[];
  /** Each instance's model (same index). */
  modelIds: string[];
  /** Each instance's adapter.capacity (same index). */
  capacities: number[];
  owner: string;
  leaseMs: number;
  /** The worker's free slots: at most this many claims. */
  limit: number;
}

/**
 * Claims up to `limit` jobs in one round trip: the schema's `claim_jobs` function (migration
 * 20261126230000, whose head gives the rules: the fair order — the user with the fewest running jobs
 * first; among equals, the user served longest ago (never served first), round-robin, so a user with
 * many queued jobs takes turns with the others even when nodes run one job at a time; then the oldest
 * job —, an untried instance first, then priority; SKIP LOCKED; the instance's running jobs
 * re-counted under its row lock, so two workers cannot both fill its last slot). Returns the claimed
 * jobs, in claim order.
 */
export async function claimJobs(db: Db, schema: string, r: ClaimRequest): Promise<JobRow[]> {
  if (!r.instanceIds.length || r.limit < 1) return [];
  return (await claimJobsQuery(schema)(db, r)).rows;
}

/** Per schema: the function is the schema's, and names of functions are not qualified by the schema plugin. */
const claimJobsQuery = preparedPerSchema((schema, _db: Kysely<ImagingDB>, p: ClaimRequest) =>
  sql<JobRow>`select ${sql.join(JOB_COLUMNS.map((c) => sql.ref(c)))} from ${sql.id(schema, 'claim_jobs')}(${p.instanceIds}::uuid[], ${p.modelIds}::uuid[],
    ${p.capacities}::int[], ${p.owner}::text, ${p.leaseMs}::int, ${p.limit}::int)`,
);

/** Extends the lease; false when this worker no longer holds it. */
export async function renewLease(db: Db, id: string, owner: string, leaseMs: number): Promise<boolean> {
  const r = await db
    .updateTable('jobs')
    .set({ lease_expires_at: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'` })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Terminal transition; `owner` null = the sweeper acting on a row it locked (`from` says which state). */
export async function finishJob(
  db: Db,
  id: string,
  owner: string | null,
  status: 'success' | 'failure',
  error: string | null,
  from: 'running' | 'pending' = 'running',
): Promise<JobRow | undefined> {
  const r = owner ? await finishLeasedJobQuery(db, { id, owner, status, error, from }) : await finishJobQuery(db, { id, status, error, from });
  return r.rows[0];
}

type FinishParams = { id: string; status: 'success' | 'failure'; error: string | null; from: 'running' | 'pending' };
const finishing = (db: Kysely<ImagingDB>, p: FinishParams) =>
  db
    .updateTable('jobs')
    .set({ status: p.status, error: p.error, finished_at: sql<Date>`now()`, lease_owner: null, lease_expires_at: null })
    .where('id', '=', p.id)
    .where('status', '=', p.from)
    .returning(JOB_COLUMNS);
/** A worker's outcome (it must still hold the lease). */
const finishLeasedJobQuery = prepared((db: Kysely<ImagingDB>, p: FinishParams & { owner: string }) => finishing(db, p).where('lease_owner', '=', p.owner));
/** The sweeper's, on a row it locked. */
const finishJobQuery = prepared(finishing);

/**
 * Back to the queue after a retryable failure; the instance is remembered so the next try avoids
 * it. `refund` gives the attempt back (a graceful shutdown is not the job's fault).
 */
export async function requeueJob(db: Db, id: string, o: { owner: string | null; instanceId: string | null; delayMs: number; refund?: boolean }): Promise<boolean> {
  let q = db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'pending',
      lease_owner: null,
      lease_expires_at: null,
      instance_id: null,
      attempts: o.refund ? eb('attempts', '-', 1) : eb.ref('attempts'),
      not_before: sql<Date>`now() + ${o.delayMs} * interval '1 millisecond'`,
      tried_instance_ids: o.instanceId ? sql<string[]>`array_append(tried_instance_ids, ${o.instanceId}::uuid)` : eb.ref('tried_instance_ids'),
    }))
    .where('id', '=', id)
    .where('status', '=', 'running');
  if (o.owner) q = q.where('lease_owner', '=', o.owner);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Running jobs whose lease expired (their worker died or hung). */
const expiredLeases = (db: Db) => db.selectFrom('jobs').where('status', '=', 'running').where('lease_expires_at', '<', sql<Date>`now()`);

/** Pending jobs older than `olderThanMs` whose model is inactive or has no active instance left. */
const strandedPending = (db: Db, olderThanMs: number) =>
  db
    .selectFrom('jobs as j')
    .where('j.status', '=', 'pending')
    .where('j.created_at', '<', sql<Date>`now() - ${olderThanMs} * interval '1 millisecond'`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('model_instances as i')
            .innerJoin('models as m', 'm.id', 'i.model_id')
            .select('i.id')
            .whereRef('i.model_id', '=', 'j.model_id')
            .where('i.status', '=', 'active')
            .where('m.status', '=', 'active'),
        ),
      ),
    );

/** Whether a sweep has anything to do (expired leases or stranded jobs), in one statement with no
 *  transaction: an idle sweep stops here (only a hint: the sweep's locking reads decide). */
export async function sweepDue(db: Db, strandedAfterMs: number): Promise<boolean> {
  const r = await db
    .selectNoFrom((eb) => eb.or([eb.exists(expiredLeases(db).select('id')), eb.exists(strandedPending(db, strandedAfterMs).select('j.id'))]).as('due'))
    .executeTakeFirstOrThrow();
  return !!r.due;
}

export function lockExpiredLeases(db: Db, limit: number): Promise<JobRow[]> {
  return expiredLeases(db).selectAll().orderBy('lease_expires_at').limit(limit).forUpdate().skipLocked().execute();
}

export function lockStrandedPending(db: Db, olderThanMs: number, limit: number): Promise<JobRow[]> {
  return strandedPending(db, olderThanMs).selectAll('j').limit(limit).forUpdate().skipLocked().execute();
}

// ---- the admin's queue (issue 10) -------------------------------------------------------------

export interface JobFilter {
  status?: JobStatus;
  modelId?: string;
  userId?: string;
}

/** A queue row with the names the admin reads (users projection, model, instance). */
export type QueueRow = JobRow & { user_name: string | null; model_name: string | null; instance_name: string | null };

function filtered(db: Db, f: JobFilter) {
  let q = db.selectFrom('jobs as j');
  if (f.status) q = q.where('j.status', '=', f.status);
  if (f.modelId) q = q.where('j.model_id', '=', f.modelId);
  if (f.userId) q = q.where('j.user_id', '=', f.userId);
  return q;
}

function withNames(db: Db, f: JobFilter) {
  return filtered(db, f)
    .leftJoin('users as u', 'u.id', 'j.user_id')
    .leftJoin('models as m', 'm.id', 'j.model_id')
    .leftJoin('model_instances as i', 'i.id', 'j.instance_id')
    .selectAll('j')
    .select(['u.name as user_name', 'm.name as model_name', 'i.name as instance_name']);
}

/** Newest first (jobs_recent_idx, or jobs_model_recent_idx / jobs_user_recent_idx / jobs_pending_idx under a filter). */
export function listQueue(db: Db, f: JobFilter, limit: number, offset: number): Promise<QueueRow[]> {
  return withNames(db, f).orderBy('j.created_at', 'desc').orderBy('j.id', 'desc').limit(limit).offset(offset).execute();
}

export function findQueueJob(db: Db, id: string): Promise<QueueRow | undefined> {
  return withNames(db, {}).where('j.id', '=', id).executeTakeFirst();
}

export async function countQueue(db: Db, f: JobFilter): Promise<number> {
  const r = await filtered(db, f).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Jobs per state over the whole queue (an index-only scan of jobs_pending_idx). */
export async function countByStatus(db: Db): Promise<Record<JobStatus, number>> {
  const rows = await db.selectFrom('jobs').select(['status', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('status').execute();
  const counts: Record<JobStatus, number> = { pending: 0, running: 0, success: 0, failure: 0, canceled: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/**
 * Cancel, decided by the row: the job turns `canceled` only if it is still pending or running. A
 * worker finishing it at the same moment runs its own conditional update (finishJob: status
 * 'running' and its lease); PostgreSQL serialises the two on the row and re-checks the loser's
 * condition, so exactly one of them wins and only the winner settles the hold.
 */
export function markCanceled(db: Db, id: string, error: string): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({ status: 'canceled', error, finished_at: sql<Date>`now()`, lease_owner: null, lease_expires_at: null })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'running'])
    .returningAll()
    .executeTakeFirst();
}

/** Deletes finished jobs whose end is older than `days`; their images stay (no foreign key). */
export function deleteFinishedBefore(db: Db, days: number): Promise<Array<Pick<JobRow, 'id' | 'input_keys'>>> {
  return db
    .deleteFrom('jobs')
    .where('status', 'in', ['success', 'failure', 'canceled'])
    .where('finished_at', '<', sql<Date>`now() - ${days} * interval '1 day'`)
    .returning(['id', 'input_keys'])
    .execute();
}

export interface WaitingJob {
  id: string;
  user_id: string;
  /** 1 = the oldest waiting job of its model. */
  position: number;
}

/** The live queue positions (worker/progress.ts): every pending job's place among the pending jobs
 *  of its model, oldest first — one query for the whole queue (jobs_pending_idx), the first `limit`
 *  jobs. An approximation of claim_jobs' fair order, which may let a job jump ahead. */
export async function waitingPositions(db: Db, limit: number): Promise<WaitingJob[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'user_id', sql<string>`row_number() over (partition by model_id order by created_at, id)`.as('position')])
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, user_id: r.user_id, position: Number(r.position) }));
}
