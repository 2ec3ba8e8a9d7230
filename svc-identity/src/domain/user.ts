// The account model and the field rules of the spec (§5): email, name, profile name, password.
// Pure: no I/O, so the rules are tested without a database.
import { AppError } from '@atelier/platform/src/pure';
import { ADMIN_MSG, AUTH_MSG, LIMITS, MSG, type Role, type SubscriptionType } from '@atelier/contracts';

/** Roles and plan tiers are the contract's words (the browser reads them as they are stored). */
export type { Role, SubscriptionType };
/** What an admin can set (the contract's UserStatus). */
export type SettableStatus = 'active' | 'block' | 'deactive';
/** 'deleted': anonymised by an admin (issue 10); never listed, never signs in again. */
export type UserStatus = SettableStatus | 'deleted';

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

/** The error a sign-in gets for an account that is not active. A deleted account has no email nor
 *  password left to sign in with; a session of theirs that survived somehow just expires. */
export function inactiveAccountError(status: UserStatus): AppError | null {
  if (status === 'block') return new AppError('PERMISSION_DENIED', AUTH_MSG.accountBlocked);
  if (status === 'deactive') return new AppError('PERMISSION_DENIED', AUTH_MSG.accountDeactivated);
  if (status === 'deleted') return new AppError('UNAUTHENTICATED', AUTH_MSG.sessionExpired);
  return null;
}

/**
 * The admin's guard on taking an account out of use (block, deactivate, delete — issue 10): not
 * their own (they would lock themselves out mid-action), and not the last active admin (nobody
 * could run the service any more). `activeAdmins` must be counted under a lock on those rows, so
 * two admins demoting each other at once cannot both pass.
 */
export function assertMayDisable(actorId: string, target: Pick<User, 'id' | 'role' | 'status'>, activeAdmins: number): void {
  if (target.id === actorId) throw new AppError('FAILED_PRECONDITION', ADMIN_MSG.notYourself);
  if (target.role === 'admin' && target.status === 'active' && activeAdmins <= 1) {
    throw new AppError('FAILED_PRECONDITION', ADMIN_MSG.lastAdmin);
  }
}

/** What a deleted account keeps: its id, role, dates. Name and email say it is gone (the email
 *  stays unique and can never receive mail: .invalid is reserved, RFC 2606). */
export function anonymisedFields(id: string): { name: string; email: string; profileName: string; profilePic: null } {
  return { name: 'Deleted user', email: `deleted-${id}@deleted.invalid`, profileName: '', profilePic: null };
}

/** The part of a user the audit log shows (no secrets: identity's rows hold none here anyway). */
export function auditView(u: Pick<User, 'name' | 'email' | 'profileName' | 'status'>) {
  return { name: u.name, email: u.email, profile_name: u.profileName, status: u.status };
}
