// The one-time code flow shared by sign-up and password reset: send (rate-limited, replacing the
// previous code), verify (attempt-limited, returns a ticket), and take the ticket when completing.
import { AppError } from '@atelier/platform';
import { sql } from 'kysely';
import { AUTH_MSG } from '@atelier/contracts';
import {
  CODE_TTL_MS,
  assertSendAllowed,
  decideVerify,
  generateCode,
  hashCode,
  hashToken,
  isTicketLive,
  randomToken,
  wrongCodeError,
  type Challenge,
  type OtpPurpose,
} from '../domain/otp';
import { normalizeEmail } from '../domain/user';
import { accountExistsMail, resetCodeMail, signupCodeMail } from '../mail/identity-mails';
import type { Db } from '../repo/database';
import * as otpRepo from '../repo/otp.repository';
import { findUserByEmail } from '../repo/users.repository';
import type { IdentityContext } from './context';

/**
 * Sends a code for `purpose`. Answers the same whether or not the email has an account:
 * - signup, no account: a code;   signup, account exists: a notice mail (sign in or reset), no code;
 * - reset, account: a code;       reset, no account: nothing is sent.
 * Every case records a challenge row, so the rate limits (and their answers) are identical too.
 */
export async function sendCode(ctx: IdentityContext, purpose: OtpPurpose, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const now = ctx.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    // Serialises sends for one email so two parallel requests cannot both pass the rate limit.
    await sql`select pg_advisory_xact_lock(hashtext(${`identity.otp.${email}`}))`.execute(trx);
    assertSendAllowed(await otpRepo.recentSendTimes(trx, purpose, email, new Date(now.getTime() - 3_600_000)), now);
    const hasAccount = !!(await findUserByEmail(trx, email));
    const sendsCode = purpose === 'signup' ? !hasAccount : hasAccount;
    const code = sendsCode ? generateCode() : null;
    await otpRepo.replaceChallenge(trx, {
      purpose,
      email,
      codeHash: code && hashCode(ctx.pepper, purpose, email, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      now,
    });
    return { code };
  });

  if (outcome.code) {
    ctx.mail.dispatch(purpose === 'signup' ? signupCodeMail(email, outcome.code) : resetCodeMail(email, outcome.code));
    if (ctx.logCodes) ctx.logger.info({ email, code: outcome.code, purpose }, 'dev mailbox: one-time code');
  } else if (purpose === 'signup') {
    ctx.mail.dispatch(accountExistsMail(email, `${ctx.publicUrl}/login`, `${ctx.publicUrl}/forgot-password`));
  }
}

/** Checks a code against the email's latest challenge; returns a ticket for the completion step. */
export async function verifyCode(ctx: IdentityContext, purpose: OtpPurpose, rawEmail: string, code: string): Promise<string> {
  const email = normalizeEmail(rawEmail);
  const now = ctx.now();
  const submitted = hashCode(ctx.pepper, purpose, email, code.trim());
  // The wrong-attempt count must be committed even though the call fails, so the transaction
  // returns its verdict and the error is thrown after COMMIT.
  const result = await ctx.db.transaction().execute(async (trx) => {
    const challenge = await otpRepo.latestChallengeForUpdate(trx, purpose, email);
    const decision = decideVerify(challenge, submitted, now);
    if (decision.kind === 'rejected') return { error: decision.error };
    if (decision.kind === 'wrong') {
      await otpRepo.countWrongAttempt(trx, challenge!.id);
      return { error: wrongCodeError(decision.attemptsLeft) };
    }
    const ticket = randomToken();
    await otpRepo.markVerified(trx, challenge!.id, hashToken(ticket), now);
    return { ticket };
  });
  if ('error' in result) throw result.error;
  return result.ticket;
}

/** Inside the completing transaction: checks the ticket and uses it up. */
export async function takeTicket(
  trx: Db,
  purpose: OtpPurpose,
  email: string,
  ticket: string,
  now: Date,
): Promise<Challenge> {
  const challenge = ticket ? await otpRepo.findByTicketForUpdate(trx, purpose, email, hashToken(ticket)) : undefined;
  if (!challenge || !isTicketLive(challenge, now)) throw new AppError('INVALID_ARGUMENT', AUTH_MSG.ticketInvalid);
  await otpRepo.consumeChallenge(trx, challenge.id, now);
  return challenge;
}
