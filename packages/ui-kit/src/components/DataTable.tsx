// A table driven by @tanstack/react-table column definitions, the one table every screen uses.
// It shows its own states in the body, under the real column headers: a spinner while loading,
// the error when there is one, "No results." when empty (spec §2). Narrow screens scroll it
// sideways (Table); a column may set `meta.className` (e.g. whitespace-nowrap for dates).
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './Table';

export type { ColumnDef } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // The type parameters must match tanstack's own declaration to merge with it.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for this column's cells. */
    className?: string;
  }
}

export interface DataTableProps<T> {
  // `any`: each column has its own value type; tanstack erases it here the same way.
  columns: ColumnDef<T, any>[];
  data: readonly T[] | undefined;
  caption?: string;
  /** The rows are still loading: a spinner (announced with loadingLabel) instead of rows. */
  loading?: boolean;
  loadingLabel?: string;
  /** Shown instead of rows when set (e.g. the server's message). */
  error?: ReactNode;
  /** What an empty table says. */
  emptyText?: string;
  /** A stable key per row (defaults to the row index). */
  getRowId?(row: T, index: number): string;
}

const EMPTY: never[] = [];

export function DataTable<T>({ columns, data, caption, loading, loadingLabel = 'Loading', error, emptyText = 'No results.', getRowId }: DataTableProps<T>) {
  const table = useReactTable({
    data: (data ?? EMPTY) as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: getRowId ? (row, index) => getRowId(row, index) : undefined,
  });
  const rows = table.getRowModel().rows;
  const state = (content: ReactNode, role?: 'alert') => (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={columns.length} className="h-24 text-center text-muted-foreground" role={role}>
        {content}
      </TableCell>
    </TableRow>
  );
  return (
    <div className="rounded-md border">
      <Table aria-busy={loading || undefined}>
        {caption ? <TableCaption className="mb-4">{caption}</TableCaption> : null}
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((h) => (
                <TableHead key={h.id}>{h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext())}</TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {loading
            ? state(<Spinner className="size-5" label={loadingLabel} />)
            : error
              ? state(error, 'alert')
              : rows.length
                ? rows.map((row) => (
                    <TableRow key={row.id}>
                      {row.getVisibleCells().map((cell) => (
                        <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : state(emptyText)}
        </TableBody>
      </Table>
    </div>
  );
}
