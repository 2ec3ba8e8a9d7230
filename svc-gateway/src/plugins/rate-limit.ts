// Rate limits: a global per-IP budget over every route together, and one shared per-IP budget for
// all /api/auth/* routes together (groupId), so guessing passwords or codes is slow whichever
// route is used. The built web app's files are outside the global budget (`exempt`, web.routes.ts
// isBuildAsset): one page load fetches dozens of them, so a few visits from one address — an office
// behind one NAT, or the browser suite under load — used it up and the next chunk came back 429,
// which breaks the app (a chunk that fails to load is a route error). The plugin's LocalStore keeps
// one counter table per route, which would make both budgets per route; SharedStore keeps one table
// for the whole process instead.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GATEWAY_MSG } from '@atelier/contracts';
import { HttpError } from './errors';

export const WINDOW_MS = 60_000;
/** Distinct clients remembered; the oldest entries go first (memory stays bounded under a flood). */
const MAX_KEYS = 50_000;

interface Counter {
  current: number;
  startMs: number;
}

/** Fixed-window counters keyed by client (+ group), shared by every route. */
export class SharedStore {
  private readonly counters: Map<string, Counter>;

  constructor(_options?: unknown, counters?: Map<string, Counter>) {
    this.counters = counters ?? new Map();
  }

  incr(key: string, cb: (err: Error | null, res: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    let c = this.counters.get(key);
    if (!c || c.startMs + timeWindow <= now) {
      c = { current: 0, startMs: now };
      this.counters.delete(key);
      this.counters.set(key, c);
      if (this.counters.size > MAX_KEYS) this.counters.delete(this.counters.keys().next().value!);
    }
    c.current += 1;
    cb(null, { current: c.current, ttl: c.startMs + timeWindow - now });
  }

  /** Per-route stores share this one's table. */
  child(): SharedStore {
    return new SharedStore(undefined, this.counters);
  }
}

export function authRateLimit(max: number) {
  return { max, timeWindow: WINDOW_MS, groupId: 'auth' };
}

export async function registerRateLimit(app: FastifyInstance, max: number, exempt: (request: FastifyRequest) => boolean = () => false): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max,
    allowList: exempt,
    timeWindow: WINDOW_MS,
    store: SharedStore as never,
    // Thrown into the error handler, which answers in the one error format.
    errorResponseBuilder: () => new HttpError(429, GATEWAY_MSG.tooManyRequests),
  });
}
