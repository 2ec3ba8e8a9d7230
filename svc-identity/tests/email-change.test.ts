// Issue 11: changing the login email through the real gRPC server (dev mailbox mode). It needs the
// current password (counted by the sign-in throttle) and a code sent to the new address; until
// confirmed the old email stays the login email. A taken address is answered exactly like a free
// one (only the mail to it tells the truth), and "in use" is said only at confirmation.
import { AUTH_MSG, MAIL_MSG } from '@atelier/contracts';
import { waitFor } from '@atelier/testkit';
import { CHROME_LINUX, expectAppError, registerViaDevMailbox, startHarness, type Harness } from './support/harness';

jest.setTimeout(60_000);

let h: Harness;
let clock = new Date('2026-04-01T09:00:00Z');
const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));
let n = 0;
const PASSWORD = 'correct horse';

async function newUser(): Promise<{ id: string; email: string }> {
  const email = `mover${++n}@example.com`;
  return { id: await registerViaDevMailbox(h, email, PASSWORD), email };
}
const freshAddress = () => `target${++n}@example.com`;

async function mailsTo(to: string) {
  await h.identity.context.mail.drain();
  return (await h.mail.devMailbox!.list()).filter((m) => m.to === to);
}
async function codeSentTo(to: string): Promise<string> {
  const mail = (await mailsTo(to)).find((m) => m.subject === MAIL_MSG.emailChangeSubject);
  if (!mail) throw new Error(`no email-change code mail for ${to}`);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}
const form = (u: { id: string; email: string }, over: Record<string, string> = {}) => ({
  user_id: u.id,
  name: 'Test User',
  profile_name: u.email.split('@')[0]!,
  email: u.email,
  ...over,
});
const loginEmail = async (id: string) => (await h.client.GetUser({ user_id: id })).user!.email;

beforeAll(async () => {
  h = await startHarness({ now: () => clock });
});
afterAll(() => h?.stop());
beforeEach(() => tick(60 * 60_000)); // every test starts clear of the send limits and the throttle window

describe('update_profile', () => {
  it('changes name and profile name at once without a password when the email stays', async () => {
    const a = await newUser();
    const res = await h.client.UpdateProfile(form(a, { name: 'New Name', profile_name: 'newname', email: a.email.toUpperCase() }));
    expect(res.user).toMatchObject({ name: 'New Name', profile_name: 'newname', email: a.email });
    expect(res.pending_email).toBe('');
  });

  it('refuses a new email without the current password, or with a wrong one, and changes nothing', async () => {
    const a = await newUser();
    const target = freshAddress();
    await expectAppError(h.client.UpdateProfile(form(a, { email: target, name: 'Changed' })), 'INVALID_ARGUMENT', AUTH_MSG.currentPasswordRequired);
    await expectAppError(
      h.client.UpdateProfile(form(a, { email: target, name: 'Changed', current_password: 'wrong password' })),
      'INVALID_ARGUMENT',
      AUTH_MSG.currentPasswordIncorrect,
    );
    expect((await h.client.GetUser({ user_id: a.id })).user).toMatchObject({ name: 'Test User', email: a.email });
    expect(await mailsTo(target)).toEqual([]);
    await expectAppError(h.client.ConfirmEmailChange({ user_id: a.id, code: '000000' }), 'INVALID_ARGUMENT', AUTH_MSG.emailChangeNone);
  });

  it('counts wrong current passwords in the sign-in throttle of that client', async () => {
    const a = await newUser();
    const client = { ip: '192.0.2.44', user_agent: CHROME_LINUX.user_agent };
    const ask = (current_password: string) => h.client.UpdateProfile({ ...form(a, { email: freshAddress(), current_password }), client });
    for (let i = 0; i < 10; i++) await expectAppError(ask('wrong password'), 'INVALID_ARGUMENT', AUTH_MSG.currentPasswordIncorrect);
    // The right password is refused now, here and at sign-in from the same client...
    await expectAppError(ask(PASSWORD), 'RESOURCE_EXHAUSTED', AUTH_MSG.tooManyLoginFailures);
    await expectAppError(h.client.Login({ email: a.email, password: PASSWORD, client }), 'RESOURCE_EXHAUSTED', AUTH_MSG.tooManyLoginFailures);
    // ...but not from the owner's other client.
    await expect(h.client.Login({ email: a.email, password: PASSWORD, client: CHROME_LINUX })).resolves.toHaveProperty('session');
  });

  it('answers a taken address byte for byte like a free one; the mail to it tells the truth', async () => {
    const a = await newUser();
    const target = freshAddress();
    const free = await h.client.UpdateProfile(form(a, { email: target, current_password: PASSWORD }));
    const firstCode = await codeSentTo(target);
    await registerViaDevMailbox(h, target, PASSWORD, 'Owner'); // someone else takes the address meanwhile
    tick(60_000);
    const taken = await h.client.UpdateProfile(form(a, { email: target, current_password: PASSWORD }));

    expect(JSON.stringify(taken)).toBe(JSON.stringify(free));
    expect(free.pending_email).toBe(target);
    expect(free.user!.email).toBe(a.email);
    const notice = (await mailsTo(target)).filter((m) => m.subject === MAIL_MSG.emailChangeTakenSubject);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain(MAIL_MSG.emailChangeTaken);
    expect(notice[0]!.text).not.toMatch(/\b\d{6}\b/);
    // The new request replaced the first code, and the taken one has none that works.
    await expectAppError(h.client.ConfirmEmailChange({ user_id: a.id, code: firstCode }), 'INVALID_ARGUMENT', AUTH_MSG.codeInvalid);
    expect(await loginEmail(a.id)).toBe(a.email);
  });

  it('refuses a second request within 30 s (the code resend rule, per user) and keeps the names', async () => {
    const a = await newUser();
    await h.client.UpdateProfile(form(a, { email: freshAddress(), current_password: PASSWORD }));
    tick(10_000);
    await expectAppError(
      h.client.UpdateProfile(form(a, { email: freshAddress(), current_password: PASSWORD, name: 'Too Soon' })),
      'RESOURCE_EXHAUSTED',
      AUTH_MSG.codeWaitBeforeResend,
    );
    expect((await h.client.GetUser({ user_id: a.id })).user!.name).toBe('Test User');
  });
});

