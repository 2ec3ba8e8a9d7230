// Google sign-in: begin (authorization URL + state/nonce/PKCE for the gateway's cookie) and
// complete (find the user by the provider's `sub`, link or create, start a session).
import { AppError } from '@atelier/platform';
import { AUTH_MSG, LIMITS } from '@atelier/contracts';
import { inactiveAccountError, normalizeEmail, profileNameFromEmail, type User } from '../domain/user';
import { publishUserRegistered } from '../events/user-events.publisher';
import type { OidcBegin, OidcClaims } from '../oidc/google.client';
import type { Db } from '../repo/database';
import { findLinkedUserId, insertLink } from '../repo/oauth-links.repository';
import { findUserByEmail, findUserById, insertUser, toUser } from '../repo/users.repository';
import type { IdentityContext } from './context';
import { startSession, type ClientInfo, type SignedIn } from './sessions.service';

const PROVIDER = 'google';

function googleOf(ctx: IdentityContext) {
  if (!ctx.google) throw new AppError('FAILED_PRECONDITION', AUTH_MSG.googleNotConfigured);
  return ctx.google;
}

export async function beginGoogleSignIn(ctx: IdentityContext, redirectUri: string): Promise<OidcBegin> {
  const google = googleOf(ctx);
  // A caller bug (the gateway always sends its callback URL), so the message is for developers.
  if (!URL.canParse(redirectUri)) throw new AppError('INVALID_ARGUMENT', 'redirect_uri must be an absolute URL');
  return google.begin(redirectUri);
}

export async function completeGoogleSignIn(
  ctx: IdentityContext,
  input: { callbackUrl: string; redirectUri: string; state: string; nonce: string; codeVerifier: string; client: ClientInfo },
): Promise<SignedIn> {
  const claims = await googleOf(ctx).complete(input);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const user = await resolveUser(ctx, trx, claims, now);
    const blocked = inactiveAccountError(user.status);
    if (blocked) throw blocked;
    return { user, session: await startSession(trx, user, input.client, 'google', now) };
  });
}

/**
 * By `sub` first (emails can change at the provider). Otherwise by email, but only when the
 * provider vouches for the address (email_verified === true): linking on an unverified email would
 * let whoever typed someone else's address into their Google account take over that account.
 * The same rule applies to new accounts, which would otherwise squat the address.
 */
async function resolveUser(ctx: IdentityContext, trx: Db, claims: OidcClaims, now: Date): Promise<User> {
  const linked = await findLinkedUserId(trx, PROVIDER, claims.sub);
  if (linked) {
    const row = await findUserById(trx, linked);
    if (row) return toUser(row);
  }
  if (!claims.email) throw new AppError('FAILED_PRECONDITION', AUTH_MSG.googleNoEmail);
  const email = normalizeEmail(claims.email);
  const existing = await findUserByEmail(trx, email);
  if (!claims.emailVerified) {
    throw new AppError('PERMISSION_DENIED', existing ? AUTH_MSG.googleEmailUnverified : AUTH_MSG.googleEmailUnverifiedNew);
  }
  let user: User;
  if (existing) {
    user = toUser(existing);
  } else {
    const name = claims.name?.trim().slice(0, LIMITS.nameMax) || profileNameFromEmail(email);
    user = toUser(
      await insertUser(trx, {
        email,
        name,
        profileName: profileNameFromEmail(email),
        profilePic: claims.picture ?? null,
        role: 'user',
        passwordHash: null,
        now,
      }),
    );
    await publishUserRegistered(ctx.outbox, trx, user);
  }
  await insertLink(trx, { provider: PROVIDER, subject: claims.sub, userId: user.id, email, now });
  return user;
}
