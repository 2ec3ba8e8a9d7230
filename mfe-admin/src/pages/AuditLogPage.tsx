// Audit Log (issue 10): every admin action that changed something, newest first — time, admin
// (name and email), IP, user agent, action, entity type and id, and the before/after expandable
// in each row (secrets arrive "[redacted]"). Filters by action, entity and admin (a row's admin
// button shows only that admin's actions); paged by ADMIN_LIMITS.auditPageSize.
import { ADMIN_LIMITS, type AuditRow } from '@atelier/contracts';
import { Button, formatDate, PageHeader, Pager } from '@atelier/ui-kit';
import { DataTable, type ColumnDef } from '@atelier/ui-kit/src/table';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { FilterSelect } from '../features/admin-ui/FilterSelect';
import { errorText } from '../features/admin-ui/server-message';
import { auditQuery } from '../features/audit/audit-api';
import { ACTION_CHOICES, actionLabel, ENTITY_CHOICES, entityLabel, NO_AUDIT_FILTERS, refilterAudit, type AuditFilters } from '../features/audit/audit-filters';
import { AuditChanges } from '../features/audit/AuditChanges';

function columns(onlyActor: (row: AuditRow) => void): ColumnDef<AuditRow, any>[] {
  return [
    { accessorKey: 'at', header: 'Time', cell: (c) => formatDate(c.row.original.at), meta: { className: 'whitespace-nowrap align-top' } },
    {
      id: 'admin',
      header: 'Admin',
      cell: (c) => {
        const { actor } = c.row.original;
        return (
          <div className="grid">
            <Button variant="link" className="h-auto justify-start p-0" aria-label={`Only actions by ${actor.name}`} onClick={() => onlyActor(c.row.original)}>
              {actor.name}
            </Button>
            <span className="text-xs text-muted-foreground">{actor.email}</span>
          </div>
        );
      },
      meta: { className: 'whitespace-nowrap align-top' },
    },
    { accessorKey: 'ip', header: 'IP', meta: { className: 'font-mono text-xs align-top' } },
    {
      accessorKey: 'user_agent',
      header: 'User Agent',
      cell: (c) => (
        <span className="line-clamp-2 max-w-56 text-xs break-all" title={c.row.original.user_agent}>
          {c.row.original.user_agent}
        </span>
      ),
      meta: { className: 'align-top' },
    },
    { accessorKey: 'action', header: 'Action', cell: (c) => actionLabel(c.row.original.action), meta: { className: 'whitespace-nowrap align-top' } },
    {
      id: 'entity',
      header: 'Entity',
      cell: (c) => (
        <div className="grid">
          <span>{entityLabel(c.row.original.entity_type)}</span>
          <span className="font-mono text-xs text-muted-foreground">{c.row.original.entity_id}</span>
        </div>
      ),
      meta: { className: 'whitespace-nowrap align-top' },
    },
    { id: 'changes', header: 'Changes', cell: (c) => <AuditChanges row={c.row.original} />, meta: { className: 'align-top' } },
  ];
}

export default function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const result = useQuery(auditQuery(filters));
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-4">
      <PageHeader title="Audit Log" subtitle="Every change an admin made, newest first." className="mb-2" />
      <div className="flex flex-wrap items-end gap-2">
        <FilterSelect label="Action" value={filters.action} choices={ACTION_CHOICES} onChange={(action) => setFilters((f) => refilterAudit(f, { action }))} />
        <FilterSelect label="Entity" value={filters.entity} choices={ENTITY_CHOICES} onChange={(entity) => setFilters((f) => refilterAudit(f, { entity }))} />
        {filters.actor ? (
          <Button variant="secondary" onClick={() => setFilters((f) => refilterAudit(f, { actor: '', actorName: '' }))} aria-label={`Admin: ${filters.actorName}. Show every admin`}>
            Admin: {filters.actorName}
            <X aria-hidden />
          </Button>
        ) : null}
      </div>
      <DataTable
        columns={columns((row) => setFilters((f) => refilterAudit(f, { actor: row.actor.id, actorName: row.actor.name })))}
        data={result.data?.rows}
        loading={result.isPending}
        loadingLabel="Loading the audit log"
        error={result.error ? errorText(result.error) : null}
        getRowId={(r) => r.id}
      />
      <Pager page={filters.page} count={result.data?.count ?? 0} pageSize={ADMIN_LIMITS.auditPageSize} onPage={(page) => setFilters((f) => ({ ...f, page }))} label="Audit Log pages" />
    </div>
  );
}
