// svc-admin's tables (docs/admin.md): `events`, the append-only log of every event the dashboard
// projection consumed (id = the envelope's event id, so a redelivery is stored once); the projection
// folded from it — `users` (one row per user, each field group last-writer-wins by event time) and
// the per-day counters `daily_activity` and `daily_revenue` — which a rebuild clears and folds again;
// and `audit_log`, the admin actions other services recorded. Both logs refuse UPDATE, DELETE and
// TRUNCATE with a trigger. Money and counters are bigint. Frozen: change the schema with a new migration.
import { sql, type Kysely, type Migration } from '@atelier/platform';

// A UTC day as YYYY-MM-DD text: what the dashboard answers, with no time-zone conversion on the way.
const DAY = sql`day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

/** The migration for schema `schema`: its trigger function lives in that schema (the migrator's
 *  Kysely is schema-bound, raw SQL is not, so the name is spelled out here). */
export function createAdminTables(schema: string): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('events')
        .addColumn('event_id', 'uuid', (c) => c.primaryKey())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
        .addColumn('payload', 'jsonb', (c) => c.notNull())
        .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // The rebuild's order.
      await db.schema.createIndex('events_order_idx').on('events').columns(['occurred_at', 'event_id']).execute();

      // A version is (event time, event id): the newer one wins, whatever order events arrive in.
      await db.schema
        .createTable('users')
        .addColumn('user_id', 'uuid', (c) => c.primaryKey())
        .addColumn('registered_at', 'timestamptz')
        .addColumn('registered_event', 'uuid')
        .addColumn('role', 'text')
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('profile_at', 'timestamptz')
        .addColumn('profile_event', 'uuid')
        .addColumn('status', 'text')
        .addColumn('status_at', 'timestamptz')
        .addColumn('status_event', 'uuid')
        .addColumn('subscription', 'text')
        .addColumn('subscription_at', 'timestamptz')
        .addColumn('subscription_event', 'uuid')
        .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
        // Derived by the domain's fold (domain/projection.ts `classify`), so the dashboard's rules
        // live there and its query only counts.
        .addColumn('counted', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('premium', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();

      await db.schema
        .createTable('daily_activity')
        .addColumn('day', 'text', (c) => c.primaryKey().check(DAY))
        .addColumn('signups', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('images', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('daily_revenue')
        .addColumn('day', 'text', (c) => c.notNull().check(DAY))
        .addColumn('currency', 'text', (c) => c.notNull())
        // Captured minus refunded that day, subunits (negative when refunds outweigh captures).
        .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('daily_revenue_pk', ['day', 'currency'])
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('event_id', 'uuid', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('actor_id', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity_type', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text', (c) => c.notNull())
        .addColumn('after_json', 'text', (c) => c.notNull())
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // ListAuditLog: newest first, optionally by actor.
      await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at desc', 'id desc']).execute();
      await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at desc']).execute();

      const fn = sql.id(schema, 'refuse_change');
      await sql`create function ${fn}() returns trigger language plpgsql as $$
        begin
          raise exception '%.% is append-only: % refused', tg_table_schema, tg_table_name, tg_op using errcode = 'restrict_violation';
        end $$`.execute(db);
      for (const table of ['events', 'audit_log']) {
        await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.id(schema, table)} for each row execute function ${fn}()`.execute(db);
        await sql`create trigger ${sql.id(`${table}_no_truncate`)} before truncate on ${sql.id(schema, table)} for each statement execute function ${fn}()`.execute(db);
      }
    },
  };
}
