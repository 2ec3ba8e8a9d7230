// The sign-in throttle (ASVS 2.2.1), keyed by account AND client so that guessing stays bounded
// but a stranger cannot lock the owner out (issue 11: twelve anonymous failures used to lock the
// owner out for 15 minutes everywhere). Two rules over the failures of the last 15 minutes:
//  1. per (email, client): after 10 failures that client is refused for that email — only it;
//  2. per email: once 20 failures have piled up from anywhere (a many-client attack), a client the
//     account has never signed in from gets one attempt per minute for the whole account, shared;
//     a client it has signed in from recently goes straight through (rule 1 still applies to it).
// So the account's guess rate stays at most 20 + 15 per 15 minutes from however many addresses
// (plus 10 per client the owner has used), and the owner is never locked out from their own usual
// client, nor from a fresh one for longer than the shared minute. Unknown emails are throttled
// exactly like known ones, so the answers reveal nothing. Pure: the counts come from the caller.
import { AppError } from '@atelier/platform/src/pure';
import { AUTH_MSG } from '@atelier/contracts';
import { secondsUntil } from './retry-after';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Rule 1: failures one client may make against one email in the window. */
export const MAX_CLIENT_FAILURES = 10;
/** Rule 2: the account's failures in the window from which unfamiliar clients are slowed. */
export const ACCOUNT_GUARD_FAILURES = 20;
/** Rule 2: while guarded, unfamiliar clients share one attempt per this interval. */
export const ACCOUNT_SLOW_INTERVAL_MS = 60_000;
/** A client the account signed in from within this long is familiar (rule 2 does not slow it). */
export const FAMILIAR_CLIENT_MS = 30 * 24 * 3_600_000;

export interface FailureCounts {
  /** This client's failures against this email in the window. */
  client: number;
  /** Everyone's failures against this email in the window. */
  account: number;
  /** The newest of those. */
  lastFailureAt: Date | null;
  /** The oldest of this client's failures in the window (rule 1 lifts when it leaves the window). */
  clientOldestAt: Date | null;
}


/** Whether rule 2 is in force, i.e. whether the caller needs to look up familiarity at all. */
export function accountGuarded(counts: FailureCounts): boolean {
  return counts.account >= ACCOUNT_GUARD_FAILURES;
}

/** The refusal for this attempt, or null to let it check the password (counted as a failure
 *  until it succeeds). `familiarClient` matters only while the account is guarded. A refusal says
 *  when the next attempt can pass (Retry-After): rule 1 when this client's oldest failure leaves
 *  the window (refused attempts are not counted, and the count is taken under the account's lock,
 *  so it is exactly MAX_CLIENT_FAILURES and one leaving is enough); rule 2 a minute after the last. */
export function loginRefusal(counts: FailureCounts, familiarClient: boolean, now: Date): AppError | null {
  if (counts.client >= MAX_CLIENT_FAILURES) {
    const oldest = (counts.clientOldestAt ?? now).getTime();
    return new AppError('RESOURCE_EXHAUSTED', AUTH_MSG.tooManyLoginFailures, secondsUntil(oldest + LOGIN_FAILURE_WINDOW_MS, now));
  }
  if (accountGuarded(counts) && !familiarClient && counts.lastFailureAt && now.getTime() - counts.lastFailureAt.getTime() < ACCOUNT_SLOW_INTERVAL_MS) {
    return new AppError('RESOURCE_EXHAUSTED', AUTH_MSG.loginSlowDown, secondsUntil(counts.lastFailureAt.getTime() + ACCOUNT_SLOW_INTERVAL_MS, now));
  }
  return null;
}

/**
 * The client as the throttle counts it: an IPv4 address as is (also when IPv4-mapped), an IPv6
 * address by its /64 — one subscriber usually holds a whole /64, so counting single addresses
 * would hand an attacker 2^64 fresh clients. No address (an internal caller) is "unknown".
 */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const isIPv4 = (a: string): boolean => IPV4.test(a);
/** WHATWG URL parsing is the IPv6 grammar (domain/ stays free of node:net, an I/O module). */
const isIPv6 = (a: string): boolean => {
  if (!a.includes(':')) return false;
  try {
    return new URL(`http://[${a}]/`).hostname.length > 2;
  } catch {
    return false;
  }
};

export function clientKey(ip: string): string {
  let a = ip.trim().toLowerCase();
  const zone = a.indexOf('%');
  if (zone >= 0) a = a.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) a = mapped[1]!;
  if (isIPv4(a)) return a;
  if (!isIPv6(a)) return 'unknown';
  const [head, tail] = a.includes('::') ? a.split('::') : [a, undefined];
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  // An embedded dotted IPv4 tail takes two groups; only the first four groups matter here anyway.
  const width = (g: string[]) => g.reduce((n, x) => n + (x.includes('.') ? 2 : 1), 0);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** Whether `key` is one of the clients (their raw IPs) the account signed in from recently. */
export function isFamiliarClient(key: string, recentLoginIps: readonly string[]): boolean {
  return key !== 'unknown' && recentLoginIps.some((ip) => clientKey(ip) === key);
}
