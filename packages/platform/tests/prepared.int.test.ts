// prepared() on a real PostgreSQL: a text that names its columns is prepared by name once per
// session (pg_prepared_statements holds it, and the next calls only bind), and still answers after a
// migration adds a column; a `select *` text is sent unnamed, so that migration cannot break it
// ("cached plan must not change result type" is what a named one would get).
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { openPostgres, type Database } from '../src/database';
import { prepared } from '../src/prepared';
import { requireInfra, uniqueSuffix } from './support/infra-env';

const { databaseUrl } = requireInfra();
const schema = `it_prep_${uniqueSuffix()}`;

const migrations: Record<string, Migration> = {
  '20260101000000_create_item': {
    async up(db: Kysely<any>) {
      await db.schema.createTable('item').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('n', 'integer', (c) => c.notNull()).execute();
      await db.insertInto('item').values([{ id: 'x', n: 1 }, { id: 'y', n: 2 }]).execute();
    },
  },
};

interface DB {
  item: { id: string; n: number };
}

describe('prepared (PostgreSQL)', () => {
  let database: Database;
  let db: Kysely<DB>;
  beforeAll(async () => {
    database = openPostgres(databaseUrl, { max: 1 });
    await database.migrate(schema, migrations);
    db = database.forSchema<DB>(schema);
  });
  afterAll(async () => {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.root);
    await database.close();
  });

  /** The statements this (one-connection) pool's session has prepared. */
  const preparedTexts = async () => (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(database.root)).rows.map((r) => r.statement);

  test('named columns: prepared by name once per session, bound after; a migration adding a column does not break it', async () => {
    const nOf = prepared((k: Kysely<DB>, p: { id: string }) => k.selectFrom('item').select(['id', 'n']).where('id', '=', p.id));
    expect((await nOf(db, { id: 'x' })).rows).toEqual([{ id: 'x', n: 1 }]);
    expect((await nOf(db, { id: 'y' })).rows).toEqual([{ id: 'y', n: 2 }]);
    expect((await preparedTexts()).filter((t) => t === nOf.sqlOf(db))).toHaveLength(1);
    await sql`alter table ${sql.id(schema, 'item')} add column note text`.execute(database.root);
    expect((await nOf(db, { id: 'x' })).rows).toEqual([{ id: 'x', n: 1 }]);
    await db.transaction().execute(async (trx) => expect((await nOf(trx, { id: 'y' })).rows).toEqual([{ id: 'y', n: 2 }]));
  });

  test('a count(*) names its columns: prepared by name', async () => {
    const count = prepared((k: Kysely<DB>, p: { n: number }) => k.selectFrom('item').select((e) => e.fn.countAll<string>().as('c')).where('n', '>=', p.n));
    expect((await count(db, { n: 2 })).rows).toEqual([{ c: '1' }]);
    expect(await preparedTexts()).toContain(count.sqlOf(db));
  });

  test('select * is sent unnamed, so it follows the table through a migration', async () => {
    const all = prepared((k: Kysely<DB>, p: { id: string }) => k.selectFrom('item').selectAll().where('id', '=', p.id));
    const before = (await all(db, { id: 'x' })).rows[0] as Record<string, unknown>;
    expect(await preparedTexts()).not.toContain(all.sqlOf(db));
    await sql`alter table ${sql.id(schema, 'item')} add column extra integer default 7`.execute(database.root);
    const after = (await all(db, { id: 'x' })).rows[0] as Record<string, unknown>;
    expect(Object.keys(after).length).toBe(Object.keys(before).length + 1);
    expect(after.extra).toBe(7);
  });
});
