// One image card: a button named by its content — the prompt (for screen readers), the author and
// the like count it shows (so the name contains the visible text) — that opens the image detail dialog. The
// WebP thumbnail is lazy-loaded inside a box already at the image's aspect ratio (no layout shift).
import { Heart } from 'lucide-react';
import type { FeedImage } from '../feed-api';
import { thumbUrl } from '@atelier/contracts';

export function FeedCard({ image, onOpen }: { image: FeedImage; onOpen(image: FeedImage): void }) {
  const src = thumbUrl(image);
  return (
    <button
      type="button"
      onClick={() => onOpen(image)}
      data-image-id={image.id}
      className="group relative block h-full w-full cursor-pointer overflow-hidden rounded-lg bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={image.width || undefined}
          height={image.height || undefined}
          className="h-full w-full object-cover transition-transform duration-200 group-hover:scale-[1.02]"
        />
      ) : null}
      <span className="sr-only">{image.prompt} — by </span>
      <span className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-black/60 px-2 py-1 text-xs text-white">
        <span className="truncate">{image.User.name}</span>
        <span className="flex shrink-0 items-center gap-1">
          <Heart aria-hidden className={image.liked ? 'size-3 fill-current' : 'size-3'} />
          {image.like_count}
          <span className="sr-only"> likes</span>
        </span>
      </span>
    </button>
  );
}
