// The one tracker every studio screen uses: the gateway's event stream (GET /api/images/events,
// `event: image`, cookies sent; `event: resync` when the gateway cannot replay what a reconnect
// missed) with polling of the matching get_pending_image call every 3000 ms (spec §9) while the
// stream is not open. EventSource reconnects by itself, sending Last-Event-ID.
import { ApiError } from '@atelier/api-client';
import { API_BASE, type ImageRecord } from '@atelier/contracts';
import { studioApi } from '../api/studio-api';
import { createTracker, type StreamCallbacks, type StreamHandle } from './tracker';

export const POLL_INTERVAL_MS = 3000;
export const EVENTS_PATH = `${API_BASE}/images/events`;
/** A stream the server closed for good (e.g. 401/404) is tried again after this long. */
const REOPEN_AFTER_MS = 15_000;

function openEventStream({ onRecord, onOpenChange, onResync }: StreamCallbacks): StreamHandle {
  let source: EventSource | null = null;
  let reopen: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const connect = () => {
    if (closed || typeof EventSource === 'undefined') return;
    const es = new EventSource(EVENTS_PATH, { withCredentials: true });
    source = es;
    // The first open of this EventSource is fresh; its own reconnects carry Last-Event-ID.
    let opened = false;
    es.onopen = () => {
      onOpenChange(true, opened);
      opened = true;
    };
    es.addEventListener('image', (ev) => {
      try {
        onRecord(JSON.parse((ev as MessageEvent<string>).data) as ImageRecord);
      } catch {
        // A malformed event is ignored; polling still covers the image.
      }
    });
    es.addEventListener('resync', () => onResync());
    es.onerror = () => {
      onOpenChange(false);
      // EventSource retries by itself unless the server refused the stream outright.
      if (source?.readyState === EventSource.CLOSED) {
        source = null;
        reopen = setTimeout(connect, REOPEN_AFTER_MS);
      }
    };
  };
  connect();

  return {
    close() {
      closed = true;
      if (reopen) clearTimeout(reopen);
      source?.close();
      source = null;
    },
  };
}

export const imageTracker = createTracker({
  openStream: openEventStream,
  fetchPending: (op, id) => studioApi.pending(op, id),
  // A 4xx is the server's final word (unknown image, not ours); network trouble and 5xx may pass.
  classifyError: (e) =>
    e instanceof ApiError && e.status >= 400 && e.status < 500 ? { fatal: true, message: e.serverMsg } : { fatal: false, message: null },
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  intervalMs: POLL_INTERVAL_MS,
});