describe('confirm_email_change', () => {
  it('keeps the old email until the code is confirmed, then switches, signs out other sessions and tells the old address', async () => {
    const a = await newUser();
    const target = freshAddress();
    const current = await h.client.Login({ email: a.email, password: PASSWORD });
    const other = await h.client.Login({ email: a.email, password: PASSWORD });
    await h.client.UpdateProfile(form(a, { email: target, current_password: PASSWORD }));

    expect(await loginEmail(a.id)).toBe(a.email);
    await expect(h.client.Login({ email: a.email, password: PASSWORD })).resolves.toHaveProperty('session');
    await expectAppError(h.client.Login({ email: target, password: PASSWORD }), 'UNAUTHENTICATED');

    const { user } = await h.client.ConfirmEmailChange({
      user_id: a.id,
      code: await codeSentTo(target),
      current_session_id: current.session!.session_id,
    });
    expect(user!.email).toBe(target);
    await expect(h.client.Login({ email: target, password: PASSWORD })).resolves.toHaveProperty('session');
    await expectAppError(h.client.Login({ email: a.email, password: PASSWORD }), 'UNAUTHENTICATED', AUTH_MSG.invalidCredentials);
    await expect(h.client.RefreshSession({ refresh_token: current.session!.refresh_token })).resolves.toHaveProperty('session');
    await expectAppError(h.client.RefreshSession({ refresh_token: other.session!.refresh_token }), 'UNAUTHENTICATED');

    const notice = (await mailsTo(a.email)).find((m) => m.subject === MAIL_MSG.emailChangedSubject);
    expect(notice?.text).toContain(target);
    await waitFor(() => h.received.some((e) => e.key === a.id && e.type === 'UserProfileUpdated' && (e.payload as { email?: string }).email === target));
    // The code works once.
    await expectAppError(h.client.ConfirmEmailChange({ user_id: a.id, code: await codeSentTo(target) }), 'INVALID_ARGUMENT', AUTH_MSG.emailChangeNone);
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const a = await newUser();
    const target = freshAddress();
    await h.client.UpdateProfile(form(a, { email: target, current_password: PASSWORD }));
    const code = await codeSentTo(target);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await expectAppError(h.client.ConfirmEmailChange({ user_id: a.id, code: wrong }), 'INVALID_ARGUMENT', AUTH_MSG.codeInvalid);
    await expectAppError(h.client.ConfirmEmailChange({ user_id: a.id, code: wrong }), 'INVALID_ARGUMENT', AUTH_MSG.codeTooManyAttempts);
    await expectAppError(h.client.ConfirmEmailChange({ user_id: a.id, code }), 'INVALID_ARGUMENT', AUTH_MSG.codeTooManyAttempts);
    expect(await loginEmail(a.id)).toBe(a.email);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const a = await newUser();
    const target = freshAddress();
    await h.client.UpdateProfile(form(a, { email: target, current_password: PASSWORD }));
    tick(10 * 60_000);
    await expectAppError(h.client.ConfirmEmailChange({ user_id: a.id, code: await codeSentTo(target) }), 'INVALID_ARGUMENT', AUTH_MSG.codeExpired);
    expect(await loginEmail(a.id)).toBe(a.email);
  });

  it('says "in use" only at confirmation, to the one who holds the code, and uses the code up', async () => {
    const a = await newUser();
    const target = freshAddress();
    await h.client.UpdateProfile(form(a, { email: target, current_password: PASSWORD }));
    const code = await codeSentTo(target);
    await registerViaDevMailbox(h, target, PASSWORD, 'Quicker');
    await expectAppError(h.client.ConfirmEmailChange({ user_id: a.id, code }), 'ALREADY_EXISTS', AUTH_MSG.emailInUse);
    await expectAppError(h.client.ConfirmEmailChange({ user_id: a.id, code }), 'INVALID_ARGUMENT', AUTH_MSG.emailChangeNone);
    expect(await loginEmail(a.id)).toBe(a.email);
  });

  it('does not take a code sent to another account', async () => {
    const a = await newUser();
    const b = await newUser();
    const target = freshAddress();
    await h.client.UpdateProfile(form(a, { email: target, current_password: PASSWORD }));
    await expectAppError(h.client.ConfirmEmailChange({ user_id: b.id, code: await codeSentTo(target) }), 'INVALID_ARGUMENT', AUTH_MSG.emailChangeNone);
  });
});
