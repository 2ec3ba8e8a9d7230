// The BillingService gRPC implementation: each handler maps the request to a use case (service/)
// and the result back to proto. No rules, no repository calls and no SQL here. The payments flow's
// handlers come from payments.handlers.ts.
import type { BillingServiceDefinition } from '@atelier/proto/gen/atelier/billing/v1/BillingService';
import type { ServiceImpl } from '@atelier/platform';
import type { BillingContext } from '../service/context';
import { adjustCredits, getCredits } from '../service/credits.service';
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
    async CreatePlan(req) {
      return { plan: toProtoPlan(await plans.createPlan(ctx, planFields(req))) };
    },
    async UpdatePlan(req) {
      return { plan: toProtoPlan(await plans.updatePlan(ctx, req.id, planFields(req.plan), req.status)) };
    },
    async DeletePlan(req) {
      return { deactivated: await plans.deletePlan(ctx, req.id) };
    },
    async AdjustCredits(req) {
      const w = await adjustCredits(ctx, { userId: req.user_id, amount: req.amount, reason: req.reason, requestId: req.request_id, adminId: req.admin_id });
      return { wallet: toProtoWallet(w) };
    },

    ...paymentsHandlers(ctx),
  };
}
