// Handlers of the billing routes (spec §7 Payment, users/plans, users/get_credits, admin plans;
// issue 8): each maps one contract route to one BillingService RPC. The caller is always the
// subject of the verified access token. Money crosses gRPC in subunits and REST in major units
// (toSubunits/fromSubunits, packages/contracts billing.ts); the wire words (INR, paid, Credit…)
// are the contract's own, so only their types are narrowed here.
import {
  BILLING_LIMITS,
  BILLING_MSG,
  EXTRA_PATHS,
  fromSubunits,
  toSubunits,
  type Credits,
  type Currency,
  type LedgerRow,
  type Plan,
  type TransactionRow,
} from '@atelier/contracts';
import type { LedgerRow__Output } from '@atelier/proto/gen/atelier/billing/v1/LedgerRow';
import type { Plan__Output } from '@atelier/proto/gen/atelier/billing/v1/Plan';
import type { PlanInput } from '@atelier/proto/gen/atelier/billing/v1/PlanInput';
import type { Transaction__Output } from '@atelier/proto/gen/atelier/billing/v1/Transaction';
import type { Wallet__Output } from '@atelier/proto/gen/atelier/billing/v1/Wallet';
import type { Handler, Handlers } from './context';
import { cacheKeys } from '../cache/read-cache';
import { cachedAnswer } from '../cache/cached-answer';

/** The invoice download's path under the API base, as the Transaction Report links it. */
export function invoicePath(invoiceId: string): string {
  return EXTRA_PATHS.invoice.replace(':id', encodeURIComponent(invoiceId));
}

const credits = (w: Wallet__Output | null): Credits => ({ credits: w?.credits ?? 0, held: w?.held ?? 0 });

function planRecord(p: Plan__Output): Plan {
  return {
    id: p.id,
    name: p.name,
    amount: fromSubunits(p.amount),
    currency: p.currency as Currency,
    credits: p.credits,
    type: p.type as Plan['type'],
    data: p.data,
    status: p.status as Plan['status'],
    createdAt: p.created_at,
  };
}

function transactionRow(t: Transaction__Output): TransactionRow {
  return {
    id: t.id,
    createdAt: t.created_at,
    getway_txn_id: t.getway_txn_id,
    amount: fromSubunits(t.amount),
    currency: t.currency as Currency,
    credits: t.credits,
    status: t.status as TransactionRow['status'],
    invoice: t.invoice_id ? invoicePath(t.invoice_id) : null,
  };
}

function ledgerRow(r: LedgerRow__Output): LedgerRow {
  return {
    id: r.id,
    createdAt: r.created_at,
    request_id: r.request_id,
    service: r.service,
    amount: r.amount,
    credits_debits: r.credits_debits as LedgerRow['credits_debits'],
    balance: r.balance,
  };
}

/** A create/update body as billing takes it: the price in subunits. */
function planInput(body: { name: string; amount: number; currency?: Currency; credits: number; type?: Plan['type']; data: string }): PlanInput {
  // currency and type are required by the schema (its refine); only their static type allows undefined.
  return { name: body.name, amount: toSubunits(body.amount), currency: body.currency!, credits: body.credits, type: body.type!, data: body.data };
}

/** From the read cache: billing's CreditsChanged (every ledger entry) drops the user's wallet. */
export const getCredits: Handler<'getCredits'> = async (s, { claims, reply }) =>
  cachedAnswer(reply, 'getCredits', await s.reads.get(cacheKeys.credits(claims.sub), async () => credits((await s.billing.GetCredits({ user_id: claims.sub })).wallet)), (data) => ({
    status: 'success',
    data,
  }));

/** From the read cache: billing's PlansChanged (a plan's create, update or delete, the seed) drops the list. */
export const plans: Handler<'plans'> = async (s, { reply }) =>
  cachedAnswer(reply, 'plans', await s.reads.get(cacheKeys.activePlans, async () => (await s.billing.ListPlans({ active_only: true })).plans.map(planRecord)), (data) => ({
    status: 'success',
    data,
  }));

