// The frame both reports share: title and note, the kit's DataTable over one page of rows (its
// loading, error and "No results." states) and the Pager; the page number is the screen's state.
import { ApiError } from '@atelier/api-client';
import { BILLING_LIMITS, MSG } from '@atelier/contracts';
import { PageHeader, Pager } from '@atelier/ui-kit';
import { DataTable, type ColumnDef } from '@atelier/ui-kit/src/table';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

type Rows<T> = { rows: T[]; count: number };

interface ReportPageProps<T extends { id: string }, K extends readonly unknown[]> {
  title: string;
  subtitle: ReactNode;
  query(page: number): UseQueryOptions<Rows<T>, Error, Rows<T>, K>;
  columns(page: number): ColumnDef<T, any>[];
}

export function ReportPage<T extends { id: string }, K extends readonly unknown[]>({ title, subtitle, query, columns }: ReportPageProps<T, K>) {
  const [page, setPage] = useState(1);
  const result = useQuery(query(page));
  const error = result.error ? (result.error instanceof ApiError && result.error.serverMsg) || MSG.genericError : null;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4">
      <PageHeader title={title} subtitle={subtitle} className="mb-2" />
      <DataTable columns={columns(page)} data={result.data?.rows} loading={result.isPending} loadingLabel={`Loading ${title}`} error={error} getRowId={(r) => r.id} />
      <Pager page={page} count={result.data?.count ?? 0} pageSize={BILLING_LIMITS.reportPageSize} onPage={setPage} label={`${title} pages`} />
    </div>
  );
}
