// GET /api/images/events — Server-Sent Events for the signed-in user. While any stream is open,
// the gateway runs ONE long poll against imaging (WatchJobEvents: imaging's replicas each hear
// every finished job through a fan-out listener), so the gateway needs no database or Kafka
// client. For a user with an open stream it fetches each finished image's record (one gRPC call
// per finished image, none per connection) and writes `event: image` / `data: <ImageRecord>`.
// Best effort: a gap (restart, network) only means the browser's 3 s polling notices instead.
// A `: ping` comment every 15 s keeps proxies from closing an idle stream.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXTRA_PATHS } from '@atelier/contracts';
import type { ImagingClient } from '../clients/service-clients';
import { imageRecord } from '../routes/image-record';
import { requireRole, type AccessClaims } from '../session/auth';

export const PING_MS = 15_000;
const WAIT_MS = 8_000;
const RETRY_MS = 1_000;
const SEEN_MAX = 2_000;
/** Streams one user may hold open (tabs); the oldest is closed beyond it. */
const MAX_STREAMS_PER_USER = 8;

export class ImageEventsHub {
  private readonly streams = new Map<string, Set<FastifyReply>>();
  private loop?: Promise<void>;
  private cursor = '0';
  /** Event ids already delivered (a replica switch may repeat one). */
  private seen: string[] = [];
  private closed = false;

  constructor(
    private readonly imaging: ImagingClient,
    private readonly cdn: string,
    private readonly logger: FastifyBaseLogger,
  ) {}

  private ensureLoop(): void {
    this.loop ??= this.run().finally(() => (this.loop = undefined));
  }

  private async run(): Promise<void> {
    while (this.streams.size && !this.closed) {
      try {
        const res = await this.imaging.WatchJobEvents({ since_ms: this.cursor, wait_ms: WAIT_MS }, { deadlineMs: WAIT_MS + 4_000 });
        this.cursor = res.cursor_ms;
        for (const e of res.events) {
          if (this.seen.includes(e.event_id)) continue;
          this.seen = [...this.seen.slice(-SEEN_MAX + 1), e.event_id];
          await this.deliver(e.user_id, e.image_ids);
        }
      } catch (err) {
        this.logger.warn({ err }, 'image event poll failed; retrying');
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    }
  }

  private async deliver(userId: string, imageIds: string[]): Promise<void> {
    if (!this.streams.get(userId)?.size) return;
    for (const id of imageIds) {
      const res = await this.imaging.GetImage({ user_id: userId, image_id: id }, { deadlineMs: 5000 });
      this.send(userId, `event: image\ndata: ${JSON.stringify(imageRecord(res.image!, this.cdn))}\n\n`);
    }
  }

  connections(userId: string): number {
    return this.streams.get(userId)?.size ?? 0;
  }

  private send(userId: string, chunk: string): void {
    for (const reply of this.streams.get(userId) ?? []) reply.raw.write(chunk);
  }

  open(userId: string, request: FastifyRequest, reply: FastifyReply): void {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'x-request-id': String(request.id),
    });
    reply.raw.write(': connected\n\n');
    let set = this.streams.get(userId);
    if (!set) this.streams.set(userId, (set = new Set()));
    if (set.size >= MAX_STREAMS_PER_USER) {
      const oldest = set.values().next().value!;
      set.delete(oldest);
      oldest.raw.end();
    }
    set.add(reply);
    this.ensureLoop();
    const ping = setInterval(() => reply.raw.write(': ping\n\n'), PING_MS);
    request.raw.on('close', () => {
      clearInterval(ping);
      set.delete(reply);
      if (!set.size) this.streams.delete(userId);
    });
  }

  /** Ends every stream (server shutdown). */
  closeAll(): void {
    this.closed = true;
    for (const set of this.streams.values()) for (const reply of set) reply.raw.end();
    this.streams.clear();
  }
}

export function registerImageEvents(api: FastifyInstance, hub: ImageEventsHub): void {
  api.get(EXTRA_PATHS.imageEvents, { onRequest: [requireRole('user')], schema: { hide: true } }, async (request, reply) => {
    hub.open((request.user as AccessClaims).sub, request, reply);
  });
}
