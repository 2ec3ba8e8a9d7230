// The profile request of a signed-in area's page, sent at the shell's start. A dashboard or admin
// page draws nothing before its profile (get_me / admin get_me) answers (spec §4, RequireSession),
// and RequireSession would ask only once /remotes.json, the router and the app frame's chunks had
// loaded and rendered — a chain of dependent steps before the request even leaves (issue 12,
// Lighthouse mobile: the signed-in screens' LCP is their text, drawn after that answer). Sent here,
// it travels alongside them; RequireSession's query then finds it in flight or answered (same key,
// one cache). Loaded with import() from the bootstrap, so the landing page still downloads neither
// the API client nor TanStack Query.
import { profileQuery, queryClient } from '@atelier/api-client';
import type { SessionKind } from './RequireSession';

export function prefetchProfile(kind: SessionKind): void {
  // This chunk can arrive after RequireSession has rendered and asked itself (a fast app frame): a
  // query already in the cache — in flight, answered or failed — is left alone. prefetchQuery would
  // fetch a failed one again (it has no data, so it is stale): a second get_me for one page load,
  // seen once in the access e2e test.
  const query = profileQuery(kind);
  if (queryClient.getQueryState(query.queryKey)) return;
  // prefetchQuery never throws: a failure stays in the cache for RequireSession to act on.
  void queryClient.prefetchQuery(query);
}
