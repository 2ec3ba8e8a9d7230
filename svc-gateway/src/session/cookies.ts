// Every cookie the gateway sets, with its flags in one place (docs/api.md lists them).
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { ACCESS_COOKIE, API_BASE, CSRF_COOKIE, REFRESH_COOKIE } from '@atelier/contracts';

/** Holds identity's proof that a registration code was verified (consumed by register_set_password). */
export const REGISTER_TICKET_COOKIE = 'atelier_reg_ticket';
/** Holds identity's proof that a reset code was verified (consumed by forgot_set_password). */
export const RESET_TICKET_COOKIE = 'atelier_reset_ticket';
/** Signed: state, nonce and PKCE verifier of a Google sign-in in progress. */
export const OIDC_COOKIE = 'atelier_oidc';

export const AUTH_PATH = `${API_BASE}/auth`;
export const OIDC_PATH = `${API_BASE}/auth/google`;
export const TICKET_TTL_SECONDS = 30 * 60;
export const OIDC_TTL_SECONDS = 10 * 60;

export class CookieJar {
  private readonly secure: boolean;

  constructor(
    publicUrl: string,
    private readonly accessTtlSeconds: number,
  ) {
    // Browsers drop Secure cookies on plain http, so only set it when the public address is https.
    this.secure = publicUrl.startsWith('https://');
  }

  private base(path: string, sameSite: 'lax' | 'strict', httpOnly = true): CookieSerializeOptions {
    return { path, sameSite, httpOnly, secure: this.secure };
  }

  setSession(reply: FastifyReply, accessJwt: string, refreshToken: string, refreshExpiresAt: string): void {
    reply.setCookie(ACCESS_COOKIE, accessJwt, { ...this.base('/', 'lax'), maxAge: this.accessTtlSeconds });
    const expires = new Date(refreshExpiresAt);
    reply.setCookie(REFRESH_COOKIE, refreshToken, {
      ...this.base(AUTH_PATH, 'strict'),
      ...(Number.isNaN(expires.getTime()) ? { maxAge: 30 * 24 * 3600 } : { expires }),
    });
  }

  clearSession(reply: FastifyReply): void {
    reply.clearCookie(ACCESS_COOKIE, this.base('/', 'lax'));
    reply.clearCookie(REFRESH_COOKIE, this.base(AUTH_PATH, 'strict'));
  }

  setTicket(reply: FastifyReply, name: string, ticket: string): void {
    reply.setCookie(name, ticket, { ...this.base(AUTH_PATH, 'strict'), maxAge: TICKET_TTL_SECONDS });
  }

  clearTicket(reply: FastifyReply, name: string): void {
    reply.clearCookie(name, this.base(AUTH_PATH, 'strict'));
  }

  /** Lax, not Strict: it must come back on the provider's cross-site redirect to the callback. */
  setOidc(reply: FastifyReply, value: string): void {
    reply.setCookie(OIDC_COOKIE, value, { ...this.base(OIDC_PATH, 'lax'), maxAge: OIDC_TTL_SECONDS, signed: true });
  }

  clearOidc(reply: FastifyReply): void {
    reply.clearCookie(OIDC_COOKIE, this.base(OIDC_PATH, 'lax'));
  }

  /** Readable by page scripts on purpose: the double-submit check needs the page to echo it. */
  setCsrf(reply: FastifyReply, token: string): void {
    reply.setCookie(CSRF_COOKIE, token, this.base('/', 'lax', false));
  }
}
