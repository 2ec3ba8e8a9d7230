// The shell's early profile request (guards/prefetch-profile.ts) is sent only when nobody has asked
// yet: when the guard's own request came first — in flight, answered or failed — it sends nothing,
// so one page load asks once (the access e2e test saw two when the guard's 401 came first).
import { api, profileQuery, queryClient } from '@atelier/api-client';
import { prefetchProfile } from '../src/guards/prefetch-profile';

let asked: string[];
beforeEach(() => {
  queryClient.clear();
  asked = [];
  jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
    asked.push(name);
    throw new Error('Please login to continue');
  }) as typeof api.call);
});
afterEach(() => jest.restoreAllMocks());

test('asks when nobody has', async () => {
  prefetchProfile('admin');
  await new Promise((r) => setTimeout(r, 0));
  expect(asked).toEqual(['adminGetMe']);
});

test('after the guard asked and was refused, it does not ask again', async () => {
  await queryClient.prefetchQuery(profileQuery('user')); // the guard's request, failed
  expect(asked).toEqual(['getMe']);
  prefetchProfile('user');
  await new Promise((r) => setTimeout(r, 0));
  expect(asked).toEqual(['getMe']);
});

test('while the guard is asking, it does not ask too', async () => {
  const inFlight = queryClient.prefetchQuery(profileQuery('user'));
  prefetchProfile('user');
  await inFlight;
  expect(asked).toEqual(['getMe']);
});
