// The Model Instance Report's server calls: the list (with live health, refetched every few
// seconds while the tab is visible), one instance, create/update/delete, pause/resume and the
// connection test — over the app's one cache (queryKeys.adminOps).
import { api, queryClient, queryKeys } from '@atelier/api-client';
import type { BodyOf } from '@atelier/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { filterQuery, type NameStatusFilters } from '../admin-ui/ReportToolbar';
import { toastProblem } from '../admin-ui/server-message';

/** Health changes on its own (a node fails, recovers): the table asks again this often. */
export const HEALTH_REFRESH_MS = 4000;

export const instancesQuery = (filters: NameStatusFilters) =>
  queryOptions({
    queryKey: queryKeys.adminOps.instances({ ...filters }),
    queryFn: async () => (await api.call('adminModelInstances', { query: filterQuery(filters) })).data,
    placeholderData: keepPreviousData,
    // TanStack Query stops interval refetches while the tab is hidden (refetchIntervalInBackground: false).
    refetchInterval: HEALTH_REFRESH_MS,
  });

export const instanceQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.adminOps.instance(id), queryFn: async () => (await api.call('adminModelInstance', { params: { id } })).data });

/** Every model, for the instance form's model select (the Model Report's unfiltered list). */
export const allModelsQuery = () =>
  queryOptions({ queryKey: queryKeys.adminOps.models({}), queryFn: async () => (await api.call('adminModels', { query: {} })).data });

export const refreshAfterInstanceChange = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminOps.all });

export const instancesApi = {
  create: (body: BodyOf<'adminCreateModelInstance'>) => api.call('adminCreateModelInstance', body),
  update: (id: string, body: BodyOf<'adminUpdateModelInstance'>) => api.call('adminUpdateModelInstance', { params: { id }, body }),
  remove: (id: string) => api.call('adminDeleteModelInstance', { params: { id } }),
  pause: (id: string) => api.call('adminPauseInstance', { params: { id } }),
  resume: (id: string) => api.call('adminResumeInstance', { params: { id } }),
};

/** Test connection: the answer is shown in a dialog (ok or not, latency, the node's words), not toasted; a refusal is. */
export const useConnectionTest = () =>
  useMutation({ mutationFn: async (id: string) => (await api.call('adminTestInstance', { params: { id } })).data, onError: toastProblem });
