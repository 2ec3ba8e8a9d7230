// Queries on users, one per use case.
import { uuidv7 } from '@atelier/platform';
import type { Selectable } from 'kysely';
import type { Role, SubscriptionType, User, UserStatus } from '../domain/user';
import type { Db, UsersTable } from './database';

export type UserRow = Selectable<UsersTable>;

export function toUser(r: UserRow): User {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    profileName: r.profile_name,
    profilePic: r.profile_pic,
    role: r.role,
    subscriptionType: r.subscription_type,
    status: r.status,
    createdAt: r.created_at,
  };
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByIdForUpdate(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface NewUser {
  email: string;
  name: string;
  profileName: string;
  profilePic?: string | null;
  role: Role;
  passwordHash: string | null;
  now: Date;
}

/** Throws a unique violation (users_email_key) when the email is taken. */
export function insertUser(db: Db, u: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      id: uuidv7(),
      email: u.email,
      name: u.name,
      profile_name: u.profileName,
      profile_pic: u.profilePic ?? null,
      role: u.role,
      subscription_type: 'free',
      status: 'active',
      password_hash: u.passwordHash,
      created_at: u.now,
      updated_at: u.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
}

/** The admin's edit of a user (issue 10). */
export function updateByAdmin(
  db: Db,
  userId: string,
  p: { name: string; profileName: string; status: UserStatus; now: Date },
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ name: p.name, profile_name: p.profileName, status: p.status, updated_at: p.now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletion: the row keeps its id, role and dates; personal data and the password go. */
export function anonymiseUser(
  db: Db,
  userId: string,
  p: { name: string; email: string; profileName: string; profilePic: null; now: Date },
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ name: p.name, email: p.email, profile_name: p.profileName, profile_pic: p.profilePic, password_hash: null, status: 'deleted', updated_at: p.now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Locks every active admin row (in id order, so concurrent callers queue rather than deadlock) and
 * counts them. A concurrent demotion that committed meanwhile is seen once the lock is granted
 * (PostgreSQL re-checks a locked row's WHERE), so the last-admin rule cannot be passed twice.
 */
export async function lockActiveAdmins(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.length;
}

/** Ids of users blocked, deactivated or deleted at or after `since` (updated_at marks the change;
 *  a later profile edit of a disabled user only makes the answer longer, never wrong). */
export async function listDisabledSince(db: Db, since: Date): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('status', '<>', 'active').where('updated_at', '>=', since).execute();
  return rows.map((r) => r.id);
}

export async function anyAdminExists(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
  return !!row;
}

export interface UserFilter {
  search?: string;
  status?: UserStatus;
  subscriptionType?: SubscriptionType;
}

/** The admin user report: one page, newest first, plus the total across pages. Deleted users are
 *  never listed. */
export async function listUsers(db: Db, f: UserFilter, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
  let q = db.selectFrom('users').where('status', '<>', 'deleted');
  if (f.search) {
    // Escape LIKE wildcards so a search for "50%" means the literal text.
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like)]));
  }
  if (f.status) q = q.where('status', '=', f.status);
  if (f.subscriptionType) q = q.where('subscription_type', '=', f.subscriptionType);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** False when no such user exists. */
/** The user as updated; undefined for an unknown user. */
export function setSubscriptionType(db: Db, userId: string, tier: SubscriptionType, now: Date): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ subscription_type: tier, updated_at: now }).where('id', '=', userId).returningAll().executeTakeFirst();
}

/** Name and profile name only: the login email changes through confirmEmail. */
export function updateNames(db: Db, userId: string, p: { name: string; profileName: string; now: Date }): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ name: p.name, profile_name: p.profileName, updated_at: p.now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** A confirmed email change. Throws a unique violation (users_email_key) when the address was
 *  taken meanwhile: the constraint is the final judge between two confirmations. */
export function setEmail(db: Db, userId: string, email: string, now: Date): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ email, updated_at: now }).where('id', '=', userId).returningAll().executeTakeFirst();
}
