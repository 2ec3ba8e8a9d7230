// The bound on decoding uploads (issue 11: twelve concurrent 26 MB uploads from one user held every
// core and 1.5 GB). At most `concurrency` decodes run at once in this process, at most `queueMax`
// wait behind them, and one user holds at most `perUser` of the running + waiting places, so one
// user cannot occupy the decoder. A decode that finds no place is refused at once — OVERLOADED
// (HTTP 503 with Retry-After at the gateway) with IMAGING_MSG.busy — rather than queued without
// bound while its bytes sit in memory. Waiting decodes start in arrival order. A waiting decode
// whose caller is gone (its call's signal, platform callSignal) leaves the queue at once: it does
// not wait for a place only to decode for nobody.
import { AppError } from '@atelier/platform';
import { IMAGING_LIMITS, IMAGING_MSG } from '@atelier/contracts';

export interface DecodePoolLimits {
  concurrency: number;
  queueMax: number;
  perUser: number;
}

export const DECODE_POOL_LIMITS: DecodePoolLimits = {
  concurrency: IMAGING_LIMITS.decodeConcurrency,
  queueMax: IMAGING_LIMITS.decodeQueueMax,
  perUser: IMAGING_LIMITS.decodesPerUser,
};

export class DecodePool {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly held = new Map<string, number>();

  constructor(readonly limits: DecodePoolLimits = DECODE_POOL_LIMITS) {}

  /** Throws OVERLOADED when `userId` could not have a place now. Submit asks before taking a credit
   *  hold, so a shed upload costs no billing call; run() asks again as it takes the place. */
  assertRoom(userId: string): void {
    const full = this.running >= this.limits.concurrency && this.waiting.length >= this.limits.queueMax;
    if ((this.held.get(userId) ?? 0) >= this.limits.perUser || full) throw new AppError('OVERLOADED', IMAGING_MSG.busy);
  }

  /** Runs `work` when a place is free; throws OVERLOADED at once when none can be had, and the
   *  signal's reason when it aborts before a place is free (or was aborted already). */
  async run<T>(userId: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    this.assertRoom(userId);
    this.held.set(userId, (this.held.get(userId) ?? 0) + 1);
    try {
      if (this.running >= this.limits.concurrency) await this.waitForPlace(signal);
      else this.running += 1;
      try {
        return await work();
      } finally {
        // Hand the place straight to the next waiter (running stays the same), or free it.
        const next = this.waiting.shift();
        if (next) next();
        else this.running -= 1;
      }
    } finally {
      const left = (this.held.get(userId) ?? 1) - 1;
      if (left) this.held.set(userId, left);
      else this.held.delete(userId);
    }
  }

  /** Resolves when a finishing decode hands this one its place; rejects (leaving the queue) when the
   *  signal aborts first. */
  private waitForPlace(signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        const at = this.waiting.indexOf(start);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal!.reason);
      };
      this.waiting.push(start);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  /** Decodes running and waiting now (tests and the health of the process). */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
