// Community (/dashboard/community-field, spec §2 "Feeds"): everyone's public creations, by
// category and prompt, with Load More.
import { PageHeader } from '@atelier/ui-kit';
import { CategoryFeed } from '../features/CategoryFeed';

export function CommunityPage() {
  return (
    <section className="grid gap-6">
      <PageHeader title="Community" subtitle="Public creations from everyone on Atelier" />
      <CategoryFeed label="Community images" />
    </section>
  );
}
