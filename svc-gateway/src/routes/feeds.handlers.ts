// Handlers of the feed and social routes (issue 9): Home/Community (`get_community_field`), the
// Personal Feed (`get_personal_field`), likes and follows. The viewer is always the subject of the
// verified access token; imaging applies privacy, ordering and the cursor.
import { FEED_LIMITS, type FeedRow } from '@atelier/contracts';
import type { FeedImage__Output } from '@atelier/proto/gen/atelier/imaging/v1/FeedImage';
import type { Handler, Handlers, Services } from './context';
import { imageRecord } from './image-record';

/** imaging's feed row → the REST FeedRow: the image record, its size and likes, and its author. */
export function feedRow(r: FeedImage__Output, cdn: string): FeedRow {
  const record = imageRecord(r.image!, cdn);
  return {
    ...record,
    width: r.width,
    height: r.height,
    like_count: r.like_count,
    liked: r.liked,
    model_id: r.model_id,
    User: { id: r.image!.user_id, name: record.User.name, profile_pic: record.User.profile_pic, following: r.following, self: r.self },
  };
}

type FeedQuery = { prompt?: string | undefined; page?: number | undefined; category?: string | undefined; sort?: string | undefined; cursor?: string | undefined; tab?: string | undefined };

async function feed(s: Services, viewer: string, scope: 'community' | 'personal', q: FeedQuery) {
  const res = await s.imaging.ListFeed({
    viewer_id: viewer,
    scope,
    tab: q.tab ?? '',
    sort: q.sort ?? '',
    category: q.category ?? '',
    prompt: q.prompt ?? '',
    cursor: q.cursor ?? '',
    page: q.page ?? 1,
    page_size: FEED_LIMITS.pageSize,
  });
  return { status: 'success' as const, data: { rows: res.rows.map((r) => feedRow(r, s.imageCdn)), next_cursor: res.next_cursor || null } };
}

export const communityFeed: Handler<'communityFeed'> = (s, { query, claims }) => feed(s, claims.sub, 'community', query);
export const personalFeed: Handler<'personalFeed'> = (s, { query, claims }) => feed(s, claims.sub, 'personal', query);

/** Like/Unlike: data {liked, like_count}. */
const likeRoute =
  (rpc: 'Like' | 'Unlike'): Handler<'like' | 'unlike'> =>
  async (s, { params, claims }) => {
    const r = await s.imaging[rpc]({ user_id: claims.sub, image_id: params.image_id });
    return { status: 'success', data: { liked: r.liked, like_count: r.like_count } };
  };
/** Follow/Unfollow: data {following, follower_count}. */
const followRoute =
  (rpc: 'Follow' | 'Unfollow'): Handler<'follow' | 'unfollow'> =>
  async (s, { params, claims }) => {
    const r = await s.imaging[rpc]({ follower_id: claims.sub, followee_id: params.user_id });
    return { status: 'success', data: { following: r.following, follower_count: r.follower_count } };
  };

export const feedHandlers = {
  communityFeed,
  personalFeed,
  like: likeRoute('Like'),
  unlike: likeRoute('Unlike'),
  follow: followRoute('Follow'),
  unfollow: followRoute('Unfollow'),
} satisfies Partial<Handlers>;
