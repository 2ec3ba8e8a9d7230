// Client-side form schemas with the exact messages of product spec §5 (MSG is shared with the
// gateway, so the browser and the server word the same mistake the same way). Where a form field
// checks exactly what the server does (name, profile name) it is the contract's own schema.
import { Email, LIMITS, MSG, Name, ProfileName } from '@atelier/contracts';
import { z } from 'zod';

const validEmail = z.string().trim().pipe(z.email(MSG.email));

export const loginSchema = z.object({
  email: validEmail,
  password: z.string().min(LIMITS.passwordMin, MSG.password),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Register and forgot-password: the contract's Email (min 2 is checked first, so "a" reads the
 *  min-length message; the address is sent lower-cased, as the server stores it). */
export const emailOnlySchema = z.object({ email: Email });
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;

/** Matching is not a field error here: spec §5 raises it as a toast, checked on submit. */
export const newPasswordSchema = z.object({
  password: z.string().min(LIMITS.passwordMin, MSG.password),
  confirm_password: z.string().min(LIMITS.passwordMin, MSG.confirmPassword),
});
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const createProfileSchema = z.object({
  name: Name,
  profile_name: ProfileName,
  password: z.string().min(LIMITS.passwordMin, MSG.password),
});
export type CreateProfileValues = z.infer<typeof createProfileSchema>;

export const profileSchema = z.object({
  name: Name,
  profile_name: ProfileName,
  email: validEmail,
});
export type ProfileValues = z.infer<typeof profileSchema>;

/** Spec §5: no new/confirm match check on the client for the change-password form. */
export const changePasswordSchema = z.object({
  old_password: z.string().min(LIMITS.passwordMin, MSG.oldPassword),
  new_password: z.string().min(LIMITS.passwordMin, MSG.newPassword),
  confirm_password: z.string().min(LIMITS.passwordMin, MSG.confirmPassword2),
});
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
