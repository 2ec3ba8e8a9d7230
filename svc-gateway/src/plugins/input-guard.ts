// Text the services cannot store is refused once, here at the edge, for every route: a NUL character
// (PostgreSQL refuses it in text, which surfaced as a 500), a lone UTF-16 surrogate (a JSON "\ud800"
// escape), bytes that are not UTF-8 (the default parser would quietly turn them into U+FFFD), and a
// query whose percent-encoding does not decode. Body, query and path params alike, keys included.
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { GATEWAY_MSG } from '@atelier/contracts';
import { HttpError } from './errors';

/** A cheap first pass (one native scan, fine on a 28 MB data URL); only a hit runs the exact check. */
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const BAD = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isBadText(s: string): boolean {
  return SUSPECT.test(s) && BAD.test(s);
}

/** True when any string in `root` (values and keys, at any depth) is bad text. Iterative: a
 *  10,000-deep body must not overflow the stack here. Buffers (the webhook's raw body) are bytes. */
export function holdsBadText(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (isBadText(v)) return true;
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      if (Array.isArray(v)) for (const item of v) stack.push(item); // not push(...v): a huge array overflows the arguments
      else
        for (const key of Object.keys(v)) {
          if (isBadText(key)) return true;
          stack.push((v as Record<string, unknown>)[key]);
        }
    }
  }
  return false;
}

/** The raw query decodes as UTF-8 percent-encoding (fast-querystring keeps undecodable text as is). */
function queryDecodes(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return true;
  try {
    decodeURIComponent(url.slice(at + 1).replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

export function installInputGuard(app: FastifyInstance): void {
  // JSON bodies are read as bytes and must be UTF-8; then Fastify's own parser (prototype-poisoning
  // checks included) parses them as before.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    // `{}`, the body of every call that takes none (get_me, logout, …): the object the parser would
    // make, without the UTF-8 scan, the string and the parse (issue 12's cost pass).
    if (bytes.length === 2 && bytes[0] === 0x7b && bytes[1] === 0x7d) return done(null, {});
    if (!isUtf8(bytes)) return done(new HttpError(400, GATEWAY_MSG.badText), undefined);
    return parseJson(request, bytes.toString('utf8'), done);
  });
  // preValidation: after parsing, before any schema, guard or handler sees the values. Synchronous
  // (`done`): it runs on every request, and an async hook costs a promise and a microtask turn.
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => done(inputRefusal(request)));
}

/** Why the request's input is refused (400), or undefined when it passes. */
export function inputRefusal(request: Pick<FastifyRequest, 'url' | 'params' | 'query' | 'body'>): HttpError | undefined {
  if (!queryDecodes(request.url)) return new HttpError(400, GATEWAY_MSG.badUrl);
  if (holdsBadText(request.params) || holdsBadText(request.query) || holdsBadText(request.body)) return new HttpError(400, GATEWAY_MSG.badText);
  return undefined;
}
