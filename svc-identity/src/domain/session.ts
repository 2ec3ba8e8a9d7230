// Refresh-token sessions: lifetime and the rotation decision (rotate, or revoke on reuse).
import { AppError } from '@atelier/platform';
import { MSG } from './messages';

export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

export interface SessionRecord {
  id: string;
  userId: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

export type RefreshDecision = { kind: 'rotate' } | { kind: 'reject'; error: AppError };

/** `match` says how the presented token was found: as the session's current token, or among the
 *  tokens it already rotated away from (reuse: someone else holds a copy; the caller revokes). */
export function decideRefresh(session: SessionRecord | undefined, match: 'current' | 'retired', now: Date): RefreshDecision {
  const expired = new AppError('UNAUTHENTICATED', MSG.sessionExpired);
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) return { kind: 'reject', error: expired };
  if (match === 'retired') return { kind: 'reject', error: expired };
  return { kind: 'rotate' };
}

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_TTL_MS);
}
