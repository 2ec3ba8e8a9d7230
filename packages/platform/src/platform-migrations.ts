// The kit's own tables inside every service schema: the outbox the relay publishes from and the
// inbox consumers dedupe with. Frozen like any migration; add new ones, never edit these.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const platformMigrations: Record<string, Migration> = {
  '20260101000000_create_outbox_inbox': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('event_id', 'uuid', (c) => c.notNull().unique())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'jsonb', (c) => c.notNull())
        .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('published_at', 'timestamptz')
        // W3C trace context of the writer, so the consumer's span joins the request's trace.
        .addColumn('trace_context', 'jsonb')
        .execute();
      // The relay's only query: unpublished rows in id order.
      await db.schema
        .createIndex('outbox_unpublished_idx')
        .on('outbox')
        .column('id')
        .where(sql.ref('published_at'), 'is', null)
        .execute();
      await db.schema
        .createTable('inbox')
        .addColumn('consumer', 'text', (c) => c.notNull())
        .addColumn('event_id', 'uuid', (c) => c.notNull())
        .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('inbox_pk', ['consumer', 'event_id'])
        .execute();
    },
  },
};
