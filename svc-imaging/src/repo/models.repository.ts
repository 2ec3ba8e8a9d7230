// Models and their instances: one query per use case. What every claim and submit reads (the
// runnable instances, the submit's facts) is prepared(): built once.
import { prepared, sql, type Kysely, type Selectable } from '@atelier/platform';
import type { ActiveStatus, ControllerName, ModelType, SubscriptionType } from '../domain/types';
import type { Db, ImagingDB, ModelInstancesTable, ModelsTable } from './database';

export type ModelRow = Selectable<ModelsTable>;
export type InstanceRow = Selectable<ModelInstancesTable> & { model_name: string; model_type: ModelType };

export function findModel(db: Db, id: string): Promise<ModelRow | undefined> {
  return db.selectFrom('models').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listModels(db: Db, f: { type?: string; status?: string; name?: string }): Promise<ModelRow[]> {
  let q = db.selectFrom('models').selectAll();
  if (f.type) q = q.where('type', '=', f.type as ModelType);
  if (f.status) q = q.where('status', '=', f.status as ActiveStatus);
  if (f.name) q = q.where('name', 'ilike', `%${f.name.replace(/[\\%_]/g, '\\$&')}%`);
  return q.orderBy('created_at', 'asc').orderBy('id').execute();
}

export async function insertModel(
  db: Db,
  m: { id: string; name: string; type: ModelType; sizes: string[]; credits: number; description?: string; seed_key?: string },
): Promise<boolean> {
  const r = await db
    .insertInto('models')
    .values({ ...m, sizes: JSON.stringify(m.sizes), status: 'active', seed_key: m.seed_key ?? null })
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function updateModel(db: Db, id: string, m: { name: string; type: ModelType; sizes: string[]; status: ActiveStatus; credits?: number; description?: string }) {
  return db
    .updateTable('models')
    .set({
      name: m.name,
      type: m.type,
      sizes: JSON.stringify(m.sizes),
      status: m.status,
      ...(m.credits === undefined ? {} : { credits: m.credits }),
      ...(m.description === undefined ? {} : { description: m.description }),
    })
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A seeded model seeded before descriptions existed gets its description; one an admin wrote stays.
 *  Returns whether it changed the row. */
export async function describeSeedModel(db: Db, seedKey: string, description: string): Promise<boolean> {
  const r = await db.updateTable('models').set({ description }).where('seed_key', '=', seedKey).where('description', '=', '').executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export function deleteModel(db: Db, id: string) {
  return db.deleteFrom('models').where('id', '=', id).executeTakeFirst();
}

/** Instances and images of a model (images, not jobs: a pruned job's images still name their model). */
export async function modelUsage(db: Db, id: string): Promise<{ instances: number; images: number }> {
  const [instances, images] = await Promise.all([
    db.selectFrom('model_instances').select((eb) => eb.fn.countAll<string>().as('n')).where('model_id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('images').select((eb) => eb.fn.countAll<string>().as('n')).where('model_id', '=', id).executeTakeFirstOrThrow(),
  ]);
  return { instances: Number(instances.n), images: Number(images.n) };
}

const instanceColumns = ['i.id', 'i.name', 'i.controller_name', 'i.priority', 'i.api_token_sealed', 'i.settings', 'i.status', 'i.model_id', 'i.failures', 'i.unhealthy_until', 'i.paused', 'i.last_error', 'i.last_error_at', 'i.last_ok_at', 'i.seed_key', 'i.created_at', 'm.name as model_name', 'm.type as model_type'] as const;

export function findInstance(db: Db, id: string): Promise<InstanceRow | undefined> {
  return db.selectFrom('model_instances as i').innerJoin('models as m', 'm.id', 'i.model_id').select(instanceColumns).where('i.id', '=', id).executeTakeFirst();
}

/** `activeOnly`: active instances of active models (paused ones included: their jobs wait for a
 *  resume); `runnable`: those the scheduler may give new work (active and not paused). */
export function listInstances(db: Db, f: { status?: string; name?: string; modelId?: string; activeOnly?: boolean; runnable?: boolean }): Promise<InstanceRow[]> {
  let q = db.selectFrom('model_instances as i').innerJoin('models as m', 'm.id', 'i.model_id').select(instanceColumns);
  if (f.status) q = q.where('i.status', '=', f.status as ActiveStatus);
  if (f.name) q = q.where('i.name', 'ilike', `%${f.name.replace(/[\\%_]/g, '\\$&')}%`);
  if (f.modelId) q = q.where('i.model_id', '=', f.modelId);
  if (f.activeOnly || f.runnable) q = q.where('i.status', '=', 'active').where('m.status', '=', 'active');
  if (f.runnable) q = q.where('i.paused', '=', false);
  return q.orderBy('i.priority', 'asc').orderBy('i.created_at', 'asc').execute();
}

/** What a submit checks before anything is held, read in one round trip: the model, the user's
 *  tier (free when imaging has not heard of them), whether the model has an active instance, and
 *  the user's jobs pending or running. Undefined when there is no such model. */
export interface SubmitFacts {
  model: ModelRow;
  subscription: SubscriptionType;
  hasActiveInstance: boolean;
  inFlight: number;
}

export async function submitFacts(db: Db, modelId: string, userId: string): Promise<SubmitFacts | undefined> {
  const row = (await submitFactsQuery(db, { modelId, userId })).rows[0];
  if (!row) return undefined;
  const { user_subscription, has_active_instance, in_flight, ...model } = row;
  return { model, subscription: user_subscription ?? 'free', hasActiveInstance: !!has_active_instance, inFlight: Number(in_flight) };
}

/** A model record's columns, listed (not `m.*`) so the submit's read is a named statement
 *  (packages/platform prepared.ts); a column added to ModelsTable and not here fails to compile in
 *  submitFacts. */
const MODEL_COLUMNS = ['m.id', 'm.name', 'm.type', 'm.sizes', 'm.status', 'm.credits', 'm.description', 'm.seed_key', 'm.created_at'] as const;

const submitFactsQuery = prepared((db: Kysely<ImagingDB>, p: { modelId: string; userId: string }) =>
  db
    .selectFrom('models as m')
    .select(MODEL_COLUMNS)
    .select((eb) => [
      eb.selectFrom('users as u').select('u.subscription').where('u.id', '=', p.userId).as('user_subscription'),
      eb.exists(eb.selectFrom('model_instances as i').select('i.id').whereRef('i.model_id', '=', 'm.id').where('i.status', '=', 'active')).as('has_active_instance'),
      eb.selectFrom('jobs as j').select((e) => e.fn.countAll<string>().as('n')).where('j.user_id', '=', p.userId).where('j.status', 'in', ['pending', 'running']).as('in_flight'),
    ])
    .where('m.id', '=', p.modelId),
);

export type RunnableInstance = InstanceRow & { running: number; hasPending: boolean };

/** The instances the scheduler may give new work (listInstances' `runnable`), each with its running
 *  jobs and whether its model has a job waiting that may run now — what a claim looks at first, in
 *  one round trip (an idle worker's poll is this one statement). Only a hint: the claim locks the job
 *  and re-counts under the instance's row lock (jobs.repository claimJobs: the claim_jobs function). */
export async function runnableInstancesWithLoad(db: Db): Promise<RunnableInstance[]> {
  const { rows } = await runnableInstancesWithLoadQuery(db, {});
  return rows.map(({ has_pending, ...r }) => ({ ...r, running: Number(r.running), hasPending: !!has_pending }));
}

// Its constants are literals, not parameters (docs/benchmarks.md, eighth pass): with none, the
// statement is planned once for the session, and the planner sees the statuses — the running count
// is then a probe of the partial index jobs_running_instance_idx. Which models have a job waiting is
// read once for all instances (an uncorrelated InitPlan), not per instance: a correlated EXISTS per
// instance let the planner bet on an early match and scan the whole jobs table once per instance
// when there was none (1,858 buffer reads a call on the bench; 66,753 on 200,000 jobs as a generic plan).
export const runnableInstancesWithLoadQuery = prepared((db: Kysely<ImagingDB>) => {
  const waitingModels = db
    .selectFrom('jobs as p')
    .select('p.model_id')
    .distinct()
    .where('p.status', '=', sql.lit('pending'))
    .where((w) => w.or([w('p.not_before', 'is', null), w('p.not_before', '<=', sql<Date>`now()`)]));
  return db
    .selectFrom('model_instances as i')
    .innerJoin('models as m', 'm.id', 'i.model_id')
    .select(instanceColumns)
    .select((eb) => eb.selectFrom('jobs as r').select((e) => e.fn.countAll<string>().as('n')).whereRef('r.instance_id', '=', 'i.id').where('r.status', '=', sql.lit('running')).as('running'))
    .select(sql<boolean>`${sql.ref('i.model_id')} = any(array(${waitingModels}))`.as('has_pending'))
    .where('i.status', '=', sql.lit('active'))
    .where('m.status', '=', sql.lit('active'))
    .where('i.paused', '=', sql.lit(false))
    .orderBy('i.priority', 'asc')
    .orderBy('i.created_at', 'asc');
});

export async function insertInstance(
  db: Db,
  i: { id: string; name: string; controller_name: ControllerName; priority: number; api_token_sealed: string | null; settings: unknown; model_id: string; seed_key?: string },
): Promise<boolean> {
  const r = await db
    .insertInto('model_instances')
    .values({ ...i, settings: JSON.stringify(i.settings), status: 'active', unhealthy_until: null, seed_key: i.seed_key ?? null })
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function updateInstance(
  db: Db,
  id: string,
  i: { name: string; controller_name: ControllerName; priority: number; api_token_sealed?: string; settings: unknown; status: ActiveStatus; model_id?: string },
) {
  return db
    .updateTable('model_instances')
    .set({
      name: i.name,
      controller_name: i.controller_name,
      priority: i.priority,
      settings: JSON.stringify(i.settings),
      status: i.status,
      ...(i.api_token_sealed === undefined ? {} : { api_token_sealed: i.api_token_sealed }),
      ...(i.model_id === undefined ? {} : { model_id: i.model_id }),
      // An admin touching an instance gives it a fresh start.
      failures: 0,
      unhealthy_until: null,
    })
    .where('id', '=', id)
    .executeTakeFirst();
}

export function deleteInstance(db: Db, id: string) {
  return db.deleteFrom('model_instances').where('id', '=', id).executeTakeFirst();
}

export async function runningOnInstance(db: Db, id: string): Promise<number> {
  const r = await db.selectFrom('jobs').select((eb) => eb.fn.countAll<string>().as('n')).where('instance_id', '=', id).where('status', '=', 'running').executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Health: a failure doubles the back-off (1 s … 60 s) and is remembered for the admin; a success
 *  clears it (repo/success.repository.ts, with the job's success). */
export function recordInstanceFailure(db: Db, id: string, error: string) {
  return db
    .updateTable('model_instances')
    .set((eb) => ({
      failures: eb('failures', '+', 1),
      unhealthy_until: sql<Date>`now() + least(60, power(2, failures)) * interval '1 second'`,
      last_error: error.slice(0, 500),
      last_error_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .execute();
}

/** An admin's pause or resume; false when the instance is already so. */
export async function setInstancePaused(db: Db, id: string, paused: boolean): Promise<boolean> {
  const r = await db.updateTable('model_instances').set({ paused }).where('id', '=', id).where('paused', '=', !paused).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
