// The signed-in account (profile, password, login history). The admin's changes: admin-users.service.ts.
import { AppError, isUniqueViolation, isUuid } from '@atelier/platform';
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
import { publishUserProfileUpdated } from '../events/user-events.publisher';
import { listLogins, type LoginEntry } from '../repo/login-history.repository';
import * as usersRepo from '../repo/users.repository';
import type { IdentityContext } from './context';
import { endUserSessions } from './session-revocation';

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

export async function updateProfile(
  ctx: IdentityContext,
  input: { userId: string; name: string; email: string; profileName: string },
): Promise<User> {
  const name = validateName(input.name);
  const profileName = validateProfileName(input.profileName);
  const email = normalizeEmail(input.email);
  if (!isUuid(input.userId)) throw notFound();
  const now = ctx.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await usersRepo.updateProfile(trx, input.userId, { name, email, profileName, now });
      if (!row) throw notFound();
      const user = usersRepo.toUser(row);
      await publishUserProfileUpdated(ctx.outbox, trx, user);
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('ALREADY_EXISTS', AUTH_MSG.emailInUse);
    throw err;
  }
}
