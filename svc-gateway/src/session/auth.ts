// Sessions at the edge: the access JWT (sub, role, sid) is signed and checked here, locally, so a
// signed-in request costs no gRPC hop. A session that ended (logout, password change or reset,
// block...) is refused at once by the revocation set identity's events feed (revocations.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../routes/user-record';
import { GATEWAY_MSG } from '@atelier/contracts';
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
  }
}

export function signAccess(app: FastifyInstance, claims: AccessClaims): string {
  return app.jwt.sign({ sub: claims.sub, role: claims.role, sid: claims.sid });
}

/** Verifies the access cookie; throws 401 when absent, expired, forged, its session was revoked,
 *  or its user was disabled after it was issued. */
export async function authenticate(request: FastifyRequest): Promise<AccessClaims> {
  let claims: AccessClaims;
  try {
    claims = await request.jwtVerify<AccessClaims>(); // cookie only (app.ts's verify options)
  } catch {
    throw new HttpError(401, GATEWAY_MSG.loginRequired);
  }
  if (request.server.revocations?.refuses(claims)) throw new HttpError(401, GATEWAY_MSG.loginRequired);
  return claims;
}

/**
 * onRequest guard for a route's `auth` level. Admins are not users: /users/* is the end-user area
 * (wallet, feeds) and answers 403 to an admin, as /admin/* does to a user.
 */
export function requireRole(role: Role) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const claims = await authenticate(request);
    if (claims.role !== role) throw new HttpError(403, GATEWAY_MSG.forbidden);
  };
}
