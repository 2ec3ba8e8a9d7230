// How billing screens write money, pages and the remembered GST state; where Checkout comes from.
import { BILLING_LIMITS } from '@atelier/contracts';
import { BUYER_LOCATION_KEY, FOREIGN_COUNTRIES, GST_STATES, orderLocation, rememberedLocation, rememberLocation, stateLocation } from '../src/features/checkout/buyer-location';
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

test('the buyer location is remembered only when it is a known state or country', () => {
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  expect(rememberedLocation(storage)).toBeUndefined();
  rememberLocation(stateLocation('27'), storage);
  expect(store.get(BUYER_LOCATION_KEY)).toBe('in:27');
  expect(rememberedLocation(storage)).toBe('in:27');
  rememberLocation('US', storage);
  expect(rememberedLocation(storage)).toBe('US');
  for (const stale of ['in:99', 'UK', 'IN', 'us', '']) {
    store.set(BUYER_LOCATION_KEY, stale);
    expect(rememberedLocation(storage)).toBeUndefined();
  }
  rememberLocation(undefined, storage);
  expect(store.has(BUYER_LOCATION_KEY)).toBe(false);
  expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(GST_STATES.length);
  expect(FOREIGN_COUNTRIES.some((c) => c.code === 'IN')).toBe(false);
  expect(FOREIGN_COUNTRIES.find((c) => c.code === 'US')?.name).toBe('United States');
});

test('a location becomes what create_order takes: a state of India, or a country abroad', () => {
  expect(orderLocation(undefined)).toEqual({});
  expect(orderLocation('in:29')).toEqual({ state: '29', country: 'IN' });
  expect(orderLocation('DE')).toEqual({ country: 'DE' });
});

