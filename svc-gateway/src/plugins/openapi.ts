// The OpenAPI 3 document, generated from the same zod schemas that validate requests and responses,
// served as JSON at /docs/json and browsable at /docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ACCESS_COOKIE, API_BASE, CSRF_HEADER } from '@atelier/contracts';

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
          'See docs/api.md for cookies, status codes and limits.',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE } } },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI's page has inline scripts and styles: it carries its own CSP (with their hashes, which
  // the plugin knows) instead of the app's; not framable either, and no upgrade on plain-http hosts.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
