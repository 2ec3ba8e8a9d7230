// The feeds' image grid: a masonry whose columns are each virtualized against the window's scroll
// (@tanstack/react-virtual), so only the cards near the viewport are in the DOM and a feed with a
// thousand loaded images scrolls like one with twenty. Placement is masonry.ts; every card's height
// is known from the image's stored width and height, so nothing moves when a picture arrives.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FeedImage } from '../feed-api';
import { FeedCard } from './FeedCard';
import { aspectOf, columnCount, placeInColumns, type Column } from './masonry';

/** Space between cards, in px (Tailwind's gap-3). */
const GAP = 12;

export interface MasonryGridProps {
  images: readonly FeedImage[];
  onOpen(image: FeedImage): void;
  /** Names the grid for assistive technology ("Recent Creations", "Community images", …). */
  label: string;
}

export function MasonryGrid({ images, onOpen, label }: MasonryGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, top: 0 });

  // The grid's width picks the columns; its distance from the page top is the virtualizers'
  // scrollMargin (the window scrolls, not the grid).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const width = el.clientWidth;
      const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setBox((b) => (b.width === width && b.top === top ? b : { width, top }));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    ro.observe(document.body);
    return () => ro.disconnect();
  }, []);

  const columns = columnCount(box.width);
  const columnWidth = box.width > 0 ? (box.width - GAP * (columns - 1)) / columns : 0;
  const placed = useMemo(
    () => placeInColumns(images, columns, columnWidth > 0 ? GAP / columnWidth : 0),
    [images, columns, columnWidth],
  );

  return (
    <section ref={ref} aria-label={label} className="flex w-full items-start gap-3">
      {columnWidth > 0
        ? placed.map((column, c) => (
            <VirtualColumn key={`${columns}-${c}`} column={column} images={images} width={columnWidth} scrollMargin={box.top} onOpen={onOpen} />
          ))
        : null}
    </section>
  );
}

interface VirtualColumnProps {
  column: Column;
  images: readonly FeedImage[];
  width: number;
  scrollMargin: number;
  onOpen(image: FeedImage): void;
}

function VirtualColumn({ column, images, width, scrollMargin, onOpen }: VirtualColumnProps) {
  const heightOf = (i: number) => Math.round(width * aspectOf(images[column[i]]));
  const virtualizer = useWindowVirtualizer({
    count: column.length,
    estimateSize: heightOf,
    gap: GAP,
    overscan: 4,
    scrollMargin,
    getItemKey: (i) => images[column[i]].id,
  });
  // Sizes come from the column width; a new width (a resize) re-derives every item's size.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, width]);

  return (
    <div className="relative min-w-0 flex-1" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const image = images[column[item.index]];
        return (
          <div
            key={item.key}
            className="absolute top-0 left-0 w-full"
            style={{ height: item.size, transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <FeedCard image={image} onOpen={onOpen} />
          </div>
        );
      })}
    </div>
  );
}