export const transactions: Handler<'transactions'> = async (s, { query, claims }) => {
  const res = await s.billing.ListTransactions({ user_id: claims.sub, page: query.page ?? 1, page_size: BILLING_LIMITS.reportPageSize });
  return { status: 'success', data: { rows: res.rows.map(transactionRow), count: res.count } };
};

export const creditsBurn: Handler<'creditsBurn'> = async (s, { query, claims }) => {
  const res = await s.billing.ListCreditsBurn({ user_id: claims.sub, page: query.page ?? 1, page_size: BILLING_LIMITS.reportPageSize });
  return { status: 'success', data: { rows: res.rows.map(ledgerRow), count: res.count } };
};

export const createOrder: Handler<'createOrder'> = async (s, { body, claims }) => {
  const o = await s.billing.CreateOrder({ user_id: claims.sub, plan_id: body.plan_id, buyer_state: body.state ?? '', buyer_country: body.country ?? '' });
  return {
    status: 'success',
    msg: BILLING_MSG.orderCreated,
    data: {
      key: o.key_id,
      amount: o.amount,
      currency: o.currency as Currency,
      name: o.name,
      email: o.email,
      description: o.description,
      order: { id: o.provider_order_id },
      test_mode: o.test_mode,
      checkout_script: o.checkout_script,
    },
  };
};

export const verifyPayment: Handler<'verifyPayment'> = async (s, { body, claims }) => {
  const res = await s.billing.VerifyPayment({ user_id: claims.sub, ...body });
  s.reads.invalidate(cacheKeys.credits(claims.sub));
  return { status: 'success', msg: BILLING_MSG.paymentVerified, data: credits(res.wallet) };
};

export const adminPlans: Handler<'adminPlans'> = async (s) => {
  const res = await s.billing.ListPlans({ active_only: false });
  return { status: 'success', data: res.plans.map(planRecord) };
};

export const adminCreatePlan: Handler<'adminCreatePlan'> = async (s, { body }) => {
  const res = await s.billing.CreatePlan(planInput(body));
  s.reads.invalidatePrefix(cacheKeys.plansPrefix);
  return { status: 'success', msg: BILLING_MSG.planCreated, data: planRecord(res.plan!) };
};

export const adminUpdatePlan: Handler<'adminUpdatePlan'> = async (s, { params, body }) => {
  const res = await s.billing.UpdatePlan({ id: params.id, plan: planInput(body), status: body.status! });
  s.reads.invalidatePrefix(cacheKeys.plansPrefix);
  return { status: 'success', msg: BILLING_MSG.planUpdated, data: planRecord(res.plan!) };
};

export const adminDeletePlan: Handler<'adminDeletePlan'> = async (s, { params }) => {
  const res = await s.billing.DeletePlan({ id: params.id });
  s.reads.invalidatePrefix(cacheKeys.plansPrefix);
  return { status: 'success', msg: res.deactivated ? BILLING_MSG.planDeactivated : BILLING_MSG.planDeleted };
};

/** The request id is the idempotency key: a retried request (same x-request-id) adjusts once. */
export const adminAdjustCredits: Handler<'adminAdjustCredits'> = async (s, { params, body, claims, request }) => {
  const res = await s.billing.AdjustCredits({ user_id: params.id, amount: body.amount, reason: body.reason, admin_id: claims.sub, request_id: String(request.id) });
  s.reads.invalidate(cacheKeys.credits(params.id));
  return { status: 'success', msg: BILLING_MSG.creditsAdjusted, data: credits(res.wallet) };
};

export const billingHandlers = {
  getCredits,
  plans,
  transactions,
  creditsBurn,
  createOrder,
  verifyPayment,
  adminPlans,
  adminCreatePlan,
  adminUpdatePlan,
  adminDeletePlan,
  adminAdjustCredits,
} satisfies Partial<Handlers>;
