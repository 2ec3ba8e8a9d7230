import { z } from 'zod';
import { AdminProfile, Email, LoginActivity, Name, NewPassword, Otp, Password, ProfileName, PublicUser, StatusMsg, isBlankPassword } from './common';
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

export const UpdateProfileBody = z.strictObject({ name: Name, email: Email, profile_name: ProfileName });
export const UpdateProfileResponse = z.strictObject({
  status: z.literal('success'),
  msg: z.string(),
  data: z.strictObject({ name: z.string(), email: z.string(), profile_name: z.string() }),
});

export const Success = StatusMsg;
