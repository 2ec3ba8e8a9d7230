// Recovery, run periodically by every worker: jobs whose lease expired (their worker died or hung)
// go back to the queue for ANOTHER instance, or fail once their attempts are used up; pending jobs
// whose model lost every active instance fail after a grace period instead of waiting forever.
// Their JobFailed releases their holds (billing follows it), so there is nothing to settle here.
import { JOB_FAILURE as FAILURE } from '@atelier/contracts';
import { lockExpiredLeases, lockStrandedPending, requeueJob, sweepDue } from '../repo/jobs.repository';
import type { ImagingContext } from '../service/context';
import { failJob } from './outcomes';

const BATCH = 50;
/** How long a job may wait for its model to get an active instance back (an admin's quick toggle). */
export const STRANDED_AFTER_MS = 2 * 60_000;

export async function sweep(ctx: ImagingContext, maxAttempts: number, strandedAfterMs = STRANDED_AFTER_MS): Promise<{ requeued: number; failed: number }> {
  let failed = 0;
  let requeued = 0;
  // Nothing to recover (the usual case): one statement, no transaction (was BEGIN, two locking reads, COMMIT).
  if (!(await sweepDue(ctx.db, strandedAfterMs))) return { requeued, failed };
  await ctx.db.transaction().execute(async (trx) => {
    for (const job of await lockExpiredLeases(trx, BATCH)) {
      if (job.attempts >= maxAttempts) {
        if (await failJob(ctx, trx, job, null, FAILURE.attempts)) failed++;
      } else if (await requeueJob(trx, job.id, { owner: null, instanceId: job.instance_id, delayMs: 0 })) {
        requeued++;
      }
    }
    for (const job of await lockStrandedPending(trx, strandedAfterMs, BATCH)) {
      if (await failJob(ctx, trx, job, null, FAILURE.noInstance, 'pending')) failed++;
    }
  });
  if (requeued || failed) ctx.logger.info({ requeued, failed }, 'expired leases swept');
  return { requeued, failed };
}
