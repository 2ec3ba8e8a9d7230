// The database port: PGlite in the data dir (embedded) or PostgreSQL (DATABASE_URL), both through
// pg.Pool + Kysely's PostgresDialect, so services run the same SQL in both modes. Also the helpers
// every service's repo/ shares (the query-or-transaction type, timestamp columns, unique-violation
// and uuid checks), so a service's repo/database.ts declares only its own tables. Hot queries are
// built once with prepared() (./prepared.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql, type ColumnType, type Transaction } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';
import { platformMigrations } from './platform-migrations';
import { NamedStatementClient } from './prepared';

export type { Migration };

// ---- what repositories share -----------------------------------------------------------------

/** What a repository query runs on: the schema-bound Kysely or a transaction on it, so one query
 *  serves both. Each service names its own: `type Db = Db<IdentityDB>`. */
export type Db<DB> = Kysely<DB> | Transaction<DB>;

/** A `created_at` column: the database default fills it (or the insert gives it); never updated. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** An `updated_at` column: defaulted on insert, set on every update. */
export type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

/** Postgres unique_violation (SQLSTATE 23505), whichever driver (pg or PGlite) raised it;
 *  `constraint` narrows it to one index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (!constraint || e.constraint === constraint);
}

export { isUuid } from './pure';

export interface Database {
  kind: 'postgres' | 'pglite';
  /** A Kysely bound to one schema (WithSchemaPlugin); every service uses only its own. */
  forSchema<DB>(schema: string): Kysely<DB>;
  /** Creates the schema if missing, then runs this service's migrations (migration table in that
   *  schema) plus the kit's outbox/inbox tables. Idempotent; safe to race across processes. */
  migrate(schema: string, migrations: Record<string, Migration>): Promise<void>;
  /** The unscoped Kysely; the kit's relay and inbox use it with explicit schemas. */
  readonly root: Kysely<any>;
  /** The PGlite instance in embedded mode (LISTEN/NOTIFY goes through it, not through pg). */
  readonly pglite?: PGlite;
  /** A connection string for a dedicated pg client (LISTEN, advisory locks); postgres only. */
  readonly url?: string;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Whether `schema` is a name the kit accepts for a service's schema: lower-case letters, digits, _. */
export function isSchemaName(schema: string): boolean {
  return SCHEMA_NAME.test(schema);
}

export function assertSchemaName(schema: string): void {
  if (!isSchemaName(schema)) throw new Error(`invalid schema name "${schema}" (lower-case letters, digits, _)`);
}

/** PostgreSQL through a pg.Pool whose clients prepare the repositories' prepared() queries by name. */
export function openPostgres(url: string, opts: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, Client: NamedStatementClient });
  return new KyselyDatabase('postgres', pool, { url });
}

/**
 * Postgres settings for PGlite, whose memory is the embedded process's own (one wasm memory that
 * never shrinks). shared_buffers: Postgres' default 128 MB is touched at start and was the largest
 * single part of the idle process (docs/benchmarks.md, "Memory"); the embedded product's working set
 * is a few MB, and pages it evicts stay in the OS page cache (PGlite reads the data dir's files),
 * so 16 MB costs no measurable speed. wal_buffers follows it (1/32 of it, by default).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = { shared_buffers: '16MB' };

const pgliteStartParams = (): string[] => [...PGlite.defaultStartParams, ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])];

/**
 * Creates a new PGlite data dir (initdb) in a short-lived child process. In-process, initdb runs
 * two more wasm instances beside the one that stays: the first start peaked at ~920 MiB and the
 * process kept ~90 MiB more than a restarted one for the rest of its life (glibc does not give the
 * freed pages back). A child's memory goes when it exits; the data dir is the same.
 */
export async function initPgliteDir(dataDir: string): Promise<void> {
  const script = 'require(process.argv[1]).PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) }).then((pg) => pg.close())';
  const child = spawn(process.execPath, ['-e', script, require.resolve('@electric-sql/pglite'), dataDir, JSON.stringify(pgliteStartParams())], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`PGlite could not create its data dir ${dataDir} (exit ${code}): ${stderr}`);
}

/** PGlite in `dataDir` (created if missing; pass 'memory://' for a throw-away database). */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await initPgliteDir(dataDir);
  }
  const pglite = await PGlite.create(dataDir, { startParams: pgliteStartParams() });
  // PGlite is ONE Postgres session. With more than one pool client, statements from concurrent
  // callers would interleave on that session and a BEGIN from one caller would swallow another's
  // queries into its transaction. max 1 makes the pool hand the session to one caller at a time,
  // so a transaction owns it until COMMIT. Corollary: inside a transaction, query through `trx`
  // only — asking the pool for a second connection would wait forever.
  const pool = new pg.Pool(Object.assign(createPgConfig(pglite), { max: 1 }));
  return new KyselyDatabase('pglite', pool, { pglite });
}

/** The embedded/distributed switch used by the 'database' module. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? Promise.resolve(openPostgres(config.databaseUrl)) : openPglite(join(config.dataDir, 'pg'));
}

class KyselyDatabase implements Database {
  readonly root: Kysely<any>;
  readonly pglite?: PGlite;
  readonly url?: string;
  private readonly schemas = new Map<string, Kysely<any>>();

  constructor(
    readonly kind: 'postgres' | 'pglite',
    private readonly pool: pg.Pool,
    extra: { pglite?: PGlite; url?: string },
  ) {
    this.root = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    this.pglite = extra.pglite;
    this.url = extra.url;
  }

  forSchema<DB>(schema: string): Kysely<DB> {
    assertSchemaName(schema);
    let db = this.schemas.get(schema);
    if (!db) {
      db = this.root.withSchema(schema);
      this.schemas.set(schema, db);
    }
    return db as Kysely<DB>;
  }

  async migrate(schema: string, migrations: Record<string, Migration>): Promise<void> {
    assertSchemaName(schema);
    // One connection holds a session-level advisory lock for the whole run: concurrent processes
    // migrating the same schema queue here instead of racing on CREATE SCHEMA / migration tables.
    await this.root.connection().execute(async (conn) => {
      const key = `atelier.migrate.${schema}`;
      await sql`select pg_advisory_lock(hashtext(${key}))`.execute(conn);
      try {
        await sql`create schema if not exists ${sql.id(schema)}`.execute(conn);
        const db = conn.withSchema(schema);
        // The kit's tables have their own migration table, so their names never mix with the
        // service's (Kysely refuses a history whose order changed).
        await runMigrator(db, schema, 'platform_migration', platformMigrations);
        await runMigrator(db, schema, 'kysely_migration', migrations);
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(conn);
      }
    });
  }

  async close(): Promise<void> {
    await this.root.destroy();
    await this.pglite?.close();
  }
}

async function runMigrator(db: Kysely<any>, schema: string, table: string, migrations: Record<string, Migration>) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
    migrationTableName: table,
    migrationLockTableName: `${table}_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`migrating schema "${schema}" failed${failed ? ` at ${failed}` : ''}: ${reason}`, { cause: error });
  }
}
