// The live image stream's memory: which users have streams open on this gateway, and for each of
// them a short, bounded backlog of the `event: image` messages sent, so a browser that reconnects
// with `Last-Event-ID` (EventSource sends it by itself) gets exactly what it missed. When the id is
// not in the backlog (this gateway restarted, another replica served the stream, the backlog
// moved on) it gets `event: resync` instead, and the studio polls its pending images at once.
// Every stream is written on its own: a failed or slow stream is closed (its browser reconnects
// and replays), never the others, and nothing is marked delivered before the write.
// Wallet changes go to the same streams as `event: credits` (no id, no backlog: see credits()), and
// the live progress of pending requests as `event: progress` (no id, no backlog; the latest one per
// request is kept and sent to a stream that opens meanwhile, until the request finishes: progress()).
// Transport-free (streams are Sinks) so the rules are unit-tested; image-events.routes.ts adapts SSE.
import { randomUUID } from 'node:crypto';
import { GATEWAY_MSG, type Credits, type JobProgressEvent } from '@atelier/contracts';
import { withSpan } from '@atelier/platform';
import type { Image__Output } from '@atelier/proto/gen/atelier/imaging/v1/Image';
import type { GatewaySettings } from '../config/settings';
import { imageCdn, imageRecord } from '../routes/image-record';

/** One open event stream (an HTTP response in production). */
export interface Sink {
  /** Throws or reports `closed` when the connection is gone. */
  write(chunk: string): void;
  end(): void;
  /** Ended or destroyed: nothing more can be written. */
  readonly closed: boolean;
  /** Bytes written but not yet flushed to the network (a slow reader grows it). */
  readonly buffered: number;
}

export interface HubLimits {
  /** Messages kept per user for replay. */
  backlog: number;
  /** How long a message stays replayable. */
  keepMs: number;
  /** How long a user's backlog outlives their last stream (EventSource reconnects within seconds). */
  graceMs: number;
  /** Streams one user may hold open (tabs); one more is refused (429) and that tab polls. Refused
   *  rather than closing the oldest: closed tabs reconnect by themselves, and two would take turns. */
  streamsPerUser: number;
  /** Streams this gateway holds open, all users together (LIVE_STREAMS_MAX); one more is 503. */
  streamsMax: number;
  /** A stream holding more unsent bytes than this is closed; it replays on reconnect. */
  maxBufferedBytes: number;
  /** A `: ping` comment this often keeps proxies from closing an idle stream. */
  pingMs: number;
  /** Latest progress kept per user (one per pending request) for streams that open meanwhile. */
  progressKept: number;
}

export const HUB_LIMITS: HubLimits = {
  backlog: 64,
  keepMs: 5 * 60_000,
  graceMs: 2 * 60_000,
  streamsPerUser: 4,
  streamsMax: 2000,
  maxBufferedBytes: 256 * 1024,
  pingMs: 15_000,
  // A user has at most MAX_IN_FLIGHT_PER_USER (6) requests pending; room to spare.
  progressKept: 16,
};

interface Entry {
  id: string;
  /** The job event it came from (several images share one). */
  event: string;
  at: number;
  chunk: string;
}

/** What one user has on this gateway: open streams and the backlog since the first of them. */
interface UserFeed {
  streams: Map<Sink, NodeJS.Timeout>;
  entries: Entry[];
  /** The position before the first entry; valid for replay until an entry is dropped. */
  origin: string;
  dropped: boolean;
  /** Job events already in the backlog (the bus delivers at least once). */
  events: Set<string>;
  /** The latest `event: progress` per pending request (job id), oldest first. */
  progress: Map<string, { at: number; chunk: string }>;
  expiry?: NodeJS.Timeout;
}

export const RESYNC_CHUNK = 'event: resync\ndata: {}\n\n';

/** The hub a gateway runs with its settings: image URLs on PUBLIC_URL's CDN path, LIVE_STREAMS_MAX. */
export function gatewayHub(settings: Pick<GatewaySettings, 'publicUrl' | 'liveStreamsMax'>): ImageEventsHub {
  return new ImageEventsHub(imageCdn(settings.publicUrl), { ...HUB_LIMITS, streamsMax: settings.liveStreamsMax });
}

export class ImageEventsHub {
  private readonly feeds = new Map<string, UserFeed>();
  /** Scopes every id to this process: an id from another replica or a previous run is unknown here. */
  private readonly run = randomUUID().slice(0, 8);
  private feedSeq = 0;
  /** The session each stream was opened with (closeSessions). */
  private readonly sessionOf = new WeakMap<Sink, string>();
  /** Streams open now, all users together. */
  private streams = 0;

