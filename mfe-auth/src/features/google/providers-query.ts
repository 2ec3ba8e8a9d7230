// Which external sign-in providers the server has configured (GET /api/auth/providers): asked once
// per page load and shared by the Login and Register screens (both show the Google button). A
// failed check is asked again the next time a screen needs it; until then the server decides.
import { api, queryKeys } from '@atelier/api-client';
import { EXTRA_PATHS, type ProvidersResponse } from '@atelier/contracts';
import { queryOptions } from '@tanstack/react-query';

/** unknown: not answered (yet, or the check failed) — the button stays usable and the server decides. */
export type ProviderState = 'unknown' | 'enabled' | 'disabled';

export const providersQuery = () =>
  queryOptions({
    queryKey: queryKeys.auth.providers(),
    queryFn: () => api.raw<ProvidersResponse>('GET', EXTRA_PATHS.providers),
    // The configuration does not change while the page is open.
    staleTime: Infinity,
  });

export const googleState = (providers: ProvidersResponse | undefined): ProviderState =>
  providers ? (providers.google.enabled ? 'enabled' : 'disabled') : 'unknown';
