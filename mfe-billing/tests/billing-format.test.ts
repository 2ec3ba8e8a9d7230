// The remembered GST state and what create_order takes (money and pages are the kit's: packages/ui-kit/tests/format.test.ts).
import { BUYER_LOCATION_KEY, FOREIGN_COUNTRIES, GST_STATES, orderLocation, rememberedLocation, rememberLocation, stateLocation } from '../src/features/checkout/buyer-location';

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

