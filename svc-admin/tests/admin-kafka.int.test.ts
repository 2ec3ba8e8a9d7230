// svc-admin's consumers through Kafka (the distributed transport): events written to another
// schema's outbox reach the projection and the audit log. The group reads each topic from its
// beginning, so other tests' events fold in too: this asserts only on its own user and audit row.
import { randomUUID } from 'node:crypto';
import { TOPICS } from '@atelier/proto/events';
import { dropSchemas, integrationEnv, uniqueName, waitFor } from '@atelier/testkit';
import { ev } from './support/events';
import { startHarness, type Harness } from './support/harness';

jest.setTimeout(180_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const schema = uniqueName('it_admin_kafka');
const probeSchema = uniqueName('it_admin_kafka_probe');
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ env: { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(',') }, schema, probeSchema });
});
afterAll(async () => {
  await h?.stop();
  await dropSchemas(databaseUrl, [schema, probeSchema]);
});

test('a sign-up, a subscription and an audit entry travel through Kafka into svc-admin', async () => {
  const user = randomUUID();
  const auditId = randomUUID();
  const at = new Date().toISOString();
  const later = new Date(Date.now() + 1000).toISOString();
  await h.publish([
    ev.registered(user, at, { name: 'Kafka Kay', email: 'kay@example.com' }),
    ev.subscription(user, later, 'premium'),
    {
      event_id: randomUUID(),
      occurred_at: at,
      topic: TOPICS.audit,
      type: 'AdminActionRecorded',
      key: 'plan-1',
      payload: { audit_id: auditId, actor_id: user, ip: '', user_agent: '', action: 'plan.create', entity_type: 'plan', entity_id: 'plan-1', before_json: '', after_json: '{}', occurred_at: at, service: 'billing' },
    },
  ]);
  const db = h.admin.context.db;
  const row = await waitFor(
    () => db.selectFrom('users').select(['name', 'subscription', 'counted', 'premium']).where('user_id', '=', user).executeTakeFirst(),
    (r) => r?.premium === true,
    120_000,
  );
  expect(row).toEqual({ name: 'Kafka Kay', subscription: 'premium', counted: true, premium: true });
  const audit = await waitFor(() => db.selectFrom('audit_log').select(['action', 'actor_id']).where('id', '=', auditId).executeTakeFirst(), Boolean, 120_000);
  expect(audit).toEqual({ action: 'plan.create', actor_id: user });
});
