// The feeds' calls (issue 9; contracts' feeds.ts is the one home of their shapes), made through
// api-client's typed route calls (cookies, CSRF, refresh, ApiError). Nothing else in mfe-feeds
// builds a URL. The names below are the contract's types under the words the screens use.
import { api } from '@atelier/api-client';
import type { FeedRow, FeedScope, FeedSort, FeedTab, QueryOf, ResponseOf } from '@atelier/contracts';

export type { FeedSort, FeedTab } from '@atelier/contracts';

/** A feed row: the spec §3 image record plus its stored pixel size, its likes and its author. */
export type FeedImage = FeedRow;
/** `data` of a feed answer: one page of rows and the cursor of the next (null at the end). */
export type FeedPage = ResponseOf<'communityFeed'>['data'];
export type FeedKind = FeedScope;
export type LikeState = ResponseOf<'like'>['data'];
export type FollowState = ResponseOf<'follow'>['data'];

/** `?prompt=&page=` (spec §7) plus `category`, `tab`, `sort` and `cursor`. */
export interface FeedQuery {
  prompt?: string;
  page: number;
  category?: QueryOf<'communityFeed'>['category'];
  tab?: FeedTab;
  sort?: FeedSort;
  cursor?: string | null;
}

/** Only the parameters that say something: an empty prompt or a null cursor is left out. */
function queryOf(q: FeedQuery): QueryOf<'personalFeed'> {
  return {
    page: q.page,
    ...(q.prompt?.trim() ? { prompt: q.prompt.trim() } : {}),
    ...(q.category ? { category: q.category } : {}),
    ...(q.sort ? { sort: q.sort } : {}),
    ...(q.cursor ? { cursor: q.cursor } : {}),
  };
}

export async function getFeed(kind: FeedKind, q: FeedQuery): Promise<FeedPage> {
  const res = kind === 'personal' ? await api.call('personalFeed', { query: { ...queryOf(q), ...(q.tab ? { tab: q.tab } : {}) } }) : await api.call('communityFeed', { query: queryOf(q) });
  return res.data;
}

export async function setLike(imageId: string, liked: boolean): Promise<LikeState> {
  return (await api.call(liked ? 'like' : 'unlike', { params: { image_id: imageId } })).data;
}

export async function setFollow(userId: string, following: boolean): Promise<FollowState> {
  return (await api.call(following ? 'follow' : 'unfollow', { params: { user_id: userId } })).data;
}
