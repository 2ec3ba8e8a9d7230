// An OpenID Connect provider for tests (oauth2-mock-server): discovery, JWKS, authorize (which
// consents at once and redirects with code + state), and a token endpoint that checks PKCE and
// echoes the nonce. ID token claims come from setNextUser().
import { generateKeyPairSync, randomUUID } from 'node:crypto';

export interface OidcUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface OidcProvider {
  /** http://127.0.0.1:<port> — pass as GOOGLE_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims for the ID tokens issued from now on. */
  setNextUser(claims: OidcUser): void;
  close(): Promise<void>;
}

export async function startOidcProvider(): Promise<OidcProvider> {
  // Loaded on demand: it is ESM-only, and tests that only need SMTP should not pay for it.
  const { OAuth2Server } = await import('oauth2-mock-server');
  const server = new OAuth2Server();
  // keys.generate() would reject jose's exported JWK under jest (an object from another realm
  // fails its plain-object check), so the key is made with node:crypto and added.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await server.issuer.keys.add({ ...privateKey.export({ format: 'jwk' }), alg: 'RS256', kid: randomUUID() });
  await server.start(0, '127.0.0.1');
  const clientId = 'atelier-test-client';
  let user: OidcUser = { sub: 'test-user', email: 'test-user@example.com', email_verified: true, name: 'Test User' };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...user, aud: clientId });
  });
  return {
    issuer: server.issuer.url!.replace(/\/$/, ''),
    clientId,
    clientSecret: 'atelier-test-secret',
    setNextUser(claims) {
      user = { ...claims };
    },
    close: () => server.stop(),
  };
}

/** Plays the browser + user at the provider: returns the callback URL (with code and state). */
export async function followAuthorization(authorizationUrl: string): Promise<string> {
  const res = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status < 300 || res.status >= 400 || !location) {
    throw new Error(`authorization endpoint answered ${res.status} without a redirect: ${await res.text()}`);
  }
  return new URL(location, authorizationUrl).href;
}
