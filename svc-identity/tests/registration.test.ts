// Sign-up and password reset through the real gRPC server, with codes read from mails captured
// by a real SMTP server: the happy path, no user enumeration, code expiry/attempts/single use,
// resend, rate limits and tickets.
import { extractCode, startSmtpCapture, type CapturedMail, type SmtpCapture } from '@atelier/testkit';
import { AUTH_MSG, MSG } from '@atelier/contracts';
import { waitFor } from '@atelier/testkit';
import { CHROME_LINUX, expectAppError, startHarness, type Harness } from './support/harness';

jest.setTimeout(30_000);

let smtp: SmtpCapture;
let h: Harness;
let clock = new Date('2026-03-01T09:00:00Z');
const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));
let n = 0;
const freshEmail = () => `user${++n}@example.com`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  h = await startHarness({ env: { SMTP_URL: smtp.url }, now: () => clock });
});
afterAll(async () => {
  await h?.stop();
  await smtp?.close();
});
// Every test starts outside the previous test's 30 s resend window.
beforeEach(() => tick(60_000));

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
async function nextMailTo(email: string, after = 0): Promise<CapturedMail> {
  return smtp.waitFor((m) => m.to.includes(email) && mailsTo(email).indexOf(m) >= after);
}

async function signUp(email: string, password = 'correct horse'): Promise<string> {
  await h.client.StartRegistration({ email });
  const code = extractCode(await nextMailTo(email));
  const { ticket } = await h.client.VerifyRegistrationCode({ email, code });
  const { user } = await h.client.CompleteRegistration({ email, ticket, name: 'Jane', profile_name: 'jane', password });
  return user!.id;
}

