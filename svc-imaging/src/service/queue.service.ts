// The built-in job queue (issue 10): the admin's list with counts per state, cancel (admin: any
// pending or running job; the owner: their own), retry (a failed or canceled job runs again as a NEW
// job with a new hold), and prune (finished jobs older than N days go; their images stay).
// Cancel is exact: one conditional update on the job row decides between the cancel and a worker
// finishing it at the same moment (repo markCanceled vs finishJob), and only the winner writes the
// job's outcome event — JobFailed here, or JobSucceeded by the worker — from which billing settles
// the hold (released or captured) once. A running job's worker notices at its
// next heartbeat (the lease renewal finds the job no longer running), its adapter's signal aborts and
// the adapter stops the node job where the protocol allows (docs/gpu-adapters.md).
import { ADMIN_LIMITS, ADMIN_MSG, IMAGING_MSG, JOB_FAILURE, JobStatus } from '@atelier/contracts';
import { AppError, isUuid, type Actor } from '@atelier/platform';
import { publishAudit } from '../events/audit.publisher';
import { publishJobFailed } from '../events/job-events.publisher';
import type { InputKeys } from '../repo/database';
import { imagesOfJob, markJobImagesFailed } from '../repo/images.repository';
import * as repo from '../repo/jobs.repository';
import { findModel } from '../repo/models.repository';
import type { ImagingContext } from './context';
import { enqueue } from './submit.service';

export interface QueueFilter {
  status: string;
  modelId: string;
  userId: string;
  page: number;
}

export interface QueuePage {
  rows: repo.QueueRow[];
  count: number;
  counts: Record<JobStatus, number>;
}

/** Newest first, ADMIN_LIMITS.jobPageSize a page; an id filter that is no uuid matches nothing. */
export async function listJobs(ctx: ImagingContext, f: QueueFilter): Promise<QueuePage> {
  let status: JobStatus | undefined;
  if (f.status) {
    const p = JobStatus.safeParse(f.status);
    if (!p.success) throw new AppError('INVALID_ARGUMENT', `unknown job status "${f.status}"`);
    status = p.data;
  }
  const counts = await repo.countByStatus(ctx.db);
  if ((f.modelId && !isUuid(f.modelId)) || (f.userId && !isUuid(f.userId))) return { rows: [], count: 0, counts };
  const filter = { status, modelId: f.modelId || undefined, userId: f.userId || undefined };
  const page = Math.max(1, f.page || 1);
  const [rows, count] = await Promise.all([
    repo.listQueue(ctx.db, filter, ADMIN_LIMITS.jobPageSize, (page - 1) * ADMIN_LIMITS.jobPageSize),
    repo.countQueue(ctx.db, filter),
  ]);
  return { rows, count, counts };
}

async function queueJob(ctx: ImagingContext, id: string): Promise<repo.QueueRow> {
  const job = isUuid(id) ? await repo.findQueueJob(ctx.db, id) : undefined;
  if (!job) throw new AppError('NOT_FOUND', ADMIN_MSG.jobNotFound);
  return job;
}

/** Who cancels: an admin (any job, audited) or the job's owner (their own; someone else's is NOT_FOUND). */
export type Canceler = { actor: Actor } | { ownerId: string };

export async function cancelJob(ctx: ImagingContext, id: string, by: Canceler): Promise<repo.QueueRow> {
  const job = await queueJob(ctx, id);
  if ('ownerId' in by && job.user_id !== by.ownerId) throw new AppError('NOT_FOUND', ADMIN_MSG.jobNotFound);
  await ctx.db.transaction().execute(async (trx) => {
    const done = await repo.markCanceled(trx, job.id, JOB_FAILURE.canceled);
    // Finished meanwhile (or already): nothing changes, nothing is audited, nothing is settled here.
    if (!done) throw new AppError('FAILED_PRECONDITION', ADMIN_MSG.jobNotCancelable);
    await markJobImagesFailed(trx, job.id, JOB_FAILURE.canceled);
    // JobFailed with the canceled records: the studio's live stream turns the tiles at once, and
    // billing releases the hold when it hears it.
    const finishedAt = (done.finished_at ?? new Date()).toISOString();
    await publishJobFailed(ctx.outbox, trx, { job_id: job.id, user_id: job.user_id, error: JOB_FAILURE.canceled, finished_at: finishedAt }, await imagesOfJob(trx, job.id));
    if ('actor' in by) {
      await publishAudit(ctx.outbox, trx, by.actor, { action: 'job.cancel', entity_type: 'job', entity_id: job.id, before: { status: job.status }, after: { status: 'canceled' } });
    }
  });
  return queueJob(ctx, id);
}

