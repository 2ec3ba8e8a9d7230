// Queries on login_failures (the sign-in throttle's memory). The `ip` column holds the throttle's
// client key (domain/login-throttle clientKey: IPv4, or an IPv6 /64), not always a raw address.
import { sql } from 'kysely';
import type { FailureCounts } from '../domain/login-throttle';
import type { Db } from './database';

/** This client's and everyone's failures against `email` since `since`, the newest one, and this
 *  client's oldest. */
export async function failureCounts(db: Db, email: string, client: string, since: Date): Promise<FailureCounts> {
  const r = await db
    .selectFrom('login_failures')
    .select([
      sql<string>`count(*)`.as('account'),
      sql<string>`count(*) filter (where ip = ${client})`.as('client'),
      (eb) => eb.fn.max('created_at').as('last'),
      sql<Date | null>`min(created_at) filter (where ip = ${client})`.as('client_oldest'),
    ])
    .where('email', '=', email)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { account: Number(r.account), client: Number(r.client), lastFailureAt: r.last ?? null, clientOldestAt: r.client_oldest ? new Date(r.client_oldest) : null };
}

/** Counts an attempt as a failure before its password is checked (so concurrent attempts cannot
 *  all slip past the limits); a success deletes it again. Returns the row's id. */
export async function recordFailure(db: Db, email: string, client: string, now: Date): Promise<string> {
  const r = await db.insertInto('login_failures').values({ email, ip: client, created_at: now }).returning('id').executeTakeFirstOrThrow();
  return String(r.id);
}

export async function deleteFailure(db: Db, id: string): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** A successful sign-in clears that client's count only: other clients' failures (an attacker's)
 *  keep counting, so the owner signing in does not reopen the door for them. */
export async function clearClientFailures(db: Db, email: string, client: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).where('ip', '=', client).execute();
}
