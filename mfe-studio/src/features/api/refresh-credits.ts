// After a job completes the top bar's "Credits : N" should show the new balance: the balance is a
// query in the one cache (the shell's creditsQuery), so invalidating its key makes the badge refetch.
import { queryClient, queryKeys } from '@atelier/api-client';

export function refreshCredits(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.credits.all });
}
