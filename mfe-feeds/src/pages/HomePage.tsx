// The dashboard home (/dashboard): greeting with the user's name; the feed itself comes later.
import { useSession } from '@atelier/shell-contract';
import { EmptyState, PageHeader } from '@atelier/ui-kit';
import { Construction } from 'lucide-react';

export function HomePage() {
  const name = useSession((s) => s.user?.name ?? '');
  return (
    <section>
      <PageHeader
        title={`Get Started From Here${name ? `, ${name}` : ''}`}
        subtitle="Top picks for you. Updated daily."
      />
      <EmptyState
        icon={Construction}
        title="Coming soon"
        description="Feature shortcuts and your recent creations, searchable by prompt."
      />
    </section>
  );
}
