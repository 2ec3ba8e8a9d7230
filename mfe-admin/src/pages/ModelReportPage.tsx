// Model Report (spec §2): "Create New Awesome Model", search by name, the Status filter and the
// models table (name, type, sizes, credits, status, created) with Edit (→ model-details/{id}) and
// Delete (confirmed; the list reloads) on each row.
import type { Model } from '@atelier/contracts';
import { screenHref } from '@atelier/shell-contract';
import { DataTable, type ColumnDef } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CreateModelDialog } from '../features/models/CreateModelDialog';
import { modelsQuery, useModelMutations } from '../features/models/models-api';
import { ConfirmDialog } from '../features/ops/ConfirmDialog';
import { problemOf } from '../features/ops/errors';
import { formatDateTime } from '../features/ops/format';
import { ReportHeader } from '../features/ops/ReportHeader';
import { NO_FILTERS, ReportToolbar } from '../features/ops/ReportToolbar';
import { RowActions } from '../features/ops/RowActions';
import { activeMark } from '../features/ops/StatusMark';

export default function ModelReportPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Model | null>(null);
  const list = useQuery(modelsQuery(filters));
  const { remove } = useModelMutations(() => setDeleting(null));

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
      <DataTable columns={columns} data={list.data} loading={list.isPending} loadingLabel="Loading Model Report" error={list.error ? problemOf(list.error) : null} getRowId={(m) => m.id} />
      <CreateModelDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'model'}?`}
        description="The model leaves the studio's lists. A model with instances or generated images cannot be deleted."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
