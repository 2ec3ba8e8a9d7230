// Publishers of imaging's events on "imaging.job.v1" (key = job id), written to the outbox inside
// the caller's transaction (or as rows for a statement that writes them with its change). Payloads
// follow proto/atelier/events/v1/imaging_events.proto; the finished-job events carry the image
// records as the same transaction left them, so listeners need no call back into imaging.
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

/** The rows of a success's events, for the one statement that writes them with the success
 *  (repo/success.repository.ts): JobSucceeded with `images` (the records as that statement leaves
 *  them: images.repository succeeded()), and ImagePublished for each public image. Each payload's
 *  time (finished_at, published_at: the job's finish) is the statement's; `timeFields` names it. */
export function jobSucceededEvents(outbox: Outbox, job: { job_id: string; user_id: string; credits: number }, images: ImageRow[]) {
  const succeeded: Omit<Required<JobSucceeded>, 'finished_at'> = { ...job, ...jobImages(images) };
  const published = images
    .filter((i) => i.make_public)
    .map((i) => {
      const p: Omit<Required<ImagePublished>, 'published_at'> = { image_id: i.id, job_id: job.job_id, user_id: job.user_id, prompt: i.prompt };
      return outbox.rowOf(topicEvent(TOPICS.jobs, 'ImagePublished', job.job_id, p as Required<ImagePublished>));
    });
  return {
    rows: [outbox.rowOf(topicEvent(TOPICS.jobs, 'JobSucceeded', job.job_id, succeeded as Required<JobSucceeded>)), ...published],
    timeFields: ['finished_at', ...published.map(() => 'published_at')],
  };
}

export function publishJobFailed(outbox: Outbox, trx: Db, p: FinishedJob<JobFailed>, images: ImageRow[]) {
  const payload: Required<JobFailed> = { ...p, ...jobImages(images) };
  return outbox.add(trx, topicEvent(TOPICS.jobs, 'JobFailed', p.job_id, payload));
}
