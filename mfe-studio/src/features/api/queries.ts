// The studio's server state (docs/frontends.md "Server state"): the model and size lists behind
// its selects and the user's own images behind its histories, as TanStack Query options over the
// app's one cache; and the edits a running job makes to that cache (studioHistory).
import { queryClient, queryKeys } from '@atelier/api-client';
import type { ImageRecord } from '@atelier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { keepFinished, markRecordFailed, prependRecords, replaceRecord } from '../history/groups';
import { studioApi, type ModelListType } from './studio-api';

/** Models and sizes change only when an admin edits them. */
const OPTIONS_STALE_MS = 5 * 60_000;

export const modelsQuery = (type: ModelListType) =>
  queryOptions({ queryKey: queryKeys.studio.models(type), queryFn: () => studioApi.models(type), staleTime: OPTIONS_STALE_MS });

/** Spec §4: a model change fetches that model's sizes (nothing is asked before a model is chosen). */
export const sizesQuery = (modelId: string) =>
  queryOptions({ queryKey: queryKeys.studio.sizes(modelId), queryFn: () => studioApi.sizes(modelId), enabled: modelId !== '', staleTime: OPTIONS_STALE_MS });

export const userImagesQuery = () =>
  queryOptions({
    queryKey: queryKeys.studio.userImages(),
    queryFn: studioApi.userImages,
    // A refetch that started before an image finished must not put it back to pending.
    structuralSharing: (known: unknown, fresh: unknown) => keepFinished(known as ImageRecord[] | undefined, fresh as ImageRecord[]),
  });

const KEY = queryKeys.studio.userImages();
const edit = (fn: (list: ImageRecord[]) => ImageRecord[]) => queryClient.setQueryData<ImageRecord[]>(KEY, (list) => (list ? fn(list) : list));

/** What a job does to the history while the user watches. */
export const studioHistory = {
  /** Records the server accepted: at the top, pending. */
  add: (records: readonly ImageRecord[]) => queryClient.setQueryData<ImageRecord[]>(KEY, (list) => prependRecords(list, records)),
  /** A finished job: its record in place, and every view of the user's images refreshed. */
  finish(record: ImageRecord) {
    edit((list) => replaceRecord(list, record));
    void queryClient.invalidateQueries({ queryKey: KEY });
  },
  fail: (id: string, reason: string | null) => edit((list) => markRecordFailed(list, id, reason)),
};
