// The masonry's measures: columns by width, a card's height from the image's stored size.
import { aspectOf, columnCount } from '../src/features/grid/masonry';

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

test('a card is as tall as its image per unit of width; a row without a usable size is square', () => {
  expect(aspectOf({ width: 0, height: 0 })).toBe(1);
  expect(aspectOf(tall)).toBe(2);
  expect(aspectOf(wide)).toBe(0.5);
  expect(aspectOf(sq)).toBe(1);
});
