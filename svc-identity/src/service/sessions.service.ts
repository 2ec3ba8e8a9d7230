// Sign-in with a password, session creation (shared with Google sign-in), refresh-token rotation
// with reuse detection, and sign-out.
import { AppError, decryptSecret, encryptSecret, isUuid } from '@atelier/platform';
import { sql } from 'kysely';
import {
  FAMILIAR_CLIENT_MS,
  LOGIN_FAILURE_WINDOW_MS,
  accountGuarded,
  clientKey,
  isFamiliarClient,
  loginRefusal,
} from '../domain/login-throttle';
import { AUTH_MSG } from '@atelier/contracts';
import { hashToken, randomToken } from '../domain/otp';
import { verifyPassword } from '../domain/password';
import { decideRefresh, sessionExpiry } from '../domain/session';
import { parseUserAgent } from '../domain/user-agent';
import { inactiveAccountError, normalizeEmail, type User } from '../domain/user';
import type { Db } from '../repo/database';
import { clearClientFailures, deleteFailure, failureCounts, recordFailure } from '../repo/login-failures.repository';
import { recentLoginIps, recordLogin } from '../repo/login-history.repository';
import * as sessionsRepo from '../repo/sessions.repository';
import { findUserByEmail, findUserById, toUser } from '../repo/users.repository';
import type { IdentityContext } from './context';
import { endSession } from './session-revocation';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface SignedIn {
  user: User;
  session: IssuedSession;
}

export async function login(ctx: IdentityContext, input: { email: string; password: string; client: ClientInfo }): Promise<SignedIn> {
  const invalid = new AppError('UNAUTHENTICATED', AUTH_MSG.invalidCredentials);
  let email: string;
  try {
    email = normalizeEmail(input.email);
  } catch {
    throw invalid;
  }
  const now = ctx.now();
  const client = clientKey(input.client.ip);
  const attempt = await reserveAttempt(ctx, email, client, now);
  const row = await findUserByEmail(ctx.db, email);
  // Runs argon2 even without an account (or without a password) so timing does not tell them apart.
  const ok = await verifyPassword(row?.password_hash ?? null, input.password);
  if (!row || !ok) throw invalid; // the reserved attempt stays: it was a failure
  // Status is revealed only to someone who knows the password (which is no guess to count).
  const blocked = inactiveAccountError(row.status);
  if (blocked) {
    await deleteFailure(ctx.db, attempt);
    throw blocked;
  }
  const user = toUser(row);
  const session = await ctx.db.transaction().execute(async (trx) => {
    await clearClientFailures(trx, email, client);
    return startSession(trx, user, input.client, 'password', now);
  });
  return { user, session };
}

/**
 * Applies the throttle (domain/login-throttle) and, when the attempt may go ahead, records it as a
 * failure up front, all under a per-email lock: concurrent attempts are counted one after another,
 * so a burst cannot slip past the limits between the count and the password check. Returns the
 * failure row's id (deleted again on success). Also guards the current password of an email change.
 */
export async function reserveAttempt(ctx: IdentityContext, email: string, client: string, now: Date): Promise<string> {
  const result = await ctx.db.transaction().execute(async (trx): Promise<{ id: string } | { error: AppError }> => {
    await sql`select pg_advisory_xact_lock(hashtext(${`identity.login.${email}`}))`.execute(trx);
    const counts = await failureCounts(trx, email, client, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS));
    // Familiarity is read only under attack (rule 2), so ordinary sign-ins pay nothing for it.
    let familiar = false;
    if (accountGuarded(counts)) {
      const owner = await findUserByEmail(trx, email);
      const ips = owner ? await recentLoginIps(trx, owner.id, new Date(now.getTime() - FAMILIAR_CLIENT_MS)) : [];
      familiar = isFamiliarClient(client, ips);
    }
    const refusal = loginRefusal(counts, familiar, now);
    if (refusal) return { error: refusal };
    return { id: await recordFailure(trx, email, client, now) };
  });
  if ('error' in result) throw result.error;
  return result.id;
}

