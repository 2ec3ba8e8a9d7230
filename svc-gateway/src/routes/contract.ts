// Registers every route of the REST contract (packages/contracts `routes`) generically: method,
// path, guard, body and response schemas all come from the table, handlers from the map below.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, routes, type RouteDef, type RouteName } from '@atelier/contracts';
import * as auth from './auth.handlers';
import * as account from './account.handlers';
import { EmptyBody } from './empty-body';
import type { Handlers, Services } from './context';
import { requireRole, type AccessClaims } from '../session/auth';
import { authRateLimit } from '../rate-limit';

/** The compiler checks that every contract route has exactly one handler. */
export const handlers: Handlers = {
  login: auth.login,
  sendOtp: auth.sendOtp,
  verifyOtp: auth.verifyOtp,
  resendOtp: auth.resendOtp,
  registerSetPassword: auth.registerSetPassword,
  forgotSendOtp: auth.forgotSendOtp,
  forgotResendOtp: auth.forgotResendOtp,
  forgotVerifyOtp: auth.forgotVerifyOtp,
  forgotSetPassword: auth.forgotSetPassword,
  getMe: account.getMe,
  loginHistory: account.loginHistory,
  updatePassword: account.updatePassword,
  updateProfile: account.updateProfile,
  logout: account.logout,
  adminGetMe: account.adminGetMe,
  adminLoginHistory: account.loginHistory,
  adminUpdatePassword: account.updatePassword,
  adminUpdateProfile: account.updateProfile,
  adminLogout: account.logout,
};

/** Shared by the contract and the extra routes: documented error answers. */
export const errorResponses = { '4XX': ErrorBody, '5XX': ErrorBody } as const;

export function registerContractRoutes(app: FastifyInstance, s: Omit<Services, 'app'>, authMax: number): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
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
        response: { 200: def.response, ...errorResponses },
      },
      onRequest: def.auth === 'none' ? [] : [requireRole(def.auth)],
      config: def.path.startsWith('/auth/') ? { rateLimit: authRateLimit(authMax) } : {},
      handler: (request, reply) =>
        handler({ ...s, app }, { body: request.body, claims: request.user as AccessClaims, request, reply }),
    });
  }
}
