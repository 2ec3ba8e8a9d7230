// Masonry placement: the shortest column takes the next image, by stored width and height.
import { aspectOf, columnCount, placeInColumns } from '../src/features/grid/masonry';

const sq = { width: 512, height: 512 };
const tall = { width: 512, height: 1024 };
const wide = { width: 1024, height: 512 };

test('columns by width: two on a 390 px phone, more as the grid widens', () => {
  expect(columnCount(0)).toBe(2);
  expect(columnCount(358)).toBe(2);
  expect(columnCount(700)).toBe(3);
  expect(columnCount(1200)).toBe(4);
  expect(columnCount(1600)).toBe(5);
});

test('each image goes to the column that is shortest so far (leftmost on a tie)', () => {
  // col0: tall (2) ; col1: sq (1) → sq to col1 (1+1=2) ; tie at 2/2 → leftmost col0 ; …
  expect(placeInColumns([tall, sq, sq, wide, sq], 2)).toEqual([
    [0, 3],
    [1, 2, 4],
  ]);
  expect(placeInColumns([wide, wide, tall, sq], 3)).toEqual([[0, 3], [1], [2]]);
});

test('gaps count: with gaps, many short images weigh like their height plus a gap each', () => {
  // col0: tall = 2 (+0.5 gap) = 2.5 ; col1: wide, wide, wide = 1.5 + 1.5 gaps = 3 → without gaps col1 (1.5) takes more
  const items = [tall, wide, wide, wide, sq];
  expect(placeInColumns(items, 2, 0)[1]).toContain(4);
  expect(placeInColumns(items, 2, 0.5)[0]).toContain(4);
});

test('every image is placed exactly once, in input order within its column', () => {
  const items = Array.from({ length: 1000 }, (_, i) => ({ width: 400 + (i % 7) * 100, height: 300 + (i % 5) * 150 }));
  const cols = placeInColumns(items, 4, 0.03);
  const all = cols.flat();
  expect(all.length).toBe(1000);
  expect(new Set(all).size).toBe(1000);
  for (const c of cols) expect(c).toEqual([...c].sort((a, b) => a - b));
});

test('a row without a usable size is square; a bad column count is one column', () => {
  expect(aspectOf({ width: 0, height: 0 })).toBe(1);
  expect(aspectOf(tall)).toBe(2);
  expect(placeInColumns([sq, sq], 0)).toEqual([[0, 1]]);
});
