// Double-submit CSRF for every state-changing /api call (the cookie value echoed in a header), plus
// an Origin check: a browser always sends Origin on cross-site POSTs, so a foreign one is refused.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, GATEWAY_MSG } from '@atelier/contracts';
import { HttpError } from '../plugins/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes a top-level navigation reaches (no header possible) that carry their own proof. */
    csrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
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

export function csrfGuard(allowedOrigins: ReadonlySet<string>) {
  return async (request: FastifyRequest): Promise<void> => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrfExempt) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, request, allowedOrigins)) throw new HttpError(403, GATEWAY_MSG.origin);
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) throw new HttpError(403, GATEWAY_MSG.csrf);
  };
}
