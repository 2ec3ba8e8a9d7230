// Recovery, run periodically by every worker: jobs whose lease expired (their worker died or hung)
// go back to the queue for ANOTHER instance, or fail once their attempts are used up; pending jobs
// whose model lost every active instance fail after a grace period instead of waiting forever;
// finished jobs whose hold was never settled (a crash between commit and billing) are settled now.
import { JOB_FAILURE as FAILURE } from '@atelier/contracts';
import { lockExpiredLeases, lockStrandedPending, requeueJob, unsettledJobs, type JobRow } from '../repo/jobs.repository';
import type { ImagingContext } from '../service/context';
import { failJob, settleHold } from './outcomes';

const BATCH = 50;
/** Settlement normally follows the commit within milliseconds; only older stragglers are swept. */
const SETTLE_GRACE_MS = 10_000;
/** How long a job may wait for its model to get an active instance back (an admin's quick toggle). */
export const STRANDED_AFTER_MS = 2 * 60_000;

export async function sweep(ctx: ImagingContext, maxAttempts: number, strandedAfterMs = STRANDED_AFTER_MS): Promise<{ requeued: number; failed: number; settled: number }> {
  const failed: JobRow[] = [];
  let requeued = 0;
  await ctx.db.transaction().execute(async (trx) => {
    for (const job of await lockExpiredLeases(trx, BATCH)) {
      if (job.attempts >= maxAttempts) {
        if (await failJob(ctx, trx, job, null, FAILURE.attempts)) failed.push(job);
      } else if (await requeueJob(trx, job.id, { owner: null, instanceId: job.instance_id, delayMs: 0 })) {
        requeued++;
      }
    }
    for (const job of await lockStrandedPending(trx, strandedAfterMs, BATCH)) {
      if (await failJob(ctx, trx, job, null, FAILURE.noInstance, 'pending')) failed.push(job);
    }
  });
  for (const job of failed) await settleHold(ctx, job, 'release');
  const stragglers = await unsettledJobs(ctx.db, SETTLE_GRACE_MS, BATCH);
  for (const job of stragglers) await settleHold(ctx, job, job.status === 'success' ? 'capture' : 'release');
  if (requeued || failed.length) ctx.logger.info({ requeued, failed: failed.length }, 'expired leases swept');
  return { requeued, failed: failed.length, settled: stragglers.length };
}
