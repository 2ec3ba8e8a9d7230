// Live progress for the owner's browser (issue 12): what a node reports about a running job, and the
// place of each waiting job in its model's queue, as JobProgress events on "imaging.progress.v1".
// Progress is ephemeral: it goes straight on the bus (EventBus.emit), never into PostgreSQL or the
// outbox — losing one is harmless, the next one or the finished job supersedes it. So that a chatty
// node cannot flood the bus, each job sends at most one event per `minIntervalMs` and only when
// something changed (the latest value is sent at the end of the interval, never a stale one), and a
// preview at most once per `previewIntervalMs`, shrunk to a small JPEG data URL.
import { TOPICS, topicEvent } from '@atelier/proto/events';
import type { JobProgress } from '@atelier/proto/gen/atelier/events/v1/JobProgress';
import type { EventBus, Logger } from '@atelier/platform';
import sharp from 'sharp';
import type { NodeProgress } from '../adapters/types';
import type { WaitingJob } from '../repo/jobs.repository';

export interface ProgressLimits {
  /** Per job: at most one event this often (≤ ~3/s). */
  minIntervalMs: number;
  /** Per job: at most one preview this often (encoding one costs a few ms of CPU). */
  previewIntervalMs: number;
  /** A preview's data URL longer than this is sent at a lower quality, then not at all. */
  previewMaxChars: number;
  /** The preview's longer side, in pixels. */
  previewMaxSide: number;
  /** Queue positions: recomputed (one query) at most this often, when the worker has looked for work. */
  queueRefreshMs: number;
  /** Unchanged positions are sent again this often, for browsers that connected since. */
  queueResendMs: number;
  /** Positions are sent for the first this-many waiting jobs only. */
  queueWatchMax: number;
}

export const PROGRESS_LIMITS: ProgressLimits = {
  minIntervalMs: 300,
  previewIntervalMs: 1000,
  previewMaxChars: 30_000,
  previewMaxSide: 256,
  queueRefreshMs: 1000,
  queueResendMs: 5000,
  queueWatchMax: 200,
};

export type ProgressPayload = Required<JobProgress>;
export type SendProgress = (p: ProgressPayload) => Promise<void>;

/** Sends on the bus (key = job id); a failure is logged at debug and forgotten. */
export function busSender(bus: Pick<EventBus, 'emit'>, logger: Logger): SendProgress {
  return (p) =>
    bus.emit(topicEvent(TOPICS.progress, 'JobProgress', p.job_id, p)).catch((err) => logger.debug({ err, job_id: p.job_id }, 'progress event not sent (harmless)'));
}

