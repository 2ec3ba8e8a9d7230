// Plans: the lists users and admins read, an admin's writes, the built-in seed, and the questions
// other use cases ask (was a plan ever ordered, which plan is the free one).
import { uuidv7, type Insertable, type Selectable, type Updateable } from '@atelier/platform';
import type { Db, PlansTable } from './database';

export type PlanRow = Selectable<PlansTable>;

/** Oldest first (an admin's new plan is appended). */
export function listPlans(db: Db, activeOnly: boolean): Promise<PlanRow[]> {
  let q = db.selectFrom('plans').selectAll();
  if (activeOnly) q = q.where('status', '=', 'active');
  return q.orderBy('created_at').orderBy('id').execute();
}

export function insertPlan(db: Db, row: Omit<Insertable<PlansTable>, 'id'>): Promise<PlanRow> {
  return db.insertInto('plans').values({ id: uuidv7(), ...row }).returningAll().executeTakeFirstOrThrow();
}

export function updatePlan(db: Db, id: string, v: Updateable<PlansTable>): Promise<PlanRow | undefined> {
  return db.updateTable('plans').set(v).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The plan, row-locked: an order for it (its foreign key) waits until the deletion is decided,
 *  and what an edit's audit record calls "before" is what the edit replaced. */
export function lockPlan(db: Db, id: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function planWasOrdered(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('plan_id', '=', id).limit(1).executeTakeFirst();
  return !!row;
}

export async function deletePlan(db: Db, id: string): Promise<void> {
  await db.deleteFrom('plans').where('id', '=', id).execute();
}

export async function countPlans(db: Db): Promise<number> {
  const r = await db.selectFrom('plans').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Inserts the seed plans; one already there (same seed key) is left as it is, so two processes
 *  seeding at once end with one set. Returns the ids of the plans it inserted. */
export async function insertSeedPlans(db: Db, rows: Array<Omit<Insertable<PlansTable>, 'id'>>): Promise<string[]> {
  const inserted = await db
    .insertInto('plans')
    .values(rows.map((r) => ({ id: uuidv7(), ...r })))
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

/** The active plan of type free whose credits a new account gets (the oldest if admins made several). */
export function findActiveFreePlan(db: Db): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('type', '=', 'free').where('status', '=', 'active').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
}

/** One plan by id (any status). */
export function findPlan(db: Db, id: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}
