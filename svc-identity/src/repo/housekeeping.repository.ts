// Deletes rows no rule reads any more: old code challenges, dead sessions (their retired tokens go
// with them, on delete cascade) and old sign-in failures.
import type { Db } from './database';

export interface Purged {
  challenges: number;
  sessions: number;
  loginFailures: number;
}

export async function purgeBefore(db: Db, cutoff: Date): Promise<Purged> {
  const challenges = await db.deleteFrom('otp_challenges').where('created_at', '<', cutoff).executeTakeFirst();
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .executeTakeFirst();
  const failures = await db.deleteFrom('login_failures').where('created_at', '<', cutoff).executeTakeFirst();
  return {
    challenges: Number(challenges.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    loginFailures: Number(failures.numDeletedRows),
  };
}