/** The node's preview as a small JPEG data URL, or "" when it is not an image or stays too big. */
export async function previewDataUrl(bytes: Buffer, limits: Pick<ProgressLimits, 'previewMaxChars' | 'previewMaxSide'> = PROGRESS_LIMITS): Promise<string> {
  for (const [side, quality] of [
    [limits.previewMaxSide, 60],
    [Math.round(limits.previewMaxSide * 0.6), 40],
  ] as const) {
    try {
      const jpeg = await sharp(bytes, { limitInputPixels: 64_000_000 }).resize(side, side, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer();
      const url = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      if (url.length <= limits.previewMaxChars) return url;
    } catch {
      return '';
    }
  }
  return '';
}

const base = (job: { id: string; user_id: string }): ProgressPayload => ({ job_id: job.id, user_id: job.user_id, state: 'running', position: 0, fraction: -1, step: 0, total: 0, preview: '' });

/** The throttle of one running job. `update` never throws and never waits. */
export class JobProgressReporter {
  private latest: NodeProgress = {};
  /** What the last event said (null: nothing sent yet, so start() always sends). */
  private sentKey: string | null = null;
  private sentPreview?: Buffer;
  private previewUrl = '';
  private lastSentAt = -Infinity;
  private lastPreviewAt = -Infinity;
  private timer?: NodeJS.Timeout;
  private sending = false;
  private closed = false;

  constructor(
    private readonly job: { id: string; user_id: string },
    private readonly send: SendProgress,
    private readonly limits: ProgressLimits = PROGRESS_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The job is on a node: `running` with nothing known yet, so the tile leaves "Queued" for its
   *  spinner (not a bar stuck at 0 % on a node that never reports). */
  start(): void {
    this.schedule();
  }

  update(p: NodeProgress): void {
    if (this.closed) return;
    // What a report leaves out keeps its last value (a ComfyUI preview frame carries no fraction).
    const given = Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as NodeProgress;
    this.latest = { ...this.latest, ...given };
    this.schedule();
  }

  /** The job ended (its JobSucceeded/JobFailed supersedes anything pending): nothing more is sent. */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private key(p: NodeProgress): string {
    const fraction = p.fraction === undefined ? '' : Math.round(clamp01(p.fraction) * 1000);
    return `${fraction}|${p.step ?? ''}|${p.total ?? ''}`;
  }

  private changed(): boolean {
    const newPreview = this.latest.preview !== undefined && this.latest.preview !== this.sentPreview && this.now() - this.lastPreviewAt >= this.limits.previewIntervalMs;
    return this.key(this.latest) !== this.sentKey || newPreview;
  }

  private schedule(): void {
    if (this.closed || this.sending || this.timer || !this.changed()) return;
    const wait = this.lastSentAt + this.limits.minIntervalMs - this.now();
    if (wait <= 0) return void this.flush();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, wait);
    this.timer.unref();
  }

  private async flush(): Promise<void> {
    if (this.closed || !this.changed()) return;
    this.sending = true;
    const p = this.latest;
    try {
      const previewDue = p.preview && p.preview !== this.sentPreview && this.now() - this.lastPreviewAt >= this.limits.previewIntervalMs;
      if (previewDue) {
        this.previewUrl = (await previewDataUrl(p.preview!, this.limits)) || this.previewUrl;
        this.sentPreview = p.preview;
        this.lastPreviewAt = this.now();
      }
      this.sentKey = this.key(p);
      this.lastSentAt = this.now();
      if (this.closed) return;
      await this.send({
        ...base(this.job),
        fraction: p.fraction === undefined ? -1 : clamp01(p.fraction),
        step: p.step ?? 0,
        total: p.total ?? 0,
        preview: this.previewUrl,
      });
    } finally {
      this.sending = false;
      // What arrived while this one was being sent.
      this.schedule();
    }
  }
}

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}

/**
 * Queue positions of waiting jobs, for their owners: recomputed with one query (waitingPositions)
 * when the worker has looked for work — at most every `queueRefreshMs`, whatever the number of
 * users or browsers — and sent only for jobs whose position changed, plus every `queueResendMs`
 * for all of them (a browser that connected meanwhile learns its position within that time).
 */
export class QueueWatch {
  private sent = new Map<string, number>();
  private lastRefresh = -Infinity;
  private lastResend = -Infinity;
  private running?: Promise<void>;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly read: (limit: number) => Promise<WaitingJob[]>,
    private readonly send: SendProgress,
    private readonly logger: Logger,
    private readonly limits: ProgressLimits = PROGRESS_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Something may have moved (a job was queued, claimed or finished): refresh soon. */
  poke(): void {
    if (this.running || this.timer) return;
    const wait = this.lastRefresh + this.limits.queueRefreshMs - this.now();
    if (wait <= 0) {
      this.running = this.refresh().finally(() => (this.running = undefined));
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.poke();
    }, wait);
    this.timer.unref();
  }

  stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.running ?? Promise.resolve();
  }

  /** One refresh now (tests; poke() for the throttled one). */
  async refresh(): Promise<void> {
    this.lastRefresh = this.now();
    let waiting: WaitingJob[];
    try {
      waiting = await this.read(this.limits.queueWatchMax);
    } catch (err) {
      this.logger.debug({ err }, 'queue positions not read (harmless)');
      return;
    }
    const resend = this.now() - this.lastResend >= this.limits.queueResendMs;
    if (resend) this.lastResend = this.now();
    const next = new Map<string, number>();
    const sends: Promise<void>[] = [];
    for (const w of waiting) {
      next.set(w.id, w.position);
      if (!resend && this.sent.get(w.id) === w.position) continue;
      sends.push(this.send({ ...base({ id: w.id, user_id: w.user_id }), state: 'queued', position: w.position }));
    }
    this.sent = next;
    await Promise.all(sends);
  }
}
