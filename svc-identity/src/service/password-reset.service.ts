// Password reset by emailed code: start/resend and verify live in codes.service; completing sets
// the new password and signs the account out everywhere.
import { AppError } from '@atelier/platform';
import { AUTH_MSG } from '@atelier/contracts';
import { hashPassword } from '../domain/password';
import { validateNewPassword } from '../domain/password-strength';
import { assertPasswordsMatch, normalizeEmail, validatePassword } from '../domain/user';
import { findUserByEmail, setPasswordHash } from '../repo/users.repository';
import { takeTicket } from './codes.service';
import type { IdentityContext } from './context';
import { endUserSessions } from './session-revocation';

export async function completePasswordReset(
  ctx: IdentityContext,
  input: { email: string; password: string; confirmPassword?: string; ticket: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  validatePassword(input.password);
  // confirm_password is optional on the wire (older gateways send only the password).
  if (input.confirmPassword) assertPasswordsMatch(input.password, input.confirmPassword);
  // The account's own words count against it; read without a lock: they only feed the check.
  const known = await findUserByEmail(ctx.db, email);
  validateNewPassword(input.password, known ? [email, known.name, known.profile_name] : [email]);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await takeTicket(trx, 'reset', email, input.ticket, now);
    const user = await findUserByEmail(trx, email);
    // A reset code is only ever sent to an existing account; this is an account deleted since.
    if (!user) throw new AppError('INVALID_ARGUMENT', AUTH_MSG.ticketInvalid);
    await setPasswordHash(trx, user.id, passwordHash, now);
    await endUserSessions(ctx.outbox, trx, user.id, 'password_reset', now);
  });
}
