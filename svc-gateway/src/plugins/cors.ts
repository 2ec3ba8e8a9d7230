// CORS (@fastify/cors, the kept plugin): PUBLIC_URL's origin and EXTRA_ORIGINS may call the API
// with credentials, nobody else. Its hook runs only where CORS can mean something: a request from
// another origin, a preflight (OPTIONS, answered or refused by the plugin as before), or any request
// outside /api. An /api request without Origin — our SPA's same-origin GETs (browsers send no Origin
// on a same-origin GET), server-to-server calls, probes — or with the origin it was sent to — our
// SPA's POSTs (browsers send Origin on every POST), get_me included — skips it (issue 12's plumbing;
// docs/api.md "CORS"). A browser applies no CORS check to a same-origin answer, so whatever the
// plugin adds there is read by nobody; without Origin it only added `Vary: Origin` and
// `Access-Control-Allow-Credentials: true`, and neither means anything —
// - without an Access-Control-Allow-Origin, which it never gets without an Origin, the
//   credentials header grants nothing;
// - Vary tells caches that the answer depends on Origin, and every /api answer is `no-store`
//   (edge-headers.ts), so no cache keeps one to hand to a request with another Origin.
// Outside /api (pages, the build's files, public media) answers may be cached, so Vary stays on
// every one of them, Origin or not, exactly as the plugin sets it.
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isApiPath } from './edge-headers';

type Hook = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/** Whether CORS has nothing to say about this request: an /api call, not a preflight, without Origin
 *  or from the very origin it was sent to (scheme and host: another scheme is another origin). */
export function corsIrrelevant(request: FastifyRequest): boolean {
  if (request.method === 'OPTIONS' || !isApiPath(request.url)) return false;
  const origin = request.headers.origin;
  return origin === undefined || origin === `${request.protocol}://${request.headers.host}`;
}

export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  // The plugin adds one onRequest hook; it is given a view of the app whose addHook puts that hook
  // behind corsIrrelevant. Everything else it registers (the OPTIONS route, its request
  // decorator) goes to the app itself, through the prototype.
  const view = Object.create(app) as FastifyInstance;
  view.addHook = ((name: string, hook: Hook) => {
    if (name !== 'onRequest') throw new Error(`registerCors: @fastify/cors added an unexpected ${name} hook`);
    return app.addHook('onRequest', function (this: FastifyInstance, request, reply, done) {
      if (corsIrrelevant(request)) return done();
      hook.call(this, request, reply, done);
    });
  }) as FastifyInstance['addHook'];
  await new Promise<void>((resolve, reject) => {
    (cors as unknown as (f: FastifyInstance, o: object, next: (err?: Error) => void) => void)(view, { origin: [...origins], credentials: true }, (err) => (err ? reject(err) : resolve()));
  });
}
