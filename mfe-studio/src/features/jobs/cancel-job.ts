// Cancel on a pending tile (issue 10): POST /users/jobs/{parent_id}/cancel, then every pending
// image of that job is finished as canceled — a failure whose error is JOB_FAILURE.canceled, the
// words the server writes on a canceled job's images — through the tracker, so the screen's own
// failure handling runs once, without its error toast. Images canceled during this visit stay in
// the history, saying "Canceled" (other failures leave it, spec §4).
import type { ImageRecord } from '@atelier/contracts';
import { queryClient, queryKeys } from '@atelier/api-client';
import { useMutation } from '@tanstack/react-query';
import { create } from 'zustand';
import { serverMessage, studioErrorToast } from '../api/errors';
import { studioApi } from '../api/studio-api';
import { imageTracker } from '../tracking/image-tracker';
import { canceledRecord } from './canceled';

export { isCanceled } from './canceled';


/** Ids of the images canceled while the studio was open: kept in their history. */
export const useCanceledImages = create<{ ids: ReadonlySet<string>; add(ids: readonly string[]): void }>()((set) => ({
  ids: new Set(),
  add: (ids) => set((s) => ({ ids: new Set([...s.ids, ...ids]) })),
}));

/** The user's images of this job that are still pending. */
const pendingOfJob = (jobId: string): ImageRecord[] =>
  (queryClient.getQueryData<ImageRecord[]>(queryKeys.studio.userImages()) ?? []).filter((r) => r.parent_id === jobId && r.request_status === 'pending');

export function useCancelJob() {
  return useMutation({
    mutationFn: (jobId: string) => studioApi.cancelJob(jobId),
    onSuccess: (_answer, jobId) => {
      const records = pendingOfJob(jobId);
      useCanceledImages.getState().add(records.map((r) => r.id));
      records.forEach((r) => imageTracker.report(canceledRecord(r)));
    },
    // Already finished (409) or not found: the server's words; the tracker still brings its end.
    onError: (e) => studioErrorToast(serverMessage(e)),
  });
}
