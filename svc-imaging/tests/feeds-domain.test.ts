// Unit tests of the feeds' pure rules: categories from prompts, the order a request resolves to,
// the opaque cursor (round trip, and refusal of anything this service did not write for that
// order) and the search terms (stems, last word as a prefix, no tsquery operators).
import { randomUUID } from 'node:crypto';
import { CATEGORY_WORDS, categoriesOf } from '../src/domain/categories';
import { categoryFilter, decodeCursor, encodeCursor, resolveOrder, searchTerms } from '../src/domain/feed';

describe('categories from prompts', () => {
  it('puts an image in each category one of its words names, plurals included', () => {
    expect(categoriesOf('A red fox in the snow')).toEqual(['animal']);
    expect(categoriesOf('Two CATS and dogs, 35mm photo with bokeh')).toEqual(['animal', 'photography']);
    expect(categoriesOf('chibi manga girl')).toEqual(['anime']);
    expect(categoriesOf('dynamic racing car at speed')).toEqual(['motion']);
    expect(categoriesOf('a fox, anime style, motion blur, portrait')).toEqual(['animal', 'anime', 'photography', 'motion']);
  });

  it('matches whole words only, and nothing for a prompt without listed words', () => {
    expect(categoriesOf('concatenate the catalogue')).toEqual([]);
    expect(categoriesOf('a quiet lighthouse by the sea')).toEqual([]);
    expect(categoriesOf('')).toEqual([]);
  });

  it('holds the words the issue names for each category', () => {
    for (const w of ['cat', 'dog', 'fox', 'bird']) expect(CATEGORY_WORDS.animal).toContain(w);
    for (const w of ['anime', 'manga', 'chibi']) expect(CATEGORY_WORDS.anime).toContain(w);
    for (const w of ['photo', 'photograph', 'portrait', '35mm', 'bokeh']) expect(CATEGORY_WORDS.photography).toContain(w);
    for (const w of ['motion', 'action', 'speed', 'dynamic']) expect(CATEGORY_WORDS.motion).toContain(w);
  });
});

describe('order and filters', () => {
  it('Top and Trending buttons win; the Trending category orders by recent likes; the rest list newest first', () => {
    expect(resolveOrder('top', 'trending')).toBe('top');
    expect(resolveOrder('trending', 'all')).toBe('trending');
    expect(resolveOrder('all', 'trending')).toBe('trending');
    expect(resolveOrder('new', 'animal')).toBe('new');
    expect(resolveOrder('upscale', 'all')).toBe('new');
    expect(categoryFilter('all')).toBeNull();
    expect(categoryFilter('trending')).toBeNull();
    expect(categoryFilter('anime')).toBe('anime');
  });

  it('the Liked Feed lists by like time for All and Upscale, by image time for New; Top and Trending stay', () => {
    expect(resolveOrder('all', 'all', true)).toBe('liked');
    expect(resolveOrder('upscale', 'all', true)).toBe('liked');
    expect(resolveOrder('new', 'all', true)).toBe('new');
    expect(resolveOrder('top', 'all', true)).toBe('top');
    expect(resolveOrder('trending', 'all', true)).toBe('trending');
    expect(resolveOrder('all', 'all', false)).toBe('new');
  });
});

describe('cursor', () => {
  const id = randomUUID();

  it('round-trips each order', () => {
    const n = { order: 'new' as const, key: '2026-11-23T07:00:00.123Z', id };
    expect(decodeCursor(encodeCursor(n), 'new')).toEqual(n);
    const t = { order: 'top' as const, key: 42, id };
    const l = { order: 'liked' as const, key: '2026-11-23T07:00:00.123456Z', id };
    expect(decodeCursor(encodeCursor(l), 'liked')).toEqual(l);
    expect(decodeCursor(encodeCursor(l), 'new')).toBeNull();
    expect(decodeCursor(encodeCursor(t), 'top')).toEqual(t);
    const tr = { order: 'trending' as const, key: 3, id, asOf: '2026-11-23T07:00:00.000Z' };
    expect(decodeCursor(encodeCursor(tr), 'trending')).toEqual(tr);
  });

  it('is opaque: URL-safe text, no raw JSON', () => {
    const c = encodeCursor({ order: 'new', key: '2026-11-23T07:00:00.000Z', id });
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses a cursor of another order, a tampered one and garbage', () => {
    const c = encodeCursor({ order: 'new', key: '2026-11-23T07:00:00.000Z', id });
    expect(decodeCursor(c, 'top')).toBeNull();
    expect(decodeCursor(c.slice(0, -3), 'new')).toBeNull();
    expect(decodeCursor('not a cursor!', 'new')).toBeNull();
    expect(decodeCursor('', 'new')).toBeNull();
    const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    expect(decodeCursor(enc({ o: 'new', k: "1' or 1=1", i: id }), 'new')).toBeNull();
    expect(decodeCursor(enc({ o: 'new', k: '2026-11-23T07:00:00Z', i: 'x' }), 'new')).toBeNull();
    expect(decodeCursor(enc({ o: 'top', k: -1, i: id }), 'top')).toBeNull();
    expect(decodeCursor(enc({ o: 'top', k: 1.5, i: id }), 'top')).toBeNull();
    expect(decodeCursor(enc({ o: 'trending', k: 1, i: id }), 'trending')).toBeNull();
    expect(decodeCursor(enc({ o: 'new', k: '2026-11-23T07:00:00Z', i: id, extra: 1 }), 'new')).toBeNull();
    expect(decodeCursor(enc([1, 2]), 'new')).toBeNull();
  });
});

describe('search terms', () => {
  it('matches every word but the last by stem and the last as a prefix', () => {
    expect(searchTerms('Cats sle')).toEqual({ words: 'cats', prefix: 'sle' });
    expect(searchTerms('fox')).toEqual({ words: '', prefix: 'fox' });
  });

  it('lets only letters and digits through (no tsquery operators), and nothing means no search', () => {
    expect(searchTerms("a & b | !c:* ('d')")).toEqual({ words: 'a b c', prefix: 'd' });
    expect(searchTerms('  ')).toBeNull();
    expect(searchTerms('&|!')).toBeNull();
    expect(searchTerms(undefined)).toBeNull();
  });
});
