// Feeds and the social layer (issue 9): an image's stored size, like count, categories (set at
// publish by domain/categories.ts) and a full-text vector over its prompt; likes and follows with
// their counters (images.like_count, users.follower_count — changed in the same transaction as the
// like/follow); the author's status in the users projection (identity's UserStatusChanged), so
// images of blocked or deleted users leave every feed; and the keyset indexes the feeds read.
// Frozen: change the schema with a new migration.
import { sql, type Kysely } from '@atelier/platform';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE images
    ADD COLUMN width integer,
    ADD COLUMN height integer,
    ADD COLUMN like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
    ADD COLUMN categories text[] NOT NULL DEFAULT '{}',
    ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, prompt)) STORED`.execute(db);
  // Images stored before this: the requested size stands for the stored one.
  await sql`UPDATE images SET width = split_part(size, '*', 1)::int, height = split_part(size, '*', 2)::int WHERE size ~ '^[0-9]+\\*[0-9]+$'`.execute(db);

  await sql`ALTER TABLE users
    ADD COLUMN status text NOT NULL DEFAULT 'active',
    ADD COLUMN follower_count integer NOT NULL DEFAULT 0 CHECK (follower_count >= 0)`.execute(db);

  await sql`CREATE TABLE image_likes (
    image_id uuid NOT NULL REFERENCES images(id) ON DELETE CASCADE,
    user_id uuid NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (image_id, user_id))`.execute(db);
  // Liked tab (a viewer's likes) and Trending (likes of the last days, by time).
  await sql`CREATE INDEX image_likes_user_idx ON image_likes (user_id, image_id)`.execute(db);
  await sql`CREATE INDEX image_likes_recent_idx ON image_likes (created_at, image_id)`.execute(db);

  await sql`CREATE TABLE follows (
    follower_id uuid NOT NULL,
    followee_id uuid NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (follower_id, followee_id),
    CHECK (follower_id <> followee_id))`.execute(db);
  await sql`CREATE INDEX follows_followee_idx ON follows (followee_id)`.execute(db);

  // Keyset indexes: Community newest first and Top, over public successful images only.
  await sql`CREATE INDEX images_public_feed_idx ON images (created_at DESC, id DESC) WHERE make_public AND status = 'success'`.execute(db);
  await sql`CREATE INDEX images_public_top_idx ON images (like_count DESC, id DESC) WHERE make_public AND status = 'success'`.execute(db);
  await sql`CREATE INDEX images_public_categories_idx ON images USING gin (categories) WHERE make_public AND status = 'success'`.execute(db);
  await sql`CREATE INDEX images_search_idx ON images USING gin (search)`.execute(db);
  // Your Generation and Followers Feed: one author's images newest first.
  await sql`CREATE INDEX images_user_feed_idx ON images (user_id, created_at DESC, id DESC)`.execute(db);

  // Which version of the category rules the stored categories follow (0: none computed yet).
  await sql`CREATE TABLE feed_rules (name text PRIMARY KEY, version integer NOT NULL)`.execute(db);
  await sql`INSERT INTO feed_rules (name, version) VALUES ('categories', 0)`.execute(db);
}
