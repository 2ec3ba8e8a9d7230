// A state in an admin table as a badge (a user's, plan's, model's, instance's or job's): a coloured
// dot and the word on an outlined pill, so colour is never the only signal and the text keeps full
// contrast in both themes.
import { Badge, cn } from '@atelier/ui-kit';

export type Tone = 'good' | 'bad' | 'warn' | 'idle' | 'busy';

const DOT: Record<Tone, string> = { good: 'bg-success', bad: 'bg-destructive', warn: 'bg-amber-500', idle: 'bg-muted-foreground', busy: 'bg-primary' };

export function StatusMark({ tone, children, title }: { tone: Tone; children: string; title?: string }) {
  return (
    <Badge variant="outline" data-tone={tone} title={title}>
      <span className={cn('size-2 shrink-0 rounded-full', DOT[tone])} aria-hidden />
      {children}
    </Badge>
  );
}

/** A plan's, model's or instance's status. */
export const activeMark = (status: 'active' | 'deactive') => <StatusMark tone={status === 'active' ? 'good' : 'idle'}>{status === 'active' ? 'Active' : 'Deactive'}</StatusMark>;

/** A plan's, model's or instance's status as a select offers it. */
export const ACTIVE_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'deactive', label: 'Deactive' },
] as const;