/** Creates a session and its login-history row; runs inside the caller's transaction. */
export async function startSession(
  trx: Db,
  user: User,
  client: ClientInfo,
  method: 'password' | 'google',
  now: Date,
): Promise<IssuedSession> {
  const refreshToken = randomToken();
  const expiresAt = sessionExpiry(now);
  const { id } = await sessionsRepo.insertSession(trx, { userId: user.id, tokenHash: hashToken(refreshToken), expiresAt, now });
  const { browser, os } = parseUserAgent(client.userAgent);
  await recordLogin(trx, { userId: user.id, method, ip: client.ip || 'unknown', browser, os, userAgent: client.userAgent, now });
  return { sessionId: id, refreshToken, expiresAt };
}

/** Rotates the refresh token. A token that was already rotated away revokes its whole session:
 *  two parties hold copies, and we cannot tell which one is the thief. */
export async function refreshSession(ctx: IdentityContext, refreshToken: string): Promise<SignedIn> {
  const now = ctx.now();
  const presented = hashToken(refreshToken);
  // Revocations must commit even though the call fails: the transaction returns the error.
  const result = await ctx.db.transaction().execute(async (trx): Promise<SignedIn | { error: AppError }> => {
    const found = refreshToken ? await sessionsRepo.findSessionByToken(trx, presented) : undefined;
    const successor = found?.match === 'retired' && found.successorSealed ? openSealed(ctx.pepper, found.successorSealed) : undefined;
    const retired =
      found?.match === 'retired'
        ? { retiredAt: found.retiredAt, successorIsCurrent: !!successor && hashToken(successor) === found.currentTokenHash }
        : undefined;
    const decision = decideRefresh(found?.session, found?.match ?? 'current', now, retired);
    if (decision.kind === 'reject') {
      if (found?.match === 'retired' && !found.session.revokedAt) {
        await endSession(ctx.outbox, trx, found.session.id, 'refresh_token_reuse', now);
        ctx.logger.warn({ session_id: found.session.id, user_id: found.session.userId }, 'refresh token reuse: session revoked');
      }
      return { error: decision.error };
    }
    const session = found!.session;
    const row = await findUserById(trx, session.userId);
    const inactive = row ? inactiveAccountError(row.status) : new AppError('UNAUTHENTICATED', AUTH_MSG.sessionExpired);
    if (!row || inactive) {
      await endSession(ctx.outbox, trx, session.id, `user_${row?.status ?? 'missing'}`, now);
      return { error: inactive! };
    }
    if (decision.kind === 'replay') {
      // Lost a race with a concurrent refresh of the same cookie: answer with the winner's token.
      return { user: toUser(row), session: { sessionId: session.id, refreshToken: successor!, expiresAt: session.expiresAt } };
    }
    const next = randomToken();
    await sessionsRepo.rotateToken(trx, {
      sessionId: session.id,
      oldHash: presented,
      newHash: hashToken(next),
      successorSealed: encryptSecret(ctx.pepper, next),
      now,
    });
    return { user: toUser(row), session: { sessionId: session.id, refreshToken: next, expiresAt: session.expiresAt } };
  });
  if ('error' in result) throw result.error;
  return result;
}

/** A sealed successor that no longer opens (SECRETS_KEY rotated) just means no grace. */
function openSealed(key: string, sealed: string): string | undefined {
  try {
    return decryptSecret(key, sealed);
  } catch {
    return undefined;
  }
}

/** Sign-out. Idempotent: an unknown or already revoked session is not an error. */
export async function revokeSession(ctx: IdentityContext, sessionId: string): Promise<void> {
  if (!isUuid(sessionId)) return;
  const now = ctx.now();
  await ctx.db.transaction().execute((trx) => endSession(ctx.outbox, trx, sessionId, 'logout', now));
}

/** Sessions revoked since `since`, whatever the reason (the gateway's start-up list). */
export function listRevokedSessionsSince(ctx: IdentityContext, since: Date): Promise<string[]> {
  return sessionsRepo.listRevokedSince(ctx.db, since);
}
