// Plans: what an admin may write (the REST form's rules, repeated at the service edge with the same
// words, amounts in subunits here) and the plans a fresh install starts with. No I/O.
import { BILLING_LIMITS, BILLING_MSG, Currency, PlanStatus, PlanType } from '@atelier/contracts';
import { AppError } from '@atelier/platform/src/pure';
import type { PlansTable } from '../repo/database';

/** What an admin writes (amount in subunits). */
export type PlanInput = Pick<PlansTable, 'name' | 'amount' | 'currency' | 'credits' | 'type' | 'data'>;

const bad = (msg: string) => new AppError('INVALID_ARGUMENT', msg);

/** Checks and trims a plan; throws INVALID_ARGUMENT with the first broken rule's words. */
export function checkPlan(p: { name: string; amount: number; currency: string; credits: number; type: string; data: string }): PlanInput {
  const name = p.name.trim();
  if (!name) throw bad(BILLING_MSG.planName);
  if (name.length > BILLING_LIMITS.planNameMax) throw bad(BILLING_MSG.planNameMax);
  // Razorpay's minimum order is 100 subunits; the form's limits are in major units. A free plan is
  // never sold: it costs 0.
  const free = p.type === 'free';
  if (free ? p.amount !== 0 : !Number.isInteger(p.amount) || p.amount < BILLING_LIMITS.planAmountMin * 100 || p.amount > BILLING_LIMITS.planAmountMax * 100)
    throw bad(free ? BILLING_MSG.planFreeAmount : BILLING_MSG.planAmountRange);
  const currency = Currency.safeParse(p.currency);
  if (!currency.success) throw bad(BILLING_MSG.planCurrency);
  if (!Number.isInteger(p.credits) || p.credits < 1 || p.credits > BILLING_LIMITS.planCreditsMax) throw bad(BILLING_MSG.planCreditsRange);
  const type = PlanType.safeParse(p.type);
  if (!type.success) throw bad(BILLING_MSG.planType);
  const data = p.data.trim();
  if (!data) throw bad(BILLING_MSG.planData);
  if (data.length > BILLING_LIMITS.planDataMax) throw bad(BILLING_MSG.planDataMax);
  return { name, amount: p.amount, currency: currency.data, credits: p.credits, type: type.data, data };
}

export function checkPlanStatus(status: string): PlanStatus {
  const s = PlanStatus.safeParse(status);
  if (!s.success) throw bad(BILLING_MSG.planStatus);
  return s.data;
}

/**
 * What a fresh install sells, so the product is usable at once; admins change them later. Each has
 * a seed key, so seeding is idempotent. Every sold plan costs at least Razorpay's minimum (the
 * schema's CHECK); the free one costs 0: it is granted on sign-up and never sold (BILLING_MSG.planFree).
 */
export const SEED_PLANS: ReadonlyArray<PlanInput & { seedKey: string }> = [
  { seedKey: 'free', name: 'Free', amount: 0, currency: 'INR', credits: 20, type: 'free', data: 'Granted once when you sign up' },
  { seedKey: 'trial-inr', name: 'Trial', amount: 4_900, currency: 'INR', credits: 60, type: 'trial', data: 'Try every tool once' },
  { seedKey: 'starter-inr', name: 'Starter', amount: 49_900, currency: 'INR', credits: 500, type: 'paid', data: '500 credits for images, edits and up-scales' },
  { seedKey: 'starter-usd', name: 'Starter', amount: 999, currency: 'USD', credits: 500, type: 'paid', data: '500 credits for images, edits and up-scales' },
];
