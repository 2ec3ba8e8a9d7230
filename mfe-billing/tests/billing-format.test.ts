// How billing screens write money, pages and the remembered GST state; where Checkout comes from.
import { BILLING_LIMITS } from '@atelier/contracts';
import { GST_STATE_KEY, GST_STATES, rememberedState, rememberState } from '../src/features/checkout/gst-state';
import { formatCredits, formatMoney, pageCount } from '../src/features/money';
import { pageItems } from '../src/features/reports/pages';

test('amounts carry their currency sign: ₹ for INR, $ for USD, decimals only when there are any', () => {
  expect(formatMoney(499, 'INR')).toBe('₹499');
  expect(formatMoney(1499.5, 'INR')).toBe('₹1,499.50');
  expect(formatMoney(4.99, 'USD')).toBe('$4.99');
  expect(formatMoney(10, 'USD')).toBe('$10');
  expect(formatCredits(12500)).toBe('12,500');
});

test('pages from the row count, at least one', () => {
  const size = BILLING_LIMITS.reportPageSize;
  expect(pageCount(0)).toBe(1);
  expect(pageCount(size)).toBe(1);
  expect(pageCount(size + 1)).toBe(2);
});

test('pager: first, last, the current page and its neighbours, gaps between', () => {
  expect(pageItems(1, 1)).toEqual([1]);
  expect(pageItems(1, 3)).toEqual([1, 2, 3]);
  expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
  expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
});

test('the GST state is remembered only when it is a known code', () => {
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  expect(rememberedState(storage)).toBeUndefined();
  rememberState('27', storage);
  expect(store.get(GST_STATE_KEY)).toBe('27');
  expect(rememberedState(storage)).toBe('27');
  store.set(GST_STATE_KEY, '99');
  expect(rememberedState(storage)).toBeUndefined();
  rememberState(undefined, storage);
  expect(store.has(GST_STATE_KEY)).toBe(false);
  expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(GST_STATES.length);
  expect(GST_STATES.every((s) => /^\d{2}$/.test(s.code))).toBe(true);
});

