// A feed request resolved into what to read (pure): which order it is in, and the opaque cursor
// that anchors Load More. The cursor carries the order's key of the last row shown and its id, so
// the next page starts strictly after it (row-value compare) whatever was published in between;
// Trending also carries the moment its window ends, so likes given after page 1 do not reshuffle it.
import { FEED_LIMITS, type FeedCategory, type FeedScope, type FeedSort, type FeedTab, type ImageCategory } from '@atelier/contracts';
import { isUuid } from '@atelier/platform/src/pure';

/** new: created_at desc; liked: the viewer's like time desc (Liked Feed); top: like_count desc;
 *  trending: likes in the window desc — ties by id desc. */
export type FeedOrder = 'new' | 'liked' | 'top' | 'trending';

/** The orders whose key is a time (ISO text with microseconds); the others count likes. */
export const timeKeyed = (order: FeedOrder): boolean => order === 'new' || order === 'liked';

export interface FeedQuery {
  viewerId: string;
  scope: FeedScope;
  tab: FeedTab;
  order: FeedOrder;
  /** Only images carrying this category; null = any. */
  category: ImageCategory | null;
  /** Only up-scaled results. */
  upscaleOnly: boolean;
  /** Full-text search terms (see searchTerms); null = no search. */
  search: SearchTerms | null;
}

/** The sort buttons and category buttons → one order and filters. Top and Trending buttons win over
 *  the Trending category; New lists newest first, and so do All and Upscale (also within search
 *  matches) — except in the Liked Feed, where All and Upscale list what was liked last first, as a
 *  person looking for the picture they liked a moment ago expects. */
export function resolveOrder(sort: FeedSort, category: FeedCategory, likedTab = false): FeedOrder {
  if (sort === 'top') return 'top';
  if (sort === 'trending' || category === 'trending') return 'trending';
  if (likedTab && sort !== 'new') return 'liked';
  return 'new';
}

export function categoryFilter(category: FeedCategory): ImageCategory | null {
  return category === 'all' || category === 'trending' ? null : category;
}

// ---- cursor ---------------------------------------------------------------------------------------

/** The position after which the next page starts. `key`: ISO time (new, liked) or a count (top, trending). */
export interface FeedCursor {
  order: FeedOrder;
  key: string | number;
  id: string;
  /** Trending: the end of the likes window (ISO), fixed at page 1. */
  asOf?: string;
}

export function encodeCursor(c: FeedCursor): string {
  const body = { o: c.order, k: c.key, i: c.id, ...(c.asOf ? { t: c.asOf } : {}) };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/** null for anything that is not a cursor this service wrote for the same order. */
export function decodeCursor(s: string, order: FeedOrder): FeedCursor | null {
  if (s.length > FEED_LIMITS.cursorMax || !/^[A-Za-z0-9_-]+$/.test(s)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { o, k, i, t, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length || o !== order || typeof i !== 'string' || !isUuid(i)) return null;
  const keyOk = timeKeyed(order) ? typeof k === 'string' && isTime(k) : Number.isSafeInteger(k) && (k as number) >= 0;
  const asOkay = order === 'trending' ? typeof t === 'string' && isTime(t) : t === undefined;
  if (!keyOk || !asOkay) return null;
  return { order, key: k as string | number, id: i, ...(order === 'trending' ? { asOf: t as string } : {}) };
}

function isTime(s: string): boolean {
  return s.length <= 40 && /^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/.test(s) && !Number.isNaN(Date.parse(s));
}

// ---- search ---------------------------------------------------------------------------------------

/** A prompt search as tsquery text: every word but the last matched by its stem, the last one as a
 *  prefix (typing "cat sle" finds "cats sleeping"). Only letters and digits pass, so the text cannot
 *  carry tsquery operators. */
export interface SearchTerms {
  /** Words matched by stem (plainto_tsquery); "" when only one word. */
  words: string;
  /** The last word, matched as a prefix (to_tsquery 'word:*'). */
  prefix: string;
}

export function searchTerms(prompt: string | undefined): SearchTerms | null {
  const words = (prompt ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return null;
  return { words: words.slice(0, -1).join(' '), prefix: words[words.length - 1]! };
}
