// The Model Report's server calls (spec §7 admin models) as queries and mutations over the app's
// one cache (queryKeys.adminOps): a change invalidates every ops list, so the table reloads.
import { api, queryClient, queryKeys } from '@atelier/api-client';
import type { BodyOf } from '@atelier/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { toastAnswer, toastProblem } from '../ops/errors';
import { filterQuery, type NameStatusFilters } from '../ops/ReportToolbar';

export const modelsQuery = (filters: NameStatusFilters) =>
  queryOptions({
    queryKey: queryKeys.adminOps.models({ ...filters }),
    queryFn: async () => (await api.call('adminModels', { query: filterQuery(filters) })).data,
    placeholderData: keepPreviousData,
  });

export const modelQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.adminOps.model(id), queryFn: async () => (await api.call('adminModel', { params: { id } })).data });

const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminOps.all });

/** Each call toasts its answer (or the server's refusal) and reloads the ops lists; `done` runs after a success. */
export function useModelMutations(done?: () => void) {
  const settle = { onSuccess: (res: { status: string; msg: string }) => (toastAnswer(res), void reload(), done?.()), onError: toastProblem };
  return {
    create: useMutation({ mutationFn: (body: BodyOf<'adminCreateModel'>) => api.call('adminCreateModel', body), ...settle }),
    update: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'adminUpdateModel'> }) => api.call('adminUpdateModel', { params: { id }, body }), ...settle }),
    remove: useMutation({ mutationFn: (id: string) => api.call('adminDeleteModel', { params: { id } }), ...settle }),
  };
}
