import { z } from 'zod';
import { isBlankPassword } from './fields';
import { LIMITS, MSG } from './messages';

/** Every error the gateway returns has this body, with the matching HTTP status. */
export const ErrorBody = z.strictObject({ status: z.literal('error'), msg: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const StatusMsg = z.strictObject({ status: z.literal('success'), msg: z.string() });
export type StatusMsg = z.infer<typeof StatusMsg>;

export const Password = z
  .string({ error: MSG.password })
  .min(LIMITS.passwordMin, MSG.password)
  .max(LIMITS.passwordMax, MSG.passwordMax);

/** A password being set (sign-up, reset): the sign-in rules plus "not only spaces". */
export const NewPassword = Password.refine((p) => !isBlankPassword(p), MSG.passwordBlank);

export const Otp = z.string({ error: MSG.otp }).regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), MSG.otp);

export const SubscriptionType = z.enum(['free', 'premium']);
export type SubscriptionType = z.infer<typeof SubscriptionType>;
export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

/** The user as the browser sees it (spec §3 "Login response ... user{...}"). */
export const PublicUser = z.strictObject({
  name: z.string(),
  email: z.string(),
  profile_name: z.string(),
  user_subscription_type: SubscriptionType,
  profile_pic: z.string().nullable(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** The admin's own profile (spec §3 "Admin profile: name, email, profile_name"). */
export const AdminProfile = z.strictObject({ name: z.string(), email: z.string(), profile_name: z.string() });
export type AdminProfile = z.infer<typeof AdminProfile>;

export const LoginActivity = z.strictObject({
  createdAt: z.string(),
  ip: z.string(),
  browser: z.string(),
  os: z.string(),
});
export type LoginActivity = z.infer<typeof LoginActivity>;

export const NoBody = z.strictObject({}).optional();
