// The feeds' paging and keys: Load More follows the server's cursor from page 2, stops on an empty
// page or a null cursor, and the loaded pages never show an image twice.
import { queryKeys } from '@atelier/api-client';
import type { FeedImage, FeedPage } from '../src/features/feed-api';
import { feedKey, feedQuery, FIRST_PAGE, nextPageParam, normalizeFilters, uniqueRows } from '../src/features/feed-query';
import { categoryFilters } from '../src/features/filters';
import { thumbUrl } from '@atelier/contracts';
import { remixHref } from '../src/features/image-links';

const row = (id: string, over: Partial<FeedImage> = {}): FeedImage => ({
  id, prompt: `prompt ${id}`, negative_prompt: '', image_url: `/media/${id}.png`, image_cdn: '', thumbnail_url: `/media/${id}.webp`,
  image_size: '512*512', image_seed: '42', createdAt: '2026-11-20T10:00:00.000Z', request_status: 'success', parent_id: null,
  operation: 'text2img', make_public: true, error: null, preset: null, input_image_url: null,
  width: 512, height: 512, like_count: 0, liked: false, User: { id: 'u1', name: 'Ada', profile_pic: null, following: false, self: false }, ...over,
} as FeedImage);
const page = (ids: string[], next: string | null): FeedPage => ({ rows: ids.map((id) => row(id)), next_cursor: next });

test('Load More starts at page 2 with the cursor of the page before', () => {
  expect(FIRST_PAGE).toEqual({ page: 1, cursor: null });
  expect(nextPageParam(page(['a', 'b'], 'c1'), FIRST_PAGE)).toEqual({ page: 2, cursor: 'c1' });
  expect(nextPageParam(page(['c'], 'c2'), { page: 2, cursor: 'c1' })).toEqual({ page: 3, cursor: 'c2' });
});

test('a page with zero rows, or no next cursor, ends the list', () => {
  expect(nextPageParam(page([], 'c9'), { page: 4, cursor: 'c3' })).toBeUndefined();
  expect(nextPageParam(page(['z'], null), { page: 4, cursor: 'c3' })).toBeUndefined();
  const q = feedQuery('community', {});
  expect(q.getNextPageParam(page(['a'], 'c1'), [page(['a'], 'c1')], FIRST_PAGE, [FIRST_PAGE])).toEqual({ page: 2, cursor: 'c1' });
});

test('the loaded pages show each image once, in order', () => {
  const rows = uniqueRows([page(['a', 'b', 'c'], 'x'), page(['c', 'd', 'a', 'e'], 'y'), page([], null)]);
  expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  expect(uniqueRows(undefined)).toEqual([]);
});

test('query keys: under queryKeys.feeds, one per feed and meaningful filters', () => {
  expect(feedKey('community', { prompt: '  ', category: 'anime' })).toEqual(['feeds', 'community', { category: 'anime' }]);
  expect(feedKey('personal', { tab: 'liked', sort: 'top', prompt: ' red fox ' })).toEqual(['feeds', 'personal', { tab: 'liked', sort: 'top', prompt: 'red fox' }]);
  expect(feedKey('community', {})).toEqual(feedKey('community', { prompt: '' }));
  expect(feedKey('community', {}).slice(0, 1)).toEqual([...queryKeys.feeds.all]);
  expect(normalizeFilters({ sort: 'all', tab: 'mine' })).toEqual({ sort: 'all', tab: 'mine' });
});

test('category buttons: Trending orders by recent likes, All filters nothing, the others are categories', () => {
  expect(categoryFilters('trending')).toEqual({ sort: 'trending' });
  expect(categoryFilters('all')).toEqual({});
  expect(categoryFilters('animal')).toEqual({ category: 'animal' });
});

test('the thumbnail is the WebP when there is one; Remix carries the prompt, negative prompt, size, seed (and model)', () => {
  expect(thumbUrl(row('a', { image_cdn: 'https://cdn' }))).toBe('https://cdn/media/a.webp');
  expect(thumbUrl(row('a', { thumbnail_url: null }))).toBe('/media/a.png');
  expect(thumbUrl(row('a', { thumbnail_url: null, image_url: null }))).toBeNull();
  const href = remixHref({ ...row('i1', { prompt: 'a red fox & moon', negative_prompt: 'blur', image_size: '832*1216', image_seed: '7' }), model_id: 'm1' });
  const url = new URL(href, 'http://x');
  expect(url.pathname).toBe('/dashboard/image-generate');
  expect(Object.fromEntries(url.searchParams)).toEqual({ remix: 'i1', prompt: 'a red fox & moon', negative_prompt: 'blur', model: 'm1', size: '832*1216', seed: '7' });
});
