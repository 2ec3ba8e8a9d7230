// The SQL a use case sends and how PostgreSQL runs it: `lastStatementOf` captures the final
// statement a Kysely ran (a plugin that compiles the query node after every other plugin, the
// schema's included), `explainAnalyze` runs EXPLAIN (ANALYZE, BUFFERS) of it on one connection.
// Used by the feeds' plan test and by bench/feeds.bench.ts.
import { sql, type Kysely } from '@atelier/platform';

export type Statement = ReturnType<ReturnType<Kysely<any>['getExecutor']>['compileQuery']>;

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

export async function lastStatementOf<DB>(db: Kysely<DB>, run: (db: Kysely<DB>) => Promise<unknown>): Promise<Statement> {
  let last: Statement | null = null;
  const spy = db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      last = db.getExecutor().compileQuery(node, queryId);
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  await run(spy);
  if (!last) throw new Error('no statement was run');
  return last;
}

/** EXPLAIN (ANALYZE, BUFFERS) of `q`: the plan's root (JSON), its execution time and its text.
 *  `settings` (e.g. {enable_seqscan: 'off'}) apply to that connection only, for that run. */
export async function explainAnalyze(db: Kysely<any>, q: Statement, settings: Record<string, string> = {}): Promise<{ plan: PlanNode; executionMs: number; text: string }> {
  return db.connection().execute(async (conn) => {
    for (const [k, v] of Object.entries(settings)) await sql`select set_config(${k}, ${v}, false)`.execute(conn);
    try {
      const json = await conn.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }> }>({ ...q, sql: `explain (analyze, buffers, format json) ${q.sql}` });
      const text = await conn.executeQuery<{ 'QUERY PLAN': string }>({ ...q, sql: `explain (analyze, buffers) ${q.sql}` });
      const top = json.rows[0]!['QUERY PLAN'][0]!;
      return { plan: top.Plan, executionMs: top['Execution Time'], text: text.rows.map((r) => r['QUERY PLAN']).join('\n') };
    } finally {
      for (const k of Object.keys(settings)) if (/^[a-z_]+$/.test(k)) await sql.raw(`reset ${k}`).execute(conn);
    }
  });
}

/** Every node of a plan, depth first. */
export function planNodes(n: PlanNode): PlanNode[] {
  return [n, ...(n.Plans ?? []).flatMap(planNodes)];
}
