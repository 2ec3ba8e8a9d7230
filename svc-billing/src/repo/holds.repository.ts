// A job's hold: written beside its `hold` entry, settled once by a conditional update (the state
// moves off 'held' in one statement, so of two racing settlements one wins), swept when stale.
import { prepared, sql, type Kysely, type Selectable } from '@atelier/platform';
import type { BillingDB, Db, HoldsTable, HoldState } from './database';

export type HoldRow = Selectable<HoldsTable>;

export interface NewHold {
  id: string;
  user_id: string;
  job_id: string;
  credits: number;
  operation: string;
  created_at: Date;
}

export async function insertHold(db: Db, row: NewHold): Promise<void> {
  await insertHoldQuery(db, row);
}

// The hot path's (a Hold's insert, a settlement's update) are prepared(): built once, named on PostgreSQL.
const insertHoldQuery = prepared((db: Kysely<BillingDB>, p: NewHold) =>
  db.insertInto('holds').values({ id: p.id, user_id: p.user_id, job_id: p.job_id, credits: p.credits, operation: p.operation, created_at: p.created_at }),
);

export function findHoldOfJob(db: Db, jobId: string): Promise<HoldRow | undefined> {
  return db.selectFrom('holds').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}

export function findHold(db: Db, id: string): Promise<HoldRow | undefined> {
  return db.selectFrom('holds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves an open hold to `state`; undefined when it was not open (unknown or settled before). */
export async function settleOpenHold(db: Db, id: string, state: 'captured' | 'released', at: Date): Promise<HoldRow | undefined> {
  return (await settleOpenHoldQuery(db, { id, state, at })).rows[0];
}

const HOLD_COLUMNS = ['id', 'user_id', 'job_id', 'credits', 'operation', 'state', 'created_at', 'settled_at'] as const;

const settleOpenHoldQuery = prepared((db: Kysely<BillingDB>, p: { id: string; state: HoldState; at: Date }) =>
  db.updateTable('holds').set({ state: p.state, settled_at: p.at }).where('id', '=', p.id).where('state', '=', 'held').returning(HOLD_COLUMNS),
);

/** The same by job id (imaging's outcome events name the job; holds.job_id is unique), for a batch
 *  of jobs in one statement: the open holds of `capture` captured, the others of `jobIds` released;
 *  returns those it moved (the others were settled before, or are unknown). */
export async function settleOpenHoldsOfJobs(db: Db, p: { jobIds: string[]; capture: string[]; at: Date }): Promise<HoldRow[]> {
  return (await settleOpenHoldsOfJobsQuery(db, p)).rows;
}

const settleOpenHoldsOfJobsQuery = prepared((db: Kysely<BillingDB>, p: { jobIds: string[]; capture: string[]; at: Date }) =>
  db
    .updateTable('holds')
    .set({ state: sql<HoldState>`case when job_id = any(${p.capture}::text[]) then 'captured' else 'released' end`, settled_at: p.at })
    .where(sql<boolean>`job_id = any(${p.jobIds}::text[])`)
    .where('state', '=', 'held')
    .returning(HOLD_COLUMNS),
);

export function findHoldsOfJobs(db: Db, jobIds: string[]): Promise<HoldRow[]> {
  return db.selectFrom('holds').selectAll().where('job_id', 'in', jobIds).execute();
}

/** Open holds created before `before`, locked; rows another process has locked are skipped, so
 *  several sweepers share the work. Ordered by user so two sweepers lock wallets in one order. */
export function lockStaleHolds(db: Db, before: Date, limit: number): Promise<HoldRow[]> {
  return db
    .selectFrom('holds')
    .selectAll()
    .where('state', '=', 'held')
    .where('created_at', '<', before)
    .orderBy('user_id')
    .orderBy('created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** How many holds are open and how old the oldest is, in seconds (metrics; both from holds_open_idx). */
export async function openHoldsSummary(db: Db): Promise<{ open: number; oldestAgeSeconds: number }> {
  const r = await db
    .selectFrom('holds')
    .select([(eb) => eb.fn.countAll<string>().as('n'), sql<string | null>`extract(epoch from (now() - min(created_at)))`.as('age')])
    .where('state', '=', 'held')
    .executeTakeFirstOrThrow();
  return { open: Number(r.n), oldestAgeSeconds: Math.max(0, Number(r.age ?? 0)) };
}
