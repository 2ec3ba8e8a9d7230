// The gateway's fan-out listener on imaging's progress topic (issue 12): every gateway process hears
// every JobProgress (a group of its own, newest first, like the job listener) and hands it to the
// hub as the owner's `event: progress`. The worker already throttles per job; nothing is stored or
// replayed beyond the hub's latest-per-request. Fields are mapped to the browser's shape here:
// the proto's "unknown" encodings (0 position, negative fraction, 0 total) become null.
import type { JobProgressEvent } from '@atelier/contracts';
import type { EventEnvelope, Listener } from '@atelier/platform';
import type { JobProgress__Output } from '@atelier/proto/gen/atelier/events/v1/JobProgress';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { ImageEventsHub } from './image-events.hub';

/** A preview longer than this is dropped (the worker sends ≤ ~30 KB; a bigger one is not ours to forward). */
const PREVIEW_MAX_CHARS = 48_000;

/** The browser's event for one JobProgress, or null when it cannot be routed or read. */
export function toProgressEvent(p: Partial<JobProgress__Output>): JobProgressEvent | null {
  if (!p.job_id || (p.state !== 'queued' && p.state !== 'running')) return null;
  // proto3 JSON may leave zeros out: a missing number is 0.
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
  const fraction = num(p.fraction);
  const step = Math.trunc(num(p.step));
  const total = Math.trunc(num(p.total));
  const position = Math.trunc(num(p.position));
  const preview = typeof p.preview === 'string' && p.preview.startsWith('data:image/') && p.preview.length <= PREVIEW_MAX_CHARS ? p.preview : null;
  const running = p.state === 'running';
  return {
    job_id: p.job_id,
    state: p.state,
    position: !running && position > 0 ? position : null,
    fraction: running && fraction >= 0 ? Math.min(1, fraction) : null,
    step: running && total > 0 ? Math.min(Math.max(0, step), total) : null,
    total: running && total > 0 ? total : null,
    preview: running ? preview : null,
  };
}

export function progressListener(hub: Pick<ImageEventsHub, 'progress'>): Listener {
  return {
    name: 'gateway.progress-events',
    topics: [TOPICS.progress],
    handle(e: EventEnvelope) {
      if (!isEvent(e, TOPICS.progress, 'JobProgress')) return;
      const p = e.payload;
      if (!p.user_id) return; // typed, not validated: progress without its owner cannot be routed
      const event = toProgressEvent(p);
      if (event) hub.progress(p.user_id, event);
    },
  };
}
