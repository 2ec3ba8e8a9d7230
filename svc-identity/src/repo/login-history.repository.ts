// Queries on login_history.
import { uuidv7 } from '@atelier/platform';
import type { Db } from './database';

export interface LoginEntry {
  createdAt: Date;
  ip: string;
  browser: string;
  os: string;
}

export async function recordLogin(
  db: Db,
  e: { userId: string; method: 'password' | 'google'; ip: string; browser: string; os: string; userAgent: string; now: Date },
): Promise<void> {
  await db
    .insertInto('login_history')
    .values({
      id: uuidv7(),
      user_id: e.userId,
      method: e.method,
      ip: e.ip,
      browser: e.browser,
      os: e.os,
      user_agent: e.userAgent,
      created_at: e.now,
    })
    .execute();
}

/** Newest first. */
export async function listLogins(db: Db, userId: string, limit: number): Promise<LoginEntry[]> {
  const rows = await db
    .selectFrom('login_history')
    .select(['created_at', 'ip', 'browser', 'os'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ createdAt: r.created_at, ip: r.ip, browser: r.browser, os: r.os }));
}

/** The distinct addresses `userId` signed in from since `since` (the throttle's familiar clients);
 *  capped, newest first, so a much-travelled account costs one small read. */
export async function recentLoginIps(db: Db, userId: string, since: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .selectFrom('login_history')
    .select('ip')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .groupBy('ip')
    .orderBy((eb) => eb.fn.max('created_at'), 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.ip);
}
