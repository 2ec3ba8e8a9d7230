// Registers every route of the REST contract (packages/contracts `routes`) generically: method,
// path, guard, body and response schemas all come from the table, handlers from the map below.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, routes, type RouteDef, type RouteName } from '@atelier/contracts';
import * as auth from './auth.handlers';
import * as account from './account.handlers';
import * as imaging from './imaging.handlers';
import * as models from './models.handlers';
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
  imageGenerate: imaging.imageGenerate,
  getPendingImage: imaging.getPendingImage,
  userImages: imaging.userImages,
  allUserImages: imaging.allUserImages,
  inpaintGenerate: imaging.inpaintGenerate,
  inpaintPending: imaging.getPendingImage,
  upscaleGenerate: imaging.upscaleGenerate,
  upscalePending: imaging.getPendingImage,
  outpaintGenerate: imaging.outpaintGenerate,
  outpaintPending: imaging.getPendingImage,
  userModels: models.userModels,
  modelSizes: models.modelSizes,
  adminModels: models.adminModels,
  adminCreateModel: models.adminCreateModel,
  adminModel: models.adminModel,
  adminUpdateModel: models.adminUpdateModel,
  adminDeleteModel: models.adminDeleteModel,
  adminModelInstances: models.adminModelInstances,
  adminCreateModelInstance: models.adminCreateModelInstance,
  adminModelInstance: models.adminModelInstance,
  adminUpdateModelInstance: models.adminUpdateModelInstance,
  adminDeleteModelInstance: models.adminDeleteModelInstance,
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
        ...(def.params ? { params: def.params } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        response: { 200: def.response, ...errorResponses },
      },
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      onRequest: def.auth === 'none' ? [] : [requireRole(def.auth)],
      config: def.path.startsWith('/auth/') ? { rateLimit: authRateLimit(authMax) } : {},
      handler: (request, reply) =>
        handler({ ...s, app }, { body: request.body, params: request.params, query: request.query, claims: request.user as AccessClaims, request, reply }),
    });
  }
}
