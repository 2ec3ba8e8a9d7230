// The per-account sign-in throttle: after too many failures for one email in a window, further
// attempts are refused before the password is even checked. It applies to unknown emails exactly
// as to known ones, so it reveals nothing; the gateway's per-IP limits cover the other axis.
import { AppError } from '@atelier/platform/src/pure';
import { AUTH_MSG } from '@atelier/contracts';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_LOGIN_FAILURES = 10;

export function assertLoginAllowed(recentFailures: number): void {
  if (recentFailures >= MAX_LOGIN_FAILURES) throw new AppError('RESOURCE_EXHAUSTED', AUTH_MSG.tooManyLoginFailures);
}
