// GET /api/images/events — Server-Sent Events for the signed-in user: `event: image` (id + the
// finished ImageRecord), `event: credits` (their wallet, no id) and `event: progress` (a pending
// request's queue position or progress, no id) from the hub, `event: resync` when a reconnect's Last-Event-ID is unknown
// here, `event: ready` (the current position) on every connect, `: ping` comments. A stream beyond
// the hub's caps (per user, per gateway) is refused with 429/503 + Retry-After; the studio polls. This file only
// adapts the HTTP response to the hub's Sink; the rules live in image-events.hub.ts.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { EXTRA_PATHS, IMAGING_LIMITS } from '@atelier/contracts';
import { sendError } from '../plugins/errors';
import { requireRole, type AccessClaims } from '../session/auth';
import type { ImageEventsHub, Sink } from './image-events.hub';

function sinkOf(raw: ServerResponse): Sink {
  return {
    write: (chunk) => void raw.write(chunk),
    end: () => raw.end(),
    get closed() {
      return raw.writableEnded || raw.destroyed;
    },
    get buffered() {
      return raw.writableLength;
    },
  };
}

export function registerImageEvents(api: FastifyInstance, hub: ImageEventsHub): void {
  api.get(EXTRA_PATHS.imageEvents, { onRequest: [requireRole('user')], schema: { hide: true } }, async (request, reply) => {
    const refused = hub.refusal((request.user as AccessClaims).sub);
    if (refused) return sendError(reply.header('retry-after', String(IMAGING_LIMITS.retryAfterSeconds)), refused.status, refused.msg);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform', // a signed-in answer: never cached (ASVS 8.2.1)
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'x-request-id': String(request.id),
    });
    reply.raw.write(': connected\n\n');
    const lastEventId = request.headers['last-event-id'];
    const claims = request.user as AccessClaims;
    const close = hub.open(claims.sub, sinkOf(reply.raw), typeof lastEventId === 'string' ? lastEventId : undefined, claims.sid);
    request.raw.on('close', close);
  });
}
