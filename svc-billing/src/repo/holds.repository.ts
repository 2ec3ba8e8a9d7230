// A job's hold: written beside its `hold` entry, settled once by a conditional update (the state
// moves off 'held' in one statement, so of two racing settlements one wins), swept when stale.
import { sql, type Insertable, type Selectable } from '@atelier/platform';
import type { Db, HoldsTable } from './database';

export type HoldRow = Selectable<HoldsTable>;

export async function insertHold(db: Db, row: Insertable<HoldsTable>): Promise<void> {
  await db.insertInto('holds').values(row).execute();
}

export function findHoldOfJob(db: Db, jobId: string): Promise<HoldRow | undefined> {
  return db.selectFrom('holds').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}

export function findHold(db: Db, id: string): Promise<HoldRow | undefined> {
  return db.selectFrom('holds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves an open hold to `state`; undefined when it was not open (unknown or settled before). */
export function settleOpenHold(db: Db, id: string, state: 'captured' | 'released', at: Date): Promise<HoldRow | undefined> {
  return db.updateTable('holds').set({ state, settled_at: at }).where('id', '=', id).where('state', '=', 'held').returningAll().executeTakeFirst();
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
