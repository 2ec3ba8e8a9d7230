// Keeps, sealed, the token each retired refresh token was rotated to, so a refresh that raced
// another one (two tabs sharing one cookie) can be answered with the same successor. Frozen.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session_retired_tokens').addColumn('successor_sealed', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session_retired_tokens').dropColumn('successor_sealed').execute();
}
