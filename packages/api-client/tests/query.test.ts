// The shared query defaults: a 4xx is final, transient failures are retried twice; the query keys
// nest under their owner's prefix; "Load More" stops at the first empty page.
import { ApiError, createQueryClient, loadMorePaging, QUERY_RETRIES, queryDefaults, queryKeys } from '../src';

const retry = queryDefaults.queries!.retry as (failures: number, error: unknown) => boolean;

test('a 4xx is never retried; network failures and 5xx are, up to QUERY_RETRIES times', () => {
  expect(retry(0, new ApiError(404, 'Not found'))).toBe(false);
  expect(retry(0, new ApiError(401, null))).toBe(false);
  expect(retry(0, new ApiError(0, null))).toBe(true);
  expect(retry(1, new ApiError(503, null))).toBe(true);
  expect(retry(QUERY_RETRIES, new ApiError(503, null))).toBe(false);
  expect(queryDefaults.mutations!.retry).toBe(false);
});

test('keys nest under their owner so a prefix invalidates all of them', async () => {
  const client = createQueryClient();
  client.setQueryData(queryKeys.studio.models('inpaint'), [{ value: 'm', label: 'M' }]);
  client.setQueryData(queryKeys.studio.userImages(), []);
  client.setQueryData(queryKeys.account.loginHistory('user'), []);
  await client.invalidateQueries({ queryKey: queryKeys.studio.all });
  expect(client.getQueryState(queryKeys.studio.models('inpaint'))?.isInvalidated).toBe(true);
  expect(client.getQueryState(queryKeys.studio.userImages())?.isInvalidated).toBe(true);
  expect(client.getQueryState(queryKeys.account.loginHistory('user'))?.isInvalidated).toBe(false);
  expect(queryKeys.session.profile('admin')).not.toEqual(queryKeys.session.profile('user'));
});

test('Load More starts at page 1, asks for the next page, and stops at an empty page', () => {
  expect(loadMorePaging.initialPageParam).toBe(1);
  expect(loadMorePaging.getNextPageParam([{ id: 1 }], [], 1)).toBe(2);
  expect(loadMorePaging.getNextPageParam([{ id: 9 }], [], 4)).toBe(5);
  expect(loadMorePaging.getNextPageParam([], [], 5)).toBeUndefined();
});
