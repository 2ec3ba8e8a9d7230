// An OpenID Connect provider for tests (oauth2-mock-server in a child process): discovery, JWKS,
// authorize (which consents at once and redirects with code + state), and a token endpoint that
// checks PKCE and echoes the nonce. ID token claims come from setNextUser().
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

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
  /** Claims for the ID tokens issued from now on; await it before starting the flow. */
  setNextUser(claims: OidcUser): Promise<void>;
  close(): Promise<void>;
}

type FromChild = { type: 'ready'; issuer: string } | { type: 'ack'; id: number };

export async function startOidcProvider(): Promise<OidcProvider> {
  const clientId = 'atelier-test-client';
  // A separate Node process: the provider is ESM-only and fails jest's cross-realm object checks.
  const child: ChildProcess = fork(join(__dirname, 'oidc-provider.child.mjs'), [], {
    execArgv: [],
    env: { ...process.env, OIDC_CLIENT_ID: clientId },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const acks = new Map<number, () => void>();
  let nextId = 0;
  const issuer = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`OIDC provider process exited early (code ${code})`)));
    child.on('message', (m: FromChild) => {
      if (m.type === 'ready') resolve(m.issuer.replace(/\/$/, ''));
      else acks.get(m.id)?.();
    });
  });
  child.removeAllListeners('exit');

  return {
    issuer,
    clientId,
    clientSecret: 'atelier-test-secret',
    setNextUser(claims) {
      const id = ++nextId;
      return new Promise<void>((resolve) => {
        acks.set(id, () => {
          acks.delete(id);
          resolve();
        });
        child.send({ type: 'setUser', id, claims });
      });
    },
    close() {
      if (child.exitCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send({ type: 'close' });
      });
    },
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
