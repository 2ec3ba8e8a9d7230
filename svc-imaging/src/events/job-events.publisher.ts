// Publishers of imaging's events on "imaging.job.v1" (key = job id), written to the outbox inside
// the caller's transaction. Payloads follow proto/atelier/events/v1/imaging_events.proto.
import type { Outbox } from '@atelier/platform';
import type { ImagePublished } from '@atelier/proto/gen/atelier/events/v1/ImagePublished';
import type { JobFailed } from '@atelier/proto/gen/atelier/events/v1/JobFailed';
import type { JobRequested } from '@atelier/proto/gen/atelier/events/v1/JobRequested';
import type { JobSucceeded } from '@atelier/proto/gen/atelier/events/v1/JobSucceeded';
import { TOPICS } from '@atelier/proto/events';
import type { Db } from '../repo/database';

export const JOB_TOPIC = TOPICS.jobs;

export function publishJobRequested(outbox: Outbox, trx: Db, p: Required<JobRequested>) {
  return outbox.add(trx, { topic: JOB_TOPIC, key: p.job_id, type: 'JobRequested', payload: p });
}

export function publishJobSucceeded(outbox: Outbox, trx: Db, p: Required<JobSucceeded>) {
  return outbox.add(trx, { topic: JOB_TOPIC, key: p.job_id, type: 'JobSucceeded', payload: p });
}

export function publishJobFailed(outbox: Outbox, trx: Db, p: Required<JobFailed>) {
  return outbox.add(trx, { topic: JOB_TOPIC, key: p.job_id, type: 'JobFailed', payload: p });
}

export function publishImagePublished(outbox: Outbox, trx: Db, p: Required<ImagePublished>) {
  return outbox.add(trx, { topic: JOB_TOPIC, key: p.job_id, type: 'ImagePublished', payload: p });
}
