// The gateway's read cache (issue 12): answers to reads that need no fresh service call on every
// request — a user's profile (get_me) and wallet (get_credits), the active models and plans — kept
// per gateway replica and made current by the owning services' events (read-cache.listener.ts): an
// event for a key drops it, and the next read asks the service again. Bounded (LRU, `max` entries)
// with a TTL as a safety net.
//
// It keeps nothing while it may miss events: until its listener's subscription is 'ready' (Kafka: the
// consumer joined its group and fetched, so every event published from then on reaches it) every
// read passes through to the owner and nothing is stored; when the subscription is 'lost' (a
// rebalance, a crash) it drops every entry and passes through again until the next 'ready'. An event
// published while a replica's consumer was still joining thus cannot leave a stale entry behind.
//
// The race "miss → gRPC read in flight → change + event → the read's older answer stored" is closed
// by the in-flight table: an invalidation marks a load under way for its key as stale, and a stale
// load's answer goes back to the requests that joined it (they asked before the change was known)
// but is never stored. Loads of one key that overlap are shared (one gRPC call for a burst of misses).
//
// Keys carry what the answer depends on and nothing else: per-user keys are built from the verified
// access token's subject (never from the request body), so one user's answer cannot reach another.
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read cache the app's cached routes use (app.ts decorates it). */
    reads: Reads;
  }
}

export interface ReadCacheOptions {
  /** Entries kept at most (least recently used dropped first). */
  max: number;
  /** How long an entry is trusted without an event (ms): the safety net, not the mechanism. */
  ttlMs: number;
}

interface Load {
  promise: Promise<unknown>;
  /** Set when the key was invalidated while this load was under way: its answer is not stored. */
  stale: boolean;
}

/** The keys, in one place so the handlers and the listener cannot spell them differently. */
export const cacheKeys = {
  user: (userId: string) => `user:${userId}`,
  credits: (userId: string) => `credits:${userId}`,
  /** The active models of one type (the studio's model picker). */
  models: (type: string) => `models:${type}`,
  modelsPrefix: 'models:',
  activePlans: 'plans:active',
  plansPrefix: 'plans:',
} as const;

export interface Reads {
  /** The cached answer for `key`, or `load()`'s (stored unless the key changed meanwhile). */
  get<T extends {}>(key: string, load: () => Promise<T>): Promise<T>;
  /** The owner changed what `key` answers. The events call it on every replica; a handler whose call
   *  made the change calls it too, so the caller's next read on this replica already sees it. */
  invalidate(key: string): void;
  /** invalidate() for every key starting with `prefix`. */
  invalidatePrefix(prefix: string): void;
}

/** No cache: every read goes to the service (a gateway built without an event bus to keep one). */
export const uncached: Reads = { get: (_key, load) => load(), invalidate: () => undefined, invalidatePrefix: () => undefined };

export class ReadCache implements Reads {
  private readonly entries: LRUCache<string, {}>;
  private readonly loads = new Map<string, Load>();
  /** The listener hears every event now (see listening()); until then nothing is kept. */
  private live = false;
  private hits = 0;
  private misses = 0;
  private passes = 0;

  constructor(opts: ReadCacheOptions) {
    this.entries = new LRUCache<string, {}>({ max: opts.max, ttl: opts.ttlMs });
  }

  /** The listener's subscription state: true once it hears every event published from now on; false
   *  when it may miss some (a rebalance, a crash) — then every entry goes, and loads under way are
   *  not stored, until it is true again. */
  listening(live: boolean): void {
    this.live = live;
    if (live) return;
    this.entries.clear();
    for (const running of this.loads.values()) running.stale = true;
    this.loads.clear();
  }

  get<T extends {}>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.live) {
      this.passes++;
      return load();
    }
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      this.hits++;
      return Promise.resolve(cached as T);
    }
    this.misses++;
    const running = this.loads.get(key);
    if (running) return running.promise as Promise<T>;
    const entry: Load = { promise: Promise.resolve(), stale: false };
    entry.promise = load().then(
      (value) => {
        if (this.loads.get(key) === entry) this.loads.delete(key);
        if (!entry.stale) this.entries.set(key, value);
        return value;
      },
      (err: unknown) => {
        if (this.loads.get(key) === entry) this.loads.delete(key);
        throw err;
      },
    );
    this.loads.set(key, entry);
    return entry.promise as Promise<T>;
  }

  /** The owner changed what `key` answers: drop it, and keep a load under way from storing. */
  invalidate(key: string): void {
    this.entries.delete(key);
    const running = this.loads.get(key);
    if (running) {
      running.stale = true;
      this.loads.delete(key); // later requests start a fresh load rather than join the stale one
    }
  }

  /** Every key starting with `prefix` (the global lists: a few keys, one per model type). */
  invalidatePrefix(prefix: string): void {
    for (const key of [...this.entries.keys(), ...this.loads.keys()]) if (key.startsWith(prefix)) this.invalidate(key);
  }

  /** Entries held, hits and misses so far, reads passed through while not listening, and whether it
   *  is (tests and the docs' figures). */
  get stats(): { size: number; hits: number; misses: number; passes: number; live: boolean } {
    return { size: this.entries.size, hits: this.hits, misses: this.misses, passes: this.passes, live: this.live };
  }
}
