// The IdentityService gRPC implementation: each handler maps the request to a use case and the
// result back to proto. No rules and no SQL here.
import type { IdentityServiceDefinition } from '@atelier/proto/gen/atelier/identity/v1/IdentityService';
import { requireAdmin, type ServiceImpl } from '@atelier/platform';
import * as account from '../service/account.service';
import * as admin from '../service/admin-users.service';
import { sendCode, verifyCode } from '../service/codes.service';
import { confirmEmailChange } from '../service/email-change.service';
import type { IdentityContext } from '../service/context';
import { beginGoogleSignIn, completeGoogleSignIn } from '../service/google-sign-in.service';
import { completePasswordReset } from '../service/password-reset.service';
import { completeRegistration } from '../service/registration.service';
import * as sessions from '../service/sessions.service';
import {
  fromClientInfo,
  optionalStatus,
  optionalSubscription,
  requiredStatus,
  requiredTime,
  toProtoSession,
  toProtoUser,
} from './mapping';

/** One async handler per RPC, typed from the generated definition (a missing one does not compile). */
export type IdentityImpl = ServiceImpl<IdentityServiceDefinition>;

export function identityHandlers(ctx: IdentityContext): IdentityImpl {
  const signedIn = (r: sessions.SignedIn) => ({ user: toProtoUser(r.user), session: toProtoSession(r.session) });
  return {
    async Login(req) {
      return signedIn(await sessions.login(ctx, { email: req.email, password: req.password, client: fromClientInfo(req.client) }));
    },

    async StartRegistration(req) {
      await sendCode(ctx, 'signup', req.email);
      return {};
    },
    async ResendRegistrationCode(req) {
      await sendCode(ctx, 'signup', req.email);
      return {};
    },
    async VerifyRegistrationCode(req) {
      return { ticket: await verifyCode(ctx, 'signup', req.email, req.code) };
    },
    async CompleteRegistration(req) {
      const user = await completeRegistration(ctx, {
        email: req.email,
        name: req.name,
        profileName: req.profile_name,
        password: req.password,
        ticket: req.ticket,
      });
      return { user: toProtoUser(user) };
    },

    async StartPasswordReset(req) {
      await sendCode(ctx, 'reset', req.email);
      return {};
    },
    async ResendPasswordResetCode(req) {
      await sendCode(ctx, 'reset', req.email);
      return {};
    },
    async VerifyPasswordResetCode(req) {
      return { ticket: await verifyCode(ctx, 'reset', req.email, req.code) };
    },
    async CompletePasswordReset(req) {
      await completePasswordReset(ctx, {
        email: req.email,
        password: req.password,
        confirmPassword: req.confirm_password,
        ticket: req.ticket,
      });
      return {};
    },

    async GetSignInProviders() {
      return { google_enabled: !!ctx.google };
    },
    async BeginOidcSignIn(req) {
      const b = await beginGoogleSignIn(ctx, req.redirect_uri);
      return { authorization_url: b.authorizationUrl, state: b.state, nonce: b.nonce, code_verifier: b.codeVerifier };
    },
    async CompleteOidcSignIn(req) {
      return signedIn(
        await completeGoogleSignIn(ctx, {
          callbackUrl: req.callback_url,
          redirectUri: req.redirect_uri,
          state: req.state,
          nonce: req.nonce,
          codeVerifier: req.code_verifier,
          client: fromClientInfo(req.client),
        }),
      );
    },

    async RefreshSession(req) {
      return signedIn(await sessions.refreshSession(ctx, req.refresh_token));
    },
    async RevokeSession(req) {
      await sessions.revokeSession(ctx, req.session_id);
      return {};
    },

    async GetUser(req) {
      return { user: toProtoUser(await account.getUser(ctx, req.user_id)) };
    },
    async ListLoginHistory(req) {
      const entries = await account.listLoginHistory(ctx, req.user_id, req.limit);
      return { entries: entries.map((e) => ({ created_at: e.createdAt.toISOString(), ip: e.ip, browser: e.browser, os: e.os })) };
    },
    async UpdatePassword(req) {
      await account.updatePassword(ctx, {
        userId: req.user_id,
        oldPassword: req.old_password,
        newPassword: req.new_password,
        confirmPassword: req.confirm_password,
        currentSessionId: req.current_session_id,
      });
      return {};
    },
    async UpdateProfile(req) {
      const { user, pendingEmail } = await account.updateProfile(ctx, {
        userId: req.user_id,
        name: req.name,
        email: req.email,
        profileName: req.profile_name,
        currentPassword: req.current_password,
        client: fromClientInfo(req.client),
      });
      return { user: toProtoUser(user), pending_email: pendingEmail ?? '' };
    },
    async ConfirmEmailChange(req) {
      const user = await confirmEmailChange(ctx, { userId: req.user_id, code: req.code, currentSessionId: req.current_session_id });
      return { user: toProtoUser(user) };
    },

    // Admin operations: the caller must be a verified admin (defence in depth behind the gateway).
    async SetUserStatus(req, call) {
      const actor = requireAdmin(call, ctx.jwtSecret);
      return { user: toProtoUser(await admin.updateUser(ctx, actor, { userId: req.user_id, status: requiredStatus(req.status) })) };
    },
    async ListUsers(req, call) {
      requireAdmin(call, ctx.jwtSecret);
      const { users, total } = await admin.listUsers(ctx, {
        search: req.name,
        status: optionalStatus(req.status),
        subscriptionType: optionalSubscription(req.subscription_type),
        page: req.page,
        pageSize: req.page_size,
      });
      return { users: users.map(toProtoUser), total };
    },
    async UpdateUser(req, call) {
      const actor = requireAdmin(call, ctx.jwtSecret);
      const user = await admin.updateUser(ctx, actor, {
        userId: req.user_id,
        name: req.name,
        profileName: req.profile_name,
        status: requiredStatus(req.status),
      });
      return { user: toProtoUser(user) };
    },
    async DeleteUser(req, call) {
      await admin.deleteUser(ctx, requireAdmin(call, ctx.jwtSecret), req.user_id);
      return {};
    },
    async ListDisabledUsersSince(req) {
      return { user_ids: await admin.listDisabledUsersSince(ctx, requiredTime(req.since)) };
    },
    async ListRevokedSessionsSince(req) {
      return { session_ids: await sessions.listRevokedSessionsSince(ctx, requiredTime(req.since)) };
    },
  };
}
