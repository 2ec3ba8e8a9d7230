// A pending request's live progress (issue 12), wherever the studio shows a pending result (a
// history tile, the Output preview): "Queued — position N" while it waits, a determinate progress
// bar (role=progressbar, aria-valuenow) with its percentage and the node's preview image while it
// runs, and the spinner while nothing is known (no stream, an older gateway, a node that says nothing).
// Render it inside a `relative` frame: the preview fills it.
import { Spinner } from '@atelier/ui-kit';
import { useJobProgress } from './progress';

/** Where a pending image's request stands, as the live stream last said; the spinner until it says. */
export function PendingProgress({ jobId, label = 'Generating image' }: { jobId: string | null; label?: string }) {
  const p = useJobProgress(jobId);
  if (p?.state === 'queued') {
    return (
      <div className="flex flex-col items-center gap-2 p-3 text-center text-sm text-muted-foreground" data-progress="queued">
        <Spinner className="size-6 text-primary" label="Waiting in the queue" />
        <span>{p.position ? `Queued — position ${p.position}` : 'Queued'}</span>
      </div>
    );
  }
  if (p?.state !== 'running' || (p.fraction === null && !p.preview)) return <Spinner className="size-7 text-primary" label={label} />;
  const percent = p.fraction === null ? null : Math.round(p.fraction * 100);
  return (
    <>
      {p.preview ? <img src={p.preview} alt="" aria-hidden className="absolute inset-0 size-full object-contain opacity-80" data-progress="preview" /> : null}
      <div className="relative flex w-3/4 flex-col items-center gap-1.5 rounded-md bg-background/85 px-3 py-2 text-xs text-foreground shadow-sm">
        {percent === null ? (
          <Spinner className="size-5 text-primary" label={label} />
        ) : (
          <>
            <div
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={p.step !== null && p.total !== null ? `${percent}% (step ${p.step} of ${p.total})` : `${percent}%`}
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
            </div>
            <span aria-hidden className="tabular-nums">
              {percent}%
            </span>
          </>
        )}
      </div>
    </>
  );
}
