// "Credits : N" in the top bar (hidden on small screens). The balance lives in the shared credits
// store so remotes can refresh it after spending; until the endpoint answers, nothing is shown.
import { api } from '@atelier/api-client';
import { useCredits } from '@atelier/shell-contract';
import { Badge } from '@atelier/ui-kit';
import { Coins } from 'lucide-react';
import { useEffect } from 'react';

interface CreditsResponse {
  data?: { credits?: unknown };
}

export function CreditsBadge() {
  const credits = useCredits((s) => s.credits);
  useEffect(() => {
    api.raw<CreditsResponse>('GET', '/users/get_credits').then(
      (r) => {
        const n = r.data?.credits;
        if (typeof n === 'number') useCredits.getState().setCredits(n);
      },
      // Not fatal and not the user's business: the badge simply stays hidden.
      (e) => console.warn('[atelier] credits unavailable', e),
    );
  }, []);
  if (credits === null) return null;
  return (
    <Badge variant="secondary" className="hidden h-7 px-3 text-sm sm:inline-flex" aria-live="polite">
      <Coins className="size-3.5" aria-hidden />
      Credits : {credits}
    </Badge>
  );
}
