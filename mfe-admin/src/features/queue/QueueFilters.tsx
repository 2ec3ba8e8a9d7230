// The queue table's filters: State and Model selects (applied at once, back to page 1) and the
// user filter, set from a row's user and shown as a chip with Clear.
import type { Model } from '@atelier/contracts';
import { Button } from '@atelier/ui-kit';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { FilterSelect } from '../admin-ui/FilterSelect';
import { JOB_STATES } from './job-states';
import type { QueueFilters as Filters } from './queue-api';

export function QueueFilters({ filters, models, onChange }: { filters: Filters; models: readonly Model[]; onChange(f: Filters): void }) {
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch, page: 1 });
  let user: ReactNode = null;
  if (filters.user) {
    user = (
      <div className="flex items-center gap-2 self-end rounded-md border px-3 py-1.5 text-sm">
        <span>
          User: <strong>{filters.user.name}</strong>
        </span>
        <Button variant="ghost" size="sm" onClick={() => set({ user: null })} aria-label={`Clear user filter ${filters.user.name}`}>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <FilterSelect label="State" value={filters.status} choices={JOB_STATES} onChange={(status) => set({ status })} />
      <FilterSelect label="Model" value={filters.model_id} choices={models.map((m) => ({ value: m.id, label: m.name }))} onChange={(v) => set({ model_id: v })} />
      {user}
    </div>
  );
}