describe('registration', () => {
  it('registers a user with the emailed code and publishes UserRegistered once', async () => {
    const email = freshEmail();
    expect(await h.client.StartRegistration({ email: email.toUpperCase(), client: CHROME_LINUX })).toEqual({});
    const mail = await nextMailTo(email);
    expect(mail.subject).toBe('Your Atelier verification code');
    expect(mail.html).toContain(extractCode(mail));
    expect(h.identity.context.logCodes).toBe(false); // with SMTP, codes never reach the log

    const { ticket } = await h.client.VerifyRegistrationCode({ email, code: extractCode(mail) });
    expect(ticket.length).toBeGreaterThan(30);
    const { user } = await h.client.CompleteRegistration({ email, ticket, name: 'Jane Doe', profile_name: 'jane', password: 'correct horse' });
    expect(user).toMatchObject({
      email,
      name: 'Jane Doe',
      profile_name: 'jane',
      role: 'ROLE_USER',
      subscription_type: 'SUBSCRIPTION_TYPE_FREE',
      status: 'USER_STATUS_ACTIVE',
    });

    await waitFor(() => h.received.some((e) => e.key === user!.id));
    await h.events.flush();
    const mine = h.received.filter((e) => e.key === user!.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'UserRegistered', topic: 'identity.user.v1', payload: { user_id: user!.id, email, role: 'user' } });

    const { user: signedIn, session } = await h.client.Login({ email, password: 'correct horse', client: CHROME_LINUX });
    expect(signedIn!.id).toBe(user!.id);
    expect(session!.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a taken email exactly like a new one, but mails "account exists" instead of a code', async () => {
    const taken = freshEmail();
    await signUp(taken);
    const before = mailsTo(taken).length;
    const fresh = freshEmail();
    tick(31_000);

    const [a, b] = await Promise.all([h.client.StartRegistration({ email: taken }), h.client.StartRegistration({ email: fresh })]);
    expect(a).toEqual(b);
    const notice = await nextMailTo(taken, before);
    expect(notice.subject).toBe('You already have an Atelier account');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect((await nextMailTo(fresh)).subject).toBe('Your Atelier verification code');

    // Resend behaves the same way, and guessing a code for the taken email gets the generic answer.
    tick(31_000);
    expect(await h.client.ResendRegistrationCode({ email: taken })).toEqual({});
    await expectAppError(h.client.VerifyRegistrationCode({ email: taken, code: '000000' }), 'INVALID_ARGUMENT', AUTH_MSG.codeInvalid);
  });

  it('refuses to complete without a verified ticket, and a ticket works once', async () => {
    const email = freshEmail();
    const form = { email, name: 'A', profile_name: 'a', password: 'long-enough' };
    await expectAppError(h.client.CompleteRegistration({ ...form, ticket: '' }), 'INVALID_ARGUMENT', AUTH_MSG.ticketInvalid);
    await expectAppError(h.client.CompleteRegistration({ ...form, ticket: 'forged' }), 'INVALID_ARGUMENT', AUTH_MSG.ticketInvalid);

    await h.client.StartRegistration({ email });
    const { ticket } = await h.client.VerifyRegistrationCode({ email, code: extractCode(await nextMailTo(email)) });
    // A ticket is bound to its email.
    await expectAppError(h.client.CompleteRegistration({ ...form, email: freshEmail(), ticket }), 'INVALID_ARGUMENT', AUTH_MSG.ticketInvalid);
    await h.client.CompleteRegistration({ ...form, ticket });
    await expectAppError(h.client.CompleteRegistration({ ...form, ticket }), 'INVALID_ARGUMENT', AUTH_MSG.ticketInvalid);
  });

  it('refuses common, guessable and all-space passwords at sign-up, and keeps the ticket for the next try (issue 11)', async () => {
    const email = freshEmail();
    await h.client.StartRegistration({ email });
    const { ticket } = await h.client.VerifyRegistrationCode({ email, code: extractCode(await nextMailTo(email)) });
    const form = { email, ticket, name: 'Quentin Marlowe', profile_name: 'qmarlowe' };
    for (const password of ['12345678', 'password', 'aaaaaaaa', 'Password123!']) {
      await expectAppError(h.client.CompleteRegistration({ ...form, password }), 'INVALID_ARGUMENT', AUTH_MSG.passwordTooCommon);
    }
    await expectAppError(h.client.CompleteRegistration({ ...form, password: ' '.repeat(8) }), 'INVALID_ARGUMENT', MSG.passwordBlank);
    // The account's own words count against it.
    await expectAppError(h.client.CompleteRegistration({ ...form, password: 'qmarlowe1' }), 'INVALID_ARGUMENT', AUTH_MSG.passwordTooCommon);
    await h.client.CompleteRegistration({ ...form, password: 'long-enough' });
    await expect(h.client.Login({ email, password: 'long-enough' })).resolves.toHaveProperty('session');
  });

  it('expires a ticket after 30 minutes', async () => {
    const email = freshEmail();
    await h.client.StartRegistration({ email });
    const { ticket } = await h.client.VerifyRegistrationCode({ email, code: extractCode(await nextMailTo(email)) });
    tick(30 * 60_000);
    await expectAppError(
      h.client.CompleteRegistration({ email, ticket, name: 'A', profile_name: 'a', password: 'long-enough' }),
      'INVALID_ARGUMENT',
      AUTH_MSG.ticketInvalid,
    );
  });

  it('validates the profile form with the spec messages', async () => {
    const email = freshEmail();
    await h.client.StartRegistration({ email });
    const { ticket } = await h.client.VerifyRegistrationCode({ email, code: extractCode(await nextMailTo(email)) });
    const form = { email, ticket, name: 'A', profile_name: 'a', password: 'long-enough' };
    await expectAppError(h.client.CompleteRegistration({ ...form, name: 'x'.repeat(96) }), 'INVALID_ARGUMENT', 'Name can not be more than 95 character');
    await expectAppError(
      h.client.CompleteRegistration({ ...form, profile_name: 'x'.repeat(96) }),
      'INVALID_ARGUMENT',
      'Profile Name can not be more than 95 character',
    );
    await expectAppError(h.client.CompleteRegistration({ ...form, password: 'short' }), 'INVALID_ARGUMENT', 'Password must be more than 8 character');
    // The failed attempts did not use the ticket up.
    await expect(h.client.CompleteRegistration(form)).resolves.toMatchObject({ user: { email } });
  });
});

