// The feeds' reads (one query per feed page) and the likes, follows and their counters (each
// changed in the same transaction as the like/follow row, and only when that row changed, so a
// repeated or concurrent like changes nothing). Privacy lives here, in the WHERE of every read:
// a private image is its owner's alone, and images of authors who are not active leave the feeds.
import { sql } from '@atelier/platform';
import { FEED_LIMITS } from '@atelier/contracts';
import { timeKeyed, type FeedCursor, type FeedQuery } from '../domain/feed';
import type { Db } from './database';
import { withUser, type ImageRow } from './images.repository';

/** A condition of a feed's WHERE. */
type Cond = ReturnType<typeof sql<boolean>>;

export type FeedImageRow = ImageRow & { width: number | null; height: number | null; like_count: number; liked: boolean; following: boolean; self: boolean; model_id: string; sort_key: string | number };

/** An author is shown while identity says they are active (no projection row yet counts as active). */
const authorActive = sql<boolean>`coalesce(u.status, 'active') = 'active'`;
const publicShown = sql<boolean>`(i.make_public and ${authorActive})`;

/**
 * One page of a feed, `limit` rows after `after` (keyset) or after `offset` rows (a page number
 * without a cursor). `asOf` ends Trending's likes window (the cursor keeps the first page's).
 */
