// The audit log's query (contract route adminAuditLog): one page under its filters, newest first;
// the page on screen stays while the next loads.
import { api, queryKeys } from '@atelier/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditQueryParams, type AuditFilters } from './audit-filters';

export const auditQuery = (f: AuditFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.audit.page(auditQueryParams(f)),
    queryFn: async () => (await api.call('adminAuditLog', { query: auditQueryParams(f) })).data,
    placeholderData: keepPreviousData,
  });
