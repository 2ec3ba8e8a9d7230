// Sessions at the edge: the access JWT (sub, role, sid) is signed and checked here, locally, so a
// signed-in request costs no gRPC hop. A session that ended (logout, password change or reset,
// block...) is refused at once by the revocation set identity's events feed (revocations.ts).
// @fastify/jwt signs; the check is one fast-jwt verifier built once (issue 12: the plugin's
// request.jwtVerify decoded the token twice and, given options, built a verifier and key object per
// request), HS256 only, remembering verified tokens until their exp so a session's next requests
// skip the HMAC — a revoked session is still refused, by the revocation check after it. The
// remembered tokens are keyed by the token itself (an LRU here), not fast-jwt's own cache: that one
// keys by a SHA-256 of the token, which for HS256 costs as much as the HMAC it saves (~5 % of a
// cached read's CPU), and fast-jwt warns at every start when given another key. Equal keys are
// equal tokens, so no collision is possible; the tokens are in this process's memory anyway (each
// request's cookie) and 10,000 of them are ~3 MB.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { createVerifier } from 'fast-jwt';
import { LRUCache } from 'lru-cache';
import type { Role } from '../routes/user-record';
import { ACCESS_COOKIE, GATEWAY_MSG } from '@atelier/contracts';
import { HttpError } from '../plugins/errors';
import type { Revocations } from './revocations';

export interface AccessClaims {
  sub: string;
  role: Role;
  sid: string;
  /** Issued at (seconds), set by the signer. */
  iat?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions and users whose access tokens are refused (app.ts decorates it). */
    revocations: Revocations;
    /** The access token's check (signature, exp), app.ts's accessVerifier; throws when it fails. */
    verifyAccess: (token: string) => AccessClaims;
  }
}

/** Verified tokens remembered (each until its exp): more than the sessions a replica sees in one
 *  access-token lifetime means only an HMAC more for the rest. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function accessVerifier(secret: string, now: () => number = Date.now): (token: string) => AccessClaims {
  const verify = createVerifier({ key: secret, algorithms: ['HS256'] });
  const verified = new LRUCache<string, AccessClaims & { exp: number }>({ max: VERIFIED_TOKENS_KEPT });
  return (token) => {
    const known = verified.get(token);
    if (known && now() < known.exp * 1000) return known;
    const claims = verify(token) as AccessClaims & { exp?: number };
    // Only a token that expires is remembered, and only until then (the signer always sets exp).
    if (typeof claims.exp === 'number') verified.set(token, claims as AccessClaims & { exp: number });
    return claims;
  };
}

export function signAccess(app: FastifyInstance, claims: AccessClaims): string {
  return app.jwt.sign({ sub: claims.sub, role: claims.role, sid: claims.sid });
}

// Read once: each use of an import is a getter call under the CommonJS the services run as, and
// these run on every signed-in request (issue 12's plumbing profile).
const ACCESS = ACCESS_COOKIE;
const LOGIN_REQUIRED = GATEWAY_MSG.loginRequired;
const FORBIDDEN = GATEWAY_MSG.forbidden;

/** The access cookie's claims, or the 401 to answer: absent, expired, forged, its session was
 *  revoked, or its user was disabled after it was issued. Sets request.user when it passes. */
function claimsOf(request: FastifyRequest): AccessClaims | HttpError {
  const token = request.cookies[ACCESS];
  let claims: AccessClaims;
  try {
    if (!token) return new HttpError(401, LOGIN_REQUIRED);
    claims = request.server.verifyAccess(token);
  } catch {
    return new HttpError(401, LOGIN_REQUIRED);
  }
  if (request.server.revocations?.refuses(claims)) return new HttpError(401, LOGIN_REQUIRED);
  request.user = claims;
  return claims;
}

/** Verifies the access cookie (claimsOf); rejects with its 401. */
export async function authenticate(request: FastifyRequest): Promise<AccessClaims> {
  const claims = claimsOf(request);
  if (claims instanceof HttpError) throw claims;
  return claims;
}

/**
 * onRequest guard for a route's `auth` level. Admins are not users: /users/* is the end-user area
 * (wallet, feeds) and answers 403 to an admin, as /admin/* does to a user. Synchronous (`done`):
 * it runs on every signed-in call, and an async hook costs a promise and a microtask turn.
 */
export function requireRole(role: Role) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const claims = claimsOf(request);
    if (claims instanceof HttpError) return done(claims);
    done(claims.role === role ? undefined : new HttpError(403, FORBIDDEN));
  };
}
