// The identity service as the gateway sees it: the kit's promisified gRPC client (PascalCase
// methods, (request, options?) → Promise<response>), typed from the generated proto types, so
// tests can pass a plain object instead of a gRPC connection.
import type { Promisified } from './grpc-client';
import type { IdentityServiceClient } from '@atelier/proto/gen/atelier/identity/v1/IdentityService';
import type { User__Output } from '@atelier/proto/gen/atelier/identity/v1/User';
import type { PublicUser, AdminProfile, LoginActivity } from '@atelier/contracts';
import type { LoginActivity__Output } from '@atelier/proto/gen/atelier/identity/v1/LoginActivity';


type IdentityMethod =
  | 'Login'
  | 'StartRegistration'
  | 'ResendRegistrationCode'
  | 'VerifyRegistrationCode'
  | 'CompleteRegistration'
  | 'StartPasswordReset'
  | 'ResendPasswordResetCode'
  | 'VerifyPasswordResetCode'
  | 'CompletePasswordReset'
  | 'GetSignInProviders'
  | 'BeginOidcSignIn'
  | 'CompleteOidcSignIn'
  | 'RefreshSession'
  | 'RevokeSession'
  | 'GetUser'
  | 'ListLoginHistory'
  | 'UpdatePassword'
  | 'UpdateProfile';

export type IdentityClient = { [K in IdentityMethod]: Promisified<IdentityServiceClient[K]> };
export type IdentityUser = User__Output;

export type Role = 'user' | 'admin';

export function roleOf(u: IdentityUser): Role {
  return u.role === 'ROLE_ADMIN' ? 'admin' : 'user';
}

/** proto User → the spec's user object (§3 "Login response ... user{...}"). */
export function publicUser(u: IdentityUser): PublicUser {
  return {
    name: u.name,
    email: u.email,
    profile_name: u.profile_name,
    user_subscription_type: u.subscription_type === 'SUBSCRIPTION_TYPE_PREMIUM' ? 'premium' : 'free',
    profile_pic: u.profile_pic || null,
  };
}

export function adminProfile(u: IdentityUser): AdminProfile {
  return { name: u.name, email: u.email, profile_name: u.profile_name };
}

export function loginActivity(a: LoginActivity__Output): LoginActivity {
  return { createdAt: a.created_at, ip: a.ip, browser: a.browser, os: a.os };
}
