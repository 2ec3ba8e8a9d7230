// A user's wallet as the badge reads it, and an admin's adjustment: an `adjust` ledger entry with
// the reason as its note, idempotent by the request id, refused when it would take more than the
// available credits (the balance never goes below zero nor below what running jobs hold).
import { BILLING_MSG } from '@atelier/contracts';
import { AppError, isUuid } from '@atelier/platform';
import { checkAdjust, ENTRY_SERVICE, ENTRY_SOURCE, type AdjustInput } from '../domain/ledger';
import type { BillingContext } from './context';
import { applyEntry, walletOf, type WalletState } from './ledger';

/** The wallet; zeros for an unknown user (or an id that is not a uuid: nobody's). */
export function getCredits(ctx: BillingContext, userId: string): Promise<WalletState> {
  if (!isUuid(userId)) return Promise.resolve({ balance: 0, held: 0, owed: 0, credits: 0 });
  return walletOf(ctx.db, userId);
}

export async function adjustCredits(ctx: BillingContext, req: AdjustInput & { adminId: string }): Promise<WalletState> {
  const a = checkAdjust(req);
  const wallet = await ctx.db.transaction().execute(async (trx) => {
    try {
      const after = await applyEntry(ctx, trx, {
        userId: a.userId,
        kind: 'adjust',
        source: ENTRY_SOURCE.admin,
        sourceId: a.requestId,
        delta: a.amount,
        requestId: a.requestId,
        service: ENTRY_SERVICE.adjust,
        note: a.reason,
      });
      // null: this request was applied before; answer the wallet as it stands.
      return after ?? (await walletOf(trx, a.userId));
    } catch (err) {
      // applyEntry's one refusal (the balance would drop below 0 or below the held credits).
      if (err instanceof AppError && err.code === 'PAYMENT_REQUIRED') throw new AppError('FAILED_PRECONDITION', BILLING_MSG.adjustBelowZero);
      throw err;
    }
  });
  ctx.logger.info({ admin_id: req.adminId, user_id: a.userId, amount: a.amount, request_id: a.requestId }, 'credits adjusted');
  return wallet;
}