  constructor(
    private readonly cdn: string,
    private readonly limits: HubLimits = HUB_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A finished job's images (from its JobSucceeded / JobFailed event), for its owner's streams. */
  publish(userId: string, eventId: string, images: Image__Output[]): void {
    const feed = this.feeds.get(userId);
    // No stream here recently: nothing to deliver or replay (the browser's polling covers it).
    if (!feed || feed.events.has(eventId)) return;
    feed.events.add(eventId);
    // The request finished: its progress is over (a stream opening now must not see a stale bar).
    for (const image of images) feed.progress.delete(image.job_id);
    // The push is the last hop of the click's trace (a child of the bus listener's span).
    const attributes = { 'atelier.sse.event': 'image', 'atelier.sse.messages': images.length, 'atelier.sse.streams': feed.streams.size, 'messaging.message.id': eventId };
    withSpan('sse.push', { attributes }, () => {
      for (const [i, image] of images.entries()) {
        const id = `${eventId}.${i}.${this.run}`;
        const entry = { id, event: eventId, at: this.now(), chunk: `id: ${id}\nevent: image\ndata: ${JSON.stringify(imageRecord(image, this.cdn))}\n\n` };
        feed.entries.push(entry);
        for (const sink of [...feed.streams.keys()]) this.write(userId, feed, sink, entry.chunk);
      }
    });
    this.trim(feed);
  }

  /** A user's wallet changed (billing's CreditsChanged): `event: credits` to each of their open
   *  streams. It carries no id and enters no backlog — a newer wallet supersedes it, and the badge
   *  re-reads get_credits on every (re)connect — so it never moves a reconnect's Last-Event-ID. */
  credits(userId: string, wallet: Credits): void {
    const feed = this.feeds.get(userId);
    if (!feed) return;
    const chunk = `event: credits\ndata: ${JSON.stringify({ credits: wallet.credits, held: wallet.held })}\n\n`;
    withSpan('sse.push', { attributes: { 'atelier.sse.event': 'credits', 'atelier.sse.messages': 1, 'atelier.sse.streams': feed.streams.size } }, () => {
      for (const sink of [...feed.streams.keys()]) this.write(userId, feed, sink, chunk);
    });
  }

  /** A pending request's progress (imaging's JobProgress): `event: progress` to each of its owner's
   *  open streams, and kept as that request's latest (a stream opening meanwhile gets it). No id and no
   *  backlog: a newer one supersedes it, and the finished request's `event: image` ends it. */
  progress(userId: string, p: JobProgressEvent): void {
    const feed = this.feeds.get(userId);
    if (!feed) return;
    const chunk = `event: progress\ndata: ${JSON.stringify(p)}\n\n`;
    feed.progress.delete(p.job_id);
    feed.progress.set(p.job_id, { at: this.now(), chunk });
    while (feed.progress.size > this.limits.progressKept) feed.progress.delete(feed.progress.keys().next().value as string);
    for (const sink of [...feed.streams.keys()]) this.write(userId, feed, sink, chunk);
  }

  /**
   * Adds a stream. With `lastEventId` (a reconnect) it first sends what came after that id, or
   * `event: resync` when the id is unknown here. Every stream then gets `event: ready` carrying
   * the current position as its id, so even a browser that has seen no image yet reconnects
   * with an id this gateway can judge. Returns the function to call when the connection closes.
   */
  open(userId: string, sink: Sink, lastEventId?: string, sessionId?: string): () => void {
    const feed = this.feedOf(userId);
    if (sessionId) this.sessionOf.set(sink, sessionId);
    clearTimeout(feed.expiry);
    const ping = setInterval(() => this.write(userId, feed, sink, ': ping\n\n'), this.limits.pingMs);
    ping.unref();
    feed.streams.set(sink, ping);
    this.streams += 1;
    this.trim(feed);
    if (lastEventId) {
      const missed = this.after(feed, lastEventId);
      for (const chunk of missed ? missed.map((e) => e.chunk) : [RESYNC_CHUNK]) this.write(userId, feed, sink, chunk);
    }
    const position = feed.entries.at(-1)?.id ?? feed.origin;
    this.write(userId, feed, sink, `id: ${position}\nevent: ready\ndata: {}\n\n`);
    // Where the user's pending requests stand, as last heard (recently: a request that went quiet
    // longer than keepMs has likely finished on a path this gateway did not see).
    const fresh = this.now() - this.limits.keepMs;
    for (const [jobId, p] of [...feed.progress]) {
      if (p.at < fresh) feed.progress.delete(jobId);
      else this.write(userId, feed, sink, p.chunk);
    }
    return () => this.drop(userId, feed, sink, false);
  }

  /** Whether one more stream of `userId` may open here: null, or the answer refusing it (the
   *  browser's EventSource gives up on a non-200 and the studio polls its pending images). */
  refusal(userId: string): { status: 429 | 503; msg: string } | null {
    if (this.connections(userId) >= this.limits.streamsPerUser) return { status: 429, msg: GATEWAY_MSG.tooManyStreams };
    if (this.streams >= this.limits.streamsMax) return { status: 503, msg: GATEWAY_MSG.streamsFull };
    return null;
  }

  /** Streams open on this gateway, all users together. */
  openStreams(): number {
    return this.streams;
  }

  connections(userId: string): number {
    return this.feeds.get(userId)?.streams.size ?? 0;
  }

  /** Users whose backlog this gateway keeps (open streams, or closed within the grace period). */
  users(): number {
    return this.feeds.size;
  }

  /** Ends every stream of one user and forgets their backlog (they were blocked, deactivated or
   *  deleted: their session ends at once, not at the browser's next request). A reconnect is
   *  refused by the access check like any other request of theirs. */
  closeUser(userId: string): void {
    const feed = this.feeds.get(userId);
    if (!feed) return;
    for (const sink of [...feed.streams.keys()]) this.drop(userId, feed, sink);
    clearTimeout(feed.expiry);
    this.feeds.delete(userId);
  }

  /** Ends the streams one session opened (it was logged out, or ended by a password change or
   *  reset); the user's other sessions keep theirs, and the backlog stays for them. */
  closeSessions(userId: string, sessionIds: readonly string[]): void {
    const feed = this.feeds.get(userId);
    if (!feed) return;
    const ended = new Set(sessionIds);
    for (const sink of [...feed.streams.keys()]) if (ended.has(this.sessionOf.get(sink) ?? '')) this.drop(userId, feed, sink);
  }

  /** Ends every stream and forgets every backlog (server shutdown). */
  closeAll(): void {
    for (const [userId, feed] of this.feeds) {
      for (const sink of [...feed.streams.keys()]) this.drop(userId, feed, sink);
      clearTimeout(feed.expiry);
    }
    this.feeds.clear();
  }

  private feedOf(userId: string): UserFeed {
    let feed = this.feeds.get(userId);
    if (!feed) {
      feed = { streams: new Map(), entries: [], origin: `start.${++this.feedSeq}.${this.run}`, dropped: false, events: new Set(), progress: new Map() };
      this.feeds.set(userId, feed);
    }
    return feed;
  }

  /** Entries after `id`, or undefined when this backlog cannot tell what came after it. */
  private after(feed: UserFeed, id: string): Entry[] | undefined {
    if (id === feed.origin) return feed.dropped ? undefined : feed.entries;
    const i = feed.entries.findIndex((e) => e.id === id);
    return i < 0 ? undefined : feed.entries.slice(i + 1);
  }

  /** Drops entries beyond the count or age limit; the ids before them become unknown. */
  private trim(feed: UserFeed): void {
    const cutoff = this.now() - this.limits.keepMs;
    let n = 0;
    while (n < feed.entries.length && (feed.entries.length - n > this.limits.backlog || feed.entries[n]!.at < cutoff)) n++;
    if (!n) return;
    for (const e of feed.entries.splice(0, n)) feed.events.delete(e.event);
    feed.dropped = true;
  }

  /** One stream's write; a failure or a reader too far behind closes that stream only. */
  private write(userId: string, feed: UserFeed, sink: Sink, chunk: string): void {
    try {
      if (sink.closed) throw new Error('stream closed');
      sink.write(chunk);
      if (sink.buffered > this.limits.maxBufferedBytes) throw new Error('reader too slow');
    } catch {
      this.drop(userId, feed, sink);
    }
  }

  private drop(userId: string, feed: UserFeed, sink: Sink, end = true): void {
    const ping = feed.streams.get(sink);
    if (ping === undefined) return;
    clearInterval(ping);
    feed.streams.delete(sink);
    this.streams -= 1;
    if (end) {
      try {
        sink.end();
      } catch {
        // Already gone.
      }
    }
    if (feed.streams.size) return;
    // The backlog outlives the last stream briefly, for the browser's reconnect.
    feed.expiry = setTimeout(() => this.feeds.get(userId) === feed && !feed.streams.size && this.feeds.delete(userId), this.limits.graceMs);
    feed.expiry.unref();
  }
}
