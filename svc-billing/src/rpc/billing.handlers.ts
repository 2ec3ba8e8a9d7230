// The BillingService gRPC implementation: each handler maps the request to a use case (service/)
// and the result back to proto. No rules, no repository calls and no SQL here. The payments flow's
// handlers come from payments.handlers.ts. An admin operation's handler first makes sure the caller
// is a verified admin (requireAdmin: defence in depth behind the gateway's own guard) and hands the
// actor to the use case, which writes it into the audit log.
import type { BillingServiceDefinition } from '@atelier/proto/gen/atelier/billing/v1/BillingService';
import { requireAdmin, type ServiceImpl } from '@atelier/platform';
import type { BillingContext } from '../service/context';
import { adjustCredits, getCredits, getCreditsBatch } from '../service/credits.service';
import { setSubscription } from '../service/subscriptions.service';
import { capture, hold, release } from '../service/holds.service';
import * as plans from '../service/plans.service';
import { listCreditsBurn, listTransactions } from '../service/reports.service';
import { toProtoLedgerRow, toProtoPlan, toProtoTransaction, toProtoWallet } from './mapping';
import { paymentsHandlers } from './payments.handlers';

/** One async handler per RPC, typed from the generated definition (a missing one does not compile). */
export type BillingImpl = ServiceImpl<BillingServiceDefinition>;

const planFields = (p: { name: string; amount: number; currency: string; credits: number; type: string; data: string } | null) => ({
  name: p?.name ?? '',
  amount: p?.amount ?? 0,
  currency: p?.currency ?? '',
  credits: p?.credits ?? 0,
  type: p?.type ?? '',
  data: p?.data ?? '',
});

export function billingHandlers(ctx: BillingContext): BillingImpl {
  const admin = (call: Parameters<typeof requireAdmin>[0]) => requireAdmin(call, ctx.jwtSecret);
  return {
    async Hold(req) {
      const r = await hold(ctx, { userId: req.user_id, jobId: req.job_id, credits: req.credits, operation: req.operation });
      return { hold_id: r.holdId, wallet: toProtoWallet(r.wallet) };
    },
    async Capture(req) {
      return { changed: await capture(ctx, req.hold_id) };
    },
    async Release(req) {
      return { changed: await release(ctx, req.hold_id) };
    },

    async GetCredits(req) {
      return { wallet: toProtoWallet(await getCredits(ctx, req.user_id)) };
    },
    async ListTransactions(req) {
      const r = await listTransactions(ctx, req.user_id, req.page, req.page_size);
      return { rows: r.rows.map(toProtoTransaction), count: r.count };
    },
    async ListCreditsBurn(req) {
      const r = await listCreditsBurn(ctx, req.user_id, req.page, req.page_size);
      return { rows: r.rows.map(toProtoLedgerRow), count: r.count };
    },

    async ListPlans(req) {
      return { plans: (await plans.listPlans(ctx, req.active_only)).map(toProtoPlan) };
    },
    async CreatePlan(req, call) {
      return { plan: toProtoPlan(await plans.createPlan(ctx, admin(call), planFields(req))) };
    },
    async UpdatePlan(req, call) {
      return { plan: toProtoPlan(await plans.updatePlan(ctx, admin(call), req.id, planFields(req.plan), req.status)) };
    },
    async DeletePlan(req, call) {
      return { deactivated: await plans.deletePlan(ctx, admin(call), req.id) };
    },
    async AdjustCredits(req, call) {
      // The admin is the verified caller; the request's admin_id is not trusted for anything.
      const w = await adjustCredits(ctx, admin(call), { userId: req.user_id, amount: req.amount, reason: req.reason, requestId: req.request_id });
      return { wallet: toProtoWallet(w) };
    },
    async SetSubscription(req, call) {
      const r = await setSubscription(ctx, admin(call), req.user_id, req.subscription_type);
      return { subscription_type: r.subscriptionType, changed: r.changed };
    },
    async GetCreditsBatch(req) {
      return { credits: Object.fromEntries(await getCreditsBatch(ctx, req.user_ids)) };
    },

    ...paymentsHandlers(ctx),
  };
}
