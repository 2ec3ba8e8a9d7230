// The end of a job: failure (images marked, JobFailed with the failed records) inside the caller's
// transaction, and the settlement of its credit hold afterwards. Settlement is a call to billing, so
// it runs after the commit; if this process dies in between, the sweeper settles it
// (jobs.hold_settled_at is null).
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

/** Capture on success, release otherwise; billing is idempotent per hold, the row records it once. */
export async function settleHold(ctx: ImagingContext, job: Pick<JobRow, 'id' | 'hold_id'>, how: 'capture' | 'release'): Promise<void> {
  try {
    if (how === 'capture') await ctx.billing.capture(job.hold_id);
    else await ctx.billing.release(job.hold_id);
    await markHoldSettled(ctx.db, job.id);
  } catch (err) {
    ctx.logger.warn({ err, job_id: job.id }, `settling the credit hold (${how}) failed; the sweeper retries`);
  }
}
