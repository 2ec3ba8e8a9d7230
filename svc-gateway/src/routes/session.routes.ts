// The session plumbing outside the spec's table (contracts EXTRA_PATHS): the CSRF cookie, refresh
// token rotation and the list of sign-in providers.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_MSG, CSRF_COOKIE, CsrfResponse, EXTRA_PATHS, GATEWAY_MSG, ProvidersResponse, REFRESH_COOKIE, StatusMsg } from '@atelier/contracts';
import { httpStatusOf } from '@atelier/platform';
import { forRequest, type Services } from './context';
import { errorResponses } from './contract';
import { EmptyBody } from './empty-body';
import { issueSession } from './session-issue';
import { newCsrfToken } from '../session/csrf';
import { HttpError } from '../plugins/errors';
import { authRateLimit } from '../plugins/rate-limit';

export function registerSessionRoutes(app: FastifyInstance, s: Omit<Services, 'app'>, authMax: number): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: authRateLimit(authMax) };

  typed.get(EXTRA_PATHS.csrf, {
    config: limited,
    schema: { operationId: 'csrf', summary: 'Issue the CSRF cookie (double-submit)', tags: ['auth'], response: { 200: CsrfResponse } },
  }, async (request, reply) => {
    // Keep an existing token: other tabs already echo it.
    const token = request.cookies[CSRF_COOKIE] || newCsrfToken();
    s.cookies.setCsrf(reply, token);
    return { status: 'success' as const, csrf_token: token };
  });

  typed.post(EXTRA_PATHS.refresh, {
    config: limited,
    schema: {
      operationId: 'refresh',
      summary: 'Rotate the refresh token and issue a fresh access cookie',
      tags: ['auth'],
      body: EmptyBody,
      response: { 200: StatusMsg, ...errorResponses },
    },
  }, async (request, reply) => {
    const token = request.cookies[REFRESH_COOKIE];
    if (!token) throw new HttpError(401, GATEWAY_MSG.loginRequired);
    try {
      const res = await forRequest(s, request).identity.RefreshSession({ refresh_token: token });
      issueSession({ ...s, app }, reply, res);
    } catch (err) {
      // A dead refresh token must not linger: the browser would retry it forever.
      if (httpStatusOf(err).status < 500) s.cookies.clearSession(reply);
      throw err;
    }
    return { status: 'success' as const, msg: GATEWAY_MSG.sessionRefreshed };
  });

  typed.get(EXTRA_PATHS.providers, {
    config: limited,
    schema: { operationId: 'providers', summary: 'Which external sign-in providers are configured', tags: ['auth'], response: { 200: ProvidersResponse, ...errorResponses } },
  }, async (request) => {
    const res = await forRequest(s, request).identity.GetSignInProviders({});
    const enabled = res.google_enabled;
    return { status: 'success' as const, google: { enabled, msg: enabled ? AUTH_MSG.googleOn : AUTH_MSG.googleOff } };
  });
}
