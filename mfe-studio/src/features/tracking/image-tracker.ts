// The one tracker every studio screen uses: the gateway's event stream (GET /api/images/events,
// `event: image`, cookies sent; `event: resync` when the gateway cannot replay what a reconnect
// missed), read through @atelier/api-client's shared liveStream, with polling of the matching
// get_pending_image call every 3000 ms (spec §9) while the stream is not open.
import { ApiError, liveStream, type LiveStream } from '@atelier/api-client';
import type { ImageRecord } from '@atelier/contracts';
import { studioApi } from '../api/studio-api';
import { createTracker, type StreamCallbacks, type StreamHandle } from './tracker';

export const POLL_INTERVAL_MS = 3000;

/** The tracker's stream is a subscription to the page's one live stream (shared with the shell's
 *  credits badge, so the page never opens two connections). A stream the gateway refuses (its caps:
 *  429/503) never opens, so the tracker keeps polling, as it does while the stream is down. */
export const liveStreamOpener = (stream: LiveStream) => ({ onRecord, onOpenChange, onResync }: StreamCallbacks): StreamHandle => {
  const close = stream.subscribe({
    events: {
      image: (data) => {
        try {
          onRecord(JSON.parse(data) as ImageRecord);
        } catch {
          // A malformed event is ignored; polling still covers the image.
        }
      },
      resync: () => onResync(),
    },
    onOpenChange,
  });
  return { close };
};

export const imageTracker = createTracker({
  openStream: liveStreamOpener(liveStream),
  fetchPending: (op, id) => studioApi.pending(op, id),
  // A 4xx is the server's final word (unknown image, not ours); network trouble and 5xx may pass.
  classifyError: (e) =>
    e instanceof ApiError && e.status >= 400 && e.status < 500 ? { fatal: true, message: e.serverMsg } : { fatal: false, message: null },
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  intervalMs: POLL_INTERVAL_MS,
});
