// Google sign-in over OpenID Connect (authorization code flow + state + nonce + PKCE) with
// openid-client v6. Discovery on the configured issuer runs on first use and is cached, so a start
// without network access (or with Google down) does not fail; a failed discovery is retried next time.
import { AppError, type Logger } from '@atelier/platform';
import * as client from 'openid-client';
import { AUTH_MSG } from '@atelier/contracts';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface OidcBegin {
  authorizationUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClaims {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

export class GoogleOidc {
  private configuration?: Promise<client.Configuration>;

  constructor(
    private readonly cfg: GoogleConfig,
    private readonly logger: Logger,
  ) {}

  async begin(redirectUri: string): Promise<OidcBegin> {
    const config = await this.discover();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { authorizationUrl: url.href, state, nonce, codeVerifier };
  }

  /** Exchanges the code; openid-client checks state, nonce, PKCE and the ID token's signature, issuer, audience and expiry. */
  async complete(input: { callbackUrl: string; redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<OidcClaims> {
    const config = await this.discover();
    try {
      const tokens = await client.authorizationCodeGrant(
        config,
        new URL(input.callbackUrl),
        { expectedState: input.state, expectedNonce: input.nonce, pkceCodeVerifier: input.codeVerifier, idTokenExpected: true },
        input.redirectUri ? { redirect_uri: input.redirectUri } : undefined,
      );
      const claims = tokens.claims()!;
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        // Only a literal true counts: some providers send the string "true" or omit it.
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
        picture: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    } catch (err) {
      this.logger.warn({ err }, 'google sign-in: code exchange or ID token check failed');
      throw new AppError('UNAUTHENTICATED', AUTH_MSG.googleFailed);
    }
  }

  private discover(): Promise<client.Configuration> {
    this.configuration ??= this.runDiscovery().catch((err: unknown) => {
      this.configuration = undefined;
      this.logger.error({ err, issuer: this.cfg.issuer }, 'google sign-in: OIDC discovery failed');
      throw new AppError('UNAVAILABLE', AUTH_MSG.googleFailed);
    });
    return this.configuration;
  }

  private runDiscovery(): Promise<client.Configuration> {
    const issuer = new URL(this.cfg.issuer);
    // Plain http only for a provider on this machine (tests, local mock); never for a real one.
    const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    return client.discovery(issuer, this.cfg.clientId, this.cfg.clientSecret, undefined, {
      execute: local ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
  }
}
