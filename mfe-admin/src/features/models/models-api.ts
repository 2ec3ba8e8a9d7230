// The Model Report's server calls (spec §7 admin models) and its queries over the app's one cache
// (queryKeys.adminOps). A change refetches every ops list (the models, the instance form's model
// select, the queue's Model filter), so the table reloads.
import { api, queryClient, queryKeys } from '@atelier/api-client';
import type { BodyOf } from '@atelier/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { filterQuery, type NameStatusFilters } from '../admin-ui/ReportToolbar';

export const modelsQuery = (filters: NameStatusFilters) =>
  queryOptions({
    queryKey: queryKeys.adminOps.models({ ...filters }),
    queryFn: async () => (await api.call('adminModels', { query: filterQuery(filters) })).data,
    placeholderData: keepPreviousData,
  });

export const modelQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.adminOps.model(id), queryFn: async () => (await api.call('adminModel', { params: { id } })).data });

export const refreshAfterModelChange = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminOps.all });

export const modelsApi = {
  create: (body: BodyOf<'adminCreateModel'>) => api.call('adminCreateModel', body),
  update: (id: string, body: BodyOf<'adminUpdateModel'>) => api.call('adminUpdateModel', { params: { id }, body }),
  remove: (id: string) => api.call('adminDeleteModel', { params: { id } }),
};
