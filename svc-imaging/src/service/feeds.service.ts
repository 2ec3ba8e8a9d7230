// The feeds (Home, Community, Personal Feed) and the social layer (likes, follows) as use cases:
// resolve the request (domain/feed.ts), read one page plus one row (LIMIT n+1 says whether there is
// a next page) and hand back the cursor of the last row shown. A cursor always wins over a page
// number; a page number alone is read by offset (Load More starts at page 2, spec §9).
import { AppError, isUuid } from '@atelier/platform';
import { AUTH_MSG, FEED_LIMITS, FEED_MSG, IMAGING_MSG, type FeedCategory, type FeedScope, type FeedSort, type FeedTab } from '@atelier/contracts';
import { categoryFilter, decodeCursor, encodeCursor, resolveOrder, searchTerms, timeKeyed, type FeedCursor, type FeedQuery } from '../domain/feed';
import {
  activeUserExists,
  addFollow,
  addLike,
  feedPage,
  removeFollow,
  removeLike,
  userExists,
  visibleImageExists,
  type FeedImageRow,
} from '../repo/feeds.repository';
import type { ImagingContext } from './context';

export interface FeedRequest {
  viewerId: string;
  scope: FeedScope;
  tab: FeedTab;
  sort: FeedSort;
  category: FeedCategory;
  prompt: string;
  cursor: string;
  page: number;
  pageSize: number;
}

export async function listFeed(ctx: ImagingContext, r: FeedRequest): Promise<{ rows: FeedImageRow[]; nextCursor: string | null }> {
  if (!isUuid(r.viewerId)) throw new AppError('INVALID_ARGUMENT', 'viewer_id must be a user id');
  const tab = r.scope === 'personal' ? r.tab : 'mine';
  const order = resolveOrder(r.sort, r.category, tab === 'liked');
  const q: FeedQuery = {
    viewerId: r.viewerId,
    scope: r.scope,
    tab,
    order,
    category: categoryFilter(r.category),
    upscaleOnly: r.sort === 'upscale',
    search: searchTerms(r.prompt),
  };
  let after: FeedCursor | null = null;
  if (r.cursor) {
    after = decodeCursor(r.cursor, order);
    if (!after) throw new AppError('INVALID_ARGUMENT', FEED_MSG.badCursor);
  }
  const size = Math.min(Math.max(1, r.pageSize || FEED_LIMITS.pageSize), 100);
  const page = Math.min(Math.max(1, r.page || 1), FEED_LIMITS.pageMax);
  const asOf = after?.asOf ? new Date(after.asOf) : new Date();
  const rows = await feedPage(ctx.db, q, { after, offset: after ? 0 : (page - 1) * size, limit: size + 1, asOf });
  const shown = rows.slice(0, size);
  const last = shown[shown.length - 1];
  const nextCursor =
    rows.length > size && last
      ? encodeCursor({
          order,
          key: timeKeyed(order) ? String(last.sort_key) : Number(last.sort_key),
          id: last.id,
          ...(order === 'trending' ? { asOf: asOf.toISOString() } : {}),
        })
      : null;
  return { rows: shown, nextCursor };
}

/** Likes and unlikes an image the user may see (NOT_FOUND otherwise, so ids reveal nothing). */
export async function setLike(ctx: ImagingContext, userId: string, imageId: string, liked: boolean): Promise<{ liked: boolean; likeCount: number }> {
  if (!isUuid(imageId) || !isUuid(userId)) throw new AppError('NOT_FOUND', IMAGING_MSG.imageNotFound);
  const likeCount = await ctx.db.transaction().execute(async (trx) => {
    if (!(await visibleImageExists(trx, imageId, userId))) throw new AppError('NOT_FOUND', IMAGING_MSG.imageNotFound);
    return liked ? addLike(trx, imageId, userId) : removeLike(trx, imageId, userId);
  });
  return { liked, likeCount };
}

/** Follows (an active user, not oneself) and unfollows (anyone known: a blocked user can be let go). */
export async function setFollow(ctx: ImagingContext, followerId: string, followeeId: string, following: boolean): Promise<{ following: boolean; followerCount: number }> {
  if (!isUuid(followeeId) || !isUuid(followerId)) throw new AppError('NOT_FOUND', AUTH_MSG.userNotFound);
  if (followerId === followeeId) throw new AppError('INVALID_ARGUMENT', FEED_MSG.followSelf);
  const followerCount = await ctx.db.transaction().execute(async (trx) => {
    const known = following ? await activeUserExists(trx, followeeId) : await userExists(trx, followeeId);
    if (!known) throw new AppError('NOT_FOUND', AUTH_MSG.userNotFound);
    return following ? addFollow(trx, followerId, followeeId) : removeFollow(trx, followerId, followeeId);
  });
  return { following, followerCount };
}
