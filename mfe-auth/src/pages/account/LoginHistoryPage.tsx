// Login history (spec §2 Reports): the last 10 sign-ins as Date, IP, Browser, OS.
import type { LoginActivity } from '@atelier/contracts';
import { Spinner, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@atelier/ui-kit';
import { useEffect, useState } from 'react';
import { accountApi, type AccountArea } from '../../features/account/account-api';

const COLUMNS = ['Date', 'IP', 'Browser', 'OS'] as const;
const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
};

export default function LoginHistoryPage({ area }: { area: AccountArea }) {
  const [rows, setRows] = useState<LoginActivity[] | null>(null);

  useEffect(() => {
    let live = true;
    accountApi(area)
      .loginHistory()
      .then((res) => live && setRows(res.data))
      .catch((e: unknown) => {
        // Spec §8: a failed login-history load is only logged, with no message to the user.
        console.error('[mfe_auth] login history failed', e);
        if (live) setRows([]);
      });
    return () => {
      live = false;
    };
  }, [area]);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-lg font-medium">Login History</h2>
        <p className="text-sm text-muted-foreground">Where and when your account was signed in.</p>
      </div>
      {rows === null ? (
        <Spinner label="Loading login history" />
      ) : (
        <div className="overflow-x-auto rounded-md border border-border">
          <Table>
            <TableCaption>This is your last 10 login history report</TableCaption>
            <TableHeader>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableHead key={c}>{c}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} className="h-24 text-center">
                    No results.
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((r, i) => (
                  <TableRow key={`${r.createdAt}-${i}`}>
                    <TableCell className="whitespace-nowrap">{formatDate(r.createdAt)}</TableCell>
                    <TableCell>{r.ip}</TableCell>
                    <TableCell>{r.browser}</TableCell>
                    <TableCell>{r.os}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
