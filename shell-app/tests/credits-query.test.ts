// The credits badge's query: a number is the balance; a 404 (no endpoint until billing) or an
// answer without a number means "no badge" (null, not an error, so nothing is retried); any other
// failure is a query error (the badge stays hidden; transient ones are retried by the defaults).
import { ApiError, queryKeys } from '@atelier/api-client';

const raw = jest.fn();
jest.mock('@atelier/api-client', () => ({ ...jest.requireActual('@atelier/api-client'), api: { raw: (...a: unknown[]) => raw(...a) } }));

import { creditsQuery, fetchCredits } from '../src/layouts/credits-query';

beforeEach(() => raw.mockReset());

test('the balance from GET /users/get_credits', async () => {
  raw.mockResolvedValue({ data: { credits: 42 } });
  await expect(fetchCredits()).resolves.toBe(42);
  expect(raw).toHaveBeenCalledWith('GET', '/users/get_credits');
});

test('a 404 or an answer without a number: no balance (null)', async () => {
  raw.mockRejectedValueOnce(new ApiError(404, 'Not Found'));
  await expect(fetchCredits()).resolves.toBeNull();
  raw.mockResolvedValueOnce({ data: {} });
  await expect(fetchCredits()).resolves.toBeNull();
  raw.mockResolvedValueOnce({ data: { credits: '7' } });
  await expect(fetchCredits()).resolves.toBeNull();
});

test('other failures reject, so the query reports an error', async () => {
  raw.mockRejectedValueOnce(new ApiError(500, null));
  await expect(fetchCredits()).rejects.toMatchObject({ status: 500 });
});

test('cached under queryKeys.credits, the prefix the studio invalidates', () => {
  expect(creditsQuery().queryKey).toEqual(queryKeys.credits.balance());
  expect(creditsQuery().queryKey.slice(0, 1)).toEqual([...queryKeys.credits.all]);
});
