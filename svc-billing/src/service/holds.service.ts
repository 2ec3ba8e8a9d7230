// Holds: imaging's Hold over gRPC, their settlement when imaging's job outcome events arrive
// (settleJobHolds, in the consumer's transaction; Capture / Release stay as RPCs), and the sweeper of
// stale ones. The hold row and its ledger entry always commit together. Idempotency: Hold by the
// job id (ledger key ('job-hold', job id) + holds.job_id unique), settlement by the conditional
// update of the hold's state (only one settlement moves it off 'held') and the ledger key.
import { AppError, startPeriodic, uuidv7 } from '@atelier/platform';
import { BILLING_MSG } from '@atelier/contracts';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import { checkHold, HOLD_MSG, HOLD_SOURCE, HOLD_SWEEP_BATCH, HOLD_SWEEP_INTERVAL_MS, HOLD_TIMEOUT_MS, serviceOf } from '../domain/holds';
import type { Db } from '../repo/database';
import { findHold, findHoldOfJob, findHoldsOfJobs, lockStaleHolds, settleOpenHold, settleOpenHoldsOfJobs, takeHold, type HoldRow } from '../repo/holds.repository';
import { ensureWallet, lockWallets, writeEntries } from '../repo/wallets.repository';
import type { BillingContext } from './context';
import { applyEntry, walletOf, type WalletState } from './ledger';

export interface HoldResult {
  holdId: string;
  wallet: WalletState;
}

/** Reserves `credits` for a job. A retry (same job id) returns the first hold and changes nothing;
 *  short available credits → PAYMENT_REQUIRED BILLING_MSG.notEnoughCredits (HTTP 402), nothing stored.
 *  One statement when it holds (takeHold: the wallet lock, the check, the entry and the wallet, the
 *  hold row, CreditsChanged); the refusals, retries and a user's first wallet read more. */
export async function hold(ctx: BillingContext, req: { userId: string; jobId: string; credits: number; operation: string }): Promise<HoldResult> {
  const h = checkHold(req);
  const holdId = uuidv7();
  const now = ctx.now();
  const take = () =>
    takeHold(ctx.db, {
      id: holdId,
      user_id: h.userId,
      job_id: h.jobId,
      credits: h.credits,
      operation: h.operation,
      created_at: now,
      entry_id: uuidv7(),
      source: HOLD_SOURCE.hold,
      service: serviceOf(h.operation),
      changed_at: now.toISOString(),
      // CreditsChanged's envelope; its payload is built in the statement from the wallet it leaves.
      event: ctx.outbox.rowOf({ topic: TOPICS.credits, type: 'CreditsChanged', key: h.userId, payload: null }),
      schema: ctx.outbox.schema,
    });
  let took = await take();
  if (!took && h.credits === 0) {
    // The user's first entry and nothing to hold: the wallet is created (zeros) and the hold taken.
    await ensureWallet(ctx.db, h.userId);
    took = await take();
  }
  const w = took ?? { balance: 0, held: 0, owed: 0, written: false };
  if (w.written) return { holdId, wallet: { balance: w.balance, held: w.held + h.credits, owed: w.owed, credits: w.balance - w.held - h.credits } };
  // Nothing written: a retry (the job's hold entry exists — it answers the first hold even when the
  // credits have run out since), or short credits (no wallet yet reads as zeros; none is created).
  const first = await findHoldOfJob(ctx.db, h.jobId);
  if (!first) {
    if (w.held + h.credits > w.balance) throw new AppError('PAYMENT_REQUIRED', BILLING_MSG.notEnoughCredits);
    throw new Error(`ledger has a hold entry for job ${h.jobId} but no hold row`);
  }
  if (first.user_id !== h.userId) throw new AppError('FAILED_PRECONDITION', HOLD_MSG.otherUser);
  return { holdId: first.id, wallet: await walletOf(ctx.db, h.userId) };
}

/** Takes the held credits of a finished job: true when this call settled it, false when it was
 *  settled before (captured by a retry, or released: then nothing is taken). Unknown → NOT_FOUND. */
