// The credit balance behind the top bar's "Credits : N", as a query (server state lives in the one
// query cache, docs/frontends.md). The studio invalidates queryKeys.credits after a finished job,
// so the badge refetches. GET /users/get_credits arrives with billing: until then it answers 404,
// which means "no balance to show" (null), not an error — the badge stays hidden, nothing retried.
import { api, ApiError, queryKeys } from '@atelier/api-client';
import { queryOptions } from '@tanstack/react-query';

interface CreditsResponse {
  data?: { credits?: unknown };
}

/** The balance, or null when the server has none to give (no endpoint yet, or no number in it). */
export async function fetchCredits(): Promise<number | null> {
  try {
    const r = await api.raw<CreditsResponse>('GET', '/users/get_credits');
    const n = r.data?.credits;
    return typeof n === 'number' ? n : null;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export const creditsQuery = () => queryOptions({ queryKey: queryKeys.credits.balance(), queryFn: fetchCredits });
