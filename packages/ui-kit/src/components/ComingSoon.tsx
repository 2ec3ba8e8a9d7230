// A screen whose real content has not shipped yet: its own title block and an honest
// "coming soon" note instead of a broken or empty page.
import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

export interface ComingSoonProps {
  title: string;
  subtitle?: ReactNode;
  what: ReactNode;
}

export function ComingSoon({ title, subtitle, what }: ComingSoonProps) {
  return (
    <section>
      <PageHeader title={title} subtitle={subtitle} />
      <EmptyState icon={Construction} title="Coming soon" description={what} />
    </section>
  );
}
