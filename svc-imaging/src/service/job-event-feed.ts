// The feed behind WatchJobEvents: finished-job events this replica heard (a fan-out listener on
// imaging.job.v1, so every replica hears every event) kept for two minutes, and long polls waiting
// for the next one. It lets the gateway run a live stream without a database or a Kafka client of
// its own; a gap (restart, replica switch) only means the browser's polling notices instead.
import type { EventEnvelope } from '@atelier/platform';
import type { JobEvent } from '@atelier/proto/gen/atelier/imaging/v1/JobEvent';

const KEEP_MS = 2 * 60_000;
const KEEP_MAX = 10_000;
export const WAIT_MAX_MS = 10_000;

export interface FeedEvent {
  event_id: string;
  type: string;
  job_id: string;
  user_id: string;
  image_ids: string[];
  received_ms: number;
}

export class JobEventFeed {
  private events: FeedEvent[] = [];
  private waiters = new Set<() => void>();
  private lastMs = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The listener's handler. */
  onEvent(e: EventEnvelope): void {
    if (e.type !== 'JobSucceeded' && e.type !== 'JobFailed') return;
    const p = e.payload as { job_id: string; user_id: string; image_ids: string[] };
    // Strictly increasing receive times, so a cursor never skips an event received in the same ms.
    const received = Math.max(this.now(), this.lastMs + 1);
    this.lastMs = received;
    this.events.push({ event_id: e.event_id, type: e.type, job_id: p.job_id, user_id: p.user_id, image_ids: p.image_ids ?? [], received_ms: received });
    const cutoff = received - KEEP_MS;
    if (this.events.length > KEEP_MAX || this.events[0]!.received_ms < cutoff) this.events = this.events.filter((x) => x.received_ms >= cutoff).slice(-KEEP_MAX);
    for (const wake of this.waiters) wake();
  }

  /** Events after `sinceMs` (0 = only new ones), waiting up to `waitMs` for the first. */
  async watch(sinceMs: number, waitMs: number): Promise<{ events: FeedEvent[]; cursorMs: number }> {
    let since = sinceMs;
    if (since <= 0) {
      // "From now on": later events get a strictly later time, so none is hidden behind this cursor.
      since = Math.max(this.now(), this.lastMs);
      this.lastMs = since;
    }
    const after = () => this.events.filter((x) => x.received_ms > since);
    let found = after();
    if (!found.length && waitMs > 0) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(waitMs, WAIT_MAX_MS));
        this.waiters.add(done);
      });
      found = after();
    }
    return { events: found, cursorMs: found.length ? found[found.length - 1]!.received_ms : since };
  }

  /** Ends every waiting poll (shutdown). */
  close(): void {
    for (const wake of [...this.waiters]) wake();
  }
}

export function toProtoJobEvent(e: FeedEvent): Required<JobEvent> {
  return { ...e, received_ms: String(e.received_ms) };
}
