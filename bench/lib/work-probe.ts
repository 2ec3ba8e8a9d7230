// Bench-only preload (`node --import tsx --import ./bench/lib/work-probe.ts …`): counts the SQL
// statements this process sends (every pg Client.query is one round trip: BEGIN and COMMIT count),
// by statement and by service (the schema the statement names; BEGIN goes to the schema of the
// session's next statement, COMMIT/ROLLBACK to that of its last one, `pg_notify` to the schema it
// notifies about), and on SIGUSR2 writes the counts and process.cpuUsage() to
// `${BENCH_WORK_PROBE}.${pid}.json`. Nothing in the product exposes these; only the pipeline bench
// loads this.
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_WORK_PROBE;
if (file) {
  const byStatement = new Map<string, number>();
  const byService = new Map<string, number>();
  // Statement texts repeat (parameters travel apart), so each text is classified once.
  const keys = new Map<string, { key: string; schema: string | null; tx: 'begin' | 'end' | null }>();
  /** Per session: BEGINs not attributed yet, and the schema of its last statement. */
  const sessions = new WeakMap<pg.Client, { pending: number; last: string }>();
  let total = 0;
  const count = (m: Map<string, number>, k: string, n = 1) => m.set(k, (m.get(k) ?? 0) + n);
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
    if (text) {
      total++;
      let c = keys.get(text);
      if (c === undefined) keys.set(text, (c = classify(text)));
      count(byStatement, c.key);
      let s = sessions.get(this);
      if (!s) sessions.set(this, (s = { pending: 0, last: 'other' }));
      const params = (Array.isArray(args[1]) ? args[1] : (first as { values?: unknown[] } | null)?.values) as unknown[] | undefined;
      const schema = c.schema ?? (/pg_notify/i.test(text) && typeof params?.[0] === 'string' ? params[0] : null);
      if (c.tx === 'begin') s.pending++;
      else if (c.tx === 'end') count(byService, s.last);
      else {
        if (schema) s.last = schema;
        count(byService, schema ?? s.last, 1 + s.pending);
        s.pending = 0;
      }
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  process.on('SIGUSR2', () => {
    writeFileSync(
      `${file}.${process.pid}.json`,
      JSON.stringify({ cpu: process.cpuUsage(), statements: total, byStatement: Object.fromEntries(byStatement), byService: Object.fromEntries(byService) }),
    );
  });
}

/** A statement's kind and main table, e.g. `update imaging.jobs`, `select imaging.jobs for update`;
 *  the table's schema; whether it opens or ends a transaction. */
function classify(text: string): { key: string; schema: string | null; tx: 'begin' | 'end' | null } {
  const s = text.replace(/\s+/g, ' ').trim();
  const verb = /^\w+/.exec(s)?.[0]?.toLowerCase() ?? '?';
  const table = /\b(?:from|into|update)\s+((?:"?\w+"?\.)?"?\w+"?)/i.exec(s)?.[1]?.replace(/"/g, '') ?? '';
  const fn = verb === 'select' && !table ? (/^select (\w+)\(/i.exec(s)?.[1] ?? '') : '';
  const key = [verb, table || fn, /for update/i.test(s) ? 'for update' : ''].filter(Boolean).join(' ');
  const tx = verb === 'begin' || verb === 'start' ? 'begin' : verb === 'commit' || verb === 'rollback' ? 'end' : null;
  return { key, schema: table.includes('.') ? table.slice(0, table.indexOf('.')) : null, tx };
}
