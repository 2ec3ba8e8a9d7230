// Identity on real PostgreSQL with the Kafka transport: a registration's UserRegistered travels
// outbox → relay → Kafka → a consumer group with an inbox, and takes effect exactly once; and two
// processes starting at once on one schema create a single bootstrap admin.
import { dropSchemas, extractCode, integrationEnv, startSmtpCapture, uniqueName, type SmtpCapture } from '@atelier/testkit';
import { waitFor } from '@atelier/testkit';
import { startHarness, type Harness } from './support/harness';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const names = { identitySchema: uniqueName('it_identity'), probeSchema: uniqueName('it_probe'), probeGroup: uniqueName('it.identity.probe') };
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

it('registers a user on PostgreSQL and delivers UserRegistered through Kafka exactly once', async () => {
  expect(h.database.kind).toBe('postgres');
  const email = `${uniqueName('kafka')}@example.com`;
  await h.client.StartRegistration({ email });
  const code = extractCode(await smtp.waitFor((m) => m.to.includes(email)));
  const { ticket } = await h.client.VerifyRegistrationCode({ email, code });
  const { user } = await h.client.CompleteRegistration({ email, ticket, name: 'Kafka User', profile_name: 'kafka', password: 'password one' });

  await waitFor(() => h.received.some((e) => e.key === user!.id), Boolean, 60_000);
  await h.events.flush();
  // Give a duplicate delivery time to show up before counting.
  await new Promise((r) => setTimeout(r, 1500));
  const mine = h.received.filter((e) => e.key === user!.id);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ type: 'UserRegistered', topic: 'identity.user.v1', payload: { user_id: user!.id, email } });

  const db = h.database.forSchema<any>(names.probeSchema);
  const inbox = await db.selectFrom('inbox').select('event_id').where('consumer', '=', names.probeGroup).where('event_id', '=', mine[0]!.event_id).execute();
  expect(inbox).toHaveLength(1);
  const outbox = await h.database.forSchema<any>(names.identitySchema).selectFrom('outbox').select(['published_at']).where('key', '=', user!.id).execute();
  expect(outbox).toHaveLength(1);
  expect(outbox[0].published_at).not.toBeNull();
});

it('creates one bootstrap admin when two processes start at once on a fresh schema', async () => {
  const race = { identitySchema: uniqueName('it_identity_race'), probeSchema: uniqueName('it_probe_race'), probeGroup: uniqueName('it.race') };
  const env = { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(',') };
  const [a, b] = await Promise.all([startHarness({ env, names: race }), startHarness({ env, names: race })]);
  try {
    expect([a.identity.bootstrap, b.identity.bootstrap].sort()).toEqual(['created', 'exists']);
    expect([...a.printed, ...b.printed]).toHaveLength(1);
    const admins = await a.identity.context.db.selectFrom('users').select('email').where('role', '=', 'admin').execute();
    expect(admins).toEqual([{ email: 'admin@atelier.local' }]);
  } finally {
    await a.stop();
    await b.stop();
    await dropSchemas(databaseUrl, [race.identitySchema, race.probeSchema]);
  }
});
