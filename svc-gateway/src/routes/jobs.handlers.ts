// The job queue (admin) and a user's own cancel, and model instances' controls: imaging's RPCs
// (issue 10) mapped to the contract's shapes (packages/contracts/src/admin.ts). imaging verifies the
// admin again (requireAdmin) from the caller's token that forRequest put into the call metadata.
import { ADMIN_MSG, type AdminJobRow, type JobStatus } from '@atelier/contracts';
import type { Job__Output } from '@atelier/proto/gen/atelier/imaging/v1/Job';
import type { Handler, Handlers } from './context';
import { cacheKeys } from '../cache/read-cache';
import { instanceRecord } from './image-record';

const orNull = (v: string) => v || null;

/** A queue row as the admin's table reads it ("" from imaging means none). */
export function jobRow(j: Job__Output): AdminJobRow {
  return {
    id: j.id,
    status: j.status as JobStatus,
    operation: j.operation as AdminJobRow['operation'],
    user: { id: j.user_id, name: j.user_name },
    model: { id: j.model_id, name: j.model_name },
    instance: j.instance_id ? { id: j.instance_id, name: j.instance_name } : null,
    attempts: j.attempts,
    image_count: j.image_count,
    credits: j.credits,
    error: orNull(j.error),
    createdAt: j.created_at,
    startedAt: orNull(j.started_at),
    finishedAt: orNull(j.finished_at),
  };
}

const adminJobs: Handler<'adminJobs'> = async (s, { query }) => {
  const res = await s.imaging.ListJobs({ status: query.status ?? '', model_id: query.model_id ?? '', user_id: query.user_id ?? '', page: query.page ?? 1 });
  const c = res.counts;
  return {
    status: 'success',
    data: { rows: res.rows.map(jobRow), count: res.count, counts: { pending: c?.pending ?? 0, running: c?.running ?? 0, success: c?.success ?? 0, failure: c?.failure ?? 0, canceled: c?.canceled ?? 0 } },
  };
};

const adminCancelJob: Handler<'adminCancelJob'> = async (s, { params }) => {
  const res = await s.imaging.CancelJob({ job_id: params.id });
  return { status: 'success', msg: ADMIN_MSG.jobCanceled, data: jobRow(res.job!) };
};

const adminRetryJob: Handler<'adminRetryJob'> = async (s, { params }) => {
  const res = await s.imaging.RetryJob({ job_id: params.id });
  return { status: 'success', msg: ADMIN_MSG.jobRetried, data: jobRow(res.job!) };
};

const adminPruneJobs: Handler<'adminPruneJobs'> = async (s, { body }) => {
  const res = await s.imaging.PruneJobs({ older_than_days: body.older_than_days });
  return { status: 'success', msg: ADMIN_MSG.jobsPruned, data: { pruned: res.pruned } };
};

const adminPauseInstance: Handler<'adminPauseInstance'> = async (s, { params }) => {
  const res = await s.imaging.PauseModelInstance({ id: params.id });
  return { status: 'success', msg: ADMIN_MSG.instancePaused, data: instanceRecord(res.instance!) };
};

const adminResumeInstance: Handler<'adminResumeInstance'> = async (s, { params }) => {
  const res = await s.imaging.ResumeModelInstance({ id: params.id });
  return { status: 'success', msg: ADMIN_MSG.instanceResumed, data: instanceRecord(res.instance!) };
};

const adminTestInstance: Handler<'adminTestInstance'> = async (s, { params }) => {
  const res = await s.imaging.TestModelInstance({ id: params.id });
  return { status: 'success', msg: res.ok ? ADMIN_MSG.connectionOk : ADMIN_MSG.connectionFailed, data: { ok: res.ok, latency_ms: res.latency_ms, detail: res.detail } };
};

/** A user's own pending or running job; someone else's answers 404 like a missing one. */
const cancelJob: Handler<'cancelJob'> = async (s, { params, claims }) => {
  const res = await s.imaging.CancelOwnJob({ user_id: claims.sub, job_id: params.id });
  s.reads.invalidate(cacheKeys.credits(claims.sub)); // a pending job's hold is released
  return { status: 'success', msg: ADMIN_MSG.jobCanceled, data: { id: res.job!.id, status: res.job!.status as JobStatus } };
};

export const jobHandlers = {
  adminJobs,
  adminCancelJob,
  adminRetryJob,
  adminPruneJobs,
  adminPauseInstance,
  adminResumeInstance,
  adminTestInstance,
  cancelJob,
} satisfies Partial<Handlers>;
