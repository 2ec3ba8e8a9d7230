// Issue 11: an email change is confirmed by a code sent to the new address, issued by the same
// one-time-code machinery as sign-up and reset. Its challenges are the user's (a pending change
// belongs to one account, and two accounts may ask for the same address), so they carry user_id;
// `email` holds the requested address. Frozen.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('otp_challenges').dropConstraint('otp_challenges_purpose_check').execute();
  await db.schema
    .alterTable('otp_challenges')
    .addCheckConstraint('otp_challenges_purpose_check', sql`purpose in ('signup', 'reset', 'email_change')`)
    .execute();
  await db.schema
    .alterTable('otp_challenges')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('otp_challenges')
    .addCheckConstraint('otp_challenges_user_check', sql`(purpose = 'email_change') = (user_id is not null)`)
    .execute();
  await db.schema
    .createIndex('otp_challenges_user_idx')
    .on('otp_challenges')
    .columns(['user_id', 'purpose', 'created_at'])
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
}
