// Double-submit CSRF for every state-changing /api call (the cookie value echoed in a header), plus
// an Origin check: a browser always sends Origin on cross-site POSTs, so a foreign one is refused.
// The guard is put on each /api route that takes an unsafe method when the route is added
// (guardUnsafeRoutes), first among its onRequest hooks: safe-method routes — every read, cached or
// not — run no CSRF hook at all, and an exempt route is known then, not looked up per request.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler, RouteOptions } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, GATEWAY_MSG } from '@atelier/contracts';
import { HttpError } from '../plugins/errors';
import { addGuard } from '../plugins/rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes a top-level navigation reaches (no header possible) that carry their own proof. */
    csrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Read once: each use of an import is a getter call under the CommonJS the services run as, and
// these are read on every unsafe call (issue 12's plumbing profile).
const COOKIE = CSRF_COOKIE;
const HEADER = CSRF_HEADER;

/** Random bytes drawn from the CSPRNG this many tokens at a time: one randomBytes(32) call per
 *  token cost ~5 µs of fixed overhead, most of GET /api/auth/csrf's own work (issue 12). */
const TOKENS_PER_DRAW = 128;
const TOKEN_BYTES = 32;
let pool = Buffer.alloc(0);
let poolAt = 0;

/** A fresh token: 32 bytes from the CSPRNG, base64url; no two calls share a byte. */
export function newCsrfToken(): string {
  if (poolAt >= pool.length) {
    pool = randomBytes(TOKEN_BYTES * TOKENS_PER_DRAW);
    poolAt = 0;
  }
  const token = pool.toString('base64url', poolAt, poolAt + TOKEN_BYTES);
  poolAt += TOKEN_BYTES;
  return token;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * An origin is ours when it is PUBLIC_URL's, a configured extra origin, or the very host the
 * request was sent to (so http://127.0.0.1:8080 works when PUBLIC_URL says localhost).
 */
export function isAllowedOrigin(origin: string, request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(origin)) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/** Why the request is refused (403), or undefined when it passes. */
export function csrfRefusal(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): HttpError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const origin = request.headers.origin;
  if (origin !== undefined && !isAllowedOrigin(origin, request, allowedOrigins)) return new HttpError(403, GATEWAY_MSG.origin);
  const cookie = request.cookies[COOKIE];
  const header = request.headers[HEADER];
  if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) return new HttpError(403, GATEWAY_MSG.csrf);
  return undefined;
}

/** The check as a synchronous onRequest hook (no promise per request). */
export function csrfGuard(allowedOrigins: ReadonlySet<string>): onRequestHookHandler {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => done(csrfRefusal(request, allowedOrigins));
}

/** Whether a route needs the guard: it takes an unsafe method and is not csrfExempt. */
export function needsCsrfGuard(route: Pick<RouteOptions, 'method' | 'config'>): boolean {
  const exempt = (route.config as { csrfExempt?: boolean } | undefined)?.csrfExempt === true;
  return !exempt && [route.method].flat().some((m) => !SAFE_METHODS.has(m.toUpperCase()));
}

/** onRoute hook for a scope: the guard goes first among the onRequest hooks of each route that
 *  needs it, before the role check (as when it was the scope's own hook), after the rate limiter,
 *  which counts every request (rate-limit.ts addGuard). */
export function guardUnsafeRoutes(allowedOrigins: ReadonlySet<string>): (route: RouteOptions) => void {
  const guard = csrfGuard(allowedOrigins);
  return (route) => {
    if (needsCsrfGuard(route)) addGuard(route, guard);
  };
}
