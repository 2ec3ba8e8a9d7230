// The one profile query (shell guard + mfe-auth account pages): each area's route under its own
// key, never retried (spec §4: a failed load goes to /login at once); and what storing it does.
import { storeProfile, useSession } from '@atelier/shell-contract';

const call = jest.fn();
jest.mock('../src/client', () => ({ ...jest.requireActual('../src/client'), api: { call: (...a: unknown[]) => call(...a) } }));

const saved = new Map<string, string>();
Object.assign(globalThis, { localStorage: { setItem: (k: string, v: string) => saved.set(k, v), getItem: (k: string) => saved.get(k) ?? null, removeItem: (k: string) => saved.delete(k) } });

import { createQueryClient, profileQuery, queryKeys } from '../src';

const user = { name: 'Ada', email: 'ada@example.test', profile_name: 'ada', user_subscription_type: 'free' as const, profile_pic: null };
const admin = { name: 'Root', email: 'root@example.test', profile_name: 'root' };

test('the profile is not retried: a failure goes to /login at once (spec §4)', () => {
  expect(profileQuery('user').retry).toBe(false);
  expect(profileQuery('user').queryKey).toEqual(queryKeys.session.profile('user'));
  expect(profileQuery('admin').queryKey).toEqual(queryKeys.session.profile('admin'));
});

test('each area reads its own route and gets the user object', async () => {
  const client = createQueryClient();
  call.mockResolvedValueOnce({ user });
  expect(await client.fetchQuery(profileQuery('user'))).toEqual(user);
  expect(call).toHaveBeenLastCalledWith('getMe');
  call.mockResolvedValueOnce({ user: admin });
  expect(await client.fetchQuery(profileQuery('admin'))).toEqual(admin);
  expect(call).toHaveBeenLastCalledWith('adminGetMe');
});

test('storeProfile puts the profile into the session of its area and saves the spec §3 fields', () => {
  storeProfile('user', user);
  expect(useSession.getState().user).toEqual(user);
  expect(saved.get('email')).toBe(user.email);
  storeProfile('admin', admin);
  expect(useSession.getState().admin).toEqual(admin);
  expect(saved.get('name')).toBe(admin.name);
});
