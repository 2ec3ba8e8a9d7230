// Login history (spec §2 Reports): the last 10 sign-ins as Date, IP, Browser, OS, in the kit's
// DataTable (a spinner while loading, "No results." when empty) from the query cache.
import type { LoginActivity } from '@atelier/contracts';
import { DataTable, type ColumnDef } from '@atelier/ui-kit/src/table';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AccountArea } from '../../features/account/account-api';
import { loginHistoryQuery } from '../../features/account/account-queries';

const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
};

const COLUMNS: ColumnDef<LoginActivity, string>[] = [
  { accessorKey: 'createdAt', header: 'Date', cell: (c) => formatDate(c.getValue()), meta: { className: 'whitespace-nowrap' } },
  { accessorKey: 'ip', header: 'IP' },
  { accessorKey: 'browser', header: 'Browser' },
  { accessorKey: 'os', header: 'OS' },
];

export default function LoginHistoryPage({ area }: { area: AccountArea }) {
  const history = useQuery(loginHistoryQuery(area));

  useEffect(() => {
    // Spec §8: a failed login-history load is only logged, with no message to the user (the table is empty).
    if (history.error) console.error('[mfe_auth] login history failed', history.error);
  }, [history.error]);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-lg font-medium">Login History</h2>
        <p className="text-sm text-muted-foreground">Where and when your account was signed in.</p>
      </div>
      <DataTable
        columns={COLUMNS}
        data={history.data}
        loading={history.isPending}
        loadingLabel="Loading login history"
        caption="This is your last 10 login history report"
        getRowId={(r, i) => `${r.createdAt}-${i}`}
      />
    </div>
  );
}
