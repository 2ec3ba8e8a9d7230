// The feeds' image grid: a masonry virtualized against the window's scroll by one
// @tanstack/react-virtual virtualizer with a lane per column, so only the cards near the viewport are
// in the DOM and a feed with a thousand loaded images scrolls like one with twenty. The virtualizer
// puts each card in the shortest lane; every card's height is known from the image's stored width
// and height, so the layout is settled before any picture loads. The cards are in the DOM in feed
// order (not column by column), so Tab and a screen reader walk the feed as it reads: left to right,
// then down.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FeedImage } from '../feed-api';
import { FeedCard } from './FeedCard';
import { aspectOf, columnCount } from './masonry';

/** Space between cards, in px (Tailwind's gap-3). */
const GAP = 12;

export interface MasonryGridProps {
  images: readonly FeedImage[];
  onOpen(image: FeedImage): void;
  /** Names the grid for assistive technology ("Recent Creations", "Community images", …). */
  label: string;
}

export function MasonryGrid({ images, onOpen, label }: MasonryGridProps) {
  const ref = useRef<HTMLElement>(null);
  const [box, setBox] = useState({ width: 0, top: 0 });

  // The grid's width picks the columns; its distance from the page top is the virtualizer's
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

  const lanes = columnCount(box.width);
  const laneWidth = box.width > 0 ? (box.width - GAP * (lanes - 1)) / lanes : 0;

  return (
    <section ref={ref} aria-label={label} className="w-full">
      {laneWidth > 0 ? (
        // A new column count places every card afresh: a new virtualizer, not a re-laned one.
        <Lanes key={lanes} lanes={lanes} laneWidth={laneWidth} images={images} scrollMargin={box.top} onOpen={onOpen} />
      ) : null}
    </section>
  );
}

interface LanesProps {
  lanes: number;
  laneWidth: number;
  images: readonly FeedImage[];
  scrollMargin: number;
  onOpen(image: FeedImage): void;
}

function Lanes({ lanes, laneWidth, images, scrollMargin, onOpen }: LanesProps) {
  const virtualizer = useWindowVirtualizer({
    count: images.length,
    lanes,
    estimateSize: (i) => Math.round(laneWidth * aspectOf(images[i])),
    gap: GAP,
    overscan: 4,
    scrollMargin,
    getItemKey: (i) => images[i].id,
  });
  // Sizes come from the lane width; a new width (a resize) re-derives every card's size.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, laneWidth]);

  // In index order, whatever order the range came in: the DOM order is the feed's order.
  const items = [...virtualizer.getVirtualItems()].sort((a, b) => a.index - b.index);
  return (
    <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => (
        <div
          key={item.key}
          className="absolute top-0"
          style={{
            width: laneWidth,
            height: item.size,
            left: item.lane * (laneWidth + GAP),
            transform: `translateY(${item.start - scrollMargin}px)`,
          }}
        >
          <FeedCard image={images[item.index]} onOpen={onOpen} />
        </div>
      ))}
    </div>
  );
}
