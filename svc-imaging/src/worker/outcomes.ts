// The failure of a job: the job and its images marked failed and JobFailed with the failed records,
// all in the caller's transaction. That event is also the job's settlement: billing follows imaging's
// outcome events and releases the hold on JobFailed, captures it on JobSucceeded (docs/billing.md
// "Settlement by event"), so nothing here calls billing and nothing is left to settle after a crash.
import { publishJobFailed } from '../events/job-events.publisher';
import type { Db } from '../repo/database';
import { imagesOfJob, markJobImagesFailed } from '../repo/images.repository';
import { finishJob, type JobRow } from '../repo/jobs.repository';
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

/** Fails a running job of this worker in a transaction of its own. */
export async function failRunningJob(ctx: ImagingContext, job: JobRow, owner: string, error: string): Promise<void> {
  await ctx.db.transaction().execute((trx) => failJob(ctx, trx, job, owner, error));
}
