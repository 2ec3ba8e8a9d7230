// prepared() on PGlite: a query built once per schema (not per call, not per transaction) gives the
// rows the same query built each time gives, with each call's own parameters; a list is one
// parameter; a placeholder buried inside a value is refused; PGlite's statements stay unnamed.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import pg from 'pg';
import { namesItsColumns, prepared, preparedPerSchema } from '../src/prepared';
import { freshPglite } from './support/pglite-template';

const migrations: Record<string, Migration> = {
  '20260101000000_create_item': {
    async up(db: Kysely<any>) {
      await db.schema.createTable('item').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('n', 'integer', (c) => c.notNull()).execute();
    },
  },
};

interface DB {
  item: { id: string; n: number };
}

describe('prepared (PGlite)', () => {
  let env: Awaited<ReturnType<typeof freshPglite>>;
  let a: Kysely<DB>;
  let b: Kysely<DB>;
  beforeAll(async () => {
    env = await freshPglite();
    await env.db.migrate('prep_a', migrations);
    await env.db.migrate('prep_b', migrations);
    a = env.db.forSchema<DB>('prep_a');
    b = env.db.forSchema<DB>('prep_b');
    await a.insertInto('item').values([{ id: 'x', n: 1 }, { id: 'y', n: 2 }, { id: 'z', n: 3 }]).execute();
    await b.insertInto('item').values([{ id: 'x', n: 10 }]).execute();
  });
  afterAll(() => env.cleanup());

  test('built once per schema, in transactions too; each call runs with its own parameters', async () => {
    let builds = 0;
    const itemsAbove = prepared((db: Kysely<DB>, p: { min: number; limit: number }) => {
      builds++;
      return db.selectFrom('item').select(['id', 'n']).where('n', '>', p.min).orderBy('n').limit(p.limit);
    });
    expect((await itemsAbove(a, { min: 1, limit: 10 })).rows).toEqual(await a.selectFrom('item').select(['id', 'n']).where('n', '>', 1).orderBy('n').limit(10).execute());
    expect((await itemsAbove(a, { min: 0, limit: 1 })).rows).toEqual([{ id: 'x', n: 1 }]);
    await a.transaction().execute(async (trx) => expect((await itemsAbove(trx, { min: 2, limit: 5 })).rows).toEqual([{ id: 'z', n: 3 }]));
    expect(builds).toBe(1);
    // Another schema is another text (its own table), built once too.
    expect((await itemsAbove(b, { min: 0, limit: 5 })).rows).toEqual([{ id: 'x', n: 10 }]);
    await b.transaction().execute((trx) => itemsAbove(trx, { min: 0, limit: 5 }));
    expect(builds).toBe(2);
    expect(itemsAbove.sqlOf(a)).toContain('"prep_a"."item"');
    expect(itemsAbove.sqlOf(b)).toContain('"prep_b"."item"');
  });

  test('preparedPerSchema: a name of the schema the plugin does not qualify (a function) is built once per schema', async () => {
    await sql`create function prep_a.double_of(x int) returns int language sql immutable as 'select x * 2'`.execute(env.db.root);
    await sql`create function prep_b.double_of(x int) returns int language sql immutable as 'select x * 3'`.execute(env.db.root);
    let builds = 0;
    const doubled = preparedPerSchema((schema, _db: Kysely<DB>, p: { x: number }) => {
      builds++;
      return sql<{ y: number }>`select ${sql.id(schema, 'double_of')}(${p.x}::int) as y`;
    });
    expect(doubled('prep_a')).toBe(doubled('prep_a'));
    expect((await doubled('prep_a')(a, { x: 5 })).rows).toEqual([{ y: 10 }]);
    expect((await doubled('prep_a')(a, { x: 7 })).rows).toEqual([{ y: 14 }]);
    expect((await doubled('prep_b')(b, { x: 5 })).rows).toEqual([{ y: 15 }]);
    expect(builds).toBe(2);
  });

  test('writes report their affected rows; constants in the build stay constants', async () => {
    const bump = prepared((db: Kysely<DB>, p: { id: string }) => db.updateTable('item').set((eb) => ({ n: eb('n', '+', 100) })).where('id', '=', p.id));
    expect((await bump(b, { id: 'x' })).numAffectedRows).toBe(1n);
    expect((await bump(b, { id: 'nope' })).numAffectedRows).toBe(0n);
    expect(await b.selectFrom('item').select('n').where('id', '=', 'x').executeTakeFirst()).toEqual({ n: 110 });
  });

  test('a list of any length is one parameter (= any(…)), and a sql`` template can be prepared', async () => {
    const byIds = prepared((db: Kysely<DB>, p: { ids: string[] }) => db.selectFrom('item').select('id').where(sql<boolean>`id = any(${p.ids}::text[])`).orderBy('id'));
    expect((await byIds(a, { ids: ['x'] })).rows).toEqual([{ id: 'x' }]);
    expect((await byIds(a, { ids: ['z', 'x', 'q'] })).rows).toEqual([{ id: 'x' }, { id: 'z' }]);
    const raw = prepared((_db: Kysely<any>, p: { x: number }) => sql<{ y: number }>`select ${p.x}::int * 2 as y`);
    expect((await raw(env.db.root, { x: 21 })).rows).toEqual([{ y: 42 }]);
  });

  test('a placeholder inside a value (not a whole parameter) is refused when built', async () => {
    const bad = prepared((db: Kysely<DB>, p: { id: string }) => db.selectFrom('item').select('id').where('id', '=', sql<string>`${[p.id]}`));
    await expect(bad(a, { id: 'x' })).rejects.toThrow(/whole parameter/);
  });

  test('PGlite gets the text unnamed (its one session outlives pg client objects)', async () => {
    const q = prepared((db: Kysely<DB>, p: { id: string }) => db.selectFrom('item').select('n').where('id', '=', p.id));
    const sent: unknown[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      sent.push(args[0]);
      return (query as (...x: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      expect((await q(a, { id: 'y' })).rows).toEqual([{ n: 2 }]);
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(sent).toEqual([q.sqlOf(a)]);
  });

  test('a text is named unless a star stands for its columns (count(*) and products are no such star)', () => {
    for (const text of ['select count(*) as "n" from "jobs"', 'update "jobs" set "t" = now() + $1 * interval \'1 ms\' returning "id"', 'select "a" from "t" where "b" = (select count(*) from "u")'])
      expect(namesItsColumns(text)).toBe(true);
    for (const text of ['select * from "t"', 'select "m".*, "x" from "m"', 'select distinct * from "t"', 'with "w" as (update "t" set "a" = 1 returning *) select "a" from "w"', 'select "a", * from "t"', 'SELECT * FROM t', 'select distinct on ("a") * from "t"', 'select all * from "t"'])
      expect(namesItsColumns(text)).toBe(false);
  });
});
