// identity's proto messages → the REST records of spec §3 (the user, the admin's profile, login
// history) and the role the access token carries.
import type { User__Output } from '@atelier/proto/gen/atelier/identity/v1/User';
import type { PublicUser, AdminProfile, LoginActivity } from '@atelier/contracts';
import type { LoginActivity__Output } from '@atelier/proto/gen/atelier/identity/v1/LoginActivity';

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
