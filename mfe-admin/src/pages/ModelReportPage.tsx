// Model Report (spec §2): "Create New Awesome Model", search by name, the Status filter and the
// models table (name, type, sizes, credits, status, created) with Edit (→ model-details/{id}) and
// Delete (confirmed; the list reloads) on each row.
import type { Model } from '@atelier/contracts';
import { screenHref } from '@atelier/shell-contract';
import { DataTable, type ColumnDef } from '@atelier/ui-kit/src/table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../features/admin-ui/ConfirmDialog';
import { formatDateTime } from '../features/admin-ui/format';
import { ReportHeader } from '../features/admin-ui/ReportHeader';
import { NO_FILTERS, ReportToolbar } from '../features/admin-ui/ReportToolbar';
import { RowActions } from '../features/admin-ui/RowActions';
import { errorText } from '../features/admin-ui/server-message';
import { activeMark } from '../features/admin-ui/StatusMark';
import { CreateModelDialog } from '../features/models/CreateModelDialog';
import { modelsApi, modelsQuery, refreshAfterModelChange } from '../features/models/models-api';

export default function ModelReportPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Model | null>(null);
  const list = useQuery(modelsQuery(filters));

  const columns: ColumnDef<Model, any>[] = [
    { accessorKey: 'name', header: 'Name', meta: { className: 'font-medium' } },
    { accessorKey: 'type', header: 'Type' },
    { accessorKey: 'size', header: 'Sizes', cell: (c) => <span className="font-mono text-xs">{c.row.original.size.join(', ')}</span> },
    { accessorKey: 'credits', header: 'Credits' },
    { accessorKey: 'status', header: 'Status', cell: (c) => activeMark(c.row.original.status) },
    { accessorKey: 'createdAt', header: 'Created', cell: (c) => formatDateTime(c.row.original.createdAt), meta: { className: 'whitespace-nowrap' } },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: (c) => (
        <RowActions
          name={c.row.original.name}
          actions={[
            { label: 'Edit', onSelect: () => navigate(screenHref('admin', `model-details/${c.row.original.id}`)) },
            { label: 'Delete', destructive: true, onSelect: () => setDeleting(c.row.original) },
          ]}
        />
      ),
    },
  ];

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <ReportHeader title="Model Report" subtitle="The image models users can pick" createLabel="Create Model" onCreate={() => setCreating(true)} />
      <ReportToolbar filters={filters} onChange={setFilters} what="models" />
      <DataTable columns={columns} data={list.data} loading={list.isPending} loadingLabel="Loading Model Report" error={list.error ? errorText(list.error) : null} getRowId={(m) => m.id} />
      {creating ? <CreateModelDialog onClose={() => setCreating(false)} /> : null}
      {deleting ? (
        <ConfirmDialog
          key={deleting.id}
          title={`Delete ${deleting.name}?`}
          description="The model leaves the studio's lists. A model with instances or generated images cannot be deleted."
          confirmLabel="Delete"
          change={() => modelsApi.remove(deleting.id)}
          refresh={refreshAfterModelChange}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
