// Hot queries built and compiled once (issue 12). A repository's ordinary Kysely query pays the
// builder (immutable node trees, the schema plugin's copy of the tree, the compiler) on every call:
// ~19 % of the pipeline's busy time. `prepared()` builds a query once per schema with placeholders
// for its parameters, keeps the SQL text, and later calls only fill the parameter array. On
// PostgreSQL the text is also handed to pg as a NAMED prepared statement (`{name, text, values}`),
// so each session parses and plans it once (PostgreSQL then re-plans or uses a generic plan as it
// sees fit). PGlite (embedded) gets the same compiled text, unnamed: its one session outlives the
// pool's client objects, and pg remembers prepared names per client object, so a new client would
// re-prepare a name the session already holds.
import { createQueryId, type Compilable, type CompiledQuery, type Kysely, type QueryResult, type RawBuilder, type RootOperationNode } from 'kysely';
import pg from 'pg';

/** A parameter's stand-in while a prepared query is built; replaced by the call's value. */
class Placeholder {
  constructor(readonly key: string) {}
}

type Slot = { key: string } | { value: unknown };

interface Compiled {
  sql: string;
  query: RootOperationNode;
  slots: Slot[];
}

/** The PostgreSQL statement name of each prepared text (process-wide: names are per session, and
 *  each session belongs to one process). Only texts whose result columns the text fixes get a
 *  name: a `select *` / `returning *` statement prepared before a migration added a column fails
 *  with "cached plan must not change result type", so those stay unnamed (still compiled once). */
const statementNames = new Map<string, string>();

/** A star that stands for columns — after `select`, `distinct`, `all`, `returning`, a comma, a `.`
 *  (`"t".*`) or a `)` (`distinct on (…) *`) — as opposed to `count(*)` or a product (`$1 * interval`).
 *  A product after a `)` reads as a star too: that only leaves a text unnamed, the safe side. Until
 *  2026-11-27 any `*` kept a text unnamed, so every statement with a `count(*)` or an `interval`
 *  product was parsed and planned again on every call: ~0.25–0.45 ms of PostgreSQL's time each for
 *  the worker's look at the instances, the lease, the success and the submit (docs/benchmarks.md,
 *  eighth pass). */
const STAR_COLUMNS = /(?:\b(?:select|distinct|all|returning)|[,.)])\s*\*/i;

/** Whether `text` is prepared under a name: its result columns do not follow the tables. */
export function namesItsColumns(text: string): boolean {
  return !STAR_COLUMNS.test(text);
}

/** The name pg should prepare `text` under, if it is a prepared query's. */
export function statementNameOf(text: string): string | undefined {
  return statementNames.get(text);
}

const NO_PLUGINS = Symbol('no plugins');

/** A query built once, run many times: `q(db, params)` on the schema-bound Kysely or a transaction. */
export interface PreparedQuery<DB, P, O> {
  (db: Kysely<DB>, params: P): Promise<QueryResult<O>>;
  /** The SQL it runs on `db` (tests, statement budgets). */
  sqlOf(db: Kysely<DB>): string;
}

/**
 * `build` receives the Kysely and `p`, whose every property is a placeholder for the parameter of
 * that name: use them as whole values (`where('id', '=', p.id)`, `limit(p.limit)`,
 * ``sql`… = any(${p.ids})` `` for a list — an `in (…)` list's length would be fixed at build time).
 * Values written into the build itself stay constants. The compiled text is cached per schema (the
 * Kysely's schema plugin; a transaction shares its parent's), so build must not depend on anything
 * but `db` and `p`.
 */
