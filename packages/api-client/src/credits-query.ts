// The signed-in user's wallet ({credits, held}; GET /users/get_credits) as one query, read by the
// shell's "Credits : N" badge, Pricing's balance and the studio's cost line; and followCredits(),
// which keeps it live from the stream's `event: credits` (a hold, capture, release or purchase
// shows within a second, with no refetch). A 404 (a deployment without billing) or an answer that
// is not a wallet means "no balance to show" (null, not an error: nothing is retried, no badge).
import type { Credits } from '@atelier/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { api } from './client';
import { liveStream, type LiveStream } from './live-stream';
import { queryClient as appQueryClient, queryKeys } from './query';

/**
 * Whether a value is a wallet, as the contract's `Credits` schema says (exactly two integers; the
 * test holds this check to the schema). Checked by hand: zod's parser would be ~30 KiB on every
 * signed-in page for this one object (issue 12's page weight).
 */
export function isWallet(value: unknown): value is Credits {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const { credits, held } = value as Record<string, unknown>;
  return keys.length === 2 && keys.includes('credits') && keys.includes('held') && Number.isInteger(credits) && Number.isInteger(held);
}

/** The wallet, or null when the server has none to give. */
export async function fetchCredits(): Promise<Credits | null> {
  try {
    const r: { data?: unknown } = await api.call('getCredits');
    return isWallet(r.data) ? r.data : null;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export const creditsQuery = () => queryOptions({ queryKey: queryKeys.credits.balance(), queryFn: fetchCredits });

/** Refetch the balance (after something that changed it, when no live event can be relied on). */
export function refreshCredits(client: QueryClient = appQueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.credits.all });
}

/**
 * Keeps the credits query live from the stream until the returned function is called: each
 * `event: credits` becomes the query's data; a stream that comes back after a drop refetches
 * (what changed while it was down may not be replayed).
 */
export function followCredits(client: QueryClient = appQueryClient, stream: LiveStream = liveStream): () => void {
  let dropped = false;
  return stream.subscribe({
    events: {
      credits: (data) => {
        let value: unknown;
        try {
          value = JSON.parse(data);
        } catch {
          return;
        }
        if (!isWallet(value)) return;
        const wallet = value;
        // A fetch already on its way may carry an older wallet: it is cancelled, then the event wins.
        void client.cancelQueries({ queryKey: queryKeys.credits.balance() }).then(() => client.setQueryData(queryKeys.credits.balance(), wallet));
      },
    },
    onOpenChange: (open) => {
      if (!open) dropped = true;
      else if (dropped) {
        dropped = false;
        refreshCredits(client);
      }
    },
  });
}
