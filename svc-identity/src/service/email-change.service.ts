// Changing the login email (issue 11): a request (from UpdateProfile, after the current password)
// issues a code to the new address with the one-time-code machinery of sign-up and reset (HMAC,
// 10-minute expiry, 5 wrong tries, resend limits — domain/otp.ts); the email changes only when
// ConfirmEmailChange presents that code. The request answers alike whether or not another account
// uses the address: only the address's owner is told, by mail.
import { AppError, isUniqueViolation, isUuid } from '@atelier/platform';
import { sql } from 'kysely';
import { AUTH_MSG } from '@atelier/contracts';
import { CODE_TTL_MS, assertSendAllowed, decideVerify, generateCode, hashCode, wrongCodeError } from '../domain/otp';
import type { User } from '../domain/user';
import { publishUserProfileUpdated } from '../events/user-events.publisher';
import { emailChangeCodeMail, emailChangeTakenMail, emailChangedMail } from '../mail/identity-mails';
import type { Db } from '../repo/database';
import * as otpRepo from '../repo/otp.repository';
import * as usersRepo from '../repo/users.repository';
import type { IdentityContext } from './context';
import { endUserSessions } from './session-revocation';

/** The code is bound to the account and the address, so it confirms nothing else. */
const codeScope = (userId: string, email: string) => `${userId}:${email}`;

/** What to mail once the request's transaction has committed. */
export type EmailChangeMail = { kind: 'code'; to: string; code: string } | { kind: 'taken'; to: string };

/**
 * Inside the caller's transaction: records a challenge for `newEmail` (replacing the user's
 * previous one) under the send limits, counted per user. Both branches — address free or taken —
 * do the same queries and write one row; only the mail differs (sent after the answer).
 */
export async function requestEmailChange(trx: Db, ctx: IdentityContext, userId: string, newEmail: string, now: Date): Promise<EmailChangeMail> {
  // Serialises one user's requests so two parallel ones cannot both pass the send limit.
  await sql`select pg_advisory_xact_lock(hashtext(${`identity.email_change.${userId}`}))`.execute(trx);
  assertSendAllowed(await otpRepo.recentEmailChangeSendTimes(trx, userId, new Date(now.getTime() - 3_600_000)), now);
  const owner = await usersRepo.findUserByEmail(trx, newEmail);
  const code = owner ? null : generateCode();
  await otpRepo.replaceEmailChangeChallenge(trx, {
    userId,
    email: newEmail,
    codeHash: code && hashCode(ctx.pepper, 'email_change', codeScope(userId, newEmail), code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    now,
  });
  return code ? { kind: 'code', to: newEmail, code } : { kind: 'taken', to: newEmail };
}

export function sendEmailChangeMail(ctx: IdentityContext, mail: EmailChangeMail): void {
  if (mail.kind === 'code') {
    ctx.mail.dispatch(emailChangeCodeMail(mail.to, mail.code));
    if (ctx.logCodes) ctx.logger.info({ email: mail.to, code: mail.code, purpose: 'email_change' }, 'dev mailbox: one-time code');
  } else {
    ctx.mail.dispatch(emailChangeTakenMail(mail.to, `${ctx.publicUrl}/login`));
  }
}

/**
 * Checks the code against the user's latest email-change challenge and, when right, makes its
 * address the login email: other sessions are revoked, UserProfileUpdated carries the new email to
 * the services that keep a copy (billing, admin), and the old address gets a notice.
 * A wrong code is counted (committed although the call fails). When another account holds the
 * address by now — a confirmation that won the race, or a sign-up — the answer is ALREADY_EXISTS
 * and the code is used up; the unique constraint on users.email decides between concurrent ones.
 */
export async function confirmEmailChange(
  ctx: IdentityContext,
  input: { userId: string; code: string; currentSessionId: string },
): Promise<User> {
  if (!isUuid(input.userId)) throw new AppError('NOT_FOUND', AUTH_MSG.userNotFound);
  const userId = input.userId;
  const now = ctx.now();
  const keep = isUuid(input.currentSessionId) ? input.currentSessionId : undefined;
  let challengeId: string | undefined;
  try {
    const result = await ctx.db.transaction().execute(async (trx): Promise<{ error: AppError } | { user: User; oldEmail: string }> => {
      const challenge = await otpRepo.latestEmailChangeForUpdate(trx, userId);
      if (!challenge || challenge.consumedAt) return { error: new AppError('INVALID_ARGUMENT', AUTH_MSG.emailChangeNone) };
      const decision = decideVerify(challenge, hashCode(ctx.pepper, 'email_change', codeScope(userId, challenge.email), input.code.trim()), now);
      if (decision.kind === 'rejected') return { error: decision.error };
      if (decision.kind === 'wrong') {
        await otpRepo.countWrongAttempt(trx, challenge.id);
        return { error: wrongCodeError(decision.attemptsLeft) };
      }
      challengeId = challenge.id;
      await otpRepo.consumeChallenge(trx, challenge.id, now);
      const before = await usersRepo.findUserByIdForUpdate(trx, userId);
      if (!before) return { error: new AppError('NOT_FOUND', AUTH_MSG.userNotFound) };
      const holder = await usersRepo.findUserByEmail(trx, challenge.email);
      if (holder && holder.id !== userId) return { error: new AppError('ALREADY_EXISTS', AUTH_MSG.emailInUse) };
      const row = await usersRepo.setEmail(trx, userId, challenge.email, now);
      const user = usersRepo.toUser(row!);
      await endUserSessions(ctx.outbox, trx, userId, 'email_changed', now, keep);
      await publishUserProfileUpdated(ctx.outbox, trx, user);
      return { user, oldEmail: before.email };
    });
    if ('error' in result) throw result.error;
    if (result.oldEmail !== result.user.email) {
      ctx.mail.dispatch(emailChangedMail(result.oldEmail, result.user.email, `${ctx.publicUrl}/forgot-password`));
    }
    return result.user;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Lost the race for the address: the transaction rolled back, so use the code up here.
    if (challengeId) await otpRepo.consumeChallenge(ctx.db, challengeId, now);
    throw new AppError('ALREADY_EXISTS', AUTH_MSG.emailInUse);
  }
}
