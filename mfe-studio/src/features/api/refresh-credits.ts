// After a job completes the top bar's "Credits : N" should show the new balance (the shell's
// shared credits store). The credits call may not exist yet: failures are ignored on purpose.
import { api } from '@atelier/api-client';
import { useCredits } from '@atelier/shell-contract';

export function refreshCredits(): void {
  api.raw<{ data?: { credits?: unknown } }>('GET', '/users/get_credits').then(
    (r) => {
      const n = r.data?.credits;
      if (typeof n === 'number') useCredits.getState().setCredits(n);
    },
    () => undefined,
  );
}
