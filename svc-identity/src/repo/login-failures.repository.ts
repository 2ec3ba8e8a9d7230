// Queries on login_failures (the per-email sign-in throttle).
import type { Db } from './database';

export async function countRecentFailures(db: Db, email: string, since: Date): Promise<number> {
  const r = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('email', '=', email)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function recordFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await db.insertInto('login_failures').values({ email, ip, created_at: now }).execute();
}

/** A successful sign-in starts the count afresh. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