export function capture(ctx: BillingContext, holdId: string): Promise<boolean> {
  return settle(ctx, holdId, 'captured');
}

/** Gives the held credits back (failed or cancelled job); the same answers as capture. */
export function release(ctx: BillingContext, holdId: string): Promise<boolean> {
  return settle(ctx, holdId, 'released');
}

function settle(ctx: BillingContext, holdId: string, to: 'captured' | 'released'): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const settled = await settleOpenHold(trx, holdId, to, ctx.now());
    if (settled) {
      await settledEntry(ctx, trx, settled);
      return true;
    }
    if (!(await findHold(trx, holdId))) throw new AppError('NOT_FOUND', HOLD_MSG.notFound);
    return false;
  });
}

/** What a job outcome event did to the job's hold. */
export type JobSettlement = 'settled' | 'settled-before' | 'no-hold';

/**
 * Settles the holds of finished jobs (distinct ids) in the caller's transaction — the outcome
 * consumer's, shared with its inbox rows: 'captured' for a success, 'released' for a failure or a
 * cancel. Three statements for the batch, whatever its size: its open holds settled (one update),
 * the wallets of their users locked in user order (one select — so two batches that share users
 * lock them in one order and cannot deadlock; a Hold locks one wallet; the sweeper locks in user
 * order too), then every entry, the wallets they leave and their CreditsChanged in one statement
 * (writeEntries; the balances worked out here from the locked wallets, each user's entries in job
 * order). Once only: a hold settled before — by a redelivery, by the sweeper's release after its
 * timeout, or by an older imaging's Capture — changes nothing ('settled-before'; a capture after a
 * release takes nothing: that job was free). A job billing holds nothing for ('no-hold') is logged,
 * not retried. Answers in the order of `outcomes`. (+1 statement when some were not open.)
 */
export async function settleJobHolds(ctx: BillingContext, trx: Db, outcomes: ReadonlyArray<{ jobId: string; to: 'captured' | 'released' }>): Promise<JobSettlement[]> {
  if (!outcomes.length) return [];
  const jobIds = outcomes.map((o) => o.jobId);
  const settled = await settleOpenHoldsOfJobs(trx, { jobIds, capture: outcomes.filter((o) => o.to === 'captured').map((o) => o.jobId), at: ctx.now() });
  if (settled.length) await settledEntries(ctx, trx, settled);
  const done = new Set(settled.map((h) => h.job_id));
  if (done.size === outcomes.length) return outcomes.map(() => 'settled');
  // Rare (a redelivery, the sweeper first, no hold): say why.
  const rest = outcomes.filter((o) => !done.has(o.jobId));
  const before = new Map((await findHoldsOfJobs(trx, rest.map((o) => o.jobId))).map((h) => [h.job_id, h]));
  return outcomes.map((o) => {
    if (done.has(o.jobId)) return 'settled';
    const h = before.get(o.jobId);
    if (!h) {
      ctx.logger.warn({ job_id: o.jobId }, `a job outcome names a job billing holds nothing for; nothing to ${o.to === 'captured' ? 'capture' : 'release'}`);
      return 'no-hold';
    }
    if (h.state !== o.to) ctx.logger.info({ job_id: o.jobId, hold_id: h.id, state: h.state }, `the job's hold was ${h.state} before; nothing more is done`);
    return 'settled-before';
  });
}

/** The ledger entries of holds just settled (their state already moved, in this transaction), with
 *  the wallets they leave and their CreditsChanged: two statements (lock, write) for any number. */
