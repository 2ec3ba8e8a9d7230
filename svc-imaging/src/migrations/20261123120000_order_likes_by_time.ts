// The Liked Feed lists what the viewer liked most recently first (issue 9), so a user's likes are
// indexed by (user, like time, image) — the keyset the Liked Feed pages along. It replaces the
// (user, image) index, whose lookups the new one's leading column serves as well.
// Frozen: change the schema with a new migration.
import { type Kysely } from '@atelier/platform';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('image_likes_user_recent_idx').on('image_likes').columns(['user_id', 'created_at desc', 'image_id desc']).execute();
  await db.schema.dropIndex('image_likes_user_idx').ifExists().execute();
}
