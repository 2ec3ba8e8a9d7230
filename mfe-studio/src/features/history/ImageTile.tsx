// One image in a grid: the finished image as a button opening the detail dialog, a spinner
// placeholder while it is pending, the reason when it failed (spec §2, §4).
import type { ImageRecord } from '@atelier/contracts';
import { cn, Spinner } from '@atelier/ui-kit';
import { ImageOff } from 'lucide-react';
import { thumbUrl } from '../media/image-url';

const frame = 'relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg border bg-muted';

export function ImageTile({ record, onOpen }: { record: ImageRecord; onOpen(r: ImageRecord): void }) {
  if (record.request_status === 'failure') {
    return (
      <div className={cn(frame, 'flex-col gap-2 p-3 text-center text-sm text-muted-foreground')}>
        <ImageOff aria-hidden className="size-6" />
        <span>Failed{record.error ? `: ${record.error}` : ''}</span>
      </div>
    );
  }
  const src = record.request_status === 'success' ? thumbUrl(record) : null;
  if (!src) {
    return (
      <div className={frame}>
        <Spinner className="size-7 text-primary" label="Generating image" />
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onOpen(record)}
      className={cn(frame, 'cursor-zoom-in outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2')}
      aria-label={`Open image: ${record.prompt}`}
    >
      <img src={src} alt={record.prompt} loading="lazy" className="size-full object-cover transition-transform hover:scale-105" />
    </button>
  );
}

/** The in-painting group's second slot: the input it was painted from, or an empty frame. */
export function PlaceholderTile({ preview }: { preview: string | null }) {
  return (
    <div className={cn(frame, 'border-dashed')}>
      {preview ? <img src={preview} alt="Input image" className="size-full object-contain opacity-80" /> : null}
    </div>
  );
}
