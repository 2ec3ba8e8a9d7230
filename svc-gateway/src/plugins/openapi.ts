// The OpenAPI 3 document, generated from the same zod schemas that validate requests and responses,
// served as JSON at /docs/json and browsable at /docs. `describeEdge` then adds what the schemas
// cannot say but every client meets: who may call (cookie session, CSRF double-submit), and the
// gateway's own answers on every operation (400, 401, 403, 405 + Allow, 413, 414, 415, 429 +
// Retry-After, 431, 503), so a generated client and Schemathesis (e2e/api) see the truth.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_COOKIE, API_BASE, CSRF_COOKIE, CSRF_HEADER, EXTRA_PATH_AUTH, ErrorBody, GATEWAY_MSG, routes, type RouteDef } from '@atelier/contracts';

type Auth = RouteDef['auth'];
type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json }> };
  responses?: Record<string, Json>;
  security?: Array<Record<string, string[]>>;
}
export interface OpenApiDoc extends Json {
  info: Json & { description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: Json & { securitySchemes?: Json };
}

/** Routes outside the contract's table that skip the CSRF check (`csrfExempt` on the route). */
const CSRF_EXEMPT = new Set(['paymentWebhook', 'googleCallback']);
const SAFE = new Set(['get', 'head', 'options']);
/** Success answers that are not JSON, so the route declares no schema for them (it would serialise). */
const NOT_JSON: Readonly<Record<string, Record<string, Json>>> = {
  googleCallback: { 302: { description: 'To the provider, or back to the app (signed in, or /login with a message)', headers: { Location: { required: true, schema: { type: 'string' } } } } },
  invoice: { 200: { description: 'The invoice', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } },
};

const errorSchema = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(ErrorBody, { target: 'openapi-3.0' }) as Json;
  return schema;
})();
const errorAnswer = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: errorSchema } },
});
const retryAfter = (required: boolean) => ({
  'Retry-After': { description: 'Seconds to wait before trying again', required, schema: { type: 'integer', minimum: 0 } },
});

/** Who may call an operation: the route table's `auth`, or contracts' EXTRA_PATH_AUTH for the
 *  routes outside it. The refresh call carries no access cookie (its refresh cookie is not a
 *  declared scheme). An operation in neither fails the document's build (tests/openapi.test.ts). */
function authOf(operationId: string): Auth {
  const def = (routes as Record<string, RouteDef | undefined>)[operationId];
  const auth: Auth | 'refresh' | undefined = def?.auth ?? (EXTRA_PATH_AUTH as Readonly<Record<string, Auth | 'refresh'>>)[operationId];
  if (!auth) throw new Error(`OpenAPI: operation ${operationId} is neither a contract route nor in contracts' EXTRA_PATH_AUTH`);
  return auth === 'refresh' ? 'none' : auth;
}

/** A call that takes no body (contracts NoBody: absent, null or {}): the document must not require one. */
function takesNoBody(op: Operation): boolean {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  return !!schema && schema.type === 'object' && Object.keys((schema.properties as Json | undefined) ?? {}).length === 0;
}

export function describeEdge(doc: OpenApiDoc): OpenApiDoc {
  doc.components = {
    ...doc.components,
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE, description: 'The access cookie set by sign-in (and renewed by POST /api/auth/refresh)' },
      csrfHeader: { type: 'apiKey', in: 'header', name: CSRF_HEADER, description: `Double-submit CSRF: equal to the ${CSRF_COOKIE} cookie (GET ${API_BASE}/auth/csrf)` },
      csrfCookie: { type: 'apiKey', in: 'cookie', name: CSRF_COOKIE, description: 'The CSRF cookie the header must echo' },
    },
  };
  const seenIds = new Set<string>();
  for (const ops of Object.values(doc.paths)) {
    for (const method of Object.keys(ops)) {
      // A route with two methods shares one object between them: each gets its own.
      const op: Operation = (ops[method] = { ...ops[method] });
      const id = op.operationId ?? '';
      const auth = authOf(id);
      // One route answering two methods (googleCallback: GET and POST) must still have unique ids.
      if (seenIds.has(id)) op.operationId = `${id}_${method}`;
      seenIds.add(op.operationId!);
      const csrf = !SAFE.has(method) && !CSRF_EXEMPT.has(id);
      const requirement: Record<string, string[]> = {
        ...(auth === 'none' ? {} : { session: [] }),
        ...(csrf ? { csrfHeader: [], csrfCookie: [] } : {}),
      };
      op.security = Object.keys(requirement).length ? [requirement] : [];
      if (op.requestBody && takesNoBody(op)) op.requestBody.required = false;

      const documented: Record<string, Json> = {
        400: errorAnswer(`Validation failed (the message names the field), malformed JSON or URL, or text holding NUL / invalid UTF-8`),
        ...(auth === 'none' ? {} : { 401: errorAnswer(GATEWAY_MSG.loginRequired) }),
        ...(auth === 'admin' || csrf ? { 403: errorAnswer([auth === 'admin' ? GATEWAY_MSG.forbidden : '', csrf ? GATEWAY_MSG.csrf : ''].filter(Boolean).join('; ')) } : {}),
        405: errorAnswer(`${GATEWAY_MSG.methodNotAllowed}: another method on this path`, {
          Allow: { description: 'The methods this path serves', required: true, schema: { type: 'string' } },
        }),
        ...(op.requestBody ? { 413: errorAnswer(GATEWAY_MSG.bodyTooLarge), 415: errorAnswer(GATEWAY_MSG.mediaType) } : {}),
        414: errorAnswer(GATEWAY_MSG.urlTooLong),
        429: errorAnswer(GATEWAY_MSG.tooManyRequests, retryAfter(false)),
        431: errorAnswer(GATEWAY_MSG.headersTooLarge),
        503: errorAnswer('A service behind the gateway is unavailable or shedding load; try again', retryAfter(false)),
      };
      // A route's own answers (RouteDef.errors) keep their specific description; a non-JSON success
      // replaces the placeholder 200 the generator writes for a route without a 200 schema.
      const own: Record<string, Json> = { ...op.responses };
      if (NOT_JSON[id]) delete own['200'];
      // Its own words, the gateway's headers (a route's 429 may come from the rate limiter too).
      for (const status of Object.keys(own)) if (documented[status]) own[status] = { ...documented[status], ...own[status], headers: documented[status]!.headers };
      op.responses = { ...documented, ...own, ...NOT_JSON[id] };
    }
  }
  return doc;
}

export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Atelier REST API',
        version: '1.0.0',
        description:
          `Browser-facing API of Atelier, under ${API_BASE}. Errors are {status:"error", msg}. ` +
          `Every POST/PUT/DELETE needs the ${CSRF_HEADER} header equal to the CSRF cookie (GET ${API_BASE}/auth/csrf). ` +
          'Text anywhere in a request (body, query, path) must not hold NUL or lone surrogates (400). ' +
          'See docs/api.md for cookies, status codes and limits.',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => describeEdge((documentObject as unknown as { openapiObject: OpenApiDoc }).openapiObject) as never,
  });
  // Swagger UI's page has inline scripts and styles: it carries its own CSP (with their hashes, which
  // the plugin knows) instead of the app's; not framable either, and no upgrade on plain-http hosts.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
