// Issue 11 on real PostgreSQL: two accounts confirming a change to the same address at the same
// moment — the unique constraint on users.email decides: exactly one wins, the other gets a clear
// ALREADY_EXISTS "Email is already in use" (never a 5xx), and its code is used up.
import { AUTH_MSG, MAIL_MSG } from '@atelier/contracts';
import { dropSchemas, integrationEnv, startSmtpCapture, uniqueName, type SmtpCapture } from '@atelier/testkit';
import { startHarness, type Harness } from './support/harness';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const names = { identitySchema: uniqueName('it_email'), probeSchema: uniqueName('it_email_probe'), probeGroup: uniqueName('it.email.probe') };
const PASSWORD = 'correct horse';
let smtp: SmtpCapture;
let h: Harness;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  h = await startHarness({ env: { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(','), SMTP_URL: smtp.url }, names });
});
afterAll(async () => {
  await h?.stop();
  await dropSchemas(databaseUrl, [names.identitySchema, names.probeSchema]);
  await smtp?.close();
});

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

async function register(email: string): Promise<string> {
  await h.client.StartRegistration({ email });
  const code = codeIn((await smtp.waitFor((m) => m.to.includes(email) && m.subject === MAIL_MSG.signupSubject)).text);
  const { ticket } = await h.client.VerifyRegistrationCode({ email, code });
  const { user } = await h.client.CompleteRegistration({ email, ticket, name: 'Racer', profile_name: 'racer', password: PASSWORD });
  return user!.id;
}

it('two accounts confirming the same address at once: one wins, the other is told it is in use', async () => {
  expect(h.database.kind).toBe('postgres');
  // Several rounds, so both the re-check inside the transaction and the constraint itself get to judge.
  for (let round = 0; round < 4; round++) {
    const target = `${uniqueName('contested')}@example.com`;
    const racers = await Promise.all([0, 1].map(async (i) => {
      const email = `${uniqueName(`racer${i}`)}@example.com`;
      return { id: await register(email), email };
    }));
    const codes: string[] = [];
    for (const r of racers) {
      const res = await h.client.UpdateProfile({ user_id: r.id, name: 'Racer', profile_name: 'racer', email: target, current_password: PASSWORD });
      expect(res.pending_email).toBe(target);
      const mail = await smtp.waitFor((m) => m.to.includes(target) && m.subject === MAIL_MSG.emailChangeSubject && !codes.includes(codeIn(m.text)));
      codes.push(codeIn(mail.text));
    }

    const outcomes = await Promise.allSettled(racers.map((r, i) => h.client.ConfirmEmailChange({ user_id: r.id, code: codes[i]! })));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toMatchObject({ code: 'ALREADY_EXISTS', message: AUTH_MSG.emailInUse });

    const winner = racers[outcomes.findIndex((o) => o.status === 'fulfilled')]!;
    const loser = racers.find((r) => r !== winner)!;
    expect((await h.client.GetUser({ user_id: winner.id })).user!.email).toBe(target);
    expect((await h.client.GetUser({ user_id: loser.id })).user!.email).toBe(loser.email);
    // The loser's code is used up: trying again says there is nothing to confirm.
    await expect(h.client.ConfirmEmailChange({ user_id: loser.id, code: codes[racers.indexOf(loser)]! })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: AUTH_MSG.emailChangeNone,
    });
  }
});
