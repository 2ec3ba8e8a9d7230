// Previous / "Page n of m" / Next under a paged table; hidden when everything fits on one page.
import { Button } from '@atelier/ui-kit';

export function Pager({ page, count, pageSize, onPage, label }: { page: number; count: number; pageSize: number; onPage(p: number): void; label: string }) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
