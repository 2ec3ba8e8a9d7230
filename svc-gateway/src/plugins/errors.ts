// The ONE error format of the gateway, {status:"error", msg}, and the error handler that turns
// every failure (validation, parser, rate limit, gRPC, bugs) into it without leaking 5xx detail.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { GATEWAY_MSG } from '@atelier/contracts';
import { httpStatusOf } from '@atelier/platform';

/** A failure decided by the gateway itself, with a message safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendError(reply: FastifyReply, status: number, msg: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ status: 'error', msg });
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
    return sendError(reply, mapped.status, mapped.msg);
  });
}
