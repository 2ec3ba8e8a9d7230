// The built-in job queue's calls: a page of jobs with the counts per state (refetched every
// QUEUE_REFRESH_MS while the tab is visible, so the counts move by themselves), and cancel,
// retry and prune, each reloading the queue.
import { api, queryClient, queryKeys } from '@atelier/api-client';
import type { BodyOf, JobStatus } from '@atelier/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const QUEUE_REFRESH_MS = 2500;

export interface QueueFilters {
  status: JobStatus | '';
  model_id: string;
  /** The user whose jobs are shown ('' = everyone); the name is for the filter's chip. */
  user: { id: string; name: string } | null;
  page: number;
}

export const NO_QUEUE_FILTERS: QueueFilters = { status: '', model_id: '', user: null, page: 1 };

/** The query string: only the filters that say something. */
export const jobsParams = (f: QueueFilters) => ({
  ...(f.status ? { status: f.status } : {}),
  ...(f.model_id ? { model_id: f.model_id } : {}),
  ...(f.user ? { user_id: f.user.id } : {}),
  page: f.page,
});

export const jobsQuery = (f: QueueFilters) =>
  queryOptions({
    queryKey: queryKeys.adminOps.jobs(jobsParams(f)),
    queryFn: async () => (await api.call('adminJobs', { query: jobsParams(f) })).data,
    placeholderData: keepPreviousData,
    // Live counts; TanStack Query pauses interval refetches while the tab is hidden.
    refetchInterval: QUEUE_REFRESH_MS,
  });

export const refreshAfterQueueChange = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminOps.all });

export const queueApi = {
  cancel: (id: string) => api.call('adminCancelJob', { params: { id } }),
  retry: (id: string) => api.call('adminRetryJob', { params: { id } }),
  prune: (body: BodyOf<'adminPruneJobs'>) => api.call('adminPruneJobs', body),
};
