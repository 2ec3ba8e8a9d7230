// The reports' paging: Previous, page numbers (pageItems), Next — shown only when there is more
// than one page. The current page is marked with aria-current.
import { Button } from '@atelier/ui-kit';
import { pageCount } from '../money';
import { pageItems } from './pages';

export function Pager({ page, count, onPage, label }: { page: number; count: number; onPage(page: number): void; label: string }) {
  const total = pageCount(count);
  if (total <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-end gap-1">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {pageItems(page, total).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="px-2 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'default' : 'ghost'}
            size="sm"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPage(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button variant="outline" size="sm" disabled={page >= total} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
