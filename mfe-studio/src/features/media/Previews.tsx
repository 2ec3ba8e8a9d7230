// "Input preview" and "Output preview" side by side (spec §2 Up-scaling, Out-painting): the
// picked image, and the result — the job's live progress while it runs (tracking/PendingProgress:
// queue position, progress bar, the node's preview; the spinner while nothing is known), then the
// result, which opens the detail dialog (and so Download).
import type { ImageRecord } from '@atelier/contracts';
import { PendingProgress } from '../tracking/PendingProgress';
import { useState, type ReactNode } from 'react';
import { ImageDetailDialog } from '../image-detail/ImageDetailDialog';
import { fullUrl } from '@atelier/contracts';

function Pane({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="grid content-start gap-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div className="relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg border bg-muted/50 p-2">{children}</div>
    </figure>
  );
}

const Empty = ({ text }: { text: string }) => <p className="px-4 text-center text-sm text-muted-foreground">{text}</p>;

export function Previews({ input, result, running, jobId = null }: { input: string | null; result: ImageRecord | null; running: boolean; jobId?: string | null }) {
  const [open, setOpen] = useState<ImageRecord | null>(null);
  const resultUrl = result ? fullUrl(result) : null;
  return (
    <div className="grid content-start items-start gap-4 sm:grid-cols-2">
      <Pane title="Input preview">
        {input ? <img src={input} alt="Input preview" className="max-h-full max-w-full object-contain" /> : <Empty text="No image chosen yet" />}
      </Pane>
      <Pane title="Output preview">
        {running ? (
          <PendingProgress jobId={jobId} label="Processing image" />
        ) : resultUrl && result ? (
          <button type="button" className="size-full cursor-zoom-in rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring" onClick={() => setOpen(result)}>
            <img src={resultUrl} alt="Output preview" className="size-full object-contain" />
          </button>
        ) : (
          <Empty text="The result appears here" />
        )}
      </Pane>
      <ImageDetailDialog image={open} onClose={() => setOpen(null)} />
    </div>
  );
}
