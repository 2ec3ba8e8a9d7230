// A user's wallet as the badge reads it, the credits of a page of the admin's user report, and an
// admin's adjustment: an `adjust` ledger entry with the reason as its note, idempotent by the
// request id, refused when it would take more than the available credits (the balance never goes
// below zero nor below what running jobs hold), recorded as user.credits_adjust in the audit log.
import { BILLING_MSG } from '@atelier/contracts';
import { AppError, isUuid, type Actor } from '@atelier/platform';
import { checkAdjust, ENTRY_SERVICE, ENTRY_SOURCE, type AdjustInput } from '../domain/ledger';
import { creditsOf } from '../repo/wallets.repository';
import { recordAdminAction } from './audit';
import type { BillingContext } from './context';
import { applyEntry, lockedWalletOf, walletOf, type WalletState } from './ledger';

/** The most ids one GetCreditsBatch answers (the user report shows 10 a page). */
export const CREDITS_BATCH_MAX = 100;

/** The wallet; zeros for an unknown user (or an id that is not a uuid: nobody's). */
export function getCredits(ctx: BillingContext, userId: string): Promise<WalletState> {
  if (!isUuid(userId)) return Promise.resolve({ balance: 0, held: 0, owed: 0, credits: 0 });
  return walletOf(ctx.db, userId);
}

/** Credits available now per user id; 0 for ids billing does not know (or that are not uuids). */
export async function getCreditsBatch(ctx: BillingContext, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length > CREDITS_BATCH_MAX) throw new AppError('INVALID_ARGUMENT', `at most ${CREDITS_BATCH_MAX} user ids`);
  const known = await creditsOf(ctx.db, [...new Set(userIds.filter(isUuid))]);
  return new Map(userIds.map((id) => [id, known.get(id) ?? 0]));
}

export async function adjustCredits(ctx: BillingContext, actor: Actor, req: AdjustInput): Promise<WalletState> {
  const a = checkAdjust(req);
  const wallet = await ctx.db.transaction().execute(async (trx) => {
    try {
      const before = await lockedWalletOf(trx, a.userId);
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
      // null: this request was applied before; answer the wallet as it stands (audited then).
      if (!after) return walletOf(trx, a.userId);
      await recordAdminAction(ctx, trx, actor, {
        action: 'user.credits_adjust',
        entity_type: 'user',
        entity_id: a.userId,
        before: { credits: before.credits, balance: before.balance },
        after: { credits: after.credits, balance: after.balance, amount: a.amount, reason: a.reason },
      });
      return after;
    } catch (err) {
      // applyEntry's one refusal (the balance would drop below 0 or below the held credits).
      if (err instanceof AppError && err.code === 'PAYMENT_REQUIRED') throw new AppError('FAILED_PRECONDITION', BILLING_MSG.adjustBelowZero);
      throw err;
    }
  });
  ctx.logger.info({ admin_id: actor.id, user_id: a.userId, amount: a.amount, request_id: a.requestId }, 'credits adjusted');
  return wallet;
}
