// Handlers of the signed-in account routes, the same for /users/* and /admin/* (spec §7): the
// caller is always the subject of the verified access token, never an id from the body.
import { AUTH_MSG, LIMITS } from '@atelier/contracts';
import { clientInfo, type Handler, type Handlers, type Services } from './context';
import { cacheKeys } from '../cache/read-cache';
import { cachedAnswer } from '../cache/cached-answer';
import type { AccessClaims } from '../session/auth';
import { adminProfile, loginActivity, publicUser, type IdentityUser } from './user-record';
import { httpStatusOf } from '@atelier/platform';

function required(user: IdentityUser | null | undefined): IdentityUser {
  if (!user) throw new Error('identity answered without a user');
  return user;
}

/** The caller's own record, from the read cache (identity's profile events keep it current); the
 *  key is the verified token's subject. */
const ownUser = (s: Services, claims: AccessClaims): Promise<IdentityUser> =>
  s.reads.get(cacheKeys.user(claims.sub), async () => required((await s.identity.GetUser({ user_id: claims.sub })).user));

export const getMe: Handler<'getMe'> = async (s, { claims, reply }) => cachedAnswer(reply, 'getMe', await ownUser(s, claims), (u) => ({ status: 'success', user: publicUser(u) }));

export const adminGetMe: Handler<'adminGetMe'> = async (s, { claims, reply }) =>
  cachedAnswer(reply, 'adminGetMe', await ownUser(s, claims), (u) => ({ status: 'success', user: adminProfile(u) }));

export const loginHistory: Handler<'loginHistory' | 'adminLoginHistory'> = async (s, { claims }) => {
  const res = await s.identity.ListLoginHistory({ user_id: claims.sub, limit: LIMITS.loginHistory });
  return { status: 'success', data: res.entries.map(loginActivity) };
};

export const updatePassword: Handler<'updatePassword' | 'adminUpdatePassword'> = async (s, { body, claims }) => {
  await s.identity.UpdatePassword({ user_id: claims.sub, current_session_id: claims.sid, ...body });
  return { status: 'success', msg: AUTH_MSG.passwordUpdated };
};

/** A new email is only requested here (current password, code to the new address): `data.email`
 *  stays the login email and `pending_email` names the address the code went to. The answer is
 *  the same whether or not another account uses that address (identity answers alike). */
export const updateProfile: Handler<'updateProfile' | 'adminUpdateProfile'> = async (s, { body, claims, request }) => {
  const res = await s.identity.UpdateProfile({ user_id: claims.sub, ...body, client: clientInfo(request) });
  s.reads.invalidate(cacheKeys.user(claims.sub));
  const u = required(res.user);
  const data = { name: u.name, email: u.email, profile_name: u.profile_name };
  return res.pending_email
    ? { status: 'success', msg: AUTH_MSG.emailChangeCodeSent, data: { ...data, pending_email: res.pending_email } }
    : { status: 'success', msg: AUTH_MSG.profileUpdated, data };
};

/** The code from the new address makes it the login email; other sessions are signed out. */
export const confirmEmailChange: Handler<'confirmEmailChange' | 'adminConfirmEmailChange'> = async (s, { body, claims }) => {
  const res = await s.identity.ConfirmEmailChange({ user_id: claims.sub, code: body.otp, current_session_id: claims.sid });
  s.reads.invalidate(cacheKeys.user(claims.sub));
  const u = required(res.user);
  return { status: 'success', msg: AUTH_MSG.emailChanged, data: { name: u.name, email: u.email, profile_name: u.profile_name } };
};

/** Clears the cookies even when the session is already gone; only an unreachable identity fails it.
 *  This gateway refuses the session's access token at once; identity's SessionsRevoked tells the
 *  others (and ends the session's live streams everywhere). */
export const logout: Handler<'logout' | 'adminLogout'> = async (s, { claims, reply }) => {
  try {
    await s.identity.RevokeSession({ session_id: claims.sid });
  } catch (err) {
    if (httpStatusOf(err).status >= 500) throw err;
  }
  s.app.revocations.revokeSessions([claims.sid]);
  s.cookies.clearSession(reply);
  return { status: 'success', msg: AUTH_MSG.loggedOut };
};

/** The user and admin areas share the account handlers; only the profile answer differs. */
export const accountHandlers = {
  getMe,
  loginHistory,
  updatePassword,
  updateProfile,
  confirmEmailChange,
  logout,
  adminGetMe,
  adminLoginHistory: loginHistory,
  adminUpdatePassword: updatePassword,
  adminUpdateProfile: updateProfile,
  adminConfirmEmailChange: confirmEmailChange,
  adminLogout: logout,
} satisfies Partial<Handlers>;
