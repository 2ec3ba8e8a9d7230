// The caller of a gRPC call, as the gateway would send it (issue 10): tests that call an admin RPC
// directly (no gateway in between) need a signed actor in the call's metadata, since every service
// verifies it itself (`requireAdmin` in @atelier/platform). The token is signed with the service's
// JWT secret exactly as the gateway signs access tokens (HS256, {sub, role, sid}).
import { Metadata } from '@grpc/grpc-js';
import { createSigner } from 'fast-jwt';
import { setActorMetadata } from '@atelier/platform';

export interface TestActor {
  /** The user id (the token's `sub`). */
  id: string;
  role?: 'user' | 'admin';
  /** The session id; a fresh one when absent. */
  sid?: string;
  ip?: string;
  userAgent?: string;
  /** Token lifetime in ms (default 15 minutes). */
  expiresInMs?: number;
}

/** A signed access token for `a` (the gateway's claims). */
export function actorToken(jwtSecret: string, a: TestActor): string {
  const sign = createSigner({ key: jwtSecret, expiresIn: a.expiresInMs ?? 15 * 60_000 });
  return sign({ sub: a.id, role: a.role ?? 'admin', sid: a.sid ?? `sid-${a.id}` });
}

/** gRPC metadata carrying `a` as the caller (an admin unless `role` says otherwise). */
export function actorMetadata(jwtSecret: string, a: TestActor): Metadata {
  return setActorMetadata(new Metadata(), {
    token: actorToken(jwtSecret, a),
    ip: a.ip ?? '127.0.0.1',
    userAgent: a.userAgent ?? 'atelier-tests',
  });
}
