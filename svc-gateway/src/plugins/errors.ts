// The ONE error format of the gateway, {status:"error", msg}, and the handlers that turn every
// failure into it without leaking 5xx detail: the error handler (validation, parser, rate limit,
// gRPC, bugs), the router's own refusals before any route (frameworkErrors: a URL that does not
// decode, a path parameter too long: 400) and the HTTP parser's (clientErrorHandler: headers too large,
// a request too slow, not HTTP at all).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { GATEWAY_MSG, IMAGING_LIMITS } from '@atelier/contracts';
import { httpStatusOf } from '@atelier/platform';
import { applyEdgeHeaders, edgeHeadersForSocket } from './edge-headers';

/** A failure decided by the gateway itself, with a message safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Every error answer. A 503 (a service down, or load shed: imaging's decoder full, the upload
 *  budget spent, the live streams' cap) tells the client when to try again (Retry-After), with the
 *  refusal's own time when it gave one (installErrorHandling), else the default. */
export function sendError(reply: FastifyReply, status: number, msg: string): FastifyReply {
  if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(IMAGING_LIMITS.retryAfterSeconds));
  return reply.code(status).type('application/json; charset=utf-8').send({ status: 'error', msg });
}

/** The router's refusals of a request no route saw (Fastify's `frameworkErrors` option). */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  applyEdgeHeaders(request, reply); // no hook runs for these
  // The router's own cap on a path parameter: the value fails validation as a shorter over-long
  // one does (the OpenAPI document's maxLength), so 400, not 414 (which is for the whole URL).
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 400, GATEWAY_MSG.paramTooLong);
  if (err.code === 'FST_ERR_BAD_URL') return sendError(reply, 400, GATEWAY_MSG.badUrl);
  const client = fastifyClientError(err as FastifyError);
  return client ? sendError(reply, client.status, client.msg) : sendError(reply, 500, httpStatusOf(err).msg);
}

/** The HTTP parser's refusals, written to the socket before there is a request (Fastify's
 *  `clientErrorHandler` option; its default answers in its own JSON shape). Fastify binds `this`
 *  to the server, whose security headers go with the answer too. */
export function clientErrorHandler(this: FastifyInstance | void, err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one to answer (Node's own handler does the same).
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, GATEWAY_MSG.requestTimeout]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, GATEWAY_MSG.headersTooLarge]
        : err.code === 'HPE_URI_TOO_LONG'
          ? [414, GATEWAY_MSG.urlTooLong]
          : [400, GATEWAY_MSG.badRequest];
  const body = JSON.stringify({ status: 'error', msg });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${edgeHeadersForSocket(this)}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Fastify's own client errors (parser, content type, size) → our words and status. */
function fastifyClientError(err: FastifyError): { status: number; msg: string } | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, msg: GATEWAY_MSG.mediaType };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, msg: GATEWAY_MSG.bodyTooLarge };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, msg: GATEWAY_MSG.badBody };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, msg: GATEWAY_MSG.badJson };
  }
  if (err instanceof SyntaxError) return { status: 400, msg: GATEWAY_MSG.badJson };
  if (err.statusCode === 429) return { status: 429, msg: GATEWAY_MSG.tooManyRequests };
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 && err.code?.startsWith('FST_')) {
    return { status: err.statusCode, msg: err.message };
  }
  return null;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0]!;
      // A missing or non-object body fails at the root path; say so plainly rather than in zod's words.
      const msg = first.instancePath === '/' && first.keyword === 'invalid_type' ? GATEWAY_MSG.badBody : (first.message ?? GATEWAY_MSG.badBody);
      return sendError(reply, 400, msg);
    }
    if (err instanceof HttpError) return sendError(reply, err.statusCode, err.message);
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause?.issues }, 'response failed its schema');
      return sendError(reply, 500, httpStatusOf(err).msg);
    }
    const client = fastifyClientError(err);
    if (client) return sendError(reply, client.status, client.msg);
    const mapped = httpStatusOf(err);
    if (mapped.status >= 500) request.log.error({ err }, 'request failed');
    // A service's throttle that knows when it lifts (e.g. identity's sign-in throttle) says so.
    if (mapped.retryAfterSeconds !== undefined) reply.header('retry-after', String(mapped.retryAfterSeconds));
    return sendError(reply, mapped.status, mapped.msg);
  });
}
