// "Credits : N" in the top bar (hidden on small screens). The balance is a query (creditsQuery);
// while it loads, when the server has none (404 until billing lands) or when it fails, nothing shows.
import { Badge } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { creditsQuery } from './credits-query';

export function CreditsBadge() {
  const { data: credits } = useQuery(creditsQuery());
  if (credits === null || credits === undefined) return null;
  return (
    <Badge variant="secondary" className="hidden h-7 px-3 text-sm sm:inline-flex" aria-live="polite">
      <Coins className="size-3.5" aria-hidden />
      Credits : {credits}
    </Badge>
  );
}
