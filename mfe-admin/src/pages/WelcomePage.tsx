// The admin dashboard home: "Welcome <admin name>"; the totals cards come with the dashboard feature.
import { useSession } from '@atelier/shell-contract';
import { EmptyState, PageHeader } from '@atelier/ui-kit';
import { Construction } from 'lucide-react';

export function WelcomePage() {
  const name = useSession((s) => s.admin?.name ?? '');
  return (
    <section>
      <PageHeader title={`Welcome ${name}`.trim()} subtitle="Here is what is happening on Atelier." />
      <EmptyState
        icon={Construction}
        title="Coming soon"
        description="Total users, active premium users, images generated and revenue."
      />
    </section>
  );
}
