// Queries on otp_challenges: rate-limit lookback, issue (replacing older codes), verify, ticket use.
import { uuidv7 } from '@atelier/platform';
import type { Selectable } from 'kysely';
import type { Challenge, OtpPurpose } from '../domain/otp';
import type { Db, OtpChallengesTable } from './database';

function toChallenge(r: Selectable<OtpChallengesTable>): Challenge {
  return {
    id: r.id,
    purpose: r.purpose,
    email: r.email,
    codeHash: r.code_hash,
    expiresAt: r.expires_at,
    attempts: r.attempts,
    consumedAt: r.consumed_at,
    verifiedAt: r.verified_at,
    createdAt: r.created_at,
  };
}

/** Creation times of this email's challenges for `purpose` since `since` (the rate-limit window). */
export async function recentSendTimes(db: Db, purpose: OtpPurpose, email: string, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('otp_challenges')
    .select('created_at')
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .execute();
  return rows.map((r) => r.created_at);
}

/** Kills every open challenge of this email and purpose (a new code replaces the old), then adds one. */
export async function replaceChallenge(
  db: Db,
  c: { purpose: OtpPurpose; email: string; codeHash: string | null; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .updateTable('otp_challenges')
    .set({ consumed_at: c.now })
    .where('email', '=', c.email)
    .where('purpose', '=', c.purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('otp_challenges')
    .values({
      id: uuidv7(),
      purpose: c.purpose,
      email: c.email,
      code_hash: c.codeHash,
      expires_at: c.expiresAt,
      consumed_at: null,
      verified_at: null,
      ticket_hash: null,
      created_at: c.now,
    })
    .execute();
}

/** The newest challenge, row-locked so concurrent guesses are counted one after another. */
export async function latestChallengeForUpdate(db: Db, purpose: OtpPurpose, email: string): Promise<Challenge | undefined> {
  const row = await db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  return row && toChallenge(row);
}

export async function countWrongAttempt(db: Db, id: string): Promise<void> {
  await db
    .updateTable('otp_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markVerified(db: Db, id: string, ticketHash: string, now: Date): Promise<void> {
  await db.updateTable('otp_challenges').set({ verified_at: now, ticket_hash: ticketHash }).where('id', '=', id).execute();
}

export async function findByTicketForUpdate(
  db: Db,
  purpose: OtpPurpose,
  email: string,
  ticketHash: string,
): Promise<Challenge | undefined> {
  const row = await db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('ticket_hash', '=', ticketHash)
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .forUpdate()
    .executeTakeFirst();
  return row && toChallenge(row);
}

export async function consumeChallenge(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('otp_challenges').set({ consumed_at: now }).where('id', '=', id).execute();
}

// ---- email change (issue 11): the challenges are the user's, `email` is the requested address ----

/** Creation times of this user's email-change challenges since `since` (the rate-limit window). */
export async function recentEmailChangeSendTimes(db: Db, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('otp_challenges')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'email_change')
    .where('created_at', '>', since)
    .execute();
  return rows.map((r) => r.created_at);
}

/** Kills the user's open email-change challenges (a new request replaces the old), then adds one. */
export async function replaceEmailChangeChallenge(
  db: Db,
  c: { userId: string; email: string; codeHash: string | null; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .updateTable('otp_challenges')
    .set({ consumed_at: c.now })
    .where('user_id', '=', c.userId)
    .where('purpose', '=', 'email_change')
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('otp_challenges')
    .values({
      id: uuidv7(),
      purpose: 'email_change',
      email: c.email,
      user_id: c.userId,
      code_hash: c.codeHash,
      expires_at: c.expiresAt,
      consumed_at: null,
      verified_at: null,
      ticket_hash: null,
      created_at: c.now,
    })
    .execute();
}

/** The user's newest email-change challenge, row-locked so concurrent guesses are counted in turn. */
export async function latestEmailChangeForUpdate(db: Db, userId: string): Promise<Challenge | undefined> {
  const row = await db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', 'email_change')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  return row && toChallenge(row);
}
