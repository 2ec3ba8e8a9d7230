// Follows pending images until they succeed or fail, for every studio screen (spec §4 "polls
// each image's status every 3 seconds"; issue 3: "uses the stream and falls back to polling").
// Completion comes from the gateway's event stream while it is open; while it is not, each
// tracked image is polled every intervalMs. A stream that resumes (EventSource reconnecting with
// Last-Event-ID) gets what it missed replayed by the gateway, or a resync when the gateway cannot
// tell (it restarted, another replica answered): then every tracked image is polled at once.
// DOM-free (the stream and timers are injected) so the rules are unit-tested.
import type { ImageRecord } from '@atelier/contracts';

export type Operation = ImageRecord['operation'];

export interface TrackHandlers {
  onSuccess(record: ImageRecord): void;
  /** record is null when the poll itself was refused (the image is unknown or not ours). */
  onFailure(message: string | null, record: ImageRecord | null): void;
}

export interface StreamHandle {
  close(): void;
}

export interface StreamCallbacks {
  onRecord(r: ImageRecord): void;
  /** `resumed`: the stream reconnected with the id of the last event it saw, so the server
   *  replays what came after it (or sends a resync); false for a stream opened afresh. */
  onOpenChange(open: boolean, resumed?: boolean): void;
  /** The server could not replay what this stream missed: ask for every tracked image now. */
  onResync(): void;
}

export interface TrackerDeps {
  /** Opens the event stream and reports through the callbacks. */
  openStream(callbacks: StreamCallbacks): StreamHandle;
  fetchPending(op: Operation, id: string): Promise<ImageRecord>;
  /** A failed poll: fatal (the server refused; stop and fail) or transient (try again next tick). */
  classifyError(e: unknown): { fatal: boolean; message: string | null };
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  intervalMs: number;
}

export interface Tracker {
  /** Follow one image; tracking the same id again replaces its handlers. Returns an untrack function. */
  track(op: Operation, id: string, handlers: TrackHandlers): () => void;
  /** How many images are being followed. */
  size(): number;
  /** Polls every tracked image once now (e.g. after the stream (re)opens, to catch missed events). */
  pollAll(): void;
  /** A finished record the page learned some other way (the answer to a cancel): handled as if the stream had sent it. */
  report(record: ImageRecord): void;
}

/** Terminal records seen on the stream before anyone tracked them (a fast node can beat the POST's answer). */
const RECENT_MAX = 200;

const SAFETY_TICKS = 5;

const isDone = (r: ImageRecord) => (r.request_status === 'success' && !!r.image_url) || r.request_status === 'failure';

export function createTracker(deps: TrackerDeps): Tracker {
  const tracked = new Map<string, { op: Operation; handlers: TrackHandlers }>();
  const inFlight = new Set<string>();
  const recent = new Map<string, ImageRecord>();
  let stream: StreamHandle | null = null;
  let streamOpen = false;
  let timer: unknown = null;

  const finish = (id: string, record: ImageRecord) => {
    const entry = tracked.get(id);
    if (!entry) return;
    untrack(id);
    if (record.request_status === 'failure') entry.handlers.onFailure(record.error, record);
    else entry.handlers.onSuccess(record);
  };

  const onRecord = (r: ImageRecord) => {
    if (!isDone(r)) return;
    if (tracked.has(r.id)) return finish(r.id, r);
    recent.set(r.id, r);
    if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
  };

  const poll = (id: string) => {
    const entry = tracked.get(id);
    if (!entry || inFlight.has(id)) return;
    inFlight.add(id);
    deps
      .fetchPending(entry.op, id)
      .then(
        (r) => {
          if (isDone(r)) finish(id, r);
        },
        (e) => {
          const { fatal, message } = deps.classifyError(e);
          const current = tracked.get(id);
          if (!fatal || !current) return;
          untrack(id);
          current.handlers.onFailure(message, null);
        },
      )
      .finally(() => inFlight.delete(id));
  };

  const pollAll = () => {
    for (const id of [...tracked.keys()]) poll(id);
  };

  // Even with the stream open, every SAFETY_TICKS-th tick polls anyway: a stream that is open
  // but silent (a buffering proxy) must not leave an image pending forever.
  let ticks = 0;
  const tick = () => {
    ticks += 1;
    if (!streamOpen || ticks % SAFETY_TICKS === 0) pollAll();
  };

  const start = () => {
    if (timer === null) timer = deps.setInterval(tick, deps.intervalMs);
    if (!stream) {
      stream = deps.openStream({
        onRecord,
        onOpenChange: (open, resumed = false) => {
          const reopened = open && !streamOpen;
          streamOpen = open;
          // A fresh stream knows nothing of what finished before it opened: ask once for everything
          // still pending. A resumed one is caught up by the server (replay, or resync → poll).
          if (reopened && !resumed) pollAll();
        },
        onResync: pollAll,
      });
    }
  };

  const stopIfIdle = () => {
    if (tracked.size > 0) return;
    if (timer !== null) deps.clearInterval(timer);
    timer = null;
    stream?.close();
    stream = null;
    streamOpen = false;
  };

  function untrack(id: string) {
    tracked.delete(id);
    stopIfIdle();
  }

  return {
    track(op, id, handlers) {
      tracked.set(id, { op, handlers });
      const seen = recent.get(id);
      if (seen) {
        recent.delete(id);
        finish(id, seen);
        return () => undefined;
      }
      start();
      return () => {
        if (tracked.get(id)?.handlers === handlers) untrack(id);
      };
    },
    size: () => tracked.size,
    pollAll,
    report: onRecord,
  };
}
