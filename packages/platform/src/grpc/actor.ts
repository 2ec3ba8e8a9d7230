// Who is calling a service, carried from the gateway in gRPC metadata: the caller's access JWT
// (the very token the gateway verified, signed with JWT_SECRET), their IP and user agent. A service
// verifies the token itself before an admin operation (`requireAdmin`), so an admin operation
// reached without the gateway — or with a user's token — is refused (defence in depth, issue 10),
// and the audit log gets its who, from where and with what from the same place.
import { createVerifier } from 'fast-jwt';
import { Metadata, type ServerUnaryCall } from '@grpc/grpc-js';
import { ADMIN_MSG, GATEWAY_MSG } from '@atelier/contracts';
import { AppError } from './errors';

/** Metadata keys (lower-case, as gRPC wants them). */
export const ACTOR_TOKEN_KEY = 'atelier-actor-token';
export const CLIENT_IP_KEY = 'atelier-client-ip';
export const USER_AGENT_KEY = 'atelier-user-agent';

export interface Actor {
  /** The user id (the token's `sub`). */
  id: string;
  role: 'user' | 'admin';
  /** The session the token belongs to. */
  sid: string;
  ip: string;
  userAgent: string;
}

/** The gateway's side: the caller's token and client facts into a call's metadata. */
export function setActorMetadata(md: Metadata, a: { token: string; ip: string; userAgent: string }): Metadata {
  md.set(ACTOR_TOKEN_KEY, a.token);
  md.set(CLIENT_IP_KEY, a.ip.slice(0, 64));
  md.set(USER_AGENT_KEY, a.userAgent.slice(0, 512));
  return md;
}

type Verify = (token: string) => { sub?: unknown; role?: unknown; sid?: unknown };
const verifiers = new Map<string, Verify>();
function verifierFor(secret: string): Verify {
  let v = verifiers.get(secret);
  if (!v) {
    // HS256 only, as the gateway signs (@fastify/jwt's default); exp is checked.
    v = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 }) as Verify;
    verifiers.set(secret, v);
  }
  return v;
}

const first = (md: Metadata, key: string): string => {
  const v = md.get(key)[0];
  return typeof v === 'string' ? v : v ? v.toString('utf8') : '';
};

/** The verified caller of a call, or null when it carries no token or one that does not verify. */
export function actorOf(call: Pick<ServerUnaryCall<unknown, unknown>, 'metadata'> | { metadata: Metadata }, jwtSecret: string): Actor | null {
  const token = first(call.metadata, ACTOR_TOKEN_KEY);
  if (!token) return null;
  try {
    const c = verifierFor(jwtSecret)(token);
    if (typeof c.sub !== 'string' || (c.role !== 'user' && c.role !== 'admin') || typeof c.sid !== 'string') return null;
    return { id: c.sub, role: c.role, sid: c.sid, ip: first(call.metadata, CLIENT_IP_KEY), userAgent: first(call.metadata, USER_AGENT_KEY) };
  } catch {
    return null;
  }
}

/** The verified admin calling, else UNAUTHENTICATED (no or bad token) / PERMISSION_DENIED (a user). */
export function requireAdmin(call: { metadata: Metadata }, jwtSecret: string): Actor {
  const actor = actorOf(call, jwtSecret);
  if (!actor) throw new AppError('UNAUTHENTICATED', GATEWAY_MSG.loginRequired);
  if (actor.role !== 'admin') throw new AppError('PERMISSION_DENIED', ADMIN_MSG.adminOnly);
  return actor;
}
