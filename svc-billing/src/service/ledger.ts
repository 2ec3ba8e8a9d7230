// How credits move (architecture §7): applyEntry writes a ledger entry and the wallet it leaves, in
// the caller's transaction, with CreditsChanged in the outbox beside them. A wallet row lock
// serialises one user's entries, so `balance_after` is exact and concurrent holds cannot overdraw;
// UNIQUE(source, source_id) makes a retried operation a no-op (null is returned). Every rule that
// refuses (not enough credits) is checked here, before the database's CHECKs would refuse the same
// thing less kindly. The two paths every job runs apply the same rules in fewer round trips (issue
// 12): a Hold in one statement (repo/holds.repository.ts takeHold) and a batch of settlements in
// two (holds.service.ts settledEntries: lockWallets, writeEntries); docs/billing.md says why they
// are exact.
import { AppError } from '@atelier/platform';
import { BILLING_MSG } from '@atelier/contracts';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import type { Db, EntryKind } from '../repo/database';
import { ensureWallet, entryExists, findWallet, lockWallet, writeEntry } from '../repo/wallets.repository';
import type { BillingContext } from './context';

export interface EntryInput {
  userId: string;
  kind: EntryKind;
  /** With sourceId, the entry's identity: applying the same pair twice changes nothing. */
  source: string;
  sourceId: string;
  /** Change of the balance (signed). */
  delta: number;
  /** Change of the held amount (signed; holds +n, capture and release -n). */
  heldDelta?: number;
  /** The report's Request ID and service words. */
  requestId: string;
  service: string;
  note?: string;
}

export interface WalletState {
  balance: number;
  held: number;
  owed: number;
  /** balance - held: what can be spent now. */
  credits: number;
}

/** Applies one entry; null when (source, sourceId) was applied before. Throws PAYMENT_REQUIRED
 *  (BILLING_MSG.notEnoughCredits) when the balance would go below the held amount or below 0. */
export async function applyEntry(ctx: Pick<BillingContext, 'outbox' | 'now'>, trx: Db, e: EntryInput): Promise<WalletState | null> {
  const wallet = await lockedWalletOf(trx, e.userId);
  const heldDelta = e.heldDelta ?? 0;
  const balance = wallet.balance + e.delta;
  const held = wallet.held + heldDelta;
  if (balance < 0 || held < 0 || held > balance) {
    // A retry of an entry applied before changes nothing, even when the rule would refuse it now.
    if (await entryExists(trx, e.source, e.sourceId)) return null;
    throw new AppError('PAYMENT_REQUIRED', BILLING_MSG.notEnoughCredits);
  }

  const now = ctx.now();
  // The entry's unique key is the retry check: an entry applied before (by a retry that took the
  // wallet lock first) makes this write nothing, wallet included.
  const written = await writeEntry(
    trx,
    {
      user_id: e.userId,
      kind: e.kind,
      source: e.source,
      source_id: e.sourceId,
      delta: e.delta,
      held_delta: heldDelta,
      balance_after: balance,
      held_after: held,
      request_id: e.requestId,
      service: e.service,
      note: e.note ?? null,
      created_at: now,
    },
    { balance, held },
  );
  if (!written) return null;
  await ctx.outbox.add(
    trx,
    topicEvent(TOPICS.credits, 'CreditsChanged', e.userId, {
      user_id: e.userId,
      credits: balance - held,
      held,
      balance,
      entry_kind: e.kind,
      source_id: e.sourceId,
      changed_at: now.toISOString(),
    }),
  );
  return { balance, held, owed: wallet.owed, credits: balance - held };
}

/** The wallet, created if missing and row-locked until the transaction ends: what a rule deciding
 *  on the balance reads, so no entry of another transaction can slip in before its own entry. One
 *  statement once the wallet exists (it is created at the user's first entry only). */
export async function lockedWalletOf(trx: Db, userId: string): Promise<WalletState> {
  let w = await lockWallet(trx, userId);
  if (!w) {
    await ensureWallet(trx, userId);
    w = await lockWallet(trx, userId);
    if (!w) throw new Error(`wallet of ${userId} missing after it was ensured`);
  }
  return { ...w, credits: w.balance - w.held };
}

/** The wallet as it stands (zeros for a user with no entry yet). */
export async function walletOf(db: Db, userId: string): Promise<WalletState> {
  const w = await findWallet(db, userId);
  const balance = w?.balance ?? 0;
  const held = w?.held ?? 0;
  return { balance, held, owed: w?.owed ?? 0, credits: balance - held };
}

