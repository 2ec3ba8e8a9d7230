// Callers of imaging's admin RPCs in tests: a client whose every call carries a signed access token
// (fast-jwt, the gateway's JWT_SECRET) as the gateway's forRequest puts it, so requireAdmin verifies
// it as in production. Local to imaging's tests until the lead folds it into packages/testkit.
import { Metadata } from '@grpc/grpc-js';
import { createSigner } from 'fast-jwt';
import { setActorMetadata, uuidv7, withCallOptions } from '@atelier/platform';

export interface TestActor {
  id: string;
  role: 'admin' | 'user';
  ip: string;
  userAgent: string;
  metadata: Metadata;
}

export function testActor(jwtSecret: string, role: 'admin' | 'user' = 'admin', id: string = uuidv7()): TestActor {
  const token = createSigner({ key: jwtSecret })({ sub: id, role, sid: uuidv7() });
  const ip = '203.0.113.7';
  const userAgent = `jest ${role}`;
  return { id, role, ip, userAgent, metadata: setActorMetadata(new Metadata(), { token, ip, userAgent }) };
}

/** The same client, every call made as `actor`. */
export function as<C extends object>(client: C, actor: TestActor): C {
  return withCallOptions(client, { metadata: actor.metadata });
}
