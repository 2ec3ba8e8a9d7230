// One image in a grid: the finished image as a button opening the detail dialog, a placeholder
// while it is pending (with Cancel, issue 10) — its request's live progress (issue 12: "Queued —
// position N" while waiting, a progress bar and the node's preview while running, the spinner while
// nothing is known) — the reason when it failed and
// "Canceled" when the user canceled it (spec §2, §4). Every tile has the shape of its image
// (image_size "W*H"), so a portrait result is shown whole, never cropped.
import type { ImageRecord } from '@atelier/contracts';
import { Button, cn } from '@atelier/ui-kit';
import { Ban, ImageOff } from 'lucide-react';
import { PendingProgress } from '../tracking/PendingProgress';
import { isCanceled, useCancelJob } from '../jobs/cancel-job';
import type { CSSProperties } from 'react';
import { thumbUrl } from '@atelier/contracts';
import { aspectRatio } from '../media/image-url';

const frame = 'relative flex w-full items-center justify-center overflow-hidden rounded-lg border bg-muted';

/** The tile's shape; square when the size is unreadable. */
const shapeOf = (imageSize: string): CSSProperties => ({ aspectRatio: aspectRatio(imageSize) ?? '1 / 1' });

/** Cancel on a pending tile: the job's images end as canceled (features/jobs/cancel-job.ts). */
function CancelButton({ record }: { record: ImageRecord & { parent_id: string } }) {
  const cancel = useCancelJob();
  return (
    <Button
      size="sm"
      variant="secondary"
      className="absolute right-2 bottom-2"
      loading={cancel.isPending}
      onClick={() => cancel.mutate(record.parent_id)}
      aria-label={`Cancel image: ${record.prompt}`}
    >
      Cancel
    </Button>
  );
}

export function ImageTile({ record, onOpen }: { record: ImageRecord; onOpen(r: ImageRecord): void }) {
  const shape = shapeOf(record.image_size);
  if (isCanceled(record)) {
    return (
      <div className={cn(frame, 'flex-col gap-2 p-3 text-center text-sm text-muted-foreground')} style={shape} data-state="canceled">
        <Ban aria-hidden className="size-6" />
        <span>Canceled</span>
      </div>
    );
  }
  if (record.request_status === 'failure') {
    return (
      <div className={cn(frame, 'flex-col gap-2 p-3 text-center text-sm text-muted-foreground')} style={shape}>
        <ImageOff aria-hidden className="size-6" />
        <span>Failed{record.error ? `: ${record.error}` : ''}</span>
      </div>
    );
  }
  const src = record.request_status === 'success' ? thumbUrl(record) : null;
  if (!src) {
    const pending = record.request_status === 'pending';
    return (
      <div className={frame} style={shape} data-state="pending">
        <PendingProgress jobId={pending ? record.parent_id : null} />
        {pending && record.parent_id ? <CancelButton record={{ ...record, parent_id: record.parent_id }} /> : null}
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onOpen(record)}
      style={shape}
      className={cn(frame, 'cursor-zoom-in outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2')}
      aria-label={`Open image: ${record.prompt}`}
    >
      <img src={src} alt={record.prompt} loading="lazy" className="size-full object-contain transition-transform hover:scale-105" />
    </button>
  );
}

/** The picture an in-painting job started from, in the same frame as its result. */
export function InputTile({ src, imageSize }: { src: string | null; imageSize: string }) {
  return (
    <div className={cn(frame, !src && 'border-dashed')} style={shapeOf(imageSize)}>
      {src ? <img src={src} alt="Input image" className="size-full object-contain" /> : null}
    </div>
  );
}
