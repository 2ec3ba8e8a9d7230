// "Credits : N" in the top bar (hidden on small screens). The balance is the shared credits query
// (@atelier/api-client creditsQuery), kept live by the stream's `credits` events (followCredits)
// while the badge is mounted; while it loads, when the server has none (404) or when it fails,
// nothing shows.
import { creditsQuery, followCredits } from '@atelier/api-client';
import { Badge } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useEffect } from 'react';

export function CreditsBadge() {
  const { data } = useQuery(creditsQuery());
  useEffect(() => followCredits(), []);
  if (!data) return null;
  return (
    <Badge variant="secondary" className="hidden h-7 px-3 text-sm sm:inline-flex" aria-live="polite">
      <Coins className="size-3.5" aria-hidden />
      Credits : {data.credits}
    </Badge>
  );
}
