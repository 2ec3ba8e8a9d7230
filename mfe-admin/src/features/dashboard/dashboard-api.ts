// The dashboard's one call (contract route adminDashboard, svc-admin's projection) as a query.
import { api, queryKeys } from '@atelier/api-client';
import { queryOptions } from '@tanstack/react-query';

export const dashboardQuery = () => queryOptions({ queryKey: queryKeys.admin.dashboard(), queryFn: async () => (await api.call('adminDashboard')).data });
