// The title of a report page with its create button on the right (under it on a phone).
import { Button, PageHeader } from '@atelier/ui-kit';
import { Plus } from 'lucide-react';

export function ReportHeader({ title, subtitle, createLabel, onCreate }: { title: string; subtitle: string; createLabel: string; onCreate(): void }) {
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      className="mb-2"
      actions={
        <Button onClick={onCreate}>
          <Plus className="size-4" aria-hidden />
          {createLabel}
        </Button>
      }
    />
  );
}
