// Queries on sessions and their retired refresh tokens.
import { uuidv7 } from '@atelier/platform';
import type { SessionRecord } from '../domain/session';
import type { Db } from './database';

export async function insertSession(
  db: Db,
  s: { userId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<{ id: string }> {
  return db
    .insertInto('sessions')
    .values({
      id: uuidv7(),
      user_id: s.userId,
      refresh_token_hash: s.tokenHash,
      expires_at: s.expiresAt,
      revoked_at: null,
      revoked_reason: null,
      created_at: s.now,
      last_used_at: s.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Finds the session a presented token belongs to, either as its current token or a retired one. */
export type FoundSession =
  | { match: 'current'; session: SessionRecord }
  | { match: 'retired'; session: SessionRecord; retiredAt: Date; successorSealed: string | null; currentTokenHash: string };

export async function findSessionByToken(db: Db, tokenHash: string): Promise<FoundSession | undefined> {
  const cols = ['s.id', 's.user_id', 's.expires_at', 's.revoked_at'] as const;
  const current = await db
    .selectFrom('sessions as s')
    .select(cols)
    .where('s.refresh_token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
  if (current) return { session: toRecord(current), match: 'current' };
  const retired = await db
    .selectFrom('session_retired_tokens as r')
    .innerJoin('sessions as s', 's.id', 'r.session_id')
    .select([...cols, 's.refresh_token_hash', 'r.retired_at', 'r.successor_sealed'])
    .where('r.token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
  return (
    retired && {
      match: 'retired',
      session: toRecord(retired),
      retiredAt: retired.retired_at,
      successorSealed: retired.successor_sealed,
      currentTokenHash: retired.refresh_token_hash,
    }
  );
}

function toRecord(r: { id: string; user_id: string; expires_at: Date; revoked_at: Date | null }): SessionRecord {
  return { id: r.id, userId: r.user_id, expiresAt: r.expires_at, revokedAt: r.revoked_at };
}

/** Swaps the current token for a new one; the old hash goes to the retired list, with the new
 *  token sealed beside it for the refresh grace window. */
export async function rotateToken(
  db: Db,
  s: { sessionId: string; oldHash: string; newHash: string; successorSealed: string; now: Date },
): Promise<void> {
  const { sessionId, oldHash, newHash, now } = s;
  await db
    .insertInto('session_retired_tokens')
    .values({ token_hash: oldHash, session_id: sessionId, retired_at: now, successor_sealed: s.successorSealed })
    .execute();
  await db
    .updateTable('sessions')
    .set((eb) => ({ refresh_token_hash: newHash, rotation: eb('rotation', '+', 1), last_used_at: now }))
    .where('id', '=', sessionId)
    .execute();
}

/** Revokes one live session; answers its user when it was live (an already revoked or unknown
 *  session changes nothing). */
export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date): Promise<{ userId: string } | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row && { userId: row.user_id };
}

/** Revokes every live session of a user except `keepSessionId` (the caller's own, when changing
 *  password); answers the ids it revoked. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  now: Date,
  keepSessionId?: string,
): Promise<string[]> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  const rows = await q.returning('id').execute();
  return rows.map((r) => r.id);
}

/** Sessions revoked at or after `since` (the gateway's start-up list; housekeeping keeps revoked
 *  sessions a day, far longer than an access token lives). */
export async function listRevokedSince(db: Db, since: Date): Promise<string[]> {
  const rows = await db.selectFrom('sessions').select('id').where('revoked_at', '>=', since).execute();
  return rows.map((r) => r.id);
}
