// The page's ONE connection to the gateway's live stream (GET /api/images/events, Server-Sent
// Events, cookies sent): `event: image` and `event: resync` for the studio's tracker, `event:
// credits` for the top bar's badge. Every reader subscribes here, so a page never opens two
// streams; the connection is open while anyone listens and closed when the last one leaves.
// EventSource reconnects by itself (sending Last-Event-ID); a stream the server closed outright
// (401/404) is opened again after REOPEN_AFTER_MS. This package is a shared singleton, so the shell
// and every remote reach the same instance. DOM-free: the EventSource and timers are injected.
import { API_BASE, EXTRA_PATHS } from '@atelier/contracts/src/route-addresses';

export const LIVE_STREAM_PATH = `${API_BASE}${EXTRA_PATHS.imageEvents}`;
/** A stream the server closed for good (e.g. 401/404) is tried again after this long. */
export const REOPEN_AFTER_MS = 15_000;

export interface LiveListener {
  /** By SSE event name: the event's data text. */
  events?: Record<string, (data: string) => void>;
  /** The stream opened or dropped. `resumed`: it reconnected with the id of the last event it saw,
   *  so the server replays what came after it; false for a stream opened afresh — and for a
   *  listener that joins an already open stream (it saw nothing before joining). */
  onOpenChange?(open: boolean, resumed: boolean): void;
}

/** The part of EventSource the stream uses. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  addEventListener(type: string, fn: (ev: { data?: unknown }) => void): void;
  close(): void;
}

export interface LiveStreamDeps {
  /** Opens the stream; undefined where the browser has no EventSource. */
  open(url: string): EventSourceLike | undefined;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  url?: string;
}

export interface LiveStream {
  /** Listen until the returned function is called. */
  subscribe(listener: LiveListener): () => void;
  /** Whether the connection is open now. */
  isOpen(): boolean;
}

const CLOSED = 2; // EventSource.CLOSED

export function createLiveStream(deps: LiveStreamDeps): LiveStream {
  const url = deps.url ?? LIVE_STREAM_PATH;
  const listeners = new Set<LiveListener>();
  let source: EventSourceLike | null = null;
  let open = false;
  let reopen: unknown = null;
  // The event names the current source dispatches (EventSource needs one listener per name).
  let wired = new Set<string>();

  const dispatch = (name: string) => (ev: { data?: unknown }) => {
    const data = typeof ev.data === 'string' ? ev.data : '';
    for (const l of [...listeners]) l.events?.[name]?.(data);
  };
  const wire = (names: Iterable<string>) => {
    if (!source) return;
    for (const name of names) {
      if (wired.has(name)) continue;
      wired.add(name);
      source.addEventListener(name, dispatch(name));
    }
  };
  const setOpen = (value: boolean, resumed: boolean) => {
    open = value;
    for (const l of [...listeners]) l.onOpenChange?.(value, resumed);
  };

  const connect = () => {
    reopen = null;
    if (listeners.size === 0 || source) return;
    const es = deps.open(url);
    if (!es) return;
    source = es;
    wired = new Set();
    wire([...listeners].flatMap((l) => Object.keys(l.events ?? {})));
    // The first open of this EventSource is fresh; its own reconnects carry Last-Event-ID.
    let opened = false;
    es.onopen = () => {
      setOpen(true, opened);
      opened = true;
    };
    es.onerror = () => {
      if (open) setOpen(false, false);
      // EventSource retries by itself unless the server refused the stream outright.
      if (source === es && es.readyState === CLOSED) {
        source = null;
        reopen = deps.setTimeout(connect, REOPEN_AFTER_MS);
      }
    };
  };

  const disconnect = () => {
    if (reopen !== null) deps.clearTimeout(reopen);
    reopen = null;
    source?.close();
    source = null;
    open = false;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (source) {
        wire(Object.keys(listener.events ?? {}));
        if (open) listener.onOpenChange?.(true, false);
      } else if (reopen === null) {
        connect();
      }
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) disconnect();
      };
    },
    isOpen: () => open,
  };
}

/** The page's stream (browser EventSource, with credentials). */
export const liveStream = createLiveStream({
  open: (url) => (typeof EventSource === 'undefined' ? undefined : (new EventSource(url, { withCredentials: true }) as unknown as EventSourceLike)),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
});
