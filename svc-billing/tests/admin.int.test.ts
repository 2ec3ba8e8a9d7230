// Billing's admin side on real PostgreSQL (Kafka transport), issue 10: every admin RPC refuses a
// call without an admin actor with nothing changed; each admin change (plans, credit adjustment,
// subscription) writes its audit event in the same transaction — none when the change is refused
// or is an idempotent replay; SetSubscription emits SubscriptionChanged; GetCreditsBatch answers
// a page's credits in one call.
import { ADMIN_MSG, AUTH_MSG, BILLING_MSG } from '@atelier/contracts';
import { uuidv7 } from '@atelier/platform';
import { dropSchemas, integrationEnv, uniqueName } from '@atelier/testkit';
import { ADMIN_ID, expectAppError, startHarness, type Harness } from './support/harness';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const env = { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(',') };
const schema = uniqueName('it_billadmin');
const probeSchema = uniqueName('it_billadmin_probe');
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ env, schema, probeSchema });
});
afterAll(async () => {
  await h?.stop();
  await dropSchemas(databaseUrl, [schema, probeSchema]);
});

const db = () => h.billing.context.db;
const plan = (over: object = {}) => ({ name: 'Studio', amount: 49_900, currency: 'INR', credits: 500, type: 'paid', data: 'For studios', ...over });

async function outboxOf(topic: string, key: string) {
  const rows = await db()
    .selectFrom('outbox' as never)
    .select(['type', 'payload'] as never[])
    .where('topic' as never, '=', topic as never)
    .where('key' as never, '=', key as never)
    .orderBy('id' as never)
    .execute();
  return rows as unknown as Array<{ type: string; payload: Record<string, string> }>;
}
const auditOf = (entityId: string) => outboxOf('audit.admin_action.v1', entityId);
const json = (text: string | undefined) => (text ? JSON.parse(text) : undefined);

