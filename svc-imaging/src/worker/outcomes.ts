// The end of a job: failure (images marked, JobFailed with the failed records) inside the caller's
// transaction, and the settlement of its credit hold afterwards. Settlement is a call to billing, so
// it runs after the commit; if this process dies in between, the sweeper settles it
// (jobs.hold_settled_at is null).
import { AppError, type AppErrorCode } from '@atelier/platform';
import { publishJobFailed } from '../events/job-events.publisher';
import type { Db } from '../repo/database';
import { imagesOfJob, markJobImagesFailed } from '../repo/images.repository';
import { finishJob, markHoldSettled, type JobRow } from '../repo/jobs.repository';
import type { ImagingContext } from '../service/context';

/** Fails a running job (or, for the sweeper holding the row lock, a stranded pending one). */
export async function failJob(ctx: ImagingContext, trx: Db, job: JobRow, owner: string | null, error: string, from: 'running' | 'pending' = 'running'): Promise<boolean> {
  const done = await finishJob(trx, job.id, owner, 'failure', error, from);
  if (!done) return false;
  await markJobImagesFailed(trx, job.id, error);
  const images = await imagesOfJob(trx, job.id);
  await publishJobFailed(ctx.outbox, trx, { job_id: job.id, user_id: job.user_id, error, finished_at: (done.finished_at ?? new Date()).toISOString() }, images);
  return true;
}

export async function failAndRelease(ctx: ImagingContext, job: JobRow, owner: string, error: string): Promise<void> {
  const failed = await ctx.db.transaction().execute((trx) => failJob(ctx, trx, job, owner, error));
  if (failed) await settleHold(ctx, job, 'release');
}

/** Billing's answers that no retry can change: it knows no such hold (NOT_FOUND; e.g. a hold from
 *  before billing existed), or the hold was settled the other way (FAILED_PRECONDITION; e.g. billing's
 *  own sweeper released it after its timeout). Retrying those would loop forever. */
const FINAL_ANSWERS: ReadonlySet<AppErrorCode> = new Set(['NOT_FOUND', 'FAILED_PRECONDITION', 'INVALID_ARGUMENT']);

/** Capture on success, release otherwise; billing is idempotent per hold, the row records it once.
 *  A transient failure leaves the row unsettled for the sweeper; a final answer settles it, logged. */
export async function settleHold(ctx: ImagingContext, job: Pick<JobRow, 'id' | 'hold_id'>, how: 'capture' | 'release'): Promise<void> {
  try {
    if (how === 'capture') await ctx.billing.capture(job.hold_id);
    else await ctx.billing.release(job.hold_id);
  } catch (err) {
    if (!(err instanceof AppError && FINAL_ANSWERS.has(err.code))) {
      ctx.logger.warn({ err, job_id: job.id }, `settling the credit hold (${how}) failed; the sweeper retries`);
      return;
    }
    ctx.logger.warn({ err, job_id: job.id, hold_id: job.hold_id }, `billing cannot ${how} this hold; it is left as billing has it`);
  }
  await markHoldSettled(ctx.db, job.id).catch((err) => ctx.logger.warn({ err, job_id: job.id }, 'recording the settled hold failed; the sweeper settles it again (idempotent)'));
}
