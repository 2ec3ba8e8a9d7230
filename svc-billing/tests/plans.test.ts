// Plans through gRPC on PGlite: the built-in seed (once, by seed key, not again once there are
// plans), users' active list, admin create/update with the form's words, delete vs deactivate, and
// the PlansChanged each change (the seed too) writes in its transaction.
import { BILLING_LIMITS, BILLING_MSG } from '@atelier/contracts';
import { uuidv7 } from '@atelier/platform';
import { SEED_PLANS } from '../src/domain/plans';
import { seedPlans } from '../src/service/plans.service';
import { expectAppError, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

/** PlansChanged rows in billing's outbox, oldest first. */
const plansChanged = async () =>
  (await h.billing.context.db.selectFrom('outbox' as never).select(['topic', 'key', 'payload'] as never[]).where('type' as never, '=', 'PlansChanged' as never).orderBy('id' as never).execute()) as unknown as Array<{
    topic: string;
    key: string;
    payload: { plan_ids: string[]; change: string };
  }>;

const input = (over: Record<string, unknown> = {}) => ({ name: 'Pro', amount: 99_900, currency: 'INR', credits: 1200, type: 'paid', data: 'For heavy users', ...over });

test('a fresh start seeds a free plan, a trial and a paid plan in INR and in USD', async () => {
  const { plans } = await h.client.ListPlans({ active_only: true });
  expect(plans.map((p) => [p.type, p.currency, p.name, p.amount, p.credits])).toEqual(SEED_PLANS.map((p) => [p.type, p.currency, p.name, p.amount, p.credits]));
  expect(plans.every((p) => p.status === 'active' && !Number.isNaN(Date.parse(p.created_at)))).toBe(true);
  expect(new Set(plans.filter((p) => p.type === 'paid').map((p) => p.currency))).toEqual(new Set(['INR', 'USD']));
  expect(plans.filter((p) => p.type === 'free')).toHaveLength(1);
});

test('seeding again changes nothing: not on a table with plans, and never twice by seed key', async () => {
  const before = (await h.client.ListPlans({ active_only: false })).plans;
  expect(await seedPlans(h.billing.context)).toBe(false);
  expect((await h.client.ListPlans({ active_only: false })).plans).toEqual(before);
});

test('admins create plans; users see only the active ones', async () => {
  const { plan } = await h.client.CreatePlan(input({ name: '  Pro  ' }), h.as());
  expect(plan).toMatchObject({ name: 'Pro', amount: 99_900, currency: 'INR', credits: 1200, type: 'paid', data: 'For heavy users', status: 'active' });
  const updated = await h.client.UpdatePlan({ id: plan!.id, plan: input({ name: 'Pro+', amount: 1_999, currency: 'USD' }), status: 'deactive' }, h.as());
  expect(updated.plan).toMatchObject({ id: plan!.id, name: 'Pro+', amount: 1_999, currency: 'USD', status: 'deactive', created_at: plan!.created_at });
  expect((await h.client.ListPlans({ active_only: true })).plans.map((p) => p.id)).not.toContain(plan!.id);
  expect((await h.client.ListPlans({ active_only: false })).plans.at(-1)!.id).toBe(plan!.id);
});

test.each([
  ['a blank name', { name: ' ' }, BILLING_MSG.planName],
  ['a name too long', { name: 'x'.repeat(BILLING_LIMITS.planNameMax + 1) }, BILLING_MSG.planNameMax],
  ['99 subunits', { amount: 99 }, BILLING_MSG.planAmountRange],
  ['an amount over the maximum', { amount: BILLING_LIMITS.planAmountMax * 100 + 1 }, BILLING_MSG.planAmountRange],
  ['a paid plan for 0', { amount: 0 }, BILLING_MSG.planAmountRange],
  ['a free plan that costs something', { type: 'free', amount: 100 }, BILLING_MSG.planFreeAmount],
  ['EUR', { currency: 'EUR' }, BILLING_MSG.planCurrency],
  ['0 credits', { credits: 0 }, BILLING_MSG.planCreditsRange],
  ['negative credits', { credits: -5 }, BILLING_MSG.planCreditsRange],
  ['credits over the maximum', { credits: BILLING_LIMITS.planCreditsMax + 1 }, BILLING_MSG.planCreditsRange],
  ['type gold', { type: 'gold' }, BILLING_MSG.planType],
  ['no data', { data: '' }, BILLING_MSG.planData],
  ['data too long', { data: 'x'.repeat(BILLING_LIMITS.planDataMax + 1) }, BILLING_MSG.planDataMax],
])('CreatePlan with %s → INVALID_ARGUMENT with the form words, nothing stored', async (_label, over, msg) => {
  const before = (await h.client.ListPlans({ active_only: false })).plans.length;
  await expectAppError(h.client.CreatePlan(input(over), h.as()), 'INVALID_ARGUMENT', msg);
  expect((await h.client.ListPlans({ active_only: false })).plans).toHaveLength(before);
});

test('UpdatePlan checks the plan and the status; an unknown plan is NOT_FOUND', async () => {
  const { plan } = await h.client.CreatePlan(input(), h.as());
  await expectAppError(h.client.UpdatePlan({ id: plan!.id, plan: input({ amount: 50 }), status: 'active' }, h.as()), 'INVALID_ARGUMENT', BILLING_MSG.planAmountRange);
  await expectAppError(h.client.UpdatePlan({ id: plan!.id, plan: input(), status: 'paused' }, h.as()), 'INVALID_ARGUMENT', BILLING_MSG.planStatus);
  await expectAppError(h.client.UpdatePlan({ id: uuidv7(), plan: input(), status: 'active' }, h.as()), 'NOT_FOUND', BILLING_MSG.planNotFound);
  await expectAppError(h.client.UpdatePlan({ id: 'x', plan: input(), status: 'active' }, h.as()), 'NOT_FOUND', BILLING_MSG.planNotFound);
});

test('deleting a plan never ordered removes it; one that was ordered is deactivated', async () => {
  const fresh = (await h.client.CreatePlan(input(), h.as())).plan!;
  expect(await h.client.DeletePlan({ id: fresh.id }, h.as())).toEqual({ deactivated: false });
  expect((await h.client.ListPlans({ active_only: false })).plans.map((p) => p.id)).not.toContain(fresh.id);

  const bought = (await h.client.CreatePlan(input(), h.as())).plan!;
  await h.billing.context.db
    .insertInto('orders')
    .values({ id: uuidv7(), user_id: uuidv7(), plan_id: bought.id, plan_name: bought.name, plan_type: 'paid', amount: bought.amount, currency: 'INR', credits: bought.credits, buyer_name: 'B', buyer_email: 'b@example.com' })
    .execute();
  expect(await h.client.DeletePlan({ id: bought.id }, h.as())).toEqual({ deactivated: true });
  const after = (await h.client.ListPlans({ active_only: false })).plans.find((p) => p.id === bought.id);
  expect(after).toMatchObject({ status: 'deactive' });

  await expectAppError(h.client.DeletePlan({ id: fresh.id }, h.as()), 'NOT_FOUND', BILLING_MSG.planNotFound);
  await expectAppError(h.client.DeletePlan({ id: 'nope' }, h.as()), 'NOT_FOUND', BILLING_MSG.planNotFound);
});

test('seeds racing on an empty table insert one set, announced once (PostgreSQL: billing.int.test.ts)', async () => {
  const ctx = h.billing.context;
  await ctx.db.deleteFrom('orders').execute();
  await ctx.db.deleteFrom('plans').execute();
  const before = (await plansChanged()).length;
  await Promise.all([seedPlans(ctx), seedPlans(ctx), seedPlans(ctx)]);
  const plans = (await h.client.ListPlans({ active_only: false })).plans;
  expect(plans).toHaveLength(SEED_PLANS.length);
  const seeded = (await plansChanged()).slice(before);
  expect(seeded).toEqual([{ topic: 'billing.plan.v1', key: 'seed', payload: expect.objectContaining({ change: 'seed' }) }]);
  expect([...seeded[0]!.payload.plan_ids].sort()).toEqual(plans.map((p) => p.id).sort());
});

test('every admin change of a plan writes PlansChanged naming it; a refused one writes none', async () => {
  const before = (await plansChanged()).length;
  const fresh = (await h.client.CreatePlan(input(), h.as())).plan!;
  await h.client.UpdatePlan({ id: fresh.id, plan: input({ name: 'Pro 2' }), status: 'active' }, h.as());
  await expectAppError(h.client.UpdatePlan({ id: fresh.id, plan: input({ amount: 50 }), status: 'active' }, h.as()), 'INVALID_ARGUMENT', BILLING_MSG.planAmountRange);
  await h.client.DeletePlan({ id: fresh.id }, h.as());
  const bought = (await h.client.CreatePlan(input(), h.as())).plan!;
  await h.billing.context.db
    .insertInto('orders')
    .values({ id: uuidv7(), user_id: uuidv7(), plan_id: bought.id, plan_name: bought.name, plan_type: 'paid', amount: bought.amount, currency: 'INR', credits: bought.credits, buyer_name: 'B', buyer_email: 'b@example.com' })
    .execute();
  await h.client.DeletePlan({ id: bought.id }, h.as());
  expect((await plansChanged()).slice(before).map((r) => [r.topic, r.key, r.payload.change, r.payload.plan_ids])).toEqual([
    ['billing.plan.v1', fresh.id, 'create', [fresh.id]],
    ['billing.plan.v1', fresh.id, 'update', [fresh.id]],
    ['billing.plan.v1', fresh.id, 'delete', [fresh.id]],
    ['billing.plan.v1', bought.id, 'create', [bought.id]],
    ['billing.plan.v1', bought.id, 'deactivate', [bought.id]],
  ]);
});

test('a free plan costs 0', async () => {
  const { plan } = await h.client.CreatePlan(input({ name: 'Free again', type: 'free', amount: 0 }), h.as());
  expect(plan).toMatchObject({ type: 'free', amount: 0 });
});
