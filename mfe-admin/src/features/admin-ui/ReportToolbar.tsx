// The Model and Model Instance Reports' filters: search by name (submitted with Search) and the
// Status filter (All, Active, Deactive, applied at once). The filters are the page's state; a new
// filter is a new query key, so the table reloads with it.
import { ADMIN_LIMITS, ADMIN_MSG } from '@atelier/contracts';
import { Button, Input, Label } from '@atelier/ui-kit';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FilterSelect } from './FilterSelect';
import { ACTIVE_STATUS_OPTIONS } from './StatusMark';

export interface NameStatusFilters {
  name: string;
  /** '' = every status. */
  status: '' | 'active' | 'deactive';
}

export const NO_FILTERS: NameStatusFilters = { name: '', status: '' };

export function ReportToolbar({ filters, onChange, what }: { filters: NameStatusFilters; onChange(f: NameStatusFilters): void; what: string }) {
  const [name, setName] = useState(filters.name);
  const searchId = useId();
  const tooLong = name.length > ADMIN_LIMITS.searchMax;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!tooLong) onChange({ ...filters, name: name.trim() });
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <form role="search" aria-label={`Search ${what}`} onSubmit={submit} className="grid gap-1.5 sm:max-w-sm sm:flex-1">
        <Label htmlFor={searchId}>Search by name</Label>
        <div className="flex gap-2">
          <Input id={searchId} value={name} onChange={(e) => setName(e.target.value)} placeholder="Name" aria-invalid={tooLong || undefined} aria-describedby={tooLong ? `${searchId}-msg` : undefined} />
          <Button type="submit" variant="secondary">
            <Search className="size-4" aria-hidden />
            Search
          </Button>
        </div>
        {tooLong ? (
          <p id={`${searchId}-msg`} role="alert" className="text-sm text-destructive">
            {ADMIN_MSG.searchMax}
          </p>
        ) : null}
      </form>
      <FilterSelect label="Status" value={filters.status} choices={ACTIVE_STATUS_OPTIONS} onChange={(status) => onChange({ ...filters, status })} className="sm:w-44" />
    </div>
  );
}

/** The query string of a name/status filter: only what says something. */
export const filterQuery = (f: NameStatusFilters): { name?: string; status?: 'active' | 'deactive' } => ({
  ...(f.name ? { name: f.name } : {}),
  ...(f.status ? { status: f.status } : {}),
});
