// Transaction Report (spec §2 Reports, §3 Transaction row): Date, GetWay Txn Id, Amount (₹/$),
// Credits, Status (Success green, anything else red — a dot beside the word) and Invoice (a
// download link for a successful payment); the spec's GST note; paged from the server's count.
import { api } from '@atelier/api-client';
import type { TransactionRow } from '@atelier/contracts';
import { formatCredits, formatDate, formatMoney } from '@atelier/ui-kit';
import { type ColumnDef } from '@atelier/ui-kit/src/table';
import { Download } from 'lucide-react';
import { transactionsQuery } from '../features/billing-api';
import { ReportPage } from '../features/reports/ReportPage';
import { StatusMark } from '../features/reports/StatusMark';

const COLUMNS: ColumnDef<TransactionRow, any>[] = [
  { accessorKey: 'createdAt', header: 'Date', cell: (c) => formatDate(c.row.original.createdAt), meta: { className: 'whitespace-nowrap' } },
  { accessorKey: 'getway_txn_id', header: 'GetWay Txn Id', meta: { className: 'font-mono text-xs' } },
  { accessorKey: 'amount', header: 'Amount', cell: (c) => formatMoney(c.row.original.amount, c.row.original.currency), meta: { className: 'whitespace-nowrap' } },
  { accessorKey: 'credits', header: 'Credits', cell: (c) => formatCredits(c.row.original.credits) },
  { accessorKey: 'status', header: 'Status', cell: (c) => <StatusMark tone={c.row.original.status === 'Success' ? 'good' : 'bad'}>{c.row.original.status}</StatusMark> },
  {
    accessorKey: 'invoice',
    header: 'Invoice',
    cell: (c) => {
      const path = c.row.original.invoice;
      if (!path) return <span className="text-muted-foreground">-</span>;
      return (
        <a href={api.url(path)} download className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" aria-label={`Download invoice for ${c.row.original.getway_txn_id}`}>
          <Download className="size-4" aria-hidden />
          Download
        </a>
      );
    },
  },
];

export default function TransactionsPage() {
  return (
    <ReportPage
      title="Transaction Report"
      subtitle="Your GST invoice is ready to download here as soon as a payment succeeds."
      query={transactionsQuery}
      columns={() => COLUMNS}
    />
  );
}
