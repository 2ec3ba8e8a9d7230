// Publisher of SessionsRevoked on the sessions topic (TOPICS.sessions, key = user id): every gateway
// hears it and refuses those sessions' access tokens at once (docs/api.md "Sessions and cookies").
// Written to the outbox inside the revoking transaction, so the event exists exactly when the
// revocation committed.
import type { Outbox } from '@atelier/platform';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import type { Db } from '../repo/database';

export function publishSessionsRevoked(outbox: Outbox, trx: Db, r: { userId: string; sessionIds: string[]; reason: string; at: Date }) {
  return outbox.add(
    trx,
    topicEvent(TOPICS.sessions, 'SessionsRevoked', r.userId, {
      user_id: r.userId,
      session_ids: r.sessionIds,
      reason: r.reason,
      revoked_at: r.at.toISOString(),
    }),
  );
}
