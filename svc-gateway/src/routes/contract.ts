// Registers every route of the REST contract (packages/contracts `routes`) generically: method,
// path, guard, body and response schemas all come from the table, handlers from the map below.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorBody, routes, type RouteDef, type RouteName } from '@atelier/contracts';
import { authHandlers } from './auth.handlers';
import { accountHandlers } from './account.handlers';
import { billingHandlers } from './billing.handlers';
import { imagingHandlers } from './imaging.handlers';
import { feedHandlers } from './feeds.handlers';
import { modelHandlers } from './models.handlers';
import { adminDashboardHandlers } from './admin-dashboard.handlers';
import { adminUserHandlers } from './admin-users.handlers';
import { jobHandlers } from './jobs.handlers';
import { EmptyBody } from './empty-body';
import { forRequest, type Handlers, type Services } from './context';
import { requireRole, type AccessClaims } from '../session/auth';
import { authRateLimit } from '../plugins/rate-limit';
import { admitUpload, type UploadBudget } from '../plugins/upload-budget';

/** Each area keeps its routes' handlers in a table beside them; joined here, the compiler checks
 *  that every contract route has a handler (and the tables' `satisfies` that none is unknown). */
export const handlers: Handlers = { ...authHandlers, ...accountHandlers, ...imagingHandlers, ...feedHandlers, ...modelHandlers, ...billingHandlers, ...adminDashboardHandlers, ...adminUserHandlers, ...jobHandlers };

/** Shared by the contract and the extra routes: documented error answers. */
export const errorResponses = { '4XX': ErrorBody, '5XX': ErrorBody } as const;

/** A route's own error answers (RouteDef.errors), each an ErrorBody described with its message. */
function documentedErrors(errors: RouteDef['errors']): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([status, msg]) => [status, ErrorBody.describe(`{status:"error", msg:"${msg}"}`)]));
}

/** `uploads`: the budget the image-upload routes (those with a bodyLimit) are admitted against. */
export function registerContractRoutes(app: FastifyInstance, s: Omit<Services, 'app'>, authMax: number, uploads: UploadBudget): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const services: Services = { ...s, app };
  for (const [name, def] of Object.entries(routes) as Array<[RouteName, RouteDef]>) {
    const handler = handlers[name] as Handlers[RouteName] as (sv: Services, i: unknown) => Promise<unknown>;
    typed.route({
      method: def.method,
      url: def.path,
      schema: {
        operationId: name,
        summary: def.summary,
        tags: [def.path.split('/')[1]!],
        // Calls without a body still get a schema, so `{"x":1}` is refused rather than ignored.
        ...(def.method === 'GET' ? {} : { body: def.body ?? EmptyBody }),
        ...(def.params ? { params: def.params } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        response: { 200: def.response, ...errorResponses, ...documentedErrors(def.errors) },
      },
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      onRequest: [...(def.auth === 'none' ? [] : [requireRole(def.auth)]), ...(def.bodyLimit ? [admitUpload(uploads, def.bodyLimit)] : [])],
      config: def.path.startsWith('/auth/') ? { rateLimit: authRateLimit(authMax) } : {},
      handler: (request, reply) =>
        handler(forRequest(services, request), { body: request.body, params: request.params, query: request.query, claims: request.user as AccessClaims, request, reply }),
    });
  }
}
