// Load shedding for the image-upload routes (the ones with a RouteDef.bodyLimit), decided at
// onRequest — after the session check, before a byte of the body is parsed — so memory does not
// grow first: a Content-Length over the route's limit is 413 (and the connection is closed: we will
// not read more than the limit); a body that would take the bytes of uploads in flight past the
// budget (UPLOAD_BYTES_IN_FLIGHT), or a user's upload beyond IMAGING_LIMITS.decodesPerUser at once,
// is 503 with Retry-After (IMAGING_MSG.busy). A body without Content-Length (chunked) is counted at
// the route's limit. The reservation ends with the response.
//
// A 503's body is drained, not closed on: the client is still sending it, and closing a socket with
// unread bytes makes the kernel send a reset that can arrive before the client reads the answer —
// the bench saw one upload in ten get a network error instead of "try again". Draining costs
// reads into short-lived 64 KiB chunks, never the whole body at once; a body still arriving after
// `drainMs` is cut off (a stalled client holds no socket for long).
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { GATEWAY_MSG, IMAGING_LIMITS, IMAGING_MSG } from '@atelier/contracts';
import type { AccessClaims } from '../session/auth';
import { sendError } from './errors';

/** A refused body still arriving after this is cut off: 10 s is a 26 MiB body at ~21 Mbit/s. */
const DRAIN_MS = 10_000;

export class UploadBudget {
  private bytes = 0;
  private readonly perUser = new Map<string, number>();

  constructor(
    readonly maxBytes: number,
    readonly maxPerUser: number = IMAGING_LIMITS.decodesPerUser,
    /** How long a refused upload's body may take to arrive before its connection is cut. */
    readonly drainMs: number = DRAIN_MS,
  ) {}

  /** Reserves `bytes` for `userId`'s upload; the release function, or null when it does not fit. */
  reserve(userId: string, bytes: number): (() => void) | null {
    const mine = this.perUser.get(userId) ?? 0;
    if (mine >= this.maxPerUser || this.bytes + bytes > this.maxBytes) return null;
    this.bytes += bytes;
    this.perUser.set(userId, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.bytes -= bytes;
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    };
  }

  inFlight(): { bytes: number; uploads: number } {
    return { bytes: this.bytes, uploads: [...this.perUser.values()].reduce((a, b) => a + b, 0) };
  }
}

/** The onRequest hook of one upload route (runs after requireRole, so the user is known). */
export function admitUpload(budget: UploadBudget, bodyLimit: number): onRequestHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const header = request.headers['content-length'];
    const length = header === undefined ? NaN : Number(header);
    // A body without a usable Content-Length (chunked) is counted at the route's limit.
    const declared = Number.isFinite(length) ? length : null;
    if (declared !== null && declared > bodyLimit) {
      // The connection may still be sending the body: close it rather than read what we refuse.
      reply.header('connection', 'close');
      return void sendError(reply, 413, GATEWAY_MSG.bodyTooLarge);
    }
    const release = budget.reserve((request.user as AccessClaims).sub, declared ?? bodyLimit);
    if (!release) {
      drainThenCut(request, budget.drainMs);
      return void sendError(reply, 503, IMAGING_MSG.busy);
    }
    // 'close' fires once the response is sent or the client went away, whichever comes first.
    reply.raw.once('close', release);
    done();
  };
}

/** Lets Node read and discard the refused body (it does so for an unread request on a kept-alive
 *  connection), and destroys the connection if the body has not all arrived within `ms`. */
function drainThenCut(request: FastifyRequest, ms: number): void {
  const raw = request.raw;
  const cut = setTimeout(() => {
    if (!raw.complete) raw.socket?.destroy();
  }, ms);
  cut.unref();
  raw.once('end', () => clearTimeout(cut));
  raw.once('close', () => clearTimeout(cut));
}
