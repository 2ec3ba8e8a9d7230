// The built-in job queue's calls: a page of jobs with the counts per state (refetched every
// QUEUE_REFRESH_MS while the tab is visible, so the counts move by themselves), and cancel,
// retry and prune, each reloading the queue.
import { api, queryClient, queryKeys } from '@atelier/api-client';
import type { JobStatus } from '@atelier/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { toastAnswer, toastProblem } from '../ops/errors';

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

const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminOps.all });

export function useQueueMutations(done?: () => void) {
  const settle = { onSuccess: (res: { status: string; msg: string }) => (toastAnswer(res), void reload(), done?.()), onError: toastProblem };
  return {
    cancel: useMutation({ mutationFn: (id: string) => api.call('adminCancelJob', { params: { id } }), ...settle }),
    retry: useMutation({ mutationFn: (id: string) => api.call('adminRetryJob', { params: { id } }), ...settle }),
    prune: useMutation({ mutationFn: (older_than_days: number) => api.call('adminPruneJobs', { older_than_days }), ...settle }),
  };
}
