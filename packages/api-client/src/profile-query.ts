// The signed-in user's (or admin's) profile (getMe / adminGetMe) as one query, read by the shell's
// session guard and by mfe-auth's account pages, so both share the request and the cache entry.
import type { ResponseOf } from '@atelier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys, type AccountArea } from './query';

export type SessionProfile = ResponseOf<'getMe'>['user'] | ResponseOf<'adminGetMe'>['user'];

/** Spec §4: a failed profile load goes to /login at once, so it is not retried. */
export const profileQuery = (area: AccountArea) =>
  queryOptions({
    queryKey: queryKeys.session.profile(area),
    queryFn: async (): Promise<SessionProfile> => (area === 'admin' ? await api.call('adminGetMe') : await api.call('getMe')).user,
    retry: false,
  });
