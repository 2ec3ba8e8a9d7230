// User Report (spec §2, issue 10): "You Have Total {n} User", search by name, Status and
// Subscription filters, the kit's DataTable (id, name, email, profile name, createdAt,
// user_type, status, subscription, credits), Previous/Next when the count is above
// ADMIN_LIMITS.userPageSize, and per row Edit, Adjust credits and Delete — each reloads the list.
import { ADMIN_LIMITS, type AdminUserRow } from '@atelier/contracts';
import { formatCredits, formatDate, PageHeader, Pager, SearchForm } from '@atelier/ui-kit';
import { DataTable, type ColumnDef } from '@atelier/ui-kit/src/table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../features/admin-ui/ConfirmDialog';
import { FilterSelect } from '../features/admin-ui/FilterSelect';
import { RowActions } from '../features/admin-ui/RowActions';
import { errorText } from '../features/admin-ui/server-message';
import { StatusMark, type Tone } from '../features/admin-ui/StatusMark';
import { AdjustCreditsDialog } from '../features/users/AdjustCreditsDialog';
import { EditUserDialog } from '../features/users/EditUserDialog';
import { labelOf, NO_USER_FILTERS, refilter, STATUS_CHOICES, SUBSCRIPTION_CHOICES, type UserFilters } from '../features/users/user-filters';
import { refreshAfterUserChange, usersApi, usersQuery } from '../features/users/users-api';

type Action = { kind: 'edit' | 'credits' | 'delete'; user: AdminUserRow } | null;

const STATUS_TONE: Record<AdminUserRow['status'], Tone> = { active: 'good', block: 'bad', deactive: 'idle' };

function columns(act: (a: NonNullable<Action>) => void): ColumnDef<AdminUserRow, any>[] {
  return [
    { accessorKey: 'id', header: 'Id', meta: { className: 'font-mono text-xs' } },
    { accessorKey: 'name', header: 'Name', meta: { className: 'whitespace-nowrap' } },
    { accessorKey: 'email', header: 'Email' },
    { accessorKey: 'profile_name', header: 'Profile Name' },
    { accessorKey: 'createdAt', header: 'Created At', cell: (c) => formatDate(c.row.original.createdAt), meta: { className: 'whitespace-nowrap' } },
    { accessorKey: 'user_type', header: 'User Type', cell: (c) => (c.row.original.user_type === 'admin' ? 'Admin' : 'User') },
    {
      accessorKey: 'status',
      header: 'Status',
      cell: (c) => <StatusMark tone={STATUS_TONE[c.row.original.status] ?? 'idle'}>{labelOf(STATUS_CHOICES, c.row.original.status)}</StatusMark>,
    },
    { accessorKey: 'user_subscription_type', header: 'Subscription', cell: (c) => labelOf(SUBSCRIPTION_CHOICES, c.row.original.user_subscription_type) },
    { accessorKey: 'credits', header: 'Credits', cell: (c) => formatCredits(c.row.original.credits) },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: (c) => {
        const user = c.row.original;
        return (
          <RowActions
            name={user.name}
            actions={[
              { label: 'Edit', onSelect: () => act({ kind: 'edit', user }) },
              { label: 'Adjust credits', onSelect: () => act({ kind: 'credits', user }) },
              { label: 'Delete', destructive: true, onSelect: () => act({ kind: 'delete', user }) },
            ]}
          />
        );
      },
    },
  ];
}

export default function UserReportPage() {
  const [filters, setFilters] = useState<UserFilters>(NO_USER_FILTERS);
  const [action, setAction] = useState<Action>(null);
  const result = useQuery(usersQuery(filters));
  const count = result.data?.count ?? 0;
  const close = () => setAction(null);
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-4">
      <PageHeader title="User Report" subtitle={result.data ? `You Have Total ${count} User` : 'Everyone with an Atelier account'} className="mb-2" />
      <div className="flex flex-wrap items-end gap-2">
        <SearchForm className="sm:max-w-sm" label="Search by name" onSearch={(name) => setFilters((f) => refilter(f, { name }))} />
        <FilterSelect label="Status" value={filters.status} choices={STATUS_CHOICES} onChange={(status) => setFilters((f) => refilter(f, { status }))} className="sm:w-44" />
        <FilterSelect label="Subscription" value={filters.subscription} choices={SUBSCRIPTION_CHOICES} onChange={(subscription) => setFilters((f) => refilter(f, { subscription }))} className="sm:w-44" />
      </div>
      <DataTable
        columns={columns(setAction)}
        data={result.data?.rows}
        loading={result.isPending}
        loadingLabel="Loading users"
        error={result.error ? errorText(result.error) : null}
        getRowId={(r) => r.id}
      />
      <Pager page={filters.page} count={count} pageSize={ADMIN_LIMITS.userPageSize} onPage={(page) => setFilters((f) => ({ ...f, page }))} label="User Report pages" />
      {action?.kind === 'edit' ? <EditUserDialog key={action.user.id} user={action.user} onClose={close} /> : null}
      {action?.kind === 'credits' ? <AdjustCreditsDialog key={action.user.id} user={action.user} onClose={close} /> : null}
      {action?.kind === 'delete' ? <DeleteUserDialog key={action.user.id} user={action.user} onClose={close} /> : null}
    </div>
  );
}

function DeleteUserDialog({ user, onClose }: { user: AdminUserRow; onClose(): void }) {
  return (
    <ConfirmDialog
      title={`Delete ${user.name}?`}
      description={`${user.name} (${user.email}) is signed out at once, their name, email and profile picture are erased and their images leave every feed. Their payments and history stay, under an anonymous id. This cannot be undone.`}
      confirmLabel="Delete"
      change={() => usersApi.remove(user.id)}
      refresh={refreshAfterUserChange}
      onClose={onClose}
    />
  );
}
