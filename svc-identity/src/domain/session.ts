// Refresh-token sessions: lifetime and the rotation decision (rotate, or revoke on reuse).
import { AppError } from '@atelier/platform/src/pure';
import { AUTH_MSG } from '@atelier/contracts';

export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

export interface SessionRecord {
  id: string;
  userId: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Two tabs share one cookie and may refresh with the same token at once; the loser of that race
 *  presents a token retired a moment ago. Within this window it gets the winner's token back. */
export const REFRESH_GRACE_MS = 10_000;

export type RefreshDecision = { kind: 'rotate' } | { kind: 'replay' } | { kind: 'reject'; error: AppError };

/** What is known of a retired token that was presented again. */
export interface RetiredToken {
  retiredAt: Date;
  /** Its successor is still the session's current token (nothing rotated since). */
  successorIsCurrent: boolean;
}

/** `match` says how the presented token was found: as the session's current token, or among the
 *  tokens it already rotated away from (reuse: someone else holds a copy; the caller revokes). */
export function decideRefresh(
  session: SessionRecord | undefined,
  match: 'current' | 'retired',
  now: Date,
  retired?: RetiredToken,
): RefreshDecision {
  const expired = new AppError('UNAUTHENTICATED', AUTH_MSG.sessionExpired);
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) return { kind: 'reject', error: expired };
  if (match === 'current') return { kind: 'rotate' };
  const racing = retired && retired.successorIsCurrent && now.getTime() - retired.retiredAt.getTime() <= REFRESH_GRACE_MS;
  return racing ? { kind: 'replay' } : { kind: 'reject', error: expired };
}

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_TTL_MS);
}