export async function feedPage(db: Db, q: FeedQuery, at: { after: FeedCursor | null; offset: number; limit: number; asOf: Date }): Promise<FeedImageRow[]> {
  const viewer = q.viewerId;
  // Subqueries go through the builder (not SQL text) so they read this service's schema.
  const likedBy = (userId: string) => db.selectFrom('image_likes as l').select('l.image_id').where('l.image_id', '=', sql.ref<string>('i.id')).where('l.user_id', '=', userId);
  const followed = db.selectFrom('follows as f').select('f.followee_id').where('f.follower_id', '=', viewer);
  const followsAuthor = db.selectFrom('follows as f2').select('f2.followee_id').where('f2.follower_id', '=', viewer).where('f2.followee_id', '=', sql.ref<string>('i.user_id'));

  const sortKey = {
    new: sql<string | number>`i.created_at`,
    liked: sql<string | number>`lk.created_at`,
    top: sql<string | number>`i.like_count`,
    trending: sql<string | number>`t.n`,
  }[q.order];
  // The page's ids first — filter, order and limit over images and their authors only — then the
  // rest of each row for those ids alone. Joined before the limit, the job of every match was read
  // before the sort: a search matching 4,000 images read 4,000 jobs for a page of 25 (bench/feeds).
  let ids = db.selectFrom('images as i').leftJoin('users as u', 'u.id', 'i.user_id');
  if (q.order === 'trending') {
    const from = new Date(at.asOf.getTime() - FEED_LIMITS.trendingDays * 86_400_000);
    ids = ids.innerJoin(
      (eb) =>
        eb
          .selectFrom('image_likes')
          .select(['image_id', sql<number>`count(*)::int`.as('n')])
          .where('created_at', '>', from)
          .where('created_at', '<=', at.asOf)
          .groupBy('image_id')
          .as('t'),
      (j) => j.onRef('t.image_id', '=', 'i.id'),
    ) as unknown as typeof ids;
  }
  if (q.order === 'liked') {
    // The viewer's own likes, newest first (image_likes_user_recent_idx): the Liked Feed's order.
    ids = ids.innerJoin('image_likes as lk', (j) => j.onRef('lk.image_id', '=', 'i.id').on('lk.user_id', '=', viewer)) as unknown as typeof ids;
  }
  const page = ids
    .select(['i.id', sortKey.as('k')])
    .where((eb) => {
      const where: Cond[] = [sql<boolean>`i.status = 'success'`];
      if (q.scope === 'community') where.push(publicShown);
      else if (q.tab === 'mine') where.push(sql<boolean>`i.user_id = ${viewer}`);
      else if (q.tab === 'followers') where.push(eb('i.user_id', 'in', followed) as unknown as Cond, publicShown);
      else {
        // The Liked Feed in like order has joined the viewer's likes already.
        if (q.order !== 'liked') where.push(eb.exists(likedBy(viewer)) as unknown as Cond);
        where.push(sql<boolean>`(i.user_id = ${viewer} or ${publicShown})`);
      }
      if (q.category) where.push(sql<boolean>`i.categories @> array[${q.category}]::text[]`);
      if (q.upscaleOnly) where.push(sql<boolean>`i.operation = 'upscale'`);
      if (q.search) {
        // The last word as typed is a prefix of the prompt's word, not always of its English stem:
        // the stemmer rewrites the typed part on its own terms ("fly" → "fli", "mwzzy" → "mwzzi"),
        // which then prefixes nothing in "flyers" or "mwzzy9ph". So the prefix matches either way —
        // stemmed ("sleeping" finds "sleeps") or as typed ('simple': "fly" finds "flyers") — except
        // a stop word, which the English query drops (empty: no condition), as before.
        const typed = q.search.prefix + ':*';
        const prefix = sql`(case when numnode(to_tsquery('english', ${typed})) = 0 then to_tsquery('english', ${typed}) else to_tsquery('english', ${typed}) || to_tsquery('simple', ${typed}) end)`;
        where.push(q.search.words ? sql<boolean>`i.search @@ (plainto_tsquery('english', ${q.search.words}) && ${prefix})` : sql<boolean>`i.search @@ ${prefix}`);
      }
      if (at.after) {
        const key = timeKeyed(q.order) ? sql`${String(at.after.key)}::timestamptz` : sql`${Number(at.after.key)}::bigint`;
        where.push(sql<boolean>`(${sortKey}, i.id) < (${key}, ${at.after.id}::uuid)`);
      }
      return eb.and(where);
    })
    .orderBy(sql`${sortKey} desc`)
    .orderBy('i.id', 'desc')
    .limit(at.limit)
    .offset(at.offset)
    .as('p');
  const rows = await withUser(db)
    .innerJoin(page, 'p.id', 'i.id')
    .select((eb) => [
      'i.width',
      'i.height',
      'i.like_count',
      // The job's model, for Remix (kept on the image: it outlives a pruned job).
      'i.model_id',
      eb.exists(likedBy(viewer)).$castTo<boolean>().as('liked'),
      eb.exists(followsAuthor).$castTo<boolean>().as('following'),
      // The viewer's own image: the dialog offers no Follow on it.
      sql<boolean>`i.user_id = ${viewer}`.as('self'),
      // The cursor's key, exact: a time as ISO text with its microseconds (a JS Date keeps only ms).
      (timeKeyed(q.order) ? sql<string>`to_json(p.k) #>> '{}'` : sql<string | number>`p.k`).as('sort_key'),
    ])
    .orderBy(sql`p.k desc`)
    .orderBy('i.id', 'desc')
    .execute();
  return rows as FeedImageRow[];
}

/** An image the viewer may see and so like: theirs, or public by an active author; success only. */
export async function visibleImageExists(db: Db, imageId: string, viewerId: string): Promise<boolean> {
  const r = await db
    .selectFrom('images as i')
    .leftJoin('users as u', 'u.id', 'i.user_id')
    .select('i.id')
    .where('i.id', '=', imageId)
    .where(sql<boolean>`i.status = 'success' and (i.user_id = ${viewerId} or ${publicShown})`)
    .executeTakeFirst();
  return !!r;
}

/** Adds the like once; the count goes up only when the row was new. Run in a transaction. */
export async function addLike(db: Db, imageId: string, userId: string): Promise<number> {
  const added = await db.insertInto('image_likes').values({ image_id: imageId, user_id: userId }).onConflict((oc) => oc.doNothing()).returning('image_id').executeTakeFirst();
  return added ? bumpLikes(db, imageId, 1) : likeCount(db, imageId);
}

