// Job Queue (`queue`, built in; issue 10): the counts per state, live (refetched every few seconds
// while the tab is visible); the jobs table (user, model, instance, operation, state, attempts,
// created/started/finished, error) filtered by state, model and user, paged; Cancel (pending or
// running, confirmed), Retry (failed or canceled) and Prune finished jobs older than N days.
// Pausing an instance is on the Model Instance Report.
import { ADMIN_LIMITS, type AdminJobRow } from '@atelier/contracts';
import { Button, PageHeader, Pager } from '@atelier/ui-kit';
import { DataTable, type ColumnDef } from '@atelier/ui-kit/src/table';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../features/admin-ui/ConfirmDialog';
import { formatDateTime } from '../features/admin-ui/format';
import { errorText } from '../features/admin-ui/server-message';
import { StatusMark } from '../features/admin-ui/StatusMark';
import { useRowChange } from '../features/admin-ui/use-admin-change';
import { allModelsQuery } from '../features/instances/instances-api';
import { JobCounts } from '../features/queue/JobCounts';
import { canCancel, canRetry, stateOf } from '../features/queue/job-states';
import { PruneDialog } from '../features/queue/PruneDialog';
import { jobsQuery, NO_QUEUE_FILTERS, queueApi, refreshAfterQueueChange } from '../features/queue/queue-api';
import { QueueFilters } from '../features/queue/QueueFilters';

const when = (iso: string | null) => formatDateTime(iso);

export default function QueuePage() {
  const [filters, setFilters] = useState(NO_QUEUE_FILTERS);
  const [canceling, setCanceling] = useState<AdminJobRow | null>(null);
  const [pruning, setPruning] = useState(false);
  const jobs = useQuery(jobsQuery(filters));
  const models = useQuery(allModelsQuery());
  const retry = useRowChange(queueApi.retry, refreshAfterQueueChange);

  const columns: ColumnDef<AdminJobRow, any>[] = [
    {
      id: 'user',
      header: 'User',
      cell: (c) => {
        const u = c.row.original.user;
        return (
          <Button variant="link" className="h-auto p-0" onClick={() => setFilters({ ...filters, user: u, page: 1 })} aria-label={`Show only ${u.name}'s jobs`}>
            {u.name}
          </Button>
        );
      },
    },
    { id: 'model', header: 'Model', cell: (c) => c.row.original.model.name },
    { id: 'instance', header: 'Instance', cell: (c) => c.row.original.instance?.name ?? <span className="text-muted-foreground">-</span> },
    { accessorKey: 'operation', header: 'Operation' },
    { accessorKey: 'status', header: 'State', cell: (c) => { const s = stateOf(c.row.original.status); return <StatusMark tone={s.tone}>{s.label}</StatusMark>; } },
    { accessorKey: 'attempts', header: 'Attempts' },
    { accessorKey: 'createdAt', header: 'Created', cell: (c) => when(c.row.original.createdAt), meta: { className: 'whitespace-nowrap' } },
    { accessorKey: 'startedAt', header: 'Started', cell: (c) => when(c.row.original.startedAt), meta: { className: 'whitespace-nowrap' } },
    { accessorKey: 'finishedAt', header: 'Finished', cell: (c) => when(c.row.original.finishedAt), meta: { className: 'whitespace-nowrap' } },
    { accessorKey: 'error', header: 'Error', cell: (c) => (c.row.original.error ? <span className="line-clamp-2 max-w-64 break-words" title={c.row.original.error}>{c.row.original.error}</span> : <span className="text-muted-foreground">-</span>) },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: (c) => {
        const j = c.row.original;
        if (canCancel(j.status)) {
          return (
            <Button variant="outline" size="sm" onClick={() => setCanceling(j)} aria-label={`Cancel job ${j.id}`}>
              Cancel
            </Button>
          );
        }
        if (canRetry(j.status)) {
          return (
            <Button variant="outline" size="sm" loading={retry.isPending && retry.variables === j.id} onClick={() => retry.mutate(j.id)} aria-label={`Retry job ${j.id}`}>
              Retry
            </Button>
          );
        }
        return null;
      },
    },
  ];

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="Job Queue"
        subtitle="Every generation job, live"
        className="mb-2"
        actions={
          <Button variant="outline" onClick={() => setPruning(true)}>
            <Trash2 className="size-4" aria-hidden />
            Prune finished jobs
          </Button>
        }
      />
      <JobCounts counts={jobs.data?.counts} status={filters.status} onStatus={(status) => setFilters({ ...filters, status, page: 1 })} />
      <QueueFilters filters={filters} models={models.data ?? []} onChange={setFilters} />
      <DataTable columns={columns} data={jobs.data?.rows} loading={jobs.isPending} loadingLabel="Loading Job Queue" error={jobs.error ? errorText(jobs.error) : null} getRowId={(j) => j.id} />
      <Pager page={filters.page} count={jobs.data?.count ?? 0} pageSize={ADMIN_LIMITS.jobPageSize} onPage={(page) => setFilters({ ...filters, page })} label="Job Queue pages" />
      {canceling ? (
        <ConfirmDialog
          key={canceling.id}
          title="Cancel this job?"
          description={`${canceling.user.name}'s ${canceling.operation} job on ${canceling.model.name}: its credits hold is released and the node job stopped where it can be.`}
          confirmLabel="Cancel job"
          dismissLabel="Keep job"
          change={() => queueApi.cancel(canceling.id)}
          refresh={refreshAfterQueueChange}
          onClose={() => setCanceling(null)}
        />
      ) : null}
      {pruning ? <PruneDialog onClose={() => setPruning(false)} /> : null}
    </div>
  );
}
