// Migrations on PGlite: idempotent, and two schemas can hold tables of the same name.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_SETTINGS, initPgliteDir, isUniqueViolation, isUuid, openPglite } from '../src/database';
import { uuidv7 } from '../src/crypto';
import { freshPglite } from './support/pglite-template';

const migrations: Record<string, Migration> = {
  '20260101000000_create_item': {
    async up(db: Kysely<any>) {
      await db.schema.createTable('item').addColumn('id', 'text', (c) => c.primaryKey()).execute();
    },
  },
};

describe('Database (PGlite)', () => {
  let env: Awaited<ReturnType<typeof freshPglite>>;
  beforeAll(async () => {
    env = await freshPglite();
  });
  afterAll(() => env.cleanup());

  test('PGlite runs with PGLITE_SETTINGS (small shared_buffers: its memory is the process\'s own)', async () => {
    expect(PGLITE_SETTINGS.shared_buffers).toBe('16MB');
    for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
      const shown = await sql<Record<string, string>>`show ${sql.raw(name)}`.execute(env.db.root);
      expect(Object.values(shown.rows[0])[0]).toBe(value);
    }
    // Postgres' defaults are left alone elsewhere (what PGlite itself asks for still applies).
    const search = await sql<{ search_path: string }>`show search_path`.execute(env.db.root);
    expect(search.rows[0].search_path).toBeTruthy();
  });

  test('a new data dir is created (initdb) in a child process, then opened here', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-pglite-init-'));
    try {
      await initPgliteDir(join(dir, 'pg'));
      expect(existsSync(join(dir, 'pg', 'PG_VERSION'))).toBe(true);
      const db = await openPglite(join(dir, 'pg'));
      const one = await sql<{ one: number }>`select 1 as one`.execute(db.root);
      expect(one.rows).toEqual([{ one: 1 }]);
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000); // a cold initdb takes seconds

  test('migrate is idempotent and creates the kit tables in the schema', async () => {
    await env.db.migrate('alpha', migrations);
    await env.db.migrate('alpha', migrations);
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'alpha' order by table_name`.execute(env.db.root);
    expect(tables.rows.map((r) => r.table_name)).toEqual([
      'inbox', 'item', 'kysely_migration', 'kysely_migration_lock', 'outbox', 'platform_migration', 'platform_migration_lock',
    ]);
  });

  test('schemas are isolated: same table name, separate rows', async () => {
    await env.db.migrate('alpha', migrations);
    await env.db.migrate('beta', migrations);
    const alpha = env.db.forSchema<{ item: { id: string } }>('alpha');
    const beta = env.db.forSchema<{ item: { id: string } }>('beta');
    await alpha.insertInto('item').values({ id: 'a1' }).execute();
    await beta.insertInto('item').values([{ id: 'b1' }, { id: 'b2' }]).execute();
    expect(await alpha.selectFrom('item').select('id').execute()).toEqual([{ id: 'a1' }]);
    expect((await beta.selectFrom('item').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['b1', 'b2']);
  });

  test('a failing migration is reported with its name and schema', async () => {
    const bad: Record<string, Migration> = {
      ...migrations,
      '20260102000000_broken': { up: async (db: Kysely<any>) => void (await sql`select * from nowhere`.execute(db)) },
    };
    await expect(env.db.migrate('gamma', bad)).rejects.toThrow(/schema "gamma" failed at 20260102000000_broken/);
  });

  test('rejects schema names that are not plain identifiers', async () => {
    await expect(env.db.migrate('bad"name', migrations)).rejects.toThrow(/invalid schema name/);
    expect(() => env.db.forSchema('x;drop')).toThrow(/invalid schema name/);
  });

  test('isUniqueViolation recognises a real duplicate key, optionally by constraint name', async () => {
    await env.db.migrate('delta', migrations);
    const delta = env.db.forSchema<{ item: { id: string } }>('delta');
    await delta.insertInto('item').values({ id: 'dup' }).execute();
    const err = await delta.insertInto('item').values({ id: 'dup' }).execute().then(() => undefined, (e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, 'item_pkey')).toBe(true);
    expect(isUniqueViolation(err, 'other_key')).toBe(false);
    const other = await sql`select * from nowhere`.execute(env.db.root).then(() => undefined, (e: unknown) => e);
    expect(isUniqueViolation(other)).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

describe('isUuid', () => {
  test('accepts what a uuid column accepts and nothing else', () => {
    expect(isUuid(uuidv7())).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isUuid('0190A4B2-7C1D-7E3F-8A9B-0C1D2E3F4A5B')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('0190a4b2-7c1d-7e3f-8a9b-0c1d2e3f4a5')).toBe(false);
    expect(isUuid(' 0190a4b2-7c1d-7e3f-8a9b-0c1d2e3f4a5b')).toBe(false);
    expect(isUuid("0190a4b2-7c1d-7e3f-8a9b-0c1d2e3f4a5b' or 1=1")).toBe(false);
  });
});
