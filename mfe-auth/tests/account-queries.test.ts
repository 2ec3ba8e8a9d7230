// The account pages' server state: each area reads its own routes under its own query key, and a
// profile update reaches the session store, the saved fields and the cached profile; the Google
// button follows the providers check.
import { createQueryClient, queryKeys } from '@atelier/api-client';
import { useSession } from '@atelier/shell-contract';

const call = jest.fn();
jest.mock('@atelier/api-client', () => ({ ...jest.requireActual('@atelier/api-client'), api: { call: (...a: unknown[]) => call(...a) } }));

// rememberProfile writes localStorage, which node does not have.
const saved = new Map<string, string>();
Object.assign(globalThis, { localStorage: { setItem: (k: string, v: string) => saved.set(k, v), getItem: (k: string) => saved.get(k) ?? null, removeItem: (k: string) => saved.delete(k) } });

import type { ProvidersResponse } from '@atelier/contracts';
import { applyProfileUpdate, loginHistoryQuery } from '../src/features/account/account-queries';
import { googleState, providersQuery } from '../src/features/google/providers-query';

const row = { createdAt: '2026-11-22T10:00:00.000Z', ip: '127.0.0.1', browser: 'Chrome', os: 'Linux' };

beforeEach(() => call.mockReset());

test('login history: the area picks the route and the key; the page gets the rows', async () => {
  const client = createQueryClient();
  call.mockResolvedValue({ data: [row] });
  expect(await client.fetchQuery(loginHistoryQuery('user'))).toEqual([row]);
  expect(call).toHaveBeenLastCalledWith('loginHistory');
  expect(await client.fetchQuery(loginHistoryQuery('admin'))).toEqual([row]);
  expect(call).toHaveBeenLastCalledWith('adminLoginHistory');
  expect(loginHistoryQuery('admin').queryKey).toEqual(queryKeys.account.loginHistory('admin'));
});


test('a profile update reaches the session, the saved fields and invalidates the cached profile', async () => {
  const client = createQueryClient();
  client.setQueryData(queryKeys.session.profile('user'), { name: 'Old' });
  useSession.getState().setUser({ name: 'Old', email: 'old@example.test', profile_name: 'old', user_subscription_type: 'free', profile_pic: null });
  const data = { name: 'New', email: 'new@example.test', profile_name: 'new' };
  await applyProfileUpdate(client, 'user', data);
  expect(useSession.getState().user).toMatchObject({ ...data, user_subscription_type: 'free' });
  expect([...saved.values()]).toEqual(expect.arrayContaining(['New', 'new@example.test', 'new']));
  expect(client.getQueryState(queryKeys.session.profile('user'))?.isInvalidated).toBe(true);

  await applyProfileUpdate(client, 'admin', data);
  expect(useSession.getState().admin).toEqual(data);
});

test('the Google button state: unknown until the server answered, then what it said', () => {
  expect(googleState(undefined)).toBe('unknown');
  expect(googleState({ google: { enabled: true } } as ProvidersResponse)).toBe('enabled');
  expect(googleState({ google: { enabled: false } } as ProvidersResponse)).toBe('disabled');
  expect(providersQuery().queryKey).toEqual(queryKeys.auth.providers());
});

describe('accountBase', () => {
  test('is the account screen of src/screens.json under each area root', async () => {
    const { accountBase } = await import('../src/features/account/account-api');
    expect(accountBase('user')).toBe('/dashboard/account');
    expect(accountBase('admin')).toBe('/admin/dashboard/account');
  });
});
