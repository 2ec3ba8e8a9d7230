// The signed-in account (profile, password, login history). The admin's changes: admin-users.service.ts.
import { AppError, isUuid } from '@atelier/platform';
import { AUTH_MSG, LIMITS, MSG } from '@atelier/contracts';
import { hashPassword, verifyPassword } from '../domain/password';
import { validateNewPassword } from '../domain/password-strength';
import {
  assertPasswordsMatch,
  normalizeEmail,
  validateName,
  validatePassword,
  validateProfileName,
  type User,
} from '../domain/user';
import { clientKey } from '../domain/login-throttle';
import { publishUserProfileUpdated } from '../events/user-events.publisher';
import { deleteFailure } from '../repo/login-failures.repository';
import { listLogins, type LoginEntry } from '../repo/login-history.repository';
import * as usersRepo from '../repo/users.repository';
import type { IdentityContext } from './context';
import { requestEmailChange, sendEmailChangeMail } from './email-change.service';
import { endUserSessions } from './session-revocation';
import { reserveAttempt, type ClientInfo } from './sessions.service';

/** The login history page shows the last LIMITS.loginHistory (10) sign-ins; asking for more gets that many. */
const LOGIN_HISTORY_MAX = LIMITS.loginHistory;

const notFound = () => new AppError('NOT_FOUND', AUTH_MSG.userNotFound);

export async function getUser(ctx: IdentityContext, userId: string): Promise<User> {
  const row = isUuid(userId) ? await usersRepo.findUserById(ctx.db, userId) : undefined;
  if (!row) throw notFound();
  return usersRepo.toUser(row);
}

export async function listLoginHistory(ctx: IdentityContext, userId: string, limit: number): Promise<LoginEntry[]> {
  if (!isUuid(userId)) throw notFound();
  const n = limit > 0 ? Math.min(limit, LOGIN_HISTORY_MAX) : LOGIN_HISTORY_MAX;
  return listLogins(ctx.db, userId, n);
}

/** Checks the old password, sets the new one, and signs out every other session at once (the
 *  caller's own stays signed in, its refresh token unchanged: see docs/identity.md). */
export async function updatePassword(
  ctx: IdentityContext,
  input: { userId: string; oldPassword: string; newPassword: string; confirmPassword: string; currentSessionId: string },
): Promise<void> {
  validatePassword(input.newPassword, MSG.newPassword);
  assertPasswordsMatch(input.newPassword, input.confirmPassword);
  const row = isUuid(input.userId) ? await usersRepo.findUserById(ctx.db, input.userId) : undefined;
  if (!row) throw notFound();
  // INVALID_ARGUMENT, not UNAUTHENTICATED: the caller is signed in, only the form is wrong.
  if (!(await verifyPassword(row.password_hash, input.oldPassword))) {
    throw new AppError('INVALID_ARGUMENT', AUTH_MSG.oldPasswordIncorrect);
  }
  // After the old-password check, so the dictionary answer is no oracle for a session thief.
  validateNewPassword(input.newPassword, [row.email, row.name, row.profile_name], MSG.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.now();
  const keep = isUuid(input.currentSessionId) ? input.currentSessionId : undefined;
  await ctx.db.transaction().execute(async (trx) => {
    await usersRepo.setPasswordHash(trx, row.id, passwordHash, now);
    await endUserSessions(ctx.outbox, trx, row.id, 'password_changed', now, keep);
  });
}

/**
 * Name and profile name change at once. A different email is only *requested*: it needs the
 * current password (a wrong one is counted by the sign-in throttle, like a failed sign-in), and a
 * code goes to the new address (requestEmailChange). The answer is the same whether or not another
 * account uses that address — same status, same body, the same password check and queries — so
 * the profile form cannot be used to find out who has an account.
 */
export async function updateProfile(
  ctx: IdentityContext,
  input: { userId: string; name: string; email: string; profileName: string; currentPassword?: string; client?: ClientInfo },
): Promise<{ user: User; pendingEmail?: string }> {
  const name = validateName(input.name);
  const profileName = validateProfileName(input.profileName);
  const email = normalizeEmail(input.email);
  const row = isUuid(input.userId) ? await usersRepo.findUserById(ctx.db, input.userId) : undefined;
  if (!row) throw notFound();
  const changesEmail = email !== row.email;
  if (changesEmail) await checkCurrentPassword(ctx, row, input.currentPassword ?? '', input.client);
  const now = ctx.now();
  const { user, mail } = await ctx.db.transaction().execute(async (trx) => {
    const updated = await usersRepo.updateNames(trx, row.id, { name, profileName, now });
    if (!updated) throw notFound();
    const user = usersRepo.toUser(updated);
    await publishUserProfileUpdated(ctx.outbox, trx, user);
    return { user, mail: changesEmail ? await requestEmailChange(trx, ctx, row.id, email, now) : undefined };
  });
  if (mail) sendEmailChangeMail(ctx, mail);
  return mail ? { user, pendingEmail: email } : { user };
}

/** The current password of an email change, guarded like a sign-in: the attempt is counted by the
 *  sign-in throttle (per account and client) before the hash is checked, and kept when it is wrong.
 *  INVALID_ARGUMENT, not UNAUTHENTICATED: the caller is signed in, only the form is wrong. */
async function checkCurrentPassword(ctx: IdentityContext, row: usersRepo.UserRow, password: string, client?: ClientInfo): Promise<void> {
  if (!password) throw new AppError('INVALID_ARGUMENT', AUTH_MSG.currentPasswordRequired);
  const attempt = await reserveAttempt(ctx, row.email, clientKey(client?.ip ?? ''), ctx.now());
  if (!(await verifyPassword(row.password_hash, password))) throw new AppError('INVALID_ARGUMENT', AUTH_MSG.currentPasswordIncorrect);
  await deleteFailure(ctx.db, attempt);
}
