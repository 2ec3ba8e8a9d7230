// Callers of imaging's admin RPCs in tests: a client whose every call carries a signed access token
// as the gateway's forRequest puts it (testkit's actorMetadata signs it with the JWT secret), so
// requireAdmin verifies it as in production.
import type { Metadata } from '@grpc/grpc-js';
import { uuidv7, withCallOptions } from '@atelier/platform';
import { actorMetadata } from '@atelier/testkit';

export interface TestActor {
  id: string;
  role: 'admin' | 'user';
  ip: string;
  userAgent: string;
  metadata: Metadata;
}

export function testActor(jwtSecret: string, role: 'admin' | 'user' = 'admin', id: string = uuidv7()): TestActor {
  const ip = '203.0.113.7';
  const userAgent = `jest ${role}`;
  return { id, role, ip, userAgent, metadata: actorMetadata(jwtSecret, { id, role, ip, userAgent }) };
}

/** The same client, every call made as `actor`. */
export function as<C extends object>(client: C, actor: TestActor): C {
  return withCallOptions(client, { metadata: actor.metadata });
}
