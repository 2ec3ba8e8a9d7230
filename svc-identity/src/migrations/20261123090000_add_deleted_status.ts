// Issue 10: an admin can delete a user, which anonymises the row and marks it 'deleted' (the id
// stays: other services key their data by it). The partial index serves the gateway's start-up
// question "who was disabled lately" (ListDisabledUsersSince). Frozen.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropConstraint('users_status_check').execute();
  await db.schema
    .alterTable('users')
    .addCheckConstraint('users_status_check', sql`status in ('active', 'block', 'deactive', 'deleted')`)
    .execute();
  await db.schema
    .createIndex('users_disabled_idx')
    .on('users')
    .column('updated_at')
    .where(sql.ref('status'), '<>', 'active')
    .execute();
}
