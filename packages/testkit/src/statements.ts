// The SQL statements (round trips) a piece of code sends: statement budgets in tests, so a gain in
// round trips per operation cannot silently regress. Counts what pg's Client.query is called with
// (BEGIN and COMMIT count; PGlite's pg-compatible pool goes through it too).
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/** Runs `fn` and returns the texts of the statements it sent. Only `fn`'s own async context
 *  counts: a relay, consumers or timers of the harness running beside it do not. */
export async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const mine = new AsyncLocalStorage<string[]>();
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | null)?.text;
    if (text) mine.getStore()?.push(text);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    const sent: string[] = [];
    await mine.run(sent, fn);
    return sent;
  } finally {
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
  }
}
