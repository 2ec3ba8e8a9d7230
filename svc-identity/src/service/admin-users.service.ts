// The admin's user management (issue 10): the user report, the edit (name, profile name, status),
// deletion (anonymisation), and the recently disabled users the gateway refuses at once. Every
// change is checked against the self and last-admin rules, revokes the user's sessions when it takes
// the account out of use, and writes its events and its audit record in the same transaction.
import { AppError, auditPayload, isUuid, type Actor } from '@atelier/platform';
import { ADMIN_LIMITS, AUTH_MSG, type AuditAction } from '@atelier/contracts';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import {
  anonymisedFields,
  assertMayDisable,
  auditView,
  validateName,
  validateProfileName,
  type SettableStatus,
  type User,
} from '../domain/user';
import { publishUserProfileUpdated, publishUserStatusChanged } from '../events/user-events.publisher';
import type { Db } from '../repo/database';
import { deleteLinksOf } from '../repo/oauth-links.repository';
import * as usersRepo from '../repo/users.repository';
import type { IdentityContext } from './context';
import { endUserSessions } from './session-revocation';

const notFound = () => new AppError('NOT_FOUND', AUTH_MSG.userNotFound);

/** The audit records' `service`. */
const SERVICE = 'identity';

export const USERS_PAGE_MAX = 100;

/** The user report: a page (ADMIN_LIMITS.userPageSize by default), newest first, deleted users excluded. */
export async function listUsers(
  ctx: IdentityContext,
  input: usersRepo.UserFilter & { page: number; pageSize: number },
): Promise<{ users: User[]; total: number }> {
  const size = input.pageSize > 0 ? Math.min(input.pageSize, USERS_PAGE_MAX) : ADMIN_LIMITS.userPageSize;
  const page = Math.max(1, input.page);
  const filter = { search: input.search?.trim(), status: input.status, subscriptionType: input.subscriptionType };
  const { rows, total } = await usersRepo.listUsers(ctx.db, filter, size, (page - 1) * size);
  return { users: rows.map(usersRepo.toUser), total };
}

/**
 * Locks what the self and last-admin rules read, then the user's row: the active admins first when
 * the target is an admin (role never changes, so reading it unlocked is safe), in one order for
 * every caller. Returns the locked row, or throws NOT_FOUND (deleted users are gone for admins too).
 */
async function lockTarget(trx: Db, userId: string): Promise<{ row: usersRepo.UserRow; activeAdmins: number }> {
  const peek = isUuid(userId) ? await usersRepo.findUserById(trx, userId) : undefined;
  if (!peek || peek.status === 'deleted') throw notFound();
  const activeAdmins = peek.role === 'admin' ? await usersRepo.lockActiveAdmins(trx) : 0;
  const row = await usersRepo.findUserByIdForUpdate(trx, userId);
  if (!row || row.status === 'deleted') throw notFound();
  return { row, activeAdmins };
}

function audit(ctx: IdentityContext, trx: Db, actor: Actor, action: AuditAction, userId: string, before: unknown, after?: unknown) {
  return ctx.outbox.add(
    trx,
    topicEvent(TOPICS.audit, 'AdminActionRecorded', userId, auditPayload(actor, { action, entity_type: 'user', entity_id: userId, before, after }, SERVICE, ctx.now())),
  );
}

export interface AdminEdit {
  userId: string;
  /** Absent: unchanged (SetUserStatus changes the status only). */
  name?: string;
  profileName?: string;
  status: SettableStatus;
}

/**
 * The admin edit. Taking the account out of use (block, deactivate) is refused for the admin
 * themselves and for the last active admin; it revokes every session of the user. Emits
 * UserProfileUpdated / UserStatusChanged for what changed and records user.update; an edit that
 * changes nothing writes nothing.
 */
export async function updateUser(ctx: IdentityContext, actor: Actor, input: AdminEdit): Promise<User> {
  const name = input.name === undefined ? undefined : validateName(input.name);
  const profileName = input.profileName === undefined ? undefined : validateProfileName(input.profileName);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const { row, activeAdmins } = await lockTarget(trx, input.userId);
    const before = usersRepo.toUser(row);
    if (input.status !== 'active' && input.status !== before.status) assertMayDisable(actor.id, before, activeAdmins);
    const next = { name: name ?? before.name, profileName: profileName ?? before.profileName, status: input.status };
    const profileChanged = next.name !== before.name || next.profileName !== before.profileName;
    const statusChanged = next.status !== before.status;
    if (!profileChanged && !statusChanged) return before;
    const user = usersRepo.toUser((await usersRepo.updateByAdmin(trx, before.id, { ...next, now }))!);
    if (profileChanged) await publishUserProfileUpdated(ctx.outbox, trx, user);
    if (statusChanged) {
      if (user.status !== 'active') await endUserSessions(ctx.outbox, trx, user.id, `user_${user.status}`, now);
      await publishUserStatusChanged(ctx.outbox, trx, user);
    }
    await audit(ctx, trx, actor, 'user.update', user.id, auditView(before), auditView(user));
    return user;
  });
}

/**
 * Deletion (admin-design decision 1): the row is anonymised — name and email replaced, profile
 * name and picture cleared, password and Google links removed — its sessions revoked, and
 * UserStatusChanged{status: 'deleted'} tells every other service to erase what it holds of them
 * (preceded by UserProfileUpdated with the anonymised name and email).
 * The id stays (ledgers, images and the audit log refer to it). The audit record keeps no personal
 * data either: only the role and status the account had.
 */
export async function deleteUser(ctx: IdentityContext, actor: Actor, userId: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const { row, activeAdmins } = await lockTarget(trx, userId);
    assertMayDisable(actor.id, usersRepo.toUser(row), activeAdmins);
    const user = usersRepo.toUser((await usersRepo.anonymiseUser(trx, row.id, { ...anonymisedFields(row.id), now }))!);
    await deleteLinksOf(trx, row.id);
    await endUserSessions(ctx.outbox, trx, row.id, 'user_deleted', now);
    // The anonymised profile too: a projection that only follows profile updates (billing's
    // customers) forgets the name and email without knowing about deletion.
    await publishUserProfileUpdated(ctx.outbox, trx, user);
    await publishUserStatusChanged(ctx.outbox, trx, user);
    await audit(ctx, trx, actor, 'user.delete', row.id, { role: row.role, status: row.status });
  });
}

/** Users blocked, deactivated or deleted since `since` (the gateway's start-up list). */
export function listDisabledUsersSince(ctx: IdentityContext, since: Date): Promise<string[]> {
  return usersRepo.listDisabledSince(ctx.db, since);
}
