// The ONE error format of the gateway, {status:"error", msg}, and the error handler that turns
// every failure (validation, parser, rate limit, gRPC, bugs) into it without leaking 5xx detail.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
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

export const MSG_NOT_FOUND = 'Not found';
export const MSG_TOO_MANY = 'Too many requests, please try again in a minute';
const MSG_BAD_BODY = 'The request body must be a JSON object';
const MSG_BAD_JSON = 'The request body is not valid JSON';
const MSG_MEDIA_TYPE = 'Unsupported content type: send application/json';
const MSG_TOO_LARGE = 'The request body is too large';

export function sendError(reply: FastifyReply, status: number, msg: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ status: 'error', msg });
}

/** Fastify's own client errors (parser, content type, size) → our words and status. */
function fastifyClientError(err: FastifyError): { status: number; msg: string } | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, msg: MSG_MEDIA_TYPE };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, msg: MSG_TOO_LARGE };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, msg: MSG_BAD_BODY };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, msg: MSG_BAD_JSON };
  }
  if (err instanceof SyntaxError) return { status: 400, msg: MSG_BAD_JSON };
  if (err.statusCode === 429) return { status: 429, msg: MSG_TOO_MANY };
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
      const msg = first.instancePath === '/' && first.keyword === 'invalid_type' ? MSG_BAD_BODY : (first.message ?? MSG_BAD_BODY);
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
