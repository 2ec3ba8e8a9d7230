// Plans: users list the active ones, admins list all and create, update and delete them; a plan
// that was ever ordered is deactivated instead of deleted (its orders and invoices point at it).
// A fresh install is seeded with a free, a trial and a paid plan in each currency (domain/plans.ts).
import { BILLING_MSG } from '@atelier/contracts';
import { AppError, isUuid } from '@atelier/platform';
import { checkPlan, checkPlanStatus, SEED_PLANS } from '../domain/plans';
import { countPlans, deletePlan as deletePlanRow, insertPlan, insertSeedPlans, listPlans as listPlanRows, lockPlan, planWasOrdered, updatePlan as updatePlanRow, type PlanRow } from '../repo/plans.repository';
import type { BillingContext } from './context';

type PlanFields = { name: string; amount: number; currency: string; credits: number; type: string; data: string };

const notFound = () => new AppError('NOT_FOUND', BILLING_MSG.planNotFound);

export function listPlans(ctx: BillingContext, activeOnly: boolean): Promise<PlanRow[]> {
  return listPlanRows(ctx.db, activeOnly);
}

export function createPlan(ctx: BillingContext, input: PlanFields): Promise<PlanRow> {
  const p = checkPlan(input);
  const now = ctx.now();
  return insertPlan(ctx.db, { ...p, seed_key: null, created_at: now, updated_at: now });
}

export async function updatePlan(ctx: BillingContext, id: string, input: PlanFields, status: string): Promise<PlanRow> {
  if (!isUuid(id)) throw notFound();
  const p = checkPlan(input);
  const row = await updatePlanRow(ctx.db, id, { ...p, status: checkPlanStatus(status), updated_at: ctx.now() });
  if (!row) throw notFound();
  return row;
}

/** Deletes a plan never ordered; deactivates one that was (returns true then). */
export async function deletePlan(ctx: BillingContext, id: string): Promise<boolean> {
  if (!isUuid(id)) throw notFound();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockPlan(trx, id))) throw notFound();
    if (await planWasOrdered(trx, id)) {
      await updatePlanRow(trx, id, { status: 'deactive', updated_at: ctx.now() });
      return true;
    }
    await deletePlanRow(trx, id);
    return false;
  });
}

/**
 * Seeds the built-in plans on a first start: only into an empty table (so a plan an admin deleted
 * does not come back at the next start), and by seed key (two processes starting at once on an
 * empty table insert one set). Returns whether it seeded.
 */
export async function seedPlans(ctx: BillingContext): Promise<boolean> {
  if ((await countPlans(ctx.db)) > 0) return false;
  const now = ctx.now();
  await insertSeedPlans(
    ctx.db,
    SEED_PLANS.map(({ seedKey, ...p }) => ({ ...p, seed_key: seedKey, created_at: now, updated_at: now })),
  );
  ctx.logger.info({ plans: SEED_PLANS.length }, 'seeded the built-in plans');
  return true;
}
