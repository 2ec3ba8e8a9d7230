// The account model and the field rules of the spec (§5): email, name, profile name, password.
// Pure: no I/O, so the rules are tested without a database.
import { AppError } from '@atelier/platform/src/pure';
import { AUTH_MSG, LIMITS, MSG, type Role, type SubscriptionType } from '@atelier/contracts';

/** Roles and plan tiers are the contract's words (the browser reads them as they are stored). */
export type { Role, SubscriptionType };
export type UserStatus = 'active' | 'block' | 'deactive';

export interface User {
  id: string;
  email: string;
  name: string;
  profileName: string;
  profilePic: string | null;
  role: Role;
  subscriptionType: SubscriptionType;
  status: UserStatus;
  createdAt: Date;
}

// The field limits are the contract's LIMITS and the words its MSG, so identity refuses exactly
// what the gateway's forms refuse, also for callers that reach identity over gRPC directly.

// Deliberately simple (one @, a dot in the domain, no spaces): the mailbox itself is the real check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cases and trims; emails are unique case-insensitively. Throws "Please enter valid email". */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > LIMITS.emailMax || !EMAIL.test(email)) throw new AppError('INVALID_ARGUMENT', MSG.email);
  return email;
}

export function validateName(name: string): string {
  const v = name.trim();
  if (!v) throw new AppError('INVALID_ARGUMENT', AUTH_MSG.nameRequired);
  if (v.length > LIMITS.nameMax) throw new AppError('INVALID_ARGUMENT', MSG.name);
  return v;
}

export function validateProfileName(profileName: string): string {
  const v = profileName.trim();
  if (!v) throw new AppError('INVALID_ARGUMENT', AUTH_MSG.profileNameRequired);
  if (v.length > LIMITS.nameMax) throw new AppError('INVALID_ARGUMENT', MSG.profileName);
  return v;
}

/** `message` lets each form keep the spec's own wording for the same rule. */
export function validatePassword(password: string, message: string = MSG.password): string {
  if (password.length < LIMITS.passwordMin) throw new AppError('INVALID_ARGUMENT', message);
  if (password.length > LIMITS.passwordMax) throw new AppError('INVALID_ARGUMENT', MSG.passwordMax);
  return password;
}

export function assertPasswordsMatch(password: string, confirm: string): void {
  if (password !== confirm) throw new AppError('INVALID_ARGUMENT', MSG.passwordsDiffer);
}

/** A display handle from an email's local part ("Jane.Doe+x@ex.com" → "jane.doe"), for Google sign-ups. */
export function profileNameFromEmail(email: string): string {
  const local = email.split('@')[0]!.split('+')[0]!.toLowerCase();
  const cleaned = local.replace(/[^a-z0-9._-]/g, '').slice(0, LIMITS.nameMax);
  return cleaned || 'user';
}

/** The error a sign-in gets for an account that is not active. */
export function inactiveAccountError(status: UserStatus): AppError | null {
  if (status === 'block') return new AppError('PERMISSION_DENIED', AUTH_MSG.accountBlocked);
  if (status === 'deactive') return new AppError('PERMISSION_DENIED', AUTH_MSG.accountDeactivated);
  return null;
}
