// Credits Burn Report (spec §2 Reports, §3 Credit ledger row): #, Date, Request ID, Service,
// Amount, Credits/Debit (Credit green, Debit red, an open hold amber "Held" — a dot beside the
// word) and the balance after each entry; paged from the server's count.
import { BILLING_LIMITS, type CreditDirection, type LedgerRow } from '@atelier/contracts';
import { formatCredits, formatDate } from '@atelier/ui-kit';
import { type ColumnDef } from '@atelier/ui-kit/src/table';
import { creditsBurnQuery } from '../features/billing-api';
import { ReportPage } from '../features/reports/ReportPage';
import { StatusMark, type Tone } from '../features/reports/StatusMark';

const TONE: Record<CreditDirection, Tone> = { Credit: 'good', Debit: 'bad', Held: 'held' };

const columns = (page: number): ColumnDef<LedgerRow, any>[] => [
  { id: 'n', header: '#', cell: (c) => (page - 1) * BILLING_LIMITS.reportPageSize + c.row.index + 1 },
  { accessorKey: 'createdAt', header: 'Date', cell: (c) => formatDate(c.row.original.createdAt), meta: { className: 'whitespace-nowrap' } },
  { accessorKey: 'request_id', header: 'Request ID', meta: { className: 'font-mono text-xs' } },
  { accessorKey: 'service', header: 'Service', meta: { className: 'whitespace-nowrap' } },
  { accessorKey: 'amount', header: 'Amount', cell: (c) => formatCredits(c.row.original.amount) },
  { accessorKey: 'credits_debits', header: 'Credits/Debit', cell: (c) => <StatusMark tone={TONE[c.row.original.credits_debits]}>{c.row.original.credits_debits}</StatusMark> },
  { accessorKey: 'balance', header: 'Balance', cell: (c) => formatCredits(c.row.original.balance) },
];

export default function CreditsBurnPage() {
  return <ReportPage title="Credits Burn Report" subtitle="Every credit you received or spent, newest first" query={creditsBurnQuery} columns={columns} />;
}
