// The consumer effect used by the Kafka integration tests (and their child-process consumer): one row
// per handled event, and per key the last seq seen plus a count of out-of-order arrivals.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EventEnvelope } from '../../src/events/types';

export const effectMigrations: Record<string, Migration> = {
  '20260101000000_create_effects': {
    async up(db: Kysely<any>) {
      // No unique constraint on purpose: a duplicate effect must show up as a second row.
      await db.schema
        .createTable('applied')
        .addColumn('event_id', 'uuid', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('progress')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('last_seq', 'integer', (c) => c.notNull())
        .addColumn('out_of_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
};

export async function applyEffect(e: EventEnvelope, trx: Transaction<any>): Promise<void> {
  const { seq } = e.payload as { seq: number };
  await trx.insertInto('applied').values({ event_id: e.event_id, key: e.key, seq }).execute();
  const prev = await trx.selectFrom('progress').select('last_seq').where('key', '=', e.key).forUpdate().executeTakeFirst();
  const inOrder = (prev?.last_seq ?? 0) + 1 === seq;
  await trx
    .insertInto('progress')
    .values({ key: e.key, last_seq: seq, out_of_order: inOrder ? 0 : 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ last_seq: seq, out_of_order: sql`progress.out_of_order + ${inOrder ? 0 : 1}` }))
    .execute();
}

export async function appliedCount(db: Kysely<any>): Promise<number> {
  const row = await db.selectFrom('applied').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
