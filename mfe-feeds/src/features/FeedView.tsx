// One feed on screen: its infinite query, the masonry grid, the states (loading, error with Try
// again, "No Data Found") and Load More ("Please wait" while a page loads; gone once a page comes
// back empty or the server says the list has ended). A card opens the image detail dialog.
// The cards are drawn in a deferred render (useDeferredReady, lib/deferred.ts in the kit, says why).
import { Button, EmptyState, Spinner, useDeferredReady } from '@atelier/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { ImageDetailHost } from './detail/ImageDetailHost';
import type { FeedKind } from './feed-api';
import { feedQuery, uniqueRows, type FeedFilters } from './feed-query';
import { MasonryGrid } from './grid/MasonryGrid';

export interface FeedViewProps {
  kind: FeedKind;
  filters: FeedFilters;
  /** Names the grid ("Recent Creations", …). */
  label: string;
}

export function FeedView({ kind, filters, label }: FeedViewProps) {
  const feed = useInfiniteQuery(feedQuery(kind, filters));
  const rows = useMemo(() => uniqueRows(feed.data?.pages), [feed.data]);
  // A first page waits for the deferred render; later pages (Load More) keep the cards on screen meanwhile.
  const shownRows = useDeferredValue(rows);
  const pending = !useDeferredReady(!feed.isPending);
  const [openId, setOpenId] = useState<string | null>(null);
  // The open image is read from the cache each render, so a like or a follow shows in the dialog at once.
  const open = openId === null ? null : (rows.find((r) => r.id === openId) ?? null);

  let body;
  if (pending) {
    body = (
      <div className="flex justify-center py-14">
        <Spinner label="Loading images" />
      </div>
    );
  } else if (feed.isError && shownRows.length === 0) {
    body = (
      <EmptyState
        title="The images could not be loaded"
        description="Check your connection and try again."
        action={
          <Button variant="outline" onClick={() => void feed.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (shownRows.length === 0) {
    body = <EmptyState />;
  } else {
    body = <MasonryGrid images={shownRows} label={label} onOpen={(image) => setOpenId(image.id)} />;
  }

  return (
    <div className="grid gap-6">
      {body}
      {feed.hasNextPage && rows.length > 0 ? (
        <div className="flex flex-col items-center gap-2">
          {feed.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              More images could not be loaded. Try again.
            </p>
          ) : null}
          <Button variant="outline" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
            Load More
          </Button>
        </div>
      ) : null}
      <ImageDetailHost image={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
