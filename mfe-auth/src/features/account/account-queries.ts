// The account pages' server state (docs/frontends.md "Server state"): the login history as TanStack
// Query options, and what a profile update changes — the session store, the saved
// name/email/profile_name (spec §3/§4) and the cached profile (profileQuery of @atelier/api-client).
import { queryKeys } from '@atelier/api-client';
import { rememberProfile, useSession } from '@atelier/shell-contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { accountApi, type AccountArea, type AccountProfile } from './account-api';

export const loginHistoryQuery = (area: AccountArea) =>
  queryOptions({ queryKey: queryKeys.account.loginHistory(area), queryFn: async () => (await accountApi(area).loginHistory()).data });

/** After a successful profile update: the session, the saved fields, and the cached profile. */
export function applyProfileUpdate(client: QueryClient, area: AccountArea, data: AccountProfile): Promise<void> {
  const session = useSession.getState();
  if (area === 'admin') session.setAdmin(data);
  else if (session.user) session.setUser({ ...session.user, ...data });
  rememberProfile(data);
  return client.invalidateQueries({ queryKey: queryKeys.session.profile(area) });
}
