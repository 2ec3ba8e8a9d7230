// What prepared() (packages/platform prepared.ts) saves per statement on PostgreSQL: the same two
// statements — a claim-shaped select (a subquery in its ORDER BY, a limit) and an update returning
// named columns, like the job path's — built by Kysely at every call (baseline) and through
// prepared() (built once, a named statement: PostgreSQL parses and plans it once per session). CPU
// per statement of this process (process.cpuUsage) and of its PostgreSQL backend (/proc/<pid>/stat;
// one pool connection), in alternating blocks (built, prepared, built, prepared, …) so drift in the
// machine's load falls on both. BENCH_DATABASE_URL names the server (loopback only); the run uses a
// schema of its own and drops it.
import { openPostgres, prepared, sql, type Generated, type Kysely } from '@atelier/platform';
import { uniqueName } from '@atelier/testkit';
import { randomUUID } from 'node:crypto';
import { procCpuMs } from './pipeline.bench';
import { assertLoopback } from './lib/load';

interface DB {
  job: { id: string; user_id: string; status: string; n: Generated<number>; created_at: Generated<Date>; started_at: Date | null };
}

export interface PreparedFigures {
  calls: number;
  /** µs of CPU per statement: this process and the PostgreSQL backend. */
  built: { clientUs: number; backendUs: number };
  prepared: { clientUs: number; backendUs: number };
}

const BLOCKS = 4;
const CALLS = 1500;
const USERS = 20;

const selectNext = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('job as j')
    .select(['j.id', 'j.user_id', 'j.status', 'j.n', 'j.created_at'])
    .where('j.status', '=', 'pending')
    .where('j.user_id', '=', userId)
    .orderBy((eb) => eb.selectFrom('job as r').select((e) => e.fn.countAll().as('c')).whereRef('r.user_id', '=', 'j.user_id').where('r.status', '=', 'running'))
    .orderBy('j.created_at')
    .limit(1);
const bump = (db: Kysely<DB>, id: string) =>
  db
    .updateTable('job')
    .set((eb) => ({ n: eb('n', '+', 1), started_at: sql<Date>`coalesce(started_at, now())` }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'n', 'started_at']);

const selectNextQuery = prepared((db: Kysely<DB>, p: { userId: string }) => selectNext(db, p.userId));
const bumpQuery = prepared((db: Kysely<DB>, p: { id: string }) => bump(db, p.id));

export async function benchPrepared(url: string): Promise<PreparedFigures> {
  assertLoopback(url);
  const database = openPostgres(url, { max: 1 });
  const schema = uniqueName('bench_prep');
  try {
    await database.migrate(schema, {
      '20260101000000_create_job': {
        async up(db: Kysely<any>) {
          await db.schema
            .createTable('job')
            .addColumn('id', 'uuid', (c) => c.primaryKey())
            .addColumn('user_id', 'uuid', (c) => c.notNull())
            .addColumn('status', 'text', (c) => c.notNull())
            .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
            .addColumn('started_at', 'timestamptz')
            .execute();
          await db.schema.createIndex('job_user_idx').on('job').columns(['user_id', 'status']).execute();
        },
      },
    });
    const db = database.forSchema<DB>(schema);
    const users = Array.from({ length: USERS }, () => randomUUID());
    // Per user: 5 jobs pending, 5 running, 10 finished.
    const statuses = ['pending', 'running', 'success', 'success'];
    await db
      .insertInto('job')
      .values(users.flatMap((user_id) => statuses.flatMap((status) => Array.from({ length: 5 }, () => ({ id: randomUUID(), user_id, status })))))
      .execute();
    const backendPid = Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid);

    const modes = {
      built: async (u: string) => {
        const row = await selectNext(db, u).executeTakeFirst();
        if (row) await bump(db, row.id).executeTakeFirst();
      },
      prepared: async (u: string) => {
        const row = (await selectNextQuery(db, { userId: u })).rows[0];
        if (row) await bumpQuery(db, { id: row.id });
      },
    };
    const totals = { built: { client: 0, backend: 0, statements: 0 }, prepared: { client: 0, backend: 0, statements: 0 } };
    for (const mode of ['built', 'prepared'] as const) for (let i = 0; i < 200; i++) await modes[mode](users[i % users.length]!); // warm-up
    for (let b = 0; b < BLOCKS * 2; b++) {
      const mode = b % 2 === 0 ? 'built' : 'prepared';
      const c0 = process.cpuUsage();
      const p0 = procCpuMs(backendPid);
      for (let i = 0; i < CALLS; i++) await modes[mode](users[i % users.length]!);
      const c = process.cpuUsage(c0);
      totals[mode].client += (c.user + c.system) / 1000;
      totals[mode].backend += procCpuMs(backendPid) - p0;
      totals[mode].statements += CALLS * 2;
    }
    const per = (t: { client: number; backend: number; statements: number }) => ({ clientUs: (t.client * 1000) / t.statements, backendUs: (t.backend * 1000) / t.statements });
    return { calls: BLOCKS * CALLS, built: per(totals.built), prepared: per(totals.prepared) };
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.root);
    await database.close();
  }
}