/** Takes the like back; the count goes down only when a row was removed. Run in a transaction. */
export async function removeLike(db: Db, imageId: string, userId: string): Promise<number> {
  const removed = await db.deleteFrom('image_likes').where('image_id', '=', imageId).where('user_id', '=', userId).returning('image_id').executeTakeFirst();
  return removed ? bumpLikes(db, imageId, -1) : likeCount(db, imageId);
}

async function bumpLikes(db: Db, imageId: string, by: 1 | -1): Promise<number> {
  const r = await db.updateTable('images').set({ like_count: sql`like_count + ${by}` }).where('id', '=', imageId).returning('like_count').executeTakeFirstOrThrow();
  return r.like_count;
}

async function likeCount(db: Db, imageId: string): Promise<number> {
  const r = await db.selectFrom('images').select('like_count').where('id', '=', imageId).executeTakeFirstOrThrow();
  return r.like_count;
}

/** A user of the projection who is active (can be followed). */
export async function activeUserExists(db: Db, userId: string): Promise<boolean> {
  const r = await db.selectFrom('users').select('id').where('id', '=', userId).where('status', '=', 'active').executeTakeFirst();
  return !!r;
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());
}

/** Adds the follow once; the followee's count goes up only when the row was new. Run in a transaction. */
export async function addFollow(db: Db, followerId: string, followeeId: string): Promise<number> {
  const added = await db.insertInto('follows').values({ follower_id: followerId, followee_id: followeeId }).onConflict((oc) => oc.doNothing()).returning('followee_id').executeTakeFirst();
  return added ? bumpFollowers(db, followeeId, 1) : followerCount(db, followeeId);
}

export async function removeFollow(db: Db, followerId: string, followeeId: string): Promise<number> {
  const removed = await db.deleteFrom('follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).returning('followee_id').executeTakeFirst();
  return removed ? bumpFollowers(db, followeeId, -1) : followerCount(db, followeeId);
}

async function bumpFollowers(db: Db, userId: string, by: 1 | -1): Promise<number> {
  const r = await db.updateTable('users').set({ follower_count: sql`follower_count + ${by}` }).where('id', '=', userId).returning('follower_count').executeTakeFirstOrThrow();
  return r.follower_count;
}

async function followerCount(db: Db, userId: string): Promise<number> {
  const r = await db.selectFrom('users').select('follower_count').where('id', '=', userId).executeTakeFirstOrThrow();
  return r.follower_count;
}

// ---- categories (re)computation -------------------------------------------------------------

export async function categoryRulesVersion(db: Db): Promise<number> {
  const r = await db.selectFrom('feed_rules').select('version').where('name', '=', 'categories').executeTakeFirst();
  return r?.version ?? 0;
}

export function setCategoryRulesVersion(db: Db, version: number) {
  return db.updateTable('feed_rules').set({ version }).where('name', '=', 'categories').execute();
}

/** Up to `limit` images after `afterId` (id order): the batches of a recomputation. */
export function promptsAfter(db: Db, afterId: string | null, limit: number): Promise<Array<{ id: string; prompt: string }>> {
  let q = db.selectFrom('images').select(['id', 'prompt']).orderBy('id').limit(limit);
  if (afterId) q = q.where('id', '>', afterId);
  return q.execute();
}

/** Stores many images' categories in one statement ({image id: categories}). */
export function setCategories(db: Db, byId: Record<string, string[]>) {
  return db
    .updateTable('images as i')
    .from(sql`jsonb_each(${JSON.stringify(byId)}::jsonb)`.as('v'))
    .set({ categories: sql`array(select jsonb_array_elements_text(v.value))` })
    .whereRef('i.id', '=', sql`(v.key)::uuid`)
    .execute();
}
