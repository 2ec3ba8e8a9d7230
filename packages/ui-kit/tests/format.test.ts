// How every app writes money, counts, dates and page numbers (billing's reports and Pricing, the
// admin dashboard and reports).
import { BILLING_LIMITS } from '@atelier/contracts';
import { formatCredits, formatDate, formatMoney, pageCount } from '../src/lib/format';
import { pageItems } from '../src/lib/pages';

test('amounts carry their currency sign: ₹ for INR, $ for USD, decimals only when there are any', () => {
  expect(formatMoney(499, 'INR')).toBe('₹499');
  expect(formatMoney(1499.5, 'INR')).toBe('₹1,499.50');
  expect(formatMoney(4.99, 'USD')).toBe('$4.99');
  expect(formatMoney(10, 'USD')).toBe('$10');
  expect(formatCredits(12500)).toBe('12,500');
});

test('pages from the row count, at least one', () => {
  const size = BILLING_LIMITS.reportPageSize;
  expect(pageCount(0, size)).toBe(1);
  expect(pageCount(size, size)).toBe(1);
  expect(pageCount(size + 1, size)).toBe(2);
});

test('pager: first, last, the current page and its neighbours, gaps between', () => {
  expect(pageItems(1, 1)).toEqual([1]);
  expect(pageItems(1, 3)).toEqual([1, 2, 3]);
  expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
  expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
});

test('other currencies fall back to en-US; a text that is no date stays as it is', () => {
  expect(formatMoney(12.5, 'EUR')).toBe('€12.50');
  expect(formatDate('not a date')).toBe('not a date');
  expect(formatDate('2026-11-20T10:00:00.000Z')).toBe(new Date('2026-11-20T10:00:00.000Z').toLocaleString());
});
