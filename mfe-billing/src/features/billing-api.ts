// mfe_billing's server calls and their queries (one cache, docs/frontends.md): the plans on sale,
// the two paged reports, and the payment order / verification Pricing's Buy now makes. The
// wallet itself is @atelier/api-client's creditsQuery (the badge and the studio read it too).
import { api, queryKeys } from '@atelier/api-client';
import type { BodyOf } from '@atelier/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const plansQuery = () => queryOptions({ queryKey: queryKeys.billing.plans(), queryFn: async () => (await api.call('plans')).data });

/** A report page (`?page=`, BILLING_LIMITS.reportPageSize rows); the previous page stays on screen while the next loads. */
export const transactionsQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.billing.transactions(page),
    queryFn: async () => (await api.call('transactions', { query: { page } })).data,
    placeholderData: keepPreviousData,
  });

export const creditsBurnQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.billing.creditsBurn(page),
    queryFn: async () => (await api.call('creditsBurn', { query: { page } })).data,
    placeholderData: keepPreviousData,
  });

export const billingApi = {
  createOrder: async (body: BodyOf<'createOrder'>) => (await api.call('createOrder', body)).data,
  verifyPayment: (body: BodyOf<'verifyPayment'>) => api.call('verifyPayment', body),
};