export function prepared<DB, P extends object, O>(build: (db: Kysely<DB>, p: P) => Compilable<O> | RawBuilder<O>): PreparedQuery<DB, P, O> {
  const bySchema = new WeakMap<object, Compiled>();
  let unscoped: Compiled | undefined;

  const compiledFor = (db: Kysely<DB>): Compiled => {
    const plugins = db.getExecutor().plugins;
    // One plugin at most (forSchema's WithSchemaPlugin); any other stack is compiled per call.
    const key = plugins.length === 0 ? NO_PLUGINS : plugins.length === 1 ? plugins[0]! : undefined;
    let c = key === NO_PLUGINS ? unscoped : key ? bySchema.get(key) : undefined;
    if (c) return c;
    c = compile(db, build);
    if (key === NO_PLUGINS) unscoped = c;
    else if (key) bySchema.set(key, c);
    return c;
  };

  const run = async (db: Kysely<DB>, params: P): Promise<QueryResult<O>> => {
    const c = compiledFor(db);
    const parameters = c.slots.map((s) => ('key' in s ? (params as Record<string, unknown>)[s.key] : s.value));
    const query: CompiledQuery<O> = { sql: c.sql, parameters, query: c.query, queryId: createQueryId() };
    return db.executeQuery(query);
  };
  return Object.assign(run, { sqlOf: (db: Kysely<DB>) => compiledFor(db).sql });
}

/**
 * prepared() for a query that names something of the service's schema the schema plugin does not
 * qualify — a function (`sql.id(schema, 'claim_jobs')`): the returned function gives the schema's
 * prepared query, built on first use.
 */
export function preparedPerSchema<DB, P extends object, O>(
  build: (schema: string, db: Kysely<DB>, p: P) => Compilable<O> | RawBuilder<O>,
): (schema: string) => PreparedQuery<DB, P, O> {
  const bySchema = new Map<string, PreparedQuery<DB, P, O>>();
  return (schema) => {
    let q = bySchema.get(schema);
    if (!q) bySchema.set(schema, (q = prepared((db: Kysely<DB>, p: P) => build(schema, db, p))));
    return q;
  };
}

function compile<DB, P>(db: Kysely<DB>, build: (db: Kysely<DB>, p: P) => Compilable<unknown> | RawBuilder<unknown>): Compiled {
  const placeholders = new Map<string, Placeholder>();
  const p = new Proxy({} as Record<string, unknown>, {
    get: (_, key) => {
      if (typeof key !== 'string') return undefined;
      let ph = placeholders.get(key);
      if (!ph) placeholders.set(key, (ph = new Placeholder(key)));
      return ph;
    },
  }) as P;
  const built = build(db, p);
  // A query builder compiles itself; a sql`` template compiles against the Kysely (its plugins).
  const compiled = isRaw(built) ? built.compile(db) : built.compile();
  const slots = compiled.parameters.map((v): Slot => {
    if (v instanceof Placeholder) return { key: v.key };
    if (containsPlaceholder(v)) throw new Error(`prepared query: a placeholder must be a whole parameter, not part of one (${compiled.sql})`);
    return { value: v };
  });
  if (namesItsColumns(compiled.sql) && !statementNames.has(compiled.sql)) statementNames.set(compiled.sql, `atelier_${statementNames.size + 1}`);
  return { sql: compiled.sql, query: compiled.query, slots };
}

function isRaw(b: Compilable<unknown> | RawBuilder<unknown>): b is RawBuilder<unknown> {
  return (b as { isRawBuilder?: boolean }).isRawBuilder === true;
}

function containsPlaceholder(v: unknown): boolean {
  if (v instanceof Placeholder) return true;
  if (Array.isArray(v)) return v.some(containsPlaceholder);
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return Object.values(v).some(containsPlaceholder);
  return false;
}

/**
 * pg's Client, preparing prepared() texts under their names. Kysely's PostgreSQL connection calls
 * `query(text, values)`; a registered text becomes `query({ name, text, values })`, which pg
 * parses once per connection (it remembers the names it prepared) and binds afterwards.
 */
export class NamedStatementClient extends pg.Client {
  override query(...args: unknown[]): any {
    const [text, values] = args;
    if (typeof text === 'string' && args.length === 2 && Array.isArray(values)) {
      const name = statementNames.get(text);
      if (name) return (super.query as (...a: unknown[]) => unknown)({ name, text, values });
    }
    return (super.query as (...a: unknown[]) => unknown)(...args);
  }
}
