// The queue's counts per state (over the whole queue), one tile each; a tile is a button that
// filters the table by its state (pressed while that filter is on).
import type { JobCounts as Counts, JobStatus } from '@atelier/contracts';
import { cn } from '@atelier/ui-kit';
import { JOB_STATES } from './job-states';

export function JobCounts({ counts, status, onStatus }: { counts: Counts | undefined; status: JobStatus | ''; onStatus(s: JobStatus | ''): void }) {
  return (
    <ul aria-label="Jobs per state" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {JOB_STATES.map((s) => (
        <li key={s.value}>
          <button
            type="button"
            aria-pressed={status === s.value}
            onClick={() => onStatus(status === s.value ? '' : s.value)}
            className={cn(
              'grid w-full gap-1 rounded-xl border bg-card p-4 text-left shadow-sm transition-colors outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring',
              status === s.value && 'border-primary ring-1 ring-primary',
            )}
          >
            <span className="text-sm text-muted-foreground">{s.label}</span>
            <span className="text-2xl font-bold tabular-nums" data-testid={`count-${s.value}`}>
              {counts ? counts[s.value] : '-'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
