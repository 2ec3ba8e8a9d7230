// Bench-only preload (`node --import tsx --import ./bench/lib/work-probe.ts …`): counts the SQL
// statements this process sends (every pg Client.query is one round trip: BEGIN and COMMIT count),
// by statement, and on SIGUSR2 writes the counts and process.cpuUsage() to
// `${BENCH_WORK_PROBE}.${pid}.json`. Nothing in the product exposes these; only the pipeline bench
// loads this.
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_WORK_PROBE;
if (file) {
  const byStatement = new Map<string, number>();
  // Statement texts repeat (parameters travel apart), so each text is classified once.
  const keys = new Map<string, string>();
  let total = 0;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
    if (text) {
      total++;
      let key = keys.get(text);
      if (key === undefined) keys.set(text, (key = statementKey(text)));
      byStatement.set(key, (byStatement.get(key) ?? 0) + 1);
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  process.on('SIGUSR2', () => {
    writeFileSync(`${file}.${process.pid}.json`, JSON.stringify({ cpu: process.cpuUsage(), statements: total, byStatement: Object.fromEntries(byStatement) }));
  });
}

/** A statement's kind and main table, e.g. `update "jobs"`, `select "jobs" … for update`. */
function statementKey(text: string): string {
  const s = text.replace(/\s+/g, ' ').trim();
  const verb = /^\w+/.exec(s)?.[0]?.toLowerCase() ?? '?';
  const table = /\b(?:from|into|update)\s+((?:"?\w+"?\.)?"?\w+"?)/i.exec(s)?.[1]?.replace(/"/g, '') ?? '';
  const fn = verb === 'select' && !table ? (/^select (\w+)\(/i.exec(s)?.[1] ?? '') : '';
  return [verb, table || fn, /for update/i.test(s) ? 'for update' : ''].filter(Boolean).join(' ');
}
