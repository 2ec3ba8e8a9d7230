// What a canceled image looks like to the studio (pure, unit-tested): a failure whose error is
// JOB_FAILURE.canceled, the words svc-imaging writes on a canceled job's images — or a
// request_status of 'canceled', should the server ever say so outright.
import { JOB_FAILURE, type ImageRecord } from '@atelier/contracts';

export const isCanceled = (r: Pick<ImageRecord, 'request_status' | 'error'>): boolean =>
  (r.request_status as string) === 'canceled' || (r.request_status === 'failure' && r.error === JOB_FAILURE.canceled);

/** The record a pending image becomes once its job's cancel was accepted. */
export const canceledRecord = (r: ImageRecord): ImageRecord => ({ ...r, request_status: 'failure', error: JOB_FAILURE.canceled });
