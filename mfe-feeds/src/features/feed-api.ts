// TEMPORARY HOME: these request/response types move to packages/contracts when the feeds backend lands (issue 9).
// The feeds' calls, typed exactly as issue 9's "Calls" section words them, through the api-client's
// one ky instance (`api.raw`: cookies, CSRF, refresh, ApiError). Nothing else in mfe-feeds builds a URL.
import { api, buildPath } from '@atelier/api-client';
import type { ImageRecord } from '@atelier/contracts';

/** Personal Feed tabs: Your Generation, Followers Feed, Liked Feed. */
export const FEED_TABS = ['mine', 'followers', 'liked'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

/** Personal Feed buttons All, Upscale, Trending, New, Top (Trending: most liked in the last 7 days). */
export const FEED_SORTS = ['all', 'upscale', 'trending', 'new', 'top'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/** The author of a feed row; `following`: whether the viewer follows them. */
export interface FeedAuthor {
  id: string;
  name: string;
  profile_pic: string | null;
  following: boolean;
}

/** A feed row: the spec §3 image record plus its stored pixel size, its likes and its author. */
export interface FeedImage extends Omit<ImageRecord, 'User'> {
  width: number;
  height: number;
  like_count: number;
  /** Liked by the viewer. */
  liked: boolean;
  User: FeedAuthor;
}

/** `?prompt=&page=` (spec §7) plus the issue's `category`, `tab`, `sort` and `cursor`. */
export interface FeedQuery {
  prompt?: string;
  page: number;
  category?: string;
  tab?: FeedTab;
  sort?: FeedSort;
  cursor?: string | null;
}

/** `data` of a feed answer: one page of rows and the cursor of the next (null at the end). */
export interface FeedPage {
  rows: FeedImage[];
  next_cursor: string | null;
}

export interface LikeState {
  liked: boolean;
  like_count: number;
}
export interface FollowState {
  following: boolean;
  follower_count: number;
}

interface Envelope<T> {
  data: T;
}

export type FeedKind = 'community' | 'personal';
const FEED_PATH: Record<FeedKind, string> = {
  community: '/users/get_community_field',
  personal: '/users/get_personal_field',
};

/** Only the parameters that say something: an empty prompt or a null cursor is left out. */
function queryOf(q: FeedQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { page: q.page };
  if (q.prompt?.trim()) out.prompt = q.prompt.trim();
  if (q.category) out.category = q.category;
  if (q.tab) out.tab = q.tab;
  if (q.sort) out.sort = q.sort;
  if (q.cursor) out.cursor = q.cursor;
  return out;
}

export async function getFeed(kind: FeedKind, q: FeedQuery): Promise<FeedPage> {
  const res = await api.raw<Envelope<Partial<FeedPage>>>('GET', buildPath(FEED_PATH[kind], {}, queryOf(q)));
  return { rows: res.data?.rows ?? [], next_cursor: res.data?.next_cursor ?? null };
}

export async function setLike(imageId: string, liked: boolean): Promise<LikeState> {
  const res = await api.raw<Envelope<LikeState>>(liked ? 'POST' : 'DELETE', buildPath('/users/like/:id', { id: imageId }));
  return res.data;
}

export async function setFollow(userId: string, following: boolean): Promise<FollowState> {
  const res = await api.raw<Envelope<FollowState>>(following ? 'POST' : 'DELETE', buildPath('/users/follow/:id', { id: userId }));
  return res.data;
}
