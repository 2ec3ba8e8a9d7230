// The one way identity ends sessions (issue 11): revoke the rows and, in the same transaction, tell
// the gateways which sessions ended (SessionsRevoked), so their access tokens stop working at once
// instead of living out their 10 minutes. Every revoking use case calls one of these two.
import type { Outbox } from '@atelier/platform';
import { publishSessionsRevoked } from '../events/session-events.publisher';
import type { Db } from '../repo/database';
import * as sessionsRepo from '../repo/sessions.repository';

/** Ends one session (logout, refresh-token reuse, a refresh by a disabled user). An already
 *  revoked or unknown session changes nothing and emits nothing. */
export async function endSession(outbox: Outbox, trx: Db, sessionId: string, reason: string, now: Date): Promise<void> {
  const ended = await sessionsRepo.revokeSession(trx, sessionId, reason, now);
  if (ended) await publishSessionsRevoked(outbox, trx, { userId: ended.userId, sessionIds: [sessionId], reason, at: now });
}

/** Ends every live session of a user but `keepSessionId` (password change keeps the caller's);
 *  emits one event listing them, or none when there was none. */
export async function endUserSessions(outbox: Outbox, trx: Db, userId: string, reason: string, now: Date, keepSessionId?: string): Promise<void> {
  const ids = await sessionsRepo.revokeUserSessions(trx, userId, reason, now, keepSessionId);
  if (ids.length) await publishSessionsRevoked(outbox, trx, { userId, sessionIds: ids, reason, at: now });
}
