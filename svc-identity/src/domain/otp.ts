// One-time email codes: generation, hashing, send rate limits and the verify decision.
// Pure functions over plain records; the caller passes `now` so expiry is testable.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { AppError } from '@atelier/platform/src/pure';
import { AUTH_MSG, LIMITS } from '@atelier/contracts';
import { secondsUntil } from './retry-after';

export type OtpPurpose = 'signup' | 'reset' | 'email_change';

export const CODE_TTL_MS = LIMITS.otpTtlMinutes * 60_000;
export const MAX_WRONG_ATTEMPTS = 5;
export const TICKET_TTL_MS = 30 * 60_000;
export const RESEND_INTERVAL_MS = 30_000;
export const SENDS_PER_HOUR = 5;

export interface Challenge {
  id: string;
  purpose: OtpPurpose;
  email: string;
  /** null when nothing was sent that could be verified (the "account exists" notice, unknown reset emails). */
  codeHash: string | null;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
  verifiedAt: Date | null;
  createdAt: Date;
}

/** Six digits from the CSPRNG, leading zeros kept. */
/** A code of LIMITS.otpLength (6) digits, the length the contract's Otp field accepts. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
}

/** Codes have only 10^6 values, so a plain hash would be brute-forced from a leaked table:
 *  HMAC with the server's secret (the pepper), bound to purpose and email. */
export function hashCode(pepper: string, purpose: OtpPurpose, email: string, code: string): string {
  return createHmac('sha256', pepper).update(`otp:${purpose}:${email}:${code}`).digest('hex');
}

/** A 32-byte random token (tickets, refresh tokens), base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** High-entropy tokens need no pepper: sha256 is enough to make a leaked table useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Throws RESOURCE_EXHAUSTED when another send for this email would exceed the limits, saying when
 *  the next send can pass (the gateway's Retry-After): RESEND_INTERVAL_MS after the newest send, or
 *  when enough of the hour's sends have left the hour to leave room for one more.
 *  `recentSends` are the creation times of this email's challenges in the last hour. */
export function assertSendAllowed(recentSends: Date[], now: Date): void {
  const t = now.getTime();
  const lastHour = recentSends.map((d) => d.getTime()).filter((at) => t - at < HOUR_MS).sort((a, b) => a - b);
  const newest = lastHour[lastHour.length - 1];
  if (newest !== undefined && t - newest < RESEND_INTERVAL_MS) {
    throw new AppError('RESOURCE_EXHAUSTED', AUTH_MSG.codeWaitBeforeResend, secondsUntil(newest + RESEND_INTERVAL_MS, t));
  }
  if (lastHour.length >= SENDS_PER_HOUR) {
    const freesRoom = lastHour[lastHour.length - SENDS_PER_HOUR]!;
    throw new AppError('RESOURCE_EXHAUSTED', AUTH_MSG.codeHourlyLimit, secondsUntil(freesRoom + HOUR_MS, t));
  }
}

const HOUR_MS = 3_600_000;


export type VerifyDecision =
  | { kind: 'ok' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'rejected'; error: AppError };

/** What presenting `codeHash` to the email's latest challenge means. `codeHash` is the hash of
 *  the submitted code, so the comparison never needs the code itself. */
export function decideVerify(challenge: Challenge | undefined, codeHash: string, now: Date): VerifyDecision {
  // Same answer for "no challenge" and "nothing to verify": it must not reveal whether an account exists.
  if (!challenge || challenge.consumedAt || challenge.verifiedAt) {
    return { kind: 'rejected', error: new AppError('INVALID_ARGUMENT', AUTH_MSG.codeInvalid) };
  }
  if (challenge.attempts >= MAX_WRONG_ATTEMPTS) {
    return { kind: 'rejected', error: new AppError('INVALID_ARGUMENT', AUTH_MSG.codeTooManyAttempts) };
  }
  if (challenge.expiresAt.getTime() <= now.getTime()) {
    return { kind: 'rejected', error: new AppError('INVALID_ARGUMENT', AUTH_MSG.codeExpired) };
  }
  if (challenge.codeHash === null || !timingSafeEqualHex(challenge.codeHash, codeHash)) {
    return { kind: 'wrong', attemptsLeft: MAX_WRONG_ATTEMPTS - challenge.attempts - 1 };
  }
  return { kind: 'ok' };
}

/** The error for a wrong code, once the attempt has been counted. */
export function wrongCodeError(attemptsLeft: number): AppError {
  return new AppError('INVALID_ARGUMENT', attemptsLeft > 0 ? AUTH_MSG.codeInvalid : AUTH_MSG.codeTooManyAttempts);
}

/** A ticket is good for TICKET_TTL_MS after the code was verified, once. */
export function isTicketLive(c: Pick<Challenge, 'verifiedAt' | 'consumedAt'>, now: Date): boolean {
  return !!c.verifiedAt && !c.consumedAt && now.getTime() - c.verifiedAt.getTime() < TICKET_TTL_MS;
}

function timingSafeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
