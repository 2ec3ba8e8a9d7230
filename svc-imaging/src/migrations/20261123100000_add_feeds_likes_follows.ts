// Feeds and the social layer (issue 9): an image's stored size, like count, categories (set at
// publish by domain/categories.ts) and a full-text vector over its prompt; likes and follows with
// their counters (images.like_count, users.follower_count — changed in the same transaction as the
// like/follow); the author's status in the users projection (identity's UserStatusChanged), so
// images of blocked or deleted users leave every feed; and the keyset indexes the feeds read.
// Frozen: change the schema with a new migration.
import { sql, type Kysely } from '@atelier/platform';

export async function up(db: Kysely<any>): Promise<void> {
  // (Schema builder throughout: raw SQL text would not be bound to the service's schema.)
  await db.schema
    .alterTable('images')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`like_count >= 0`))
    .addColumn('categories', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('search', sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('english'::regconfig, prompt)`).stored())
    .execute();
  // Images stored before this: the requested size stands for the stored one.
  await db
    .updateTable('images')
    .set({ width: sql`split_part(size, '*', 1)::int`, height: sql`split_part(size, '*', 2)::int` })
    .where(sql<boolean>`size ~ '^[0-9]+[*][0-9]+$'`)
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`follower_count >= 0`))
    .execute();

  await db.schema
    .createTable('image_likes')
    .addColumn('image_id', 'uuid', (c) => c.notNull().references('images.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('image_likes_pk', ['image_id', 'user_id'])
    .execute();
  // Liked tab (a viewer's likes) and Trending (likes of the last days, by time).
  await db.schema.createIndex('image_likes_user_idx').on('image_likes').columns(['user_id', 'image_id']).execute();
  await db.schema.createIndex('image_likes_recent_idx').on('image_likes').columns(['created_at', 'image_id']).execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'uuid', (c) => c.notNull())
    .addColumn('followee_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .addCheckConstraint('follows_not_self', sql`follower_id <> followee_id`)
    .execute();
  await db.schema.createIndex('follows_followee_idx').on('follows').column('followee_id').execute();

  // Keyset indexes: Community newest first and Top, over public successful images only.
  const publicShown = sql<boolean>`make_public and status = 'success'`;
  await db.schema.createIndex('images_public_feed_idx').on('images').columns(['created_at desc', 'id desc']).where(publicShown).execute();
  await db.schema.createIndex('images_public_top_idx').on('images').columns(['like_count desc', 'id desc']).where(publicShown).execute();
  await db.schema.createIndex('images_public_categories_idx').on('images').using('gin').column('categories').where(publicShown).execute();
  await db.schema.createIndex('images_search_idx').on('images').using('gin').column('search').execute();
  // Your Generation and Followers Feed: one author's images newest first.
  await db.schema.createIndex('images_user_feed_idx').on('images').columns(['user_id', 'created_at desc', 'id desc']).execute();

  // Which version of the category rules the stored categories follow (0: none computed yet).
  await db.schema.createTable('feed_rules').addColumn('name', 'text', (c) => c.primaryKey()).addColumn('version', 'integer', (c) => c.notNull()).execute();
  await db.insertInto('feed_rules').values({ name: 'categories', version: 0 }).execute();
}
