// The feeds' server state: one infinite query per feed and filter set, paged by Load More with the
// server's cursor (issue 9: the cursor anchors the list, so an image published between two loads
// neither repeats nor pushes one out), and the rows of the loaded pages flattened without repeats.
import { queryKeys } from '@atelier/api-client';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { getFeed, type FeedImage, type FeedKind, type FeedPage, type FeedSort, type FeedTab } from './feed-api';

/** What selects a feed's list: a change starts again from page 1 and replaces the list (spec §4). */
export interface FeedFilters {
  prompt?: string;
  category?: string;
  tab?: FeedTab;
  sort?: FeedSort;
}

/** Page numbers stay (spec §9: Load More asks for page 2, 3, …); the cursor is what anchors them. */
export interface FeedPageParam {
  page: number;
  cursor: string | null;
}

export const FIRST_PAGE: FeedPageParam = { page: 1, cursor: null };

/** The next page to ask for, or undefined when the list has ended (Load More hides). */
export function nextPageParam(last: FeedPage, lastParam: FeedPageParam): FeedPageParam | undefined {
  if (last.rows.length === 0 || last.next_cursor === null) return undefined;
  return { page: lastParam.page + 1, cursor: last.next_cursor };
}

/** Only the filters that say something, so "" and undefined share one cache entry. */
export function normalizeFilters(f: FeedFilters): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  const prompt = f.prompt?.trim();
  if (prompt) out.prompt = prompt;
  if (f.category) out.category = f.category;
  if (f.tab) out.tab = f.tab;
  if (f.sort) out.sort = f.sort;
  return out;
}

export const feedKey = (kind: FeedKind, f: FeedFilters) => queryKeys.feeds.list(kind, normalizeFilters(f));

export const feedQuery = (kind: FeedKind, f: FeedFilters) =>
  infiniteQueryOptions({
    queryKey: feedKey(kind, f),
    queryFn: ({ pageParam }) => getFeed(kind, { ...normalizeFilters(f), ...pageParam }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last: FeedPage, _all: FeedPage[], lastParam: FeedPageParam) => nextPageParam(last, lastParam),
  });

/** The loaded pages' rows in order, each image once (a belt to the cursor's braces). */
export function uniqueRows(pages: readonly FeedPage[] | undefined): FeedImage[] {
  const seen = new Set<string>();
  const out: FeedImage[] = [];
  for (const page of pages ?? []) {
    for (const row of page.rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
    }
  }
  return out;
}
