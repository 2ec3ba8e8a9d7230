// Google sign-in (OIDC code flow; identity does the protocol, the gateway holds the browser side):
// without ?code it starts (state/nonce/PKCE verifier in a signed short-lived cookie, 302 to the
// provider); with ?code it completes, sets the session cookies and sends the browser on.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_BASE, AUTH_MSG, EXTRA_PATHS, GoogleCallbackQuery } from '@atelier/contracts';
import { httpStatusOf } from '@atelier/platform';
import { clientInfo, forRequest, type Services } from './context';
import { issueSession } from './session-issue';
import { OIDC_COOKIE } from '../session/cookies';
import { authRateLimit } from '../plugins/rate-limit';

interface OidcPending {
  state: string;
  nonce: string;
  code_verifier: string;
}

function toLogin(reply: FastifyReply, msg: string): FastifyReply {
  return reply.redirect(`/login?error=${encodeURIComponent(msg)}`, 302);
}

function readPending(request: FastifyRequest): OidcPending | null {
  const raw = request.cookies[OIDC_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const p = JSON.parse(unsigned.value) as Partial<OidcPending>;
    return typeof p.state === 'string' && typeof p.nonce === 'string' && typeof p.code_verifier === 'string' ? (p as OidcPending) : null;
  } catch {
    return null;
  }
}

export function registerGoogleRoutes(app: FastifyInstance, s: Omit<Services, 'app'>, publicUrl: string, authMax: number): void {
  const redirectUri = `${publicUrl}${API_BASE}${EXTRA_PATHS.googleCallback}`;

  const handle = async (request: FastifyRequest<{ Querystring: z.infer<typeof GoogleCallbackQuery> }>, reply: FastifyReply) => {
    const q = request.query;
    const { identity } = forRequest(s, request);
    try {
      if (q.error) return toLogin(reply, AUTH_MSG.googleCancelled);
      if (!q.code) {
        const providers = await identity.GetSignInProviders({});
        if (!providers.google_enabled) return toLogin(reply, AUTH_MSG.googleOff);
        const begin = await identity.BeginOidcSignIn({ redirect_uri: redirectUri });
        const pending: OidcPending = { state: begin.state, nonce: begin.nonce, code_verifier: begin.code_verifier };
        s.cookies.setOidc(reply, JSON.stringify(pending));
        return reply.redirect(begin.authorization_url, 302);
      }
      const pending = readPending(request);
      if (!pending) return toLogin(reply, AUTH_MSG.googleExpired);
      s.cookies.clearOidc(reply);
      const res = await identity.CompleteOidcSignIn(
        { callback_url: `${publicUrl}${request.url}`, redirect_uri: redirectUri, ...pending, client: clientInfo(request) },
      );
      const { fastRedirect } = issueSession({ ...s, app }, reply, res);
      return reply.redirect(fastRedirect, 302);
    } catch (err) {
      const { status, msg } = httpStatusOf(err);
      if (status >= 500) request.log.error({ err }, 'Google sign-in failed');
      return toLogin(reply, msg);
    }
  };

  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The browser navigates here (GET); POST is accepted too, as the spec names it. The OIDC state
  // check protects it, and a top-level navigation carries no CSRF header, hence the exemption.
  typed.route({
    method: ['GET', 'POST'],
    url: EXTRA_PATHS.googleCallback,
    config: { rateLimit: authRateLimit(authMax), csrfExempt: true },
    schema: {
      operationId: 'googleCallback',
      summary: 'Start Google sign-in (no code) or finish it (provider redirect with code and state); answers 302',
      tags: ['auth'],
      querystring: GoogleCallbackQuery,
    },
    handler: handle,
  });
}
