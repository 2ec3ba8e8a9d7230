// Plans: users list the active ones, admins list all and create, update and delete them; a plan
// that was ever ordered is deactivated instead of deleted (its orders and invoices point at it).
// A fresh install is seeded with a free, a trial and a paid plan in each currency (domain/plans.ts).
// Every admin write records plan.create|update|delete in the audit log in its own transaction, and
// every change (the seed too) writes PlansChanged there (events/plans.publisher.ts): the gateways'
// cached plan lists follow it.
import { BILLING_MSG } from '@atelier/contracts';
import { AppError, isUuid, type Actor } from '@atelier/platform';
import { checkPlan, checkPlanStatus, SEED_PLANS } from '../domain/plans';
import { countPlans, deletePlan as deletePlanRow, insertPlan, insertSeedPlans, listPlans as listPlanRows, lockPlan, planWasOrdered, updatePlan as updatePlanRow, type PlanRow } from '../repo/plans.repository';
import { publishPlansChanged } from '../events/plans.publisher';
import { recordAdminAction } from './audit';
import type { BillingContext } from './context';

type PlanFields = { name: string; amount: number; currency: string; credits: number; type: string; data: string };

const notFound = () => new AppError('NOT_FOUND', BILLING_MSG.planNotFound);

export function listPlans(ctx: BillingContext, activeOnly: boolean): Promise<PlanRow[]> {
  return listPlanRows(ctx.db, activeOnly);
}

/** A plan as the audit log shows it (what an admin edits, without ids and clocks). */
const auditView = (p: PlanRow) => ({ name: p.name, amount: p.amount, currency: p.currency, credits: p.credits, type: p.type, data: p.data, status: p.status });

export function createPlan(ctx: BillingContext, actor: Actor, input: PlanFields): Promise<PlanRow> {
  const p = checkPlan(input);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await insertPlan(trx, { ...p, seed_key: null, created_at: now, updated_at: now });
    await recordAdminAction(ctx, trx, actor, { action: 'plan.create', entity_type: 'plan', entity_id: row.id, after: auditView(row) });
    await publishPlansChanged(ctx.outbox, trx, 'create', [row.id], now);
    return row;
  });
}

export async function updatePlan(ctx: BillingContext, actor: Actor, id: string, input: PlanFields, status: string): Promise<PlanRow> {
  if (!isUuid(id)) throw notFound();
  const p = checkPlan(input);
  const planStatus = checkPlanStatus(status);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockPlan(trx, id);
    if (!before) throw notFound();
    const row = (await updatePlanRow(trx, id, { ...p, status: planStatus, updated_at: ctx.now() }))!;
    await recordAdminAction(ctx, trx, actor, { action: 'plan.update', entity_type: 'plan', entity_id: id, before: auditView(before), after: auditView(row) });
    await publishPlansChanged(ctx.outbox, trx, 'update', [id], ctx.now());
    return row;
  });
}

/** Deletes a plan never ordered; deactivates one that was (returns true then). */
export async function deletePlan(ctx: BillingContext, actor: Actor, id: string): Promise<boolean> {
  if (!isUuid(id)) throw notFound();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockPlan(trx, id);
    if (!before) throw notFound();
    const change = { action: 'plan.delete', entity_type: 'plan', entity_id: id, before: auditView(before) } as const;
    if (await planWasOrdered(trx, id)) {
      const after = (await updatePlanRow(trx, id, { status: 'deactive', updated_at: ctx.now() }))!;
      await recordAdminAction(ctx, trx, actor, { ...change, after: auditView(after) });
      await publishPlansChanged(ctx.outbox, trx, 'deactivate', [id], ctx.now());
      return true;
    }
    await deletePlanRow(trx, id);
    await recordAdminAction(ctx, trx, actor, change);
    await publishPlansChanged(ctx.outbox, trx, 'delete', [id], ctx.now());
    return false;
  });
}

/**
 * Seeds the built-in plans on a first start: only into an empty table (so a plan an admin deleted
 * does not come back at the next start), and by seed key (two processes starting at once on an
 * empty table insert one set). The plans it inserted are announced (PlansChanged) in the same
 * transaction. Returns whether it seeded.
 */
export async function seedPlans(ctx: BillingContext): Promise<boolean> {
  if ((await countPlans(ctx.db)) > 0) return false;
  const now = ctx.now();
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertSeedPlans(
      trx,
      SEED_PLANS.map(({ seedKey, ...p }) => ({ ...p, seed_key: seedKey, created_at: now, updated_at: now })),
    );
    if (inserted.length) await publishPlansChanged(ctx.outbox, trx, 'seed', inserted, now);
    return inserted;
  });
  if (!ids.length) return false;
  ctx.logger.info({ plans: ids.length }, 'seeded the built-in plans');
  return true;
}