describe('one-time codes', () => {
  it('expire after 10 minutes', async () => {
    const email = freshEmail();
    await h.client.StartRegistration({ email });
    const code = extractCode(await nextMailTo(email));
    tick(10 * 60_000);
    await expectAppError(h.client.VerifyRegistrationCode({ email, code }), 'INVALID_ARGUMENT', AUTH_MSG.codeExpired);
  });

  it('die after 5 wrong tries, even for the right code', async () => {
    const email = freshEmail();
    await h.client.StartRegistration({ email });
    const code = extractCode(await nextMailTo(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      await expectAppError(h.client.VerifyRegistrationCode({ email, code: wrong }), 'INVALID_ARGUMENT', AUTH_MSG.codeInvalid);
    }
    await expectAppError(h.client.VerifyRegistrationCode({ email, code: wrong }), 'INVALID_ARGUMENT', AUTH_MSG.codeTooManyAttempts);
    await expectAppError(h.client.VerifyRegistrationCode({ email, code }), 'INVALID_ARGUMENT', AUTH_MSG.codeTooManyAttempts);
  });

  it('work once', async () => {
    const email = freshEmail();
    await h.client.StartRegistration({ email });
    const code = extractCode(await nextMailTo(email));
    await h.client.VerifyRegistrationCode({ email, code });
    await expectAppError(h.client.VerifyRegistrationCode({ email, code }), 'INVALID_ARGUMENT', AUTH_MSG.codeInvalid);
  });

  it('are replaced by a resend: the old code stops working', async () => {
    const email = freshEmail();
    await h.client.StartRegistration({ email });
    const first = extractCode(await nextMailTo(email));
    tick(31_000);
    await h.client.ResendRegistrationCode({ email });
    const second = extractCode(await nextMailTo(email, 1));
    if (first !== second) {
      await expectAppError(h.client.VerifyRegistrationCode({ email, code: first }), 'INVALID_ARGUMENT', AUTH_MSG.codeInvalid);
    }
    await expect(h.client.VerifyRegistrationCode({ email, code: second })).resolves.toHaveProperty('ticket');
  });

  it('are rate limited per email: one per 30 s, five per hour', async () => {
    const email = freshEmail();
    await h.client.StartRegistration({ email });
    await expectAppError(h.client.ResendRegistrationCode({ email }), 'RESOURCE_EXHAUSTED', 'Please wait before requesting another code');
    for (let i = 0; i < 4; i++) {
      tick(31_000);
      await h.client.ResendRegistrationCode({ email });
    }
    tick(31_000);
    await expectAppError(h.client.ResendRegistrationCode({ email }), 'RESOURCE_EXHAUSTED', AUTH_MSG.codeHourlyLimit);
    tick(60 * 60_000);
    await expect(h.client.ResendRegistrationCode({ email })).resolves.toEqual({});
  });
});

describe('password reset', () => {
  it('resets the password with the emailed code and signs out every session', async () => {
    const email = freshEmail();
    const userId = await signUp(email, 'old password');
    const { session } = await h.client.Login({ email, password: 'old password', client: CHROME_LINUX });
    const before = mailsTo(email).length;

    tick(31_000);
    await h.client.StartPasswordReset({ email });
    const mail = await nextMailTo(email, before);
    expect(mail.subject).toBe('Your Atelier password reset code');
    const { ticket } = await h.client.VerifyPasswordResetCode({ email, code: extractCode(mail) });
    await expectAppError(
      h.client.CompletePasswordReset({ email, ticket, password: 'new password', confirm_password: 'other password' }),
      'INVALID_ARGUMENT',
      MSG.passwordsDiffer,
    );
    // Issue 11: a common or all-space password is refused, and the ticket survives the refusal.
    for (const password of ['password', '12345678']) {
      await expectAppError(h.client.CompletePasswordReset({ email, ticket, password, confirm_password: password }), 'INVALID_ARGUMENT', AUTH_MSG.passwordTooCommon);
    }
    const spaces = ' '.repeat(8);
    await expectAppError(h.client.CompletePasswordReset({ email, ticket, password: spaces, confirm_password: spaces }), 'INVALID_ARGUMENT', MSG.passwordBlank);
    const second = await h.client.Login({ email, password: 'old password', client: CHROME_LINUX });
    await h.client.CompletePasswordReset({ email, ticket, password: 'new password', confirm_password: 'new password' });

    await expectAppError(h.client.RefreshSession({ refresh_token: session!.refresh_token }), 'UNAUTHENTICATED');
    // Issue 11: the gateways hear which sessions ended, so their access cookies stop at once too.
    const revoked = await waitFor(() => h.received.find((e) => e.type === 'SessionsRevoked' && e.key === userId && (e.payload as { reason: string }).reason === 'password_reset'));
    expect((revoked!.payload as { session_ids: string[] }).session_ids.sort()).toEqual([session!.session_id, second.session!.session_id].sort());
    await expectAppError(h.client.Login({ email, password: 'old password' }), 'UNAUTHENTICATED', AUTH_MSG.invalidCredentials);
    await expect(h.client.Login({ email, password: 'new password' })).resolves.toHaveProperty('session');
  });

  it('answers an unknown email like a known one and sends it nothing', async () => {
    const known = freshEmail();
    await signUp(known);
    const unknown = freshEmail();
    tick(31_000);
    const [a, b] = await Promise.all([h.client.StartPasswordReset({ email: known }), h.client.StartPasswordReset({ email: unknown })]);
    expect(a).toEqual(b);
    await nextMailTo(known, 1);
    await h.identity.context.mail.drain();
    expect(mailsTo(unknown)).toHaveLength(0);
    // ...and its rate limit answers the same as a known email's.
    await expectAppError(h.client.ResendPasswordResetCode({ email: unknown }), 'RESOURCE_EXHAUSTED', 'Please wait before requesting another code');
    await expectAppError(h.client.VerifyPasswordResetCode({ email: unknown, code: '123456' }), 'INVALID_ARGUMENT', AUTH_MSG.codeInvalid);
  });
});
