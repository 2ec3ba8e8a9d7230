// 405 Method Not Allowed with an `Allow` header, instead of a 404, for a path the gateway serves
// but not with the method asked (RFC 9110 §15.5.6; clients generated from the OpenAPI document
// expect it). Every route is recorded as it is added; an onRequest hook answers for requests the
// router sent to the not-found handler, before any body handling (a QUERY without Content-Type was
// a 400 from Fastify before the not-found handler ever ran).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { GATEWAY_MSG } from '@atelier/contracts';
import { sendError } from './errors';

interface Recorded {
  pattern: RegExp;
  methods: Set<string>;
}

/** A route URL (`/api/users/:id`, `/media/*`) as a regex over the request's raw path. */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z_][\w]*|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

export class AllowedMethods {
  private readonly routes = new Map<string, Recorded>();

  /** Records the routes added from now on; catch-alls (CORS preflight's `OPTIONS *`) say nothing about a path. */
  record(app: FastifyInstance): void {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.url === '*' || route.url === '/*') return;
      const entry = this.routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
      for (const m of [route.method].flat()) entry.methods.add(m.toUpperCase());
      this.routes.set(route.url, entry);
    });
  }

  /** The methods some route declares for `path` (sorted), or [] when no route knows the path. */
  for(path: string): string[] {
    const methods = new Set<string>();
    for (const { pattern, methods: declared } of this.routes.values()) if (pattern.test(path)) for (const m of declared) methods.add(m);
    return [...methods].sort();
  }
}

/**
 * onRequest hook: a request the router found no route for, on a path some route serves → 405 with
 * `Allow`. It answers in onRequest because Fastify checks a body-carrying method's Content-Type
 * before the not-found handler; `limit` (the rate limiter) counts these like any unknown URL.
 */
export function methodNotAllowed(allowed: AllowedMethods, limit: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.is404) return;
    const methods = allowed.for(request.url.split('?')[0]!);
    if (methods.length === 0) return;
    await limit(request, reply);
    if (reply.sent) return;
    await sendError(reply.header('allow', methods.join(', ')), 405, GATEWAY_MSG.methodNotAllowed);
  };
}
