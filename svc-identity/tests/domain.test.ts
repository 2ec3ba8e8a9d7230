// Unit tests of identity's pure rules: field validation, one-time codes, sessions, user agents,
// the admin's self and last-admin rules, new-password strength and the sign-in throttle.
import { AppError } from '@atelier/platform';
import { ADMIN_MSG, AUTH_MSG, LIMITS, MSG } from '@atelier/contracts';
import {
  CODE_TTL_MS,
  MAX_WRONG_ATTEMPTS,
  TICKET_TTL_MS,
  assertSendAllowed,
  decideVerify,
  generateCode,
  hashCode,
  isTicketLive,
  type Challenge,
} from '../src/domain/otp';
import {
  ACCOUNT_GUARD_FAILURES,
  ACCOUNT_SLOW_INTERVAL_MS,
  LOGIN_FAILURE_WINDOW_MS,
  MAX_CLIENT_FAILURES,
  clientKey,
  isFamiliarClient,
  loginRefusal,
} from '../src/domain/login-throttle';
import { MIN_PASSWORD_SCORE, passwordProblem, validateNewPassword } from '../src/domain/password-strength';
import { REFRESH_GRACE_MS, decideRefresh } from '../src/domain/session';
import { parseUserAgent } from '../src/domain/user-agent';
import { anonymisedFields, assertMayDisable, inactiveAccountError, normalizeEmail, profileNameFromEmail, validateName, validatePassword } from '../src/domain/user';

const t0 = new Date('2026-01-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

function errorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected an AppError');
}

describe('user fields', () => {
  it('lower-cases and trims emails, rejects malformed ones with the spec message', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    expect(errorOf(() => normalizeEmail('not-an-email')).message).toBe(MSG.email);
    expect(errorOf(() => normalizeEmail('a@b')).code).toBe('INVALID_ARGUMENT');
  });

  it('limits names to 95 characters and passwords to at least 8', () => {
    expect(validateName('x'.repeat(95))).toHaveLength(95);
    expect(errorOf(() => validateName('x'.repeat(96))).message).toBe('Name can not be more than 95 character');
    expect(errorOf(() => validatePassword('short')).message).toBe('Password must be more than 8 character');
    expect(validatePassword('12345678')).toBe('12345678');
  });

  it('refuses passwords over the contract limit with the contract message (identity once allowed 256)', () => {
    expect(validatePassword('x'.repeat(LIMITS.passwordMax))).toHaveLength(LIMITS.passwordMax);
    expect(LIMITS.passwordMax).toBe(128);
    expect(errorOf(() => validatePassword('x'.repeat(LIMITS.passwordMax + 1))).message).toBe('Password can not be more than 128 character');
    expect(errorOf(() => validatePassword('x'.repeat(LIMITS.passwordMax + 1))).message).toBe(MSG.passwordMax);
  });

  it('derives a profile name from the email local part', () => {
    expect(profileNameFromEmail('Jane.Doe+promo@example.com')).toBe('jane.doe');
    expect(profileNameFromEmail('ü@example.com')).toBe('user');
  });
});

