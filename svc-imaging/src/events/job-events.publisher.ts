// Publishers of imaging's events on "imaging.job.v1" (key = job id), written to the outbox inside
// the caller's transaction. Payloads follow proto/atelier/events/v1/imaging_events.proto; the
// finished-job events carry the image records as the same transaction left them (read them after
// the status change), so listeners need no call back into imaging.
import type { Outbox } from '@atelier/platform';
import type { ImagePublished } from '@atelier/proto/gen/atelier/events/v1/ImagePublished';
import type { JobFailed } from '@atelier/proto/gen/atelier/events/v1/JobFailed';
import type { JobRequested } from '@atelier/proto/gen/atelier/events/v1/JobRequested';
import type { JobSucceeded } from '@atelier/proto/gen/atelier/events/v1/JobSucceeded';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import type { Db } from '../repo/database';
import type { ImageRow } from '../repo/images.repository';
import { toProtoImage } from '../rpc/mapping';

type FinishedJob<P> = Omit<Required<P>, 'image_ids' | 'images'>;

/** image_ids (kept for billing/admin) and the full records, in image order. */
function jobImages(images: ImageRow[]) {
  return { image_ids: images.map((i) => i.id), images: images.map(toProtoImage) };
}

export function publishJobRequested(outbox: Outbox, trx: Db, p: Required<JobRequested>) {
  return outbox.add(trx, topicEvent(TOPICS.jobs, 'JobRequested', p.job_id, p));
}

/** JobRequested's outbox row, for the submit's statement that writes it with the job (repo/submit.repository.ts). */
export function jobRequestedRow(outbox: Outbox, p: Required<JobRequested>) {
  return outbox.rowOf(topicEvent(TOPICS.jobs, 'JobRequested', p.job_id, p));
}

export function publishJobSucceeded(outbox: Outbox, trx: Db, p: FinishedJob<JobSucceeded>, images: ImageRow[]) {
  const payload: Required<JobSucceeded> = { ...p, ...jobImages(images) };
  return outbox.add(trx, topicEvent(TOPICS.jobs, 'JobSucceeded', p.job_id, payload));
}

export function publishJobFailed(outbox: Outbox, trx: Db, p: FinishedJob<JobFailed>, images: ImageRow[]) {
  const payload: Required<JobFailed> = { ...p, ...jobImages(images) };
  return outbox.add(trx, topicEvent(TOPICS.jobs, 'JobFailed', p.job_id, payload));
}

export function publishImagePublished(outbox: Outbox, trx: Db, p: Required<ImagePublished>) {
  return outbox.add(trx, topicEvent(TOPICS.jobs, 'ImagePublished', p.job_id, p));
}