/** A failed or canceled job again, as a new job of the same owner with the same parameters and
 *  inputs, and a new hold on the owner's credits (PAYMENT_REQUIRED when they lack them). */
export async function retryJob(ctx: ImagingContext, actor: Actor, id: string): Promise<repo.QueueRow> {
  const job = await queueJob(ctx, id);
  if (job.status !== 'failure' && job.status !== 'canceled') throw new AppError('FAILED_PRECONDITION', ADMIN_MSG.jobNotRetryable);
  const model = await findModel(ctx.db, job.model_id);
  if (!model || model.status !== 'active') throw new AppError('FAILED_PRECONDITION', IMAGING_MSG.modelUnavailable);
  const keys = job.input_keys as InputKeys;
  const read = async (key: string | undefined) => {
    if (!key) return undefined;
    const obj = await ctx.objects.get(key);
    if (!obj) throw new AppError('FAILED_PRECONDITION', ADMIN_MSG.jobNotRetryable);
    return obj.body;
  };
  const p = job.params;
  // Read before the hold: a job whose stored inputs are gone is refused without touching credits
  // (they are our own PNGs already, so there is nothing to decode).
  const inputs = { image: await read(keys.image), mask: await read(keys.mask) };
  const { jobId } = await enqueue(
    ctx,
    {
      userId: job.user_id,
      operation: job.operation,
      model,
      prompt: p.prompt,
      negativePrompt: p.negativePrompt,
      imageSize: `${p.width}*${p.height}`,
      size: { width: p.width, height: p.height },
      count: p.count,
      makePublic: p.makePublic,
      ...(p.seed != null ? { seed: p.seed } : {}),
      ...(p.upscale ? { upscale: p.upscale } : {}),
      ...(p.outpaint ? { outpaint: p.outpaint } : {}),
      inputs: async () => inputs,
    },
    (trx, newId) => publishAudit(ctx.outbox, trx, actor, { action: 'job.retry', entity_type: 'job', entity_id: job.id, before: { status: job.status }, after: { retried_as: newId } }),
  );
  return queueJob(ctx, jobId);
}

/** Deletes finished jobs (success, failure, canceled) that ended more than `days` ago (≥ 1: their
 *  holds were settled long before, by billing from their outcome events, which outlive the job rows
 *  in the outbox). Their images stay (feeds, history); their staged inputs go with them. */
export async function pruneJobs(ctx: ImagingContext, actor: Actor, days: number): Promise<number> {
  if (!Number.isInteger(days) || days < ADMIN_LIMITS.pruneDaysMin || days > ADMIN_LIMITS.pruneDaysMax) throw new AppError('INVALID_ARGUMENT', ADMIN_MSG.pruneDays);
  const pruned = await ctx.db.transaction().execute(async (trx) => {
    const rows = await repo.deleteFinishedBefore(trx, days);
    await publishAudit(ctx.outbox, trx, actor, { action: 'job.prune', entity_type: 'job', entity_id: 'jobs', after: { older_than_days: days, pruned: rows.length } });
    return rows;
  });
  const inputs = pruned.flatMap((r) => Object.values(r.input_keys as InputKeys)).filter((k): k is string => !!k);
  await Promise.all(inputs.map((k) => ctx.objects.delete(k).catch((err) => ctx.logger.warn({ err, key: k }, 'deleting a pruned job input failed'))));
  return pruned.length;
}
