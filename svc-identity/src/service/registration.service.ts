// Sign-up by emailed code: start/resend (codes.service), verify, then complete with the ticket.
import { AppError, isUniqueViolation } from '@atelier/platform';
import { AUTH_MSG } from '@atelier/contracts';
import { hashPassword } from '../domain/password';
import { validateNewPassword } from '../domain/password-strength';
import { normalizeEmail, validateName, validateProfileName, type User } from '../domain/user';
import { publishUserRegistered } from '../events/user-events.publisher';
import { insertUser, toUser } from '../repo/users.repository';
import { takeTicket } from './codes.service';
import type { IdentityContext } from './context';

export interface CompleteRegistrationInput {
  email: string;
  name: string;
  profileName: string;
  password: string;
  ticket: string;
}

/** Creates the account (role user, free, active) and its UserRegistered event in one transaction. */
export async function completeRegistration(ctx: IdentityContext, input: CompleteRegistrationInput): Promise<User> {
  const email = normalizeEmail(input.email);
  const name = validateName(input.name);
  const profileName = validateProfileName(input.profileName);
  const passwordHash = await hashPassword(validateNewPassword(input.password, [email, name, profileName]));
  const now = ctx.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await takeTicket(trx, 'signup', email, input.ticket, now);
      const user = toUser(await insertUser(trx, { email, name, profileName, role: 'user', passwordHash, now }));
      await publishUserRegistered(ctx.outbox, trx, user);
      return user;
    });
  } catch (err) {
    // Only reachable if the account was created (e.g. via Google) after the code was sent.
    if (isUniqueViolation(err)) throw new AppError('ALREADY_EXISTS', AUTH_MSG.accountExists);
    throw err;
  }
}