async function newCustomer() {
  const user = { id: uuidv7(), email: `${uniqueName('cust')}@example.com`, name: 'Customer' };
  await h.publishUserEvent('UserRegistered', user);
  // The free plan's grant arrives with the customer row (the consumer's transaction).
  for (let i = 0; i < 200 && !(await db().selectFrom('customers').select('user_id').where('user_id', '=', user.id).executeTakeFirst()); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return user;
}

test('every admin RPC refuses a call without an actor or with a user, and nothing changes', async () => {
  const user = await newCustomer();
  const { plan: existing } = await h.client.CreatePlan(plan(), h.as());
  const calls = [
    (o?: object) => h.client.CreatePlan(plan({ name: 'Sneaky' }), o),
    (o?: object) => h.client.UpdatePlan({ id: existing!.id, plan: plan({ name: 'Sneaky' }), status: 'active' }, o),
    (o?: object) => h.client.DeletePlan({ id: existing!.id }, o),
    (o?: object) => h.client.AdjustCredits({ user_id: user.id, amount: 1_000, reason: 'free money', admin_id: user.id, request_id: uuidv7() }, o),
    (o?: object) => h.client.SetSubscription({ user_id: user.id, subscription_type: 'premium' }, o),
  ];
  for (const call of calls) {
    await expectAppError(call(), 'UNAUTHENTICATED');
    await expectAppError(call(h.as({ id: user.id, role: 'user' })), 'PERMISSION_DENIED', ADMIN_MSG.adminOnly);
  }
  const plans = await db().selectFrom('plans').select(['id', 'name', 'status']).where('name', '=', 'Sneaky').execute();
  expect(plans).toEqual([]);
  expect((await db().selectFrom('plans').select(['name', 'status']).where('id', '=', existing!.id).executeTakeFirstOrThrow())).toEqual({ name: 'Studio', status: 'active' });
  expect((await h.client.GetCredits({ user_id: user.id })).wallet!.credits).toBeLessThan(1_000);
  expect((await db().selectFrom('customers').select('subscription_type').where('user_id', '=', user.id).executeTakeFirstOrThrow()).subscription_type).toBe('free');
  expect(await auditOf(user.id)).toEqual([]);
  expect((await auditOf(existing!.id)).map((e) => e.payload.action)).toEqual(['plan.create']);
});

test('plan create, update and delete each record their audit event with before and after', async () => {
  const meta = h.as({ ip: '198.51.100.9', userAgent: 'admin-ui' });
  const { plan: created } = await h.client.CreatePlan(plan(), meta);
  await h.client.UpdatePlan({ id: created!.id, plan: plan({ name: 'Studio+', credits: 600 }), status: 'deactive' }, meta);
  // A refused update (bad amount) leaves no record.
  await expectAppError(h.client.UpdatePlan({ id: created!.id, plan: plan({ amount: 1 }), status: 'active' }, meta), 'INVALID_ARGUMENT', BILLING_MSG.planAmountRange);
  expect(await h.client.DeletePlan({ id: created!.id }, meta)).toEqual({ deactivated: false });

  const audit = await auditOf(created!.id);
  expect(audit.map((e) => [e.type, e.payload.action, e.payload.entity_type])).toEqual([
    ['AdminActionRecorded', 'plan.create', 'plan'],
    ['AdminActionRecorded', 'plan.update', 'plan'],
    ['AdminActionRecorded', 'plan.delete', 'plan'],
  ]);
  expect(audit[0]!.payload).toMatchObject({ actor_id: ADMIN_ID, ip: '198.51.100.9', user_agent: 'admin-ui', entity_id: created!.id, service: 'billing', before_json: '' });
  const studio = { name: 'Studio', amount: 49_900, currency: 'INR', credits: 500, type: 'paid', data: 'For studios', status: 'active' };
  expect(json(audit[0]!.payload.after_json)).toEqual(studio);
  expect(json(audit[1]!.payload.before_json)).toEqual(studio);
  expect(json(audit[1]!.payload.after_json)).toEqual({ ...studio, name: 'Studio+', credits: 600, status: 'deactive' });
  expect(json(audit[2]!.payload.before_json)).toMatchObject({ name: 'Studio+' });
  expect(audit[2]!.payload.after_json).toBe('');
  // A refused delete (unknown plan) leaves none either.
  await expectAppError(h.client.DeletePlan({ id: created!.id }, meta), 'NOT_FOUND', BILLING_MSG.planNotFound);
  expect(await auditOf(created!.id)).toHaveLength(3);
});

test('a credit adjustment records user.credits_adjust once; a replay or a refusal records nothing', async () => {
  const user = await newCustomer();
  const start = (await h.client.GetCredits({ user_id: user.id })).wallet!;
  const requestId = uuidv7();
  const adjust = () => h.client.AdjustCredits({ user_id: user.id, amount: 25, reason: ' goodwill ', admin_id: 'ignored', request_id: requestId }, h.as());
  const first = await adjust();
  expect(first.wallet!.credits).toBe(start.credits + 25);
  expect((await adjust()).wallet!.credits).toBe(start.credits + 25); // same request id: applied once
  await expectAppError(
    h.client.AdjustCredits({ user_id: user.id, amount: -(start.credits + 26), reason: 'too much', admin_id: '', request_id: uuidv7() }, h.as()),
    'FAILED_PRECONDITION',
    BILLING_MSG.adjustBelowZero,
  );
  const audit = await auditOf(user.id);
  expect(audit).toHaveLength(1);
  expect(audit[0]!.payload).toMatchObject({ action: 'user.credits_adjust', entity_type: 'user', entity_id: user.id, actor_id: ADMIN_ID });
  expect(json(audit[0]!.payload.before_json)).toEqual({ credits: start.credits, balance: start.balance });
  expect(json(audit[0]!.payload.after_json)).toEqual({ credits: start.credits + 25, balance: start.balance + 25, amount: 25, reason: 'goodwill' });
});

test('SetSubscription changes the tier, emits SubscriptionChanged and records user.update; the same tier changes nothing', async () => {
  const user = await newCustomer();
  expect(await h.client.SetSubscription({ user_id: user.id, subscription_type: 'premium' }, h.as())).toEqual({ subscription_type: 'premium', changed: true });
  expect((await db().selectFrom('customers').select('subscription_type').where('user_id', '=', user.id).executeTakeFirstOrThrow()).subscription_type).toBe('premium');
  expect(await h.client.SetSubscription({ user_id: user.id, subscription_type: 'premium' }, h.as())).toEqual({ subscription_type: 'premium', changed: false });

  const changed = await outboxOf('billing.subscription.v1', user.id);
  expect(changed).toHaveLength(1);
  expect(changed[0]).toMatchObject({ type: 'SubscriptionChanged', payload: { user_id: user.id, subscription_type: 'premium' } });
  const audit = await auditOf(user.id);
  expect(audit).toHaveLength(1);
  expect(audit[0]!.payload).toMatchObject({ action: 'user.update', entity_type: 'user', entity_id: user.id });
  expect(json(audit[0]!.payload.before_json)).toEqual({ user_subscription_type: 'free' });
  expect(json(audit[0]!.payload.after_json)).toEqual({ user_subscription_type: 'premium' });

  await expectAppError(h.client.SetSubscription({ user_id: user.id, subscription_type: 'gold' }, h.as()), 'INVALID_ARGUMENT', ADMIN_MSG.userSubscription);
  await expectAppError(h.client.SetSubscription({ user_id: uuidv7(), subscription_type: 'free' }, h.as()), 'NOT_FOUND', AUTH_MSG.userNotFound);
  expect(await auditOf(user.id)).toHaveLength(1);
});

test('GetCreditsBatch answers every id of a page in one call (0 for unknown ones), at most 100', async () => {
  const [a, b] = [await newCustomer(), await newCustomer()];
  await h.client.AdjustCredits({ user_id: b.id, amount: 7, reason: 'r', admin_id: '', request_id: uuidv7() }, h.as());
  const wa = (await h.client.GetCredits({ user_id: a.id })).wallet!.credits;
  const wb = (await h.client.GetCredits({ user_id: b.id })).wallet!.credits;
  const nobody = uuidv7();
  const { credits } = await h.client.GetCreditsBatch({ user_ids: [a.id, b.id, nobody, 'not-a-uuid'] });
  expect(credits).toEqual({ [a.id]: wa, [b.id]: wb, [nobody]: 0, 'not-a-uuid': 0 });
  expect(await h.client.GetCreditsBatch({ user_ids: [] })).toEqual({ credits: {} });
  await expectAppError(h.client.GetCreditsBatch({ user_ids: Array.from({ length: 101 }, () => uuidv7()) }), 'INVALID_ARGUMENT');
});
