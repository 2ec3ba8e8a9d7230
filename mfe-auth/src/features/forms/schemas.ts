// Client-side form schemas with the exact messages of product spec §5 (MSG is shared with the
// gateway, so the browser and the server word the same mistake the same way). Where a form field
// checks exactly what the server does (email, name, profile name) it is the contract's own schema.
// Written with `zod/mini`, as the contract's fields are: these screens are `/login`'s, and classic
// zod would add ~15 KiB to it (docs/frontends.md "Shared singletons").
import { AUTH_MSG, Email, LIMITS, MSG, Name, ProfileName, isBlankPassword } from '@atelier/contracts';
import * as z from 'zod/mini';

const validEmail = z.pipe(z.string().check(z.trim()), z.email(MSG.email));

/** A password being set: the form's own length message, then the contract's "not only spaces"
 *  (issue 11). Whether it is too common only identity can say (its dictionaries stay server-side). */
const newPassword = (lengthMessage: string) =>
  z.string().check(z.minLength(LIMITS.passwordMin, lengthMessage), z.refine((p) => !isBlankPassword(p), MSG.passwordBlank));

/** At least the sign-in minimum, with the field's own message. */
const minPassword = (message: string) => z.string().check(z.minLength(LIMITS.passwordMin, message));

export const loginSchema = z.object({
  email: validEmail,
  password: minPassword(MSG.password),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Register and forgot-password: the contract's Email (min 2 is checked first, so "a" reads the
 *  min-length message; the address is sent lower-cased, as the server stores it). */
export const emailOnlySchema = z.object({ email: Email });
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;

/** Matching is not a field error here: spec §5 raises it as a toast, checked on submit. */
export const newPasswordSchema = z.object({
  password: newPassword(MSG.password),
  confirm_password: minPassword(MSG.confirmPassword),
});
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const createProfileSchema = z.object({
  name: Name,
  profile_name: ProfileName,
  password: newPassword(MSG.password),
});
export type CreateProfileValues = z.infer<typeof createProfileSchema>;

/** The profile form. A new email needs the current password too (issue 11); the form asks for it
 *  only when the email differs from `currentEmail`, the account's login email. */
export const profileSchema = (currentEmail: string) =>
  z
    .object({
      name: Name,
      profile_name: ProfileName,
      email: validEmail,
      current_password: z.optional(z.string().check(z.maxLength(LIMITS.passwordMax))),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (emailChanged(v.email, currentEmail) && validEmail.safeParse(v.email).success && !v.current_password) {
          ctx.addIssue({ code: 'custom', path: ['current_password'], message: AUTH_MSG.currentPasswordRequired });
        }
      }),
    );
export type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;

/** Whether the typed email is another address than the login email (the server compares lower-cased). */
export const emailChanged = (typed: string, currentEmail: string): boolean => typed.trim().toLowerCase() !== currentEmail.toLowerCase();

/** Spec §5: no new/confirm match check on the client for the change-password form. */
export const changePasswordSchema = z.object({
  old_password: minPassword(MSG.oldPassword),
  new_password: newPassword(MSG.newPassword),
  confirm_password: minPassword(MSG.confirmPassword2),
});
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
