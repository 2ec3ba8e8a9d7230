// A paged table's pager: Previous, page numbers (pageItems), Next — shown only when there is more
// than one page (so a list of at most `pageSize` rows has none, spec §9). The current page is
// marked with aria-current. The page number is the screen's state.
import { pageCount } from '../lib/format';
import { pageItems } from '../lib/pages';
import { Button } from './Button';

export interface PagerProps {
  page: number;
  /** Rows in the whole list (the server's count). */
  count: number;
  pageSize: number;
  onPage(page: number): void;
  /** Names the navigation landmark ("Transaction Report pages"). */
  label: string;
}

export function Pager({ page, count, pageSize, onPage, label }: PagerProps) {
  const total = pageCount(count, pageSize);
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