describe('one-time codes', () => {
  const pepper = 'pepper';
  const challenge = (over: Partial<Challenge> = {}): Challenge => ({
    id: 'c1',
    purpose: 'signup',
    email: 'a@example.com',
    codeHash: hashCode(pepper, 'signup', 'a@example.com', '123456'),
    expiresAt: at(CODE_TTL_MS),
    attempts: 0,
    consumedAt: null,
    verifiedAt: null,
    createdAt: t0,
    ...over,
  });
  const submit = (code: string) => hashCode(pepper, 'signup', 'a@example.com', code);

  it('generates six digits', () => {
    for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('binds the hash to the pepper, purpose and email', () => {
    const h = hashCode(pepper, 'signup', 'a@example.com', '123456');
    expect(hashCode('other', 'signup', 'a@example.com', '123456')).not.toBe(h);
    expect(hashCode(pepper, 'reset', 'a@example.com', '123456')).not.toBe(h);
    expect(hashCode(pepper, 'signup', 'b@example.com', '123456')).not.toBe(h);
  });

  it('accepts the right code before expiry and rejects it at expiry', () => {
    expect(decideVerify(challenge(), submit('123456'), at(CODE_TTL_MS - 1)).kind).toBe('ok');
    const expired = decideVerify(challenge(), submit('123456'), at(CODE_TTL_MS));
    expect(expired).toMatchObject({ kind: 'rejected', error: { message: AUTH_MSG.codeExpired } });
  });

  it('counts wrong codes and kills the code after the fifth', () => {
    expect(decideVerify(challenge(), submit('000000'), t0)).toEqual({ kind: 'wrong', attemptsLeft: MAX_WRONG_ATTEMPTS - 1 });
    const dead = decideVerify(challenge({ attempts: MAX_WRONG_ATTEMPTS }), submit('123456'), t0);
    expect(dead).toMatchObject({ kind: 'rejected', error: { message: AUTH_MSG.codeTooManyAttempts } });
  });

  it('treats used, replaced, missing and never-sent codes alike', () => {
    for (const c of [challenge({ verifiedAt: t0 }), challenge({ consumedAt: t0 }), undefined]) {
      expect(decideVerify(c, submit('123456'), t0)).toMatchObject({ kind: 'rejected', error: { message: AUTH_MSG.codeInvalid } });
    }
    expect(decideVerify(challenge({ codeHash: null }), submit('123456'), t0).kind).toBe('wrong');
  });

  it('keeps a ticket alive for 30 minutes, once', () => {
    expect(isTicketLive({ verifiedAt: t0, consumedAt: null }, at(TICKET_TTL_MS - 1))).toBe(true);
    expect(isTicketLive({ verifiedAt: t0, consumedAt: null }, at(TICKET_TTL_MS))).toBe(false);
    expect(isTicketLive({ verifiedAt: t0, consumedAt: t0 }, t0)).toBe(false);
    expect(isTicketLive({ verifiedAt: null, consumedAt: null }, t0)).toBe(false);
  });

  it('allows one send per 30 s and five per hour', () => {
    expect(() => assertSendAllowed([], t0)).not.toThrow();
    expect(errorOf(() => assertSendAllowed([at(-29_000)], t0))).toMatchObject({
      code: 'RESOURCE_EXHAUSTED',
      message: 'Please wait before requesting another code',
    });
    expect(() => assertSendAllowed([at(-31_000)], t0)).not.toThrow();
    const four = [1, 2, 3, 4].map((m) => at(-m * 60_000));
    expect(() => assertSendAllowed(four, t0)).not.toThrow();
    expect(errorOf(() => assertSendAllowed([...four, at(-50 * 60_000)], t0)).message).toBe(AUTH_MSG.codeHourlyLimit);
    expect(() => assertSendAllowed([...four, at(-61 * 60_000)], t0)).not.toThrow();
  });

  it('says when the next send can pass (Retry-After)', () => {
    // 29 s after a send: 1 s left; 10.5 s after: 19.5 → 20 s (rounded up).
    expect(errorOf(() => assertSendAllowed([at(-29_000)], t0)).retryAfterSeconds).toBe(1);
    expect(errorOf(() => assertSendAllowed([at(-10_500), at(-20 * 60_000)], t0)).retryAfterSeconds).toBe(20);
    // Five in the hour, the oldest 50 min ago: room again when it leaves the hour, in 10 min,
    // in whatever order the sends are given.
    const five = [50, 1, 3, 2, 4].map((m) => at(-m * 60_000));
    expect(errorOf(() => assertSendAllowed(five, t0)).retryAfterSeconds).toBe(10 * 60);
    // Six (a race let one more through): room only when two have left, the second oldest at 40 min.
    const six = [...five, at(-40 * 60_000)];
    expect(errorOf(() => assertSendAllowed(six, t0)).retryAfterSeconds).toBe(20 * 60);
  });
});

describe('sessions', () => {
  const live = { id: 's1', userId: 'u1', expiresAt: at(1000), revokedAt: null };
  it('rotates a current token and rejects retired, revoked and expired ones', () => {
    expect(decideRefresh(live, 'current', t0).kind).toBe('rotate');
    expect(decideRefresh(live, 'retired', t0)).toMatchObject({ kind: 'reject', error: { code: 'UNAUTHENTICATED' } });
    expect(decideRefresh({ ...live, revokedAt: t0 }, 'current', t0).kind).toBe('reject');
    expect(decideRefresh(live, 'current', at(1000)).kind).toBe('reject');
    expect(decideRefresh(undefined, 'current', t0).kind).toBe('reject');
  });
  it('replays the successor of a token retired within the grace window while that successor is current', () => {
    const retired = (ageMs: number, successorIsCurrent = true) => ({ retiredAt: at(-ageMs), successorIsCurrent });
    expect(decideRefresh(live, 'retired', t0, retired(0)).kind).toBe('replay');
    expect(decideRefresh(live, 'retired', t0, retired(REFRESH_GRACE_MS)).kind).toBe('replay');
    expect(decideRefresh(live, 'retired', t0, retired(REFRESH_GRACE_MS + 1)).kind).toBe('reject');
    expect(decideRefresh(live, 'retired', t0, retired(0, false)).kind).toBe('reject');
    expect(decideRefresh({ ...live, revokedAt: t0 }, 'retired', t0, retired(0)).kind).toBe('reject');
  });
});

describe('user agents', () => {
  it('labels browser with major version and the OS', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36';
    expect(parseUserAgent(chrome)).toEqual({ browser: 'Chrome 126', os: 'Linux' });
    const firefoxWin = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    expect(parseUserAgent(firefoxWin)).toEqual({ browser: 'Firefox 128', os: 'Windows 10' });
    expect(parseUserAgent('')).toEqual({ browser: 'Unknown', os: 'Unknown' });
  });
});

describe('taking an account out of use (admin)', () => {
  const admin = { id: 'a1', role: 'admin' as const, status: 'active' as const };
  const user = { id: 'u1', role: 'user' as const, status: 'active' as const };
  it('refuses the admin themselves and the last active admin', () => {
    expect(() => assertMayDisable('a1', admin, 5)).toThrow(new AppError('FAILED_PRECONDITION', ADMIN_MSG.notYourself));
    expect(() => assertMayDisable('a2', admin, 1)).toThrow(new AppError('FAILED_PRECONDITION', ADMIN_MSG.lastAdmin));
    expect(() => assertMayDisable('a2', admin, 2)).not.toThrow();
    // A user, or an admin already out of use, does not count against the last-admin rule.
    expect(() => assertMayDisable('a2', user, 0)).not.toThrow();
    expect(() => assertMayDisable('a2', { ...admin, status: 'block' }, 1)).not.toThrow();
  });
  it('a deleted account keeps nothing personal and cannot sign in', () => {
    expect(anonymisedFields('x')).toEqual({ name: 'Deleted user', email: 'deleted-x@deleted.invalid', profileName: '', profilePic: null });
    expect(inactiveAccountError('deleted')).toMatchObject({ code: 'UNAUTHENTICATED', message: AUTH_MSG.sessionExpired });
  });
});

describe('new passwords beyond length (issue 11, ASVS 2.1.7)', () => {

  it('refuses the trivial passwords of the report, with a clear message', () => {
    for (const p of ['12345678', 'password', 'aaaaaaaa', 'qwertyuiop', 'iloveyou2', 'P@ssw0rd2024', 'Password123!', 'Summer2024']) {
      expect([p, passwordProblem(p)]).toEqual([p, AUTH_MSG.passwordTooCommon]);
    }
  });

  it('refuses all-whitespace passwords with their own message (the browser says it too)', () => {
    for (const p of [' '.repeat(8), '\t'.repeat(8), ' \n \u00a0 \u3000  ']) expect(passwordProblem(p)).toBe(MSG.passwordBlank);
  });

  it('accepts passphrases and random 8-character passwords (a score of 2 is enough)', () => {
        expect(MIN_PASSWORD_SCORE).toBe(2);
    for (const p of ['correct horse', 'long-enough', 'x7#kQ9!m', 'kqzmtwpb', 'zebra-mango-41']) expect([p, passwordProblem(p)]).toEqual([p, undefined]);
  });

  it("counts the user's own email and names against the password", () => {
    expect(passwordProblem('quixoteramble')).toBeUndefined();
    expect(passwordProblem('quixoteramble', ['quixote.ramble@example.com'])).toBe(AUTH_MSG.passwordTooCommon);
    expect(passwordProblem('marlowe2024', ['q@example.com', 'Quentin Marlowe'])).toBe(AUTH_MSG.passwordTooCommon);
  });

  it('checks the length limits first, with the form\'s own words, then the dictionary', () => {
    expect(errorOf(() => validateNewPassword('short', [], MSG.newPassword)).message).toBe(MSG.newPassword);
    expect(errorOf(() => validateNewPassword('password', [])).message).toBe(AUTH_MSG.passwordTooCommon);
    expect(errorOf(() => validateNewPassword('password', [])).code).toBe('INVALID_ARGUMENT');
    expect(validateNewPassword('long-enough', ['a@example.com'])).toBe('long-enough');
  });
});

describe('sign-in throttle (issue 11, ASVS 2.2.1)', () => {
  const counts = (client: number, account: number, lastAgoMs: number | null, clientOldestAgoMs: number | null = lastAgoMs) => ({
    client,
    account,
    lastFailureAt: lastAgoMs === null ? null : at(-lastAgoMs),
    clientOldestAt: clientOldestAgoMs === null ? null : at(-clientOldestAgoMs),
  });

  it('refuses a client after its own 10 failures, whatever the account total', () => {
    expect(loginRefusal(counts(MAX_CLIENT_FAILURES - 1, 9, 0), false, t0)).toBeNull();
    expect(loginRefusal(counts(MAX_CLIENT_FAILURES, 10, 0), true, t0)).toMatchObject({ code: 'RESOURCE_EXHAUSTED', message: AUTH_MSG.tooManyLoginFailures });
  });

  it("says when the refusal ends: when the client's oldest failure leaves the window, or a minute after the account's last", () => {
    // Rule 1: the oldest of the client's 10 failures was 14 min 30.2 s ago → 30 s left (rounded up).
    expect(loginRefusal(counts(MAX_CLIENT_FAILURES, 10, 1000, LOGIN_FAILURE_WINDOW_MS - 29_800), false, t0)?.retryAfterSeconds).toBe(30);
    expect(loginRefusal(counts(MAX_CLIENT_FAILURES, 10, 0, 0), false, t0)?.retryAfterSeconds).toBe(LOGIN_FAILURE_WINDOW_MS / 1000);
    // Rule 2: the account's last failure 20 s ago → 40 s; never less than a second.
    expect(loginRefusal(counts(0, ACCOUNT_GUARD_FAILURES, 20_000, null), false, t0)?.retryAfterSeconds).toBe(40);
    expect(loginRefusal(counts(0, ACCOUNT_GUARD_FAILURES, ACCOUNT_SLOW_INTERVAL_MS - 1, null), false, t0)?.retryAfterSeconds).toBe(1);
  });

  it('slows unfamiliar clients to one shared attempt a minute once the account is guarded; familiar ones pass', () => {
    expect(loginRefusal(counts(0, ACCOUNT_GUARD_FAILURES - 1, 0), false, t0)).toBeNull();
    expect(loginRefusal(counts(0, ACCOUNT_GUARD_FAILURES, 1000), false, t0)).toMatchObject({ message: AUTH_MSG.loginSlowDown });
    expect(loginRefusal(counts(0, ACCOUNT_GUARD_FAILURES, ACCOUNT_SLOW_INTERVAL_MS), false, t0)).toBeNull();
    expect(loginRefusal(counts(0, 500, 0), true, t0)).toBeNull();
  });

  it('keys IPv4 as is, IPv4-mapped as IPv4, IPv6 by its /64, anything else as unknown', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('not an ip')).toBe('unknown');
  });

  it('recognises a familiar client by key, never the unknown one', () => {
    expect(isFamiliarClient('2001:db8:1:2::/64', ['198.51.100.1', '2001:db8:1:2::abcd'])).toBe(true);
    expect(isFamiliarClient('198.51.100.2', ['198.51.100.1'])).toBe(false);
    expect(isFamiliarClient('unknown', ['unknown', ''])).toBe(false);
  });
});
