// Migrations on a real PostgreSQL: concurrent migrators (separate pools, as separate processes
// would be) apply each migration once, and schemas stay isolated.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { openPostgres, type Database } from '../src/database';
import { requireInfra, uniqueSuffix } from './support/infra-env';

const { databaseUrl } = requireInfra();
const suffix = uniqueSuffix();
const schemaA = `it_a_${suffix}`;
const schemaB = `it_b_${suffix}`;

const migrations: Record<string, Migration> = {
  '20260101000000_create_item': {
    async up(db: Kysely<any>) {
      await db.schema.createTable('item').addColumn('id', 'text', (c) => c.primaryKey()).execute();
      // A side effect that would show if the migration ran twice.
      await db.schema.createTable('runs').addColumn('n', 'serial').execute();
      await db.insertInto('runs').defaultValues().execute();
    },
  },
  '20260102000000_add_item_name': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('item').addColumn('name', 'text').execute();
      await sql`select pg_sleep(0.2)`.execute(db);
      await db.insertInto('runs').defaultValues().execute();
    },
  },
};

describe('Database (PostgreSQL)', () => {
  const dbs: Database[] = [];
  const open = () => {
    const db = openPostgres(databaseUrl, { max: 3 });
    dbs.push(db);
    return db;
  };
  afterAll(async () => {
    await sql`drop schema if exists ${sql.id(schemaA)} cascade`.execute(dbs[0]!.root);
    await sql`drop schema if exists ${sql.id(schemaB)} cascade`.execute(dbs[0]!.root);
    await Promise.all(dbs.map((d) => d.close()));
  });

  test('four concurrent migrators of one schema apply each migration exactly once', async () => {
    const migrators = [open(), open(), open(), open()];
    await Promise.all(migrators.map((db) => db.migrate(schemaA, migrations)));
    const db = migrators[0]!.forSchema<any>(schemaA);
    expect(await db.selectFrom('runs').select('n').orderBy('n').execute()).toEqual([{ n: 1 }, { n: 2 }]);
    const history = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
    expect(history.map((r) => r.name)).toEqual(Object.keys(migrations));
    const kit = await db.selectFrom('platform_migration').select('name').execute();
    expect(kit).toHaveLength(1);
    await migrators[1]!.migrate(schemaA, migrations); // and again, idempotent
    expect(await db.selectFrom('runs').select('n').execute()).toHaveLength(2);
  });

  test('two schemas hold same-named tables with separate rows', async () => {
    const db = open();
    await db.migrate(schemaB, migrations);
    await db.forSchema<any>(schemaA).insertInto('item').values({ id: 'a', name: 'in A' }).execute();
    await db.forSchema<any>(schemaB).insertInto('item').values({ id: 'b', name: 'in B' }).execute();
    expect(await db.forSchema<any>(schemaA).selectFrom('item').selectAll().execute()).toEqual([{ id: 'a', name: 'in A' }]);
    expect(await db.forSchema<any>(schemaB).selectFrom('item').selectAll().execute()).toEqual([{ id: 'b', name: 'in B' }]);
  });
});
