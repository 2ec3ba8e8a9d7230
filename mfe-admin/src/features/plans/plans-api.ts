// The Plan Report's calls (billing's adminPlans, adminCreatePlan, adminUpdatePlan, adminDeletePlan)
// and its query. A change refetches the admin's plans, the plans on sale (Pricing) and the audit log.
import { api, queryClient, queryKeys } from '@atelier/api-client';
import type { BodyOf } from '@atelier/contracts';
import { queryOptions } from '@tanstack/react-query';

/** Every plan, active or not. */
export const adminPlansQuery = () => queryOptions({ queryKey: queryKeys.admin.plans(), queryFn: async () => (await api.call('adminPlans')).data });

export const refreshAfterPlanChange = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.plans() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.billing.plans() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit.all }),
  ]);

export const plansApi = {
  create: (body: BodyOf<'adminCreatePlan'>) => api.call('adminCreatePlan', body),
  update: (id: string, body: BodyOf<'adminUpdatePlan'>) => api.call('adminUpdatePlan', { params: { id }, body }),
  remove: (id: string) => api.call('adminDeletePlan', { params: { id } }),
};
