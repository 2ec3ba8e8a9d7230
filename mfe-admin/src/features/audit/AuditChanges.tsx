// An audit row's before/after, expandable in its cell: the changed paths first (was → now, each
// side marked in words: "was", "now", "added", "removed"), then the whole before and after as indented JSON.
import type { AuditRow } from '@atelier/contracts';
import { Button } from '@atelier/ui-kit';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@atelier/ui-kit/src/widgets';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { auditDiff, prettyJson } from './audit-diff';

export function AuditChanges({ row }: { row: AuditRow }) {
  const [open, setOpen] = useState(false);
  const lines = open ? auditDiff(row.before, row.after) : [];
  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <CollapsibleTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${open ? 'Hide' : 'Show'} changes of ${row.action} ${row.entity_id}`}>
          {open ? 'Hide changes' : 'Show changes'}
          <ChevronDown aria-hidden className={open ? 'rotate-180' : undefined} />
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent className="mt-2 grid w-[min(36rem,80vw)] gap-3 text-xs" data-testid="audit-changes">
        {lines.length ? (
          <dl className="grid gap-1">
            {lines.map((l) => (
              <div key={l.path} className="grid gap-0.5 rounded-md border p-2">
                <dt className="font-mono font-semibold">{l.path || '(value)'}</dt>
                <dd className="font-mono break-all">
                  {l.kind !== 'added' ? <span>was {l.before}</span> : <span className="text-muted-foreground">added</span>}
                  {' → '}
                  {l.kind !== 'removed' ? <span className="font-semibold">now {l.after}</span> : <span className="text-muted-foreground">removed</span>}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-muted-foreground">Nothing changed.</p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <figure className="min-w-0">
            <figcaption className="font-medium">Before</figcaption>
            <pre className="max-h-64 overflow-auto rounded-md bg-muted p-2">{prettyJson(row.before)}</pre>
          </figure>
          <figure className="min-w-0">
            <figcaption className="font-medium">After</figcaption>
            <pre className="max-h-64 overflow-auto rounded-md bg-muted p-2">{prettyJson(row.after)}</pre>
          </figure>
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}
