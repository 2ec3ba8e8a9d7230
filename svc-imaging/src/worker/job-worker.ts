// The worker loop of one process: up to `concurrency` jobs at once, claimed whenever something may
// have changed (a JobRequested wake-up, a job finishing) and at least every `pollMs` — a lost
// wake-up delays a job by one poll, never forever. A sweep every `sweepMs` recovers expired
// leases. stop() drains running jobs for up to `drainMs`, then hands the rest back to the queue.
// After each look for work it refreshes the waiting jobs' queue positions (worker/progress.ts).
import { startPeriodic, uuidv7 } from '@atelier/platform';
import type { ImagingContext } from '../service/context';
import type { JobTimer } from '../service/metrics';
import { claimNext, type Claim } from './claim';
import { runJob, type RunnerOptions } from './job-runner';
import { sweep } from './sweeper';
import { waitingPositions } from '../repo/jobs.repository';
import { busSender, QueueWatch } from './progress';

export interface WorkerOptions extends RunnerOptions {
  concurrency: number;
  pollMs: number;
  sweepMs: number;
  drainMs: number;
}

export const WORKER_DEFAULTS: Omit<WorkerOptions, 'owner'> = {
  concurrency: 4,
  leaseMs: 30_000,
  heartbeatMs: 5_000,
  maxAttempts: 3,
  retryDelayMs: 250,
  pollMs: 1_000,
  sweepMs: 5_000,
  drainMs: 15_000,
};

export class JobWorker {
  readonly opts: WorkerOptions;
  private readonly running = new Map<string, Promise<void>>();
  private readonly shutdown = new AbortController();
  private pollTimer?: NodeJS.Timeout;
  private stopSweep?: () => Promise<void>;
  private pumping = false;
  private again = false;
  private stopped = false;
  /** Queue positions for the owners of waiting jobs, refreshed whenever the worker looked for work. */
  private readonly queue: QueueWatch;

  constructor(
    private readonly ctx: ImagingContext,
    opts: Partial<WorkerOptions> = {},
    /** Times each job it runs (metrics); absent in tests that do not look. */
    private readonly timeJob?: JobTimer,
  ) {
    this.opts = { ...WORKER_DEFAULTS, owner: `worker-${uuidv7()}`, ...opts };
    this.queue = new QueueWatch((limit) => waitingPositions(ctx.db, limit), busSender(ctx.bus, ctx.logger), ctx.logger);
  }

  start(): void {
    this.pollTimer = setInterval(() => this.wake(), this.opts.pollMs);
    this.pollTimer.unref();
    // The kit's recurring task: one sweep at a time, and stop() waits for the one in progress.
    this.stopSweep = startPeriodic({
      name: 'job sweep',
      intervalMs: this.opts.sweepMs,
      runAtStart: false,
      logger: this.ctx.logger,
      run: () => sweep(this.ctx, this.opts.maxAttempts).then(() => this.wake()),
    });
    this.wake();
  }

  /** Something may be claimable: claim until the slots are full or nothing fits. */
  wake(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    void this.pump().finally(() => {
      this.pumping = false;
      // A wake-up that arrived after the loop's last check must not wait for the next poll.
      if (this.again) this.wake();
    });
  }

  /** Running job ids (tests and the drain). */
  inFlight(): string[] {
    return [...this.running.keys()];
  }

  private async pump(): Promise<void> {
    do {
      this.again = false;
      while (!this.stopped && this.running.size < this.opts.concurrency) {
        // One job per claim, though claim_jobs could fill every free slot in one call: then whichever
        // worker looked first (its JobRequested, its own job ending, its poll) took every free node's
        // slot (the scale-out test saw a worker run 0 or 1 of 84 jobs). One at a time, the workers'
        // claims interleave and the jobs spread; it costs ~0.35–0.8 statements a job at saturation.
        const claim = await claimNext(this.ctx, this.opts.owner, this.opts.leaseMs).catch((err) => {
          this.ctx.logger.warn({ err }, 'claiming a job failed');
          return null;
        });
        // Nothing claimed: nothing fits now (a new job or a finished one wakes the loop again).
        if (!claim) break;
        this.launch(claim);
      }
    } while (this.again && !this.stopped);
    if (!this.stopped) this.queue.poke();
  }

  private launch(claim: Claim): void {
    const id = claim.job.id;
    const timed = this.timeJob?.(claim);
    const done = runJob(this.ctx, this.opts, claim, this.shutdown.signal)
      .catch((err) => this.ctx.logger.error({ err, job_id: id }, 'job runner crashed'))
      .finally(() => {
        timed?.();
        this.running.delete(id);
        this.wake();
      });
    this.running.set(id, done);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    await this.stopSweep?.();
    await this.queue.stop();
    const all = () => Promise.all([...this.running.values()]);
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([all().then(() => true), new Promise<boolean>((r) => (timer = setTimeout(() => r(false), this.opts.drainMs)))]);
    clearTimeout(timer);
    if (!drained) {
      this.shutdown.abort();
      await all();
    }
  }
}
