// The User Report's calls (contract routes adminUsers, adminUpdateUser, adminDeleteUser and
// billing's adminAdjustCredits) and its query. Each change refetches the report, the dashboard's
// totals and the audit log, which all read what it changed.
import { api, queryClient, queryKeys } from '@atelier/api-client';
import type { BodyOf } from '@atelier/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { usersQueryParams, type UserFilters } from './user-filters';

/** One page of users; the page on screen stays while the next loads. */
export const usersQuery = (f: UserFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.users.page(usersQueryParams(f)),
    queryFn: async () => (await api.call('adminUsers', { query: usersQueryParams(f) })).data,
    placeholderData: keepPreviousData,
  });

/** After a change: the report (every page), the dashboard's totals and the audit log. */
export const refreshAfterUserChange = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit.all }),
  ]);

export const usersApi = {
  update: (id: string, body: BodyOf<'adminUpdateUser'>) => api.call('adminUpdateUser', { params: { id }, body }),
  remove: (id: string) => api.call('adminDeleteUser', { params: { id } }),
  adjustCredits: (id: string, body: BodyOf<'adminAdjustCredits'>) => api.call('adminAdjustCredits', { params: { id }, body }),
};
