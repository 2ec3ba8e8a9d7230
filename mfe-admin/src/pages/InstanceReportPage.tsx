// Model Instance Report (spec §2): the create dialog, search by name, the Status filter and the
// instances table with live health (refetched every few seconds while the tab is visible), the
// Paused badge, and on each row Edit (→ model-instance-details/{id}), Pause or Resume, Test
// connection (its answer in a dialog) and Delete (confirmed; the list reloads).
import type { ModelInstance } from '@atelier/contracts';
import { screenHref } from '@atelier/shell-contract';
import { DataTable, type ColumnDef } from '@atelier/ui-kit/src/table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../features/admin-ui/ConfirmDialog';
import { ReportHeader } from '../features/admin-ui/ReportHeader';
import { NO_FILTERS, ReportToolbar } from '../features/admin-ui/ReportToolbar';
import { RowActions } from '../features/admin-ui/RowActions';
import { errorText } from '../features/admin-ui/server-message';
import { activeMark } from '../features/admin-ui/StatusMark';
import { useRowChange } from '../features/admin-ui/use-admin-change';
import { CreateInstanceDialog } from '../features/instances/CreateInstanceDialog';
import { HealthBadge, LastError, PausedBadge } from '../features/instances/Health';
import { allModelsQuery, instancesApi, instancesQuery, refreshAfterInstanceChange, useConnectionTest } from '../features/instances/instances-api';
import { TestResultDialog, type TestAnswer } from '../features/instances/TestResultDialog';

export default function InstanceReportPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ModelInstance | null>(null);
  const [tested, setTested] = useState<{ name: string; answer: TestAnswer } | null>(null);
  const list = useQuery(instancesQuery(filters));
  const models = useQuery(allModelsQuery());
  const pause = useRowChange(instancesApi.pause, refreshAfterInstanceChange);
  const resume = useRowChange(instancesApi.resume, refreshAfterInstanceChange);
  const connection = useConnectionTest();

  const test = (i: ModelInstance) => connection.mutate(i.id, { onSuccess: (answer) => setTested({ name: i.name, answer }) });

  const columns: ColumnDef<ModelInstance, any>[] = [
    { accessorKey: 'name', header: 'Name', meta: { className: 'font-medium' } },
    { id: 'model', header: 'Model', cell: (c) => c.row.original.Model.name },
    { accessorKey: 'controller_name', header: 'Controller', meta: { className: 'font-mono text-xs' } },
    { accessorKey: 'priority', header: 'Priority' },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => (
        <span className="flex flex-wrap gap-1">
          {activeMark(c.row.original.status)}
          {c.row.original.paused ? <PausedBadge /> : null}
        </span>
      ),
    },
    { id: 'health', header: 'Health', cell: (c) => <HealthBadge state={c.row.original.health.state} /> },
    { id: 'running', header: 'Jobs running', cell: (c) => c.row.original.health.running_jobs },
    { id: 'error', header: 'Last error', cell: (c) => <LastError health={c.row.original.health} /> },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: (c) => {
        const i = c.row.original;
        return (
          <RowActions
            name={i.name}
            actions={[
              { label: 'Edit', onSelect: () => navigate(screenHref('admin', `model-instance-details/${i.id}`)) },
              i.paused ? { label: 'Resume', onSelect: () => resume.mutate(i.id) } : { label: 'Pause', onSelect: () => pause.mutate(i.id) },
              { label: 'Test connection', onSelect: () => test(i) },
              { label: 'Delete', destructive: true, onSelect: () => setDeleting(i) },
            ]}
          />
        );
      },
    },
  ];

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <ReportHeader title="Model Instance Report" subtitle="The GPU nodes that run each model, with their live health" createLabel="Create Instance" onCreate={() => setCreating(true)} />
      <ReportToolbar filters={filters} onChange={setFilters} what="model instances" />
      {connection.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Testing the connection…
        </p>
      ) : null}
      <DataTable columns={columns} data={list.data} loading={list.isPending} loadingLabel="Loading Model Instance Report" error={list.error ? errorText(list.error) : null} getRowId={(i) => i.id} />
      {creating ? <CreateInstanceDialog models={models.data ?? []} onClose={() => setCreating(false)} /> : null}
      <TestResultDialog name={tested?.name ?? ''} answer={tested?.answer ?? null} onClose={() => setTested(null)} />
      {deleting ? (
        <ConfirmDialog
          key={deleting.id}
          title={`Delete ${deleting.name}?`}
          description="Its model stops using this node. An instance running jobs cannot be deleted: pause or deactivate it first."
          confirmLabel="Delete"
          change={() => instancesApi.remove(deleting.id)}
          refresh={refreshAfterInstanceChange}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
