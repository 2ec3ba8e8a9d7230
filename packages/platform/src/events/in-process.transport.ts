// The embedded-mode bus: delivers published events to every subscribed consumer group in this
// process, asynchronously, in order per key, retrying a failed delivery with backoff until it
// succeeds. Nothing is persisted here: the outbox is the durable copy, and an event published
// to a topic nobody in this process subscribes to is dropped (like Kafka with no consumer groups).
// On close, events still queued are handed back so the caller can mark them unpublished again.
import type { Logger } from '../logging';
import { backoffMs, sleep } from './retry';
import type { SubscribeOptions, Transport, TransportMessage } from './types';

type Deliver = (m: TransportMessage) => Promise<void>;

class GroupQueue {
  /** Per key: events not yet handled, oldest first. A key's worker exists while its queue is non-empty. */
  private readonly byKey = new Map<string, TransportMessage[]>();
  private idleWaiters: Array<() => void> = [];

  constructor(
    readonly group: string,
    readonly topics: Set<string>,
    private readonly deliver: Deliver,
    private readonly logger: Logger,
    private readonly isClosed: () => boolean,
  ) {}

  push(m: TransportMessage): void {
    const key = m.envelope.key;
    const queue = this.byKey.get(key);
    if (queue) {
      queue.push(m);
      return;
    }
    this.byKey.set(key, [m]);
    void this.work(key);
  }

  /** Events not handled yet (the head of each key's queue may be mid-delivery). */
  pending(): TransportMessage[] {
    return [...this.byKey.values()].flat();
  }

  get idle(): boolean {
    return this.byKey.size === 0;
  }

  whenIdle(): Promise<void> {
    return this.idle ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async work(key: string): Promise<void> {
    // Yield first so publish() returns before any handler runs (delivery is asynchronous).
    await Promise.resolve();
    const queue = this.byKey.get(key)!;
    while (queue.length && !this.isClosed()) {
      const m = queue[0]!;
      for (let attempt = 0; !this.isClosed(); attempt++) {
        try {
          await this.deliver(m);
          break;
        } catch (err) {
          const wait = backoffMs(attempt);
          this.logger.warn({ err, group: this.group, event_id: m.envelope.event_id, type: m.envelope.type, attempt }, `event handler failed; retrying in ${Math.round(wait)} ms`);
          await sleep(wait);
        }
      }
      if (this.isClosed()) break;
      queue.shift();
    }
    this.byKey.delete(key);
    if (this.idle) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
    }
  }
}

export class InProcessTransport implements Transport {
  readonly system = 'in-process';
  private readonly groups = new Map<string, GroupQueue>();
  private closed = false;

  /** drainMs: how long close() lets queued events finish before handing them back. */
  constructor(
    private readonly logger: Logger,
    private readonly opts: { drainMs?: number } = {},
  ) {}

  async publish(messages: TransportMessage[]): Promise<void> {
    if (this.closed) throw new Error('in-process transport is closed');
    for (const m of messages) {
      for (const g of this.groups.values()) if (g.topics.has(m.envelope.topic)) g.push(m);
    }
  }

  async subscribe(group: string, topics: string[], deliver: Deliver, opts: SubscribeOptions = {}): Promise<void> {
    if (this.groups.has(group)) throw new Error(`consumer group "${group}" already subscribed in this process`);
    this.groups.set(group, new GroupQueue(group, new Set(topics), deliver, this.logger, () => this.closed));
    // Every publish from now on reaches the group (publish() pushes synchronously): ready at once.
    opts.onState?.('ready');
  }

  async drain(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`in-process events not handled within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([Promise.all([...this.groups.values()].map((g) => g.whenIdle())), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Lets queued events finish (up to drainMs) and returns the ones no group handled yet. */
  async close(): Promise<TransportMessage[]> {
    await this.drain(this.opts.drainMs ?? 5000).catch(() => undefined);
    this.closed = true;
    // Taken synchronously after `closed` is set, before any worker notices and drops its queue.
    const unhandled = new Map([...this.groups.values()].flatMap((g) => g.pending()).map((m) => [m.envelope.event_id, m]));
    return [...unhandled.values()];
  }
}
