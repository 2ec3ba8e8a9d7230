// A status in a report cell: a coloured dot beside the word, so the colour (Success/Credit green,
// anything else/Debit red, Held amber) is never the only signal and the text keeps full contrast.
import { cn } from '@atelier/ui-kit';

export type Tone = 'good' | 'bad' | 'held';

const DOT: Record<Tone, string> = { good: 'bg-success', bad: 'bg-destructive', held: 'bg-amber-500' };

export function StatusMark({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap" data-tone={tone}>
      <span className={cn('size-2 shrink-0 rounded-full', DOT[tone])} aria-hidden />
      {children}
    </span>
  );
}
