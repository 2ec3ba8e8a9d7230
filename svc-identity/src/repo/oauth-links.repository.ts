// Queries on oauth_links: external identities (provider + subject) linked to users.
import type { Db } from './database';

export async function findLinkedUserId(db: Db, provider: string, subject: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('oauth_links')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id;
}

export async function insertLink(db: Db, l: { provider: string; subject: string; userId: string; email: string; now: Date }): Promise<void> {
  await db
    .insertInto('oauth_links')
    .values({ provider: l.provider, subject: l.subject, user_id: l.userId, email: l.email, created_at: l.now })
    .execute();
}

/** Unlinks every external identity of a user (deletion: their Google account no longer signs in here). */
export async function deleteLinksOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('oauth_links').where('user_id', '=', userId).execute();
}
