// 405 Method Not Allowed with an `Allow` header, instead of a 404, for a path the gateway serves
// but not with the method asked (RFC 9110 §15.5.6; clients generated from the OpenAPI document
// expect it). Every route is recorded as it is added; an onRequest hook answers for requests the
// router sent to the not-found handler, before any body handling (a QUERY without Content-Type was
// a 400 from Fastify before the not-found handler ever ran), and the not-found handler asks here
// for requests a catch-all route passed on.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler, RouteOptions } from 'fastify';
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

/** 405 with `Allow` when some route serves this path with other methods; false (nothing sent) when none does. */
export function sendMethodNotAllowed(allowed: AllowedMethods, request: FastifyRequest, reply: FastifyReply): boolean {
  const methods = allowed.for(request.url.split('?')[0]!);
  if (methods.length === 0) return false;
  void sendError(reply.header('allow', methods.join(', ')), 405, GATEWAY_MSG.methodNotAllowed);
  return true;
}

/**
 * onRequest hook for requests the router found no route for: 405 before any body handling
 * (Fastify checks a body-carrying method's Content-Type before the not-found handler runs).
 * `limit` (the rate limiter) counts these like any unknown URL. A request a catch-all took (the
 * static files' GET /*) that turns out to be no file reaches the not-found handler instead,
 * which asks sendMethodNotAllowed too.
 */
export function methodNotAllowed(allowed: AllowedMethods, limit: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>): onRequestHookHandler {
  // Synchronous for the requests a route took (all but a few): an async hook would cost every
  // answer a promise and a microtask turn (issue 12's plumbing).
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (!request.is404 || allowed.for(request.url.split('?')[0]!).length === 0) return done();
    limit(request, reply).then(() => {
      if (!reply.sent) sendMethodNotAllowed(allowed, request, reply);
      done();
    }, (err: Error) => done(err));
  };
}