async function settledEntries(ctx: BillingContext, trx: Db, settled: HoldRow[]): Promise<void> {
  const holds = [...settled].sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : a.job_id < b.job_id ? -1 : 1));
  const users = [...new Set(holds.map((h) => h.user_id))];
  const locked = new Map((await lockWallets(trx, users)).map((w) => [w.user_id, { ...w, n: 0 }]));
  const now = ctx.now();
  const entries = holds.map((h) => {
    const w = locked.get(h.user_id);
    // A hold's entry created the wallet: a settled hold without one is a broken ledger.
    if (!w) throw new Error(`wallet of ${h.user_id} missing for the settled hold of job ${h.job_id}`);
    const captured = h.state === 'captured';
    const delta = captured ? -h.credits : 0;
    const balance = w.balance + delta;
    const held = w.held - h.credits;
    // applyEntry's rule (never true of a consistent ledger: a hold's credits are held and covered).
    if (balance < 0 || held < 0 || held > balance) throw new AppError('PAYMENT_REQUIRED', BILLING_MSG.notEnoughCredits);
    w.balance = balance;
    w.held = held;
    w.n += 1;
    return {
      user_id: h.user_id,
      kind: captured ? ('capture' as const) : ('release' as const),
      source: captured ? HOLD_SOURCE.capture : HOLD_SOURCE.release,
      source_id: h.job_id,
      delta,
      held_delta: -h.credits,
      balance_after: balance,
      held_after: held,
      request_id: h.job_id,
      service: serviceOf(h.operation),
      k: w.n,
    };
  });
  const events = entries.map((e) =>
    ctx.outbox.rowOf(
      topicEvent(TOPICS.credits, 'CreditsChanged', e.user_id, {
        user_id: e.user_id,
        credits: e.balance_after - e.held_after,
        held: e.held_after,
        balance: e.balance_after,
        entry_kind: e.kind,
        source_id: e.source_id,
        changed_at: now.toISOString(),
      }),
    ),
  );
  const wallets = [...locked.values()].filter((w) => w.n > 0).map((w) => ({ user_id: w.user_id, balance: w.balance, held: w.held, n: w.n }));
  const written = await writeEntries(trx, { entries, wallets, events, now, schema: ctx.outbox.schema });
  if (written !== entries.length) throw new Error(`settling ${entries.length} holds wrote ${written} ledger entries`);
}

/** The ledger entry of a hold just settled (its state already moved, in the same transaction). */
async function settledEntry(ctx: BillingContext, trx: Db, h: HoldRow): Promise<void> {
  const captured = h.state === 'captured';
  await applyEntry(ctx, trx, {
    userId: h.user_id,
    kind: captured ? 'capture' : 'release',
    source: captured ? HOLD_SOURCE.capture : HOLD_SOURCE.release,
    sourceId: h.job_id,
    delta: captured ? -h.credits : 0,
    heldDelta: -h.credits,
    requestId: h.job_id,
    service: serviceOf(h.operation),
  });
}

/** Releases up to one batch of holds older than HOLD_TIMEOUT_MS; returns how many. Rows another
 *  billing process is sweeping are skipped (SKIP LOCKED). */
export async function sweepStaleHolds(ctx: BillingContext, batch = HOLD_SWEEP_BATCH): Promise<number> {
  const released = await ctx.db.transaction().execute(async (trx) => {
    const stale = await lockStaleHolds(trx, new Date(ctx.now().getTime() - HOLD_TIMEOUT_MS), batch);
    for (const h of stale) {
      const settled = await settleOpenHold(trx, h.id, 'released', ctx.now());
      if (settled) await settledEntry(ctx, trx, settled);
    }
    return stale.length;
  });
  if (released) ctx.logger.warn({ released }, 'released holds imaging never settled');
  return released;
}

/** Sweeps now and every interval (batch after batch while batches come back full); the returned
 *  stop waits for a sweep in progress. */
export function startHoldSweeper(ctx: BillingContext, intervalMs = HOLD_SWEEP_INTERVAL_MS): () => Promise<void> {
  return startPeriodic({
    name: 'hold sweep',
    intervalMs,
    logger: ctx.logger,
    // A full batch means more may be waiting: sweep again at once.
    run: async () => {
      while ((await sweepStaleHolds(ctx)) === HOLD_SWEEP_BATCH);
    },
  });
}
