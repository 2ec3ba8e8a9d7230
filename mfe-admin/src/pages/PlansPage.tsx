// Plan Report (spec §2, issue 10): "You Have Total {n} Plan", Create (a dialog), the kit's
// DataTable (date, name, amount, currency, status, type, credits) and per row Edit and Delete
// (billing's routes). Deleting a plan someone bought deactivates it instead; the server's message
// says which happened.
import type { Plan } from '@atelier/contracts';
import { Button, formatCredits, formatDate, formatMoney } from '@atelier/ui-kit';
import { DataTable, type ColumnDef } from '@atelier/ui-kit/src/table';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../features/admin-ui/ConfirmDialog';
import { ReportHeader } from '../features/admin-ui/ReportHeader';
import { errorText } from '../features/admin-ui/server-message';
import { activeMark } from '../features/admin-ui/StatusMark';
import { PLAN_TYPE_LABEL, PlanDialog } from '../features/plans/PlanDialog';
import { adminPlansQuery, plansApi, refreshAfterPlanChange } from '../features/plans/plans-api';

type Action = { kind: 'create' } | { kind: 'edit' | 'delete'; plan: Plan } | null;

function columns(act: (a: NonNullable<Action>) => void): ColumnDef<Plan, any>[] {
  return [
    { accessorKey: 'createdAt', header: 'Date', cell: (c) => formatDate(c.row.original.createdAt), meta: { className: 'whitespace-nowrap' } },
    { accessorKey: 'name', header: 'Name', meta: { className: 'whitespace-nowrap' } },
    { accessorKey: 'amount', header: 'Amount', cell: (c) => formatMoney(c.row.original.amount, c.row.original.currency), meta: { className: 'whitespace-nowrap' } },
    { accessorKey: 'currency', header: 'Currency' },
    { accessorKey: 'status', header: 'Status', cell: (c) => activeMark(c.row.original.status) },
    { accessorKey: 'type', header: 'Type', cell: (c) => PLAN_TYPE_LABEL[c.row.original.type] },
    { accessorKey: 'credits', header: 'Credits', cell: (c) => formatCredits(c.row.original.credits) },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: (c) => {
        const plan = c.row.original;
        return (
          <div className="flex gap-1">
            <Button variant="ghost" size="icon" aria-label={`Edit ${plan.name}`} onClick={() => act({ kind: 'edit', plan })}>
              <Pencil aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Delete ${plan.name}`} onClick={() => act({ kind: 'delete', plan })}>
              <Trash2 aria-hidden />
            </Button>
          </div>
        );
      },
    },
  ];
}

export default function PlansPage() {
  const [action, setAction] = useState<Action>(null);
  const result = useQuery(adminPlansQuery());
  const close = () => setAction(null);
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-4">
      <ReportHeader
        title="Plan Report"
        subtitle={result.data ? `You Have Total ${result.data.length} Plan` : 'Credit plans on sale'}
        createLabel="Create Plan"
        onCreate={() => setAction({ kind: 'create' })}
      />
      <DataTable columns={columns(setAction)} data={result.data} loading={result.isPending} loadingLabel="Loading plans" error={result.error ? errorText(result.error) : null} getRowId={(r) => r.id} />
      {action?.kind === 'create' ? <PlanDialog onClose={close} /> : null}
      {action?.kind === 'edit' ? <PlanDialog key={action.plan.id} plan={action.plan} onClose={close} /> : null}
      {action?.kind === 'delete' ? <DeletePlanDialog key={action.plan.id} plan={action.plan} onClose={close} /> : null}
    </div>
  );
}

function DeletePlanDialog({ plan, onClose }: { plan: Plan; onClose(): void }) {
  return (
    <ConfirmDialog
      title={`Delete ${plan.name}?`}
      description={`${plan.name} (${formatMoney(plan.amount, plan.currency)}, ${formatCredits(plan.credits)} credits) leaves Pricing. A plan someone has bought is deactivated instead, so their payments and invoices keep it.`}
      confirmLabel="Delete"
      change={() => plansApi.remove(plan.id)}
      refresh={refreshAfterPlanChange}
      onClose={onClose}
    />
  );
}
