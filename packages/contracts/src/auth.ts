import { z } from 'zod';
import { AdminProfile, LoginActivity, NewPassword, Otp, Password, PublicUser, StatusMsg } from './common';
import { Email, Name, ProfileName, isBlankPassword } from './fields';
import { LIMITS, MSG } from './messages';

// ---- spec §7 Auth ---------------------------------------------------------------------------

export const LoginBody = z.strictObject({ email: Email, password: Password });
export const LoginResponse = z.strictObject({
  status: z.literal('success'),
  msg: z.string(),
  /** Where the browser goes next: /dashboard for users, /admin/dashboard for admins. */
  fast_redirect: z.enum(['/dashboard', '/admin/dashboard']),
  user: PublicUser,
});

export const EmailBody = z.strictObject({ email: Email });
/** "Code-send response: status, msg, email" — identical for known and unknown addresses. */
export const CodeSentResponse = z.strictObject({ status: z.literal('success'), msg: z.string(), email: z.string() });

export const VerifyOtpBody = z.strictObject({ email: Email, otp: Otp });

export const RegisterSetPasswordBody = z.strictObject({
  email: Email,
  name: Name,
  password: NewPassword,
  profile_name: ProfileName,
});

export const ForgotSetPasswordBody = z
  .strictObject({ email: Email, password: NewPassword, confirm_password: z.string().min(LIMITS.passwordMin, MSG.confirmPassword).max(LIMITS.passwordMax) })
  .refine((b) => b.password === b.confirm_password, { message: MSG.passwordsDiffer, path: ['confirm_password'] });
export const ForgotSetPasswordResponse = z.strictObject({
  status: z.literal('success'),
  msg: z.string(),
  redirect: z.string(),
});

// ---- spec §7 Users / Admin account calls ----------------------------------------------------

export const GetMeResponse = z.strictObject({ status: z.literal('success'), user: PublicUser });
export const AdminGetMeResponse = z.strictObject({ status: z.literal('success'), user: AdminProfile });

export const LoginHistoryResponse = z.strictObject({ status: z.literal('success'), data: z.array(LoginActivity) });

export const UpdatePasswordBody = z.strictObject({
  old_password: z.string({ error: MSG.oldPassword }).min(LIMITS.passwordMin, MSG.oldPassword).max(LIMITS.passwordMax),
  new_password: z
    .string({ error: MSG.newPassword })
    .min(LIMITS.passwordMin, MSG.newPassword)
    .max(LIMITS.passwordMax)
    .refine((p) => !isBlankPassword(p), MSG.passwordBlank),
  confirm_password: z.string({ error: MSG.confirmPassword2 }).min(LIMITS.passwordMin, MSG.confirmPassword2).max(LIMITS.passwordMax),
});

/** `current_password` is needed only when `email` differs from the account's (issue 11): the
 *  email then changes only once the code sent to the new address is confirmed. */
export const UpdateProfileBody = z.strictObject({
  name: Name,
  email: Email,
  profile_name: ProfileName,
  current_password: z.string().max(LIMITS.passwordMax).optional(),
});
const ProfileData = z.strictObject({
  name: z.string(),
  /** The login email: still the old one while a change waits for its code. */
  email: z.string(),
  profile_name: z.string(),
  /** The address a code was sent to, when this call asked for an email change. */
  pending_email: z.string().optional(),
});
export const UpdateProfileResponse = z.strictObject({ status: z.literal('success'), msg: z.string(), data: ProfileData });

/** Confirms a pending email change with the code sent to the new address. */
export const ConfirmEmailChangeBody = z.strictObject({ otp: Otp });
export const ConfirmEmailChangeResponse = UpdateProfileResponse;

export const Success = StatusMsg;
