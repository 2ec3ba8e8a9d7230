// The payments flow on real PostgreSQL and Kafka against the Razorpay sandbox (a local server that
// speaks Razorpay's protocol and sends signed webhooks), through billing's gRPC server:
//   verify and webhooks racing → one grant; webhooks 1–5× shuffled plus forged → credits exactly
//   once per order, forgeries refused; failed → late capture still grants; a refund takes credits
//   back (what cannot be taken is owed and taken from the next purchase); provider failures charge
//   and grant nothing; lost callbacks end in credits through reconciliation; and a billing process
//   SIGKILLed between Razorpay's capture and our grant grants after restart, once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { BILLING_MSG } from '@atelier/contracts';
import { uuidv7 } from '@atelier/platform';
import { billingProto } from '@atelier/proto';
import { startRazorpaySandbox, type StartedSandbox } from '@atelier/razorpay-sandbox';
import { dropSchemas, integrationEnv, startChild, uniqueName, waitFor, type StartedChild } from '@atelier/testkit';
import { RazorpayClient } from '../src/razorpay/client';
import { razorpayProvider } from '../src/service/payment-provider';
import { applyEntry } from '../src/service/ledger';
import { reconcile } from '../src/service/payments.service';
import { expectAppError, startHarness, type Harness } from './support/harness';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const env = { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(',') };
const schema = uniqueName('it_pay');
const probeSchema = uniqueName('it_pay_probe');
let h: Harness;
let sandbox: StartedSandbox;
let hook: Server;

/** Razorpay's webhook deliveries reach billing as the gateway passes them: raw bytes and headers. */
function startHookReceiver(): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const header = (n: string) => String(req.headers[n] ?? '');
      h.client.HandleWebhook({ raw_body: Buffer.concat(chunks), signature: header('x-razorpay-signature'), event_id: header('x-razorpay-event-id') }).then(
        () => res.writeHead(200).end('{"status":"ok"}'),
        (err: { code?: string }) => res.writeHead(err.code === 'INVALID_ARGUMENT' ? 400 : 500).end(),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function providerConfig(s: StartedSandbox) {
  const c = s.control;
  return { keyId: c.keyId, keySecret: c.keySecret, webhookSecret: c.webhookSecret, apiBase: s.url, checkoutScriptUrl: `${s.url}/checkout.js`, sandbox: true };
}

beforeAll(async () => {
  sandbox = await startRazorpaySandbox();
  hook = await startHookReceiver();
  sandbox.control.setWebhookUrl(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/`);
  // A short client timeout so a hung Razorpay shows within the test.
  const config = providerConfig(sandbox);
  h = await startHarness({ env, schema, probeSchema, deadlineMs: 60_000, payments: razorpayProvider(config, new RazorpayClient({ ...config, timeoutMs: 1_000 })) });
});
afterAll(async () => {
  await h?.stop();
  await dropSchemas(databaseUrl, [schema, probeSchema]);
  sandbox?.close();
  hook?.close();
});
afterEach(() => {
  sandbox.control.clearFaults();
  sandbox.control.holdWebhooks(false);
});

const db = () => h.billing.context.db;

/** A registered user (identity's event through Kafka: the customer row and the free grant). */
async function buyer(): Promise<string> {
  const id = uuidv7();
  await h.publishUserEvent('UserRegistered', { id, email: `${id}@example.com`, name: 'Asha Buyer' });
  await waitFor(() => db().selectFrom('wallets').select('balance').where('user_id', '=', id).executeTakeFirst(), Boolean, 20_000);
  return id;
}

async function paidPlan(currency: 'INR' | 'USD' = 'INR') {
  const { plans } = await h.client.ListPlans({ active_only: true });
  return plans.find((p) => p.type === 'paid' && p.currency === currency)!;
}

const balanceOf = async (userId: string) => (await h.client.GetCredits({ user_id: userId })).wallet!;
const purchases = (orderId: string) => db().selectFrom('ledger_entries').select('id').where('source', '=', 'order').where('source_id', '=', orderId).execute();
const orderOf = (providerOrderId: string) => db().selectFrom('orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirstOrThrow();

test('an order is created in the plan own currency and amount, for the buyer', async () => {
  const user = await buyer();
  const usd = await paidPlan('USD');
  const res = await h.client.CreateOrder({ user_id: user, plan_id: usd.id, buyer_state: '', buyer_country: 'US' });
  expect(res).toMatchObject({ key_id: sandbox.control.keyId, amount: usd.amount, currency: 'USD', name: 'Asha Buyer', email: `${user}@example.com`, test_mode: true });
  const remote = sandbox.control.order(res.provider_order_id);
  expect(remote).toMatchObject({ amount: usd.amount, currency: 'USD', status: 'created' });
  const ours = await orderOf(res.provider_order_id);
  expect(remote.receipt).toBe(ours.id);
  expect(ours).toMatchObject({ user_id: user, plan_id: usd.id, amount: usd.amount, currency: 'USD', status: 'created', buyer_country: 'US', granted_at: null });
});

test('refusals: an unknown, inactive or free plan, a trial bought before; nothing ordered', async () => {
  const user = await buyer();
  const { plans } = await h.client.ListPlans({ active_only: false });
  const free = plans.find((p) => p.type === 'free')!;
  const trial = plans.find((p) => p.type === 'trial')!;
  const order = (plan_id: string) => h.client.CreateOrder({ user_id: user, plan_id, buyer_state: '', buyer_country: '' });
  await expectAppError(order(uuidv7()), 'NOT_FOUND', BILLING_MSG.planNotFound);
  await expectAppError(order('not-a-uuid'), 'NOT_FOUND', BILLING_MSG.planNotFound);
  await expectAppError(order(free.id), 'INVALID_ARGUMENT', BILLING_MSG.planFree);
  const { plan: retired } = await h.client.CreatePlan({ name: 'Retired', amount: 1_000, currency: 'INR', credits: 10, type: 'paid', data: 'gone' }, h.as());
  await h.client.UpdatePlan({ id: retired!.id, plan: { name: 'Retired', amount: 1_000, currency: 'INR', credits: 10, type: 'paid', data: 'gone' }, status: 'deactive' }, h.as());
  await expectAppError(order(retired!.id), 'FAILED_PRECONDITION', BILLING_MSG.planInactive);
  await expectAppError(h.client.CreateOrder({ user_id: uuidv7(), plan_id: trial.id, buyer_state: '', buyer_country: '' }), 'FAILED_PRECONDITION', BILLING_MSG.accountNotReady);
  // A state or country no invoice could name is refused before anything is ordered or paid.
  await expectAppError(h.client.CreateOrder({ user_id: user, plan_id: trial.id, buyer_state: '99', buyer_country: '' }), 'INVALID_ARGUMENT', BILLING_MSG.buyerState);
  await expectAppError(h.client.CreateOrder({ user_id: user, plan_id: trial.id, buyer_state: '', buyer_country: 'UK' }), 'INVALID_ARGUMENT', BILLING_MSG.buyerCountry);
  expect(await db().selectFrom('orders').select('id').where('user_id', '=', user).execute()).toHaveLength(0);

  // The trial: once per user.
  const first = await order(trial.id);
  sandbox.control.pay(first.provider_order_id);
  await waitFor(async () => (await orderOf(first.provider_order_id)).status, (s) => s === 'paid', 20_000);
  await expectAppError(order(trial.id), 'FAILED_PRECONDITION', BILLING_MSG.trialUsed);
  // A trial does not make the buyer premium; only a paid plan does.
  expect(await db().selectFrom('customers').select('subscription_type').where('user_id', '=', user).executeTakeFirstOrThrow()).toEqual({ subscription_type: 'free' });
});

test("a dollar purchase from abroad is invoiced as an export only when the card agrees it is abroad", async () => {
  const user = await buyer();
  const usd = await paidPlan('USD');
  const placeOf = async (international: boolean) => {
    const o = await h.client.CreateOrder({ user_id: user, plan_id: usd.id, buyer_state: '', buyer_country: 'US' });
    sandbox.control.pay(o.provider_order_id, { international });
    await waitFor(async () => (await orderOf(o.provider_order_id)).status, (s) => s === 'paid', 20_000);
    const inv = await db().selectFrom('invoices').select('document').where('order_id', '=', (await orderOf(o.provider_order_id)).id).executeTakeFirstOrThrow();
    return (inv.document as { placeOfSupply: { kind: string } }).placeOfSupply.kind;
  };
  expect(await placeOf(true)).toBe('abroad');
  // A US declaration paid with an Indian card: the indicators contradict, so GST applies.
  expect(await placeOf(false)).toBe('state');
});

test('verify and the webhooks racing grant the order once', async () => {
  const user = await buyer();
  const before = await balanceOf(user);
  const plan = await paidPlan();
  const order = await h.client.CreateOrder({ user_id: user, plan_id: plan.id, buyer_state: '', buyer_country: '' });
  sandbox.control.holdWebhooks(true);
  const paid = sandbox.control.pay(order.provider_order_id);
  if (!('response' in paid)) throw new Error('the sandbox payment failed');
  const r = paid.response;
  const [verified] = await Promise.all([
    h.client.VerifyPayment({ user_id: user, razorpay_order_id: r.razorpay_order_id, razorpay_payment_id: r.razorpay_payment_id, razorpay_signature: r.razorpay_signature }),
    sandbox.control.releaseWebhooks({ times: 3, shuffle: true }),
    h.client.VerifyPayment({ user_id: user, razorpay_order_id: r.razorpay_order_id, razorpay_payment_id: r.razorpay_payment_id, razorpay_signature: r.razorpay_signature }),
  ]);
  expect(verified.wallet!.balance).toBe(before.balance + plan.credits);
  expect(await purchases((await orderOf(order.provider_order_id)).id)).toHaveLength(1);
  expect(await balanceOf(user)).toMatchObject({ balance: before.balance + plan.credits });
  const ours = await orderOf(order.provider_order_id);
  expect(ours).toMatchObject({ status: 'paid', payment_id: r.razorpay_payment_id });
  expect(await db().selectFrom('invoices').select('number').where('order_id', '=', ours.id).execute()).toHaveLength(1);
  // A paid plan makes the buyer premium, announced once.
  expect(await db().selectFrom('customers').select('subscription_type').where('user_id', '=', user).executeTakeFirstOrThrow()).toEqual({ subscription_type: 'premium' });
  const announced = await db().selectFrom('outbox' as any).select('type').where('key', '=', user).where('type', 'in', ['PaymentCaptured', 'SubscriptionChanged']).execute();
  expect(announced.map((e: { type: string }) => e.type).sort()).toEqual(['PaymentCaptured', 'SubscriptionChanged']);
});

test('webhooks delivered 1–5 times in any order, plus forgeries: each order granted exactly once, forgeries refused', async () => {
  const user = await buyer();
  const before = await balanceOf(user);
  const plan = await paidPlan();
  sandbox.control.holdWebhooks(true);
  const orders = [];
  for (let i = 0; i < 4; i++) {
    const o = await h.client.CreateOrder({ user_id: user, plan_id: plan.id, buyer_state: '27', buyer_country: '' });
    expect('response' in sandbox.control.pay(o.provider_order_id)).toBe(true);
    orders.push(o.provider_order_id);
  }
  const held = sandbox.control.heldEvents();
  const forged = await Promise.all(held.slice(0, 3).map((e) => sandbox.control.deliver(e.id, { forge: true })));
  for (const d of forged.flat()) expect(d.status).toBe(400);
  expect(await db().selectFrom('webhook_events').select('id').where('id', 'in', held.map((e) => e.id)).execute()).toHaveLength(0);

  const delivered = await sandbox.control.releaseWebhooks({ times: [1, 5], shuffle: true });
  expect(delivered.every((d) => d.status === 200)).toBe(true);
  for (const id of orders) expect(await purchases((await orderOf(id)).id)).toHaveLength(1);
  expect((await balanceOf(user)).balance).toBe(before.balance + 4 * plan.credits);
  // Consecutive invoice numbers, one per order.
  const invoices = await db().selectFrom('invoices').select(['number', 'seq']).where('user_id', '=', user).orderBy('seq').execute();
  expect(invoices).toHaveLength(4);
  for (let i = 1; i < invoices.length; i++) expect(invoices[i]!.seq).toBe(invoices[i - 1]!.seq + 1);
});

test('a failed payment captured later still grants, once', async () => {
  const user = await buyer();
  const before = await balanceOf(user);
  const plan = await paidPlan();
  const order = await h.client.CreateOrder({ user_id: user, plan_id: plan.id, buyer_state: '', buyer_country: '' });
  const attempt = sandbox.control.pay(order.provider_order_id, { outcome: 'late-capture' });
  expect('error' in attempt).toBe(true);
  await waitFor(async () => (await orderOf(order.provider_order_id)).status, (s) => s === 'failed', 20_000);
  expect((await balanceOf(user)).balance).toBe(before.balance);
  sandbox.control.lateCapture(attempt.payment.id);
  await waitFor(async () => (await orderOf(order.provider_order_id)).status, (s) => s === 'paid', 20_000);
  expect((await balanceOf(user)).balance).toBe(before.balance + plan.credits);
  expect(await purchases((await orderOf(order.provider_order_id)).id)).toHaveLength(1);
});

test('a forged or malformed call to the webhook changes nothing and is refused', async () => {
  const body = Buffer.from('{"entity":"event","event":"payment.captured","payload":{}}');
  await expectAppError(h.client.HandleWebhook({ raw_body: body, signature: 'f'.repeat(64), event_id: 'evt_forged_1' }), 'INVALID_ARGUMENT', BILLING_MSG.webhookSignature);
  await expectAppError(h.client.HandleWebhook({ raw_body: body, signature: '', event_id: 'evt_forged_2' }), 'INVALID_ARGUMENT', BILLING_MSG.webhookSignature);
  const { webhookSignature } = await import('../src/domain/razorpay-signatures');
  const junk = Buffer.from('not json');
  await expectAppError(h.client.HandleWebhook({ raw_body: junk, signature: webhookSignature(junk, sandbox.control.webhookSecret), event_id: 'evt_junk' }), 'INVALID_ARGUMENT', BILLING_MSG.webhookBody);
  expect(await db().selectFrom('webhook_events').select('id').where('id', 'in', ['evt_forged_1', 'evt_forged_2', 'evt_junk']).execute()).toHaveLength(0);
});

test('verify refuses a wrong signature and another user, granting nothing', async () => {
  const user = await buyer();
  const plan = await paidPlan();
  const order = await h.client.CreateOrder({ user_id: user, plan_id: plan.id, buyer_state: '', buyer_country: '' });
  sandbox.control.holdWebhooks(true);
  const paid = sandbox.control.pay(order.provider_order_id);
  if (!('response' in paid)) throw new Error('the sandbox payment failed');
  const r = paid.response;
  await expectAppError(
    h.client.VerifyPayment({ user_id: user, razorpay_order_id: r.razorpay_order_id, razorpay_payment_id: r.razorpay_payment_id, razorpay_signature: '0'.repeat(64) }),
    'INVALID_ARGUMENT',
    BILLING_MSG.paymentSignature,
  );
  await expectAppError(
    h.client.VerifyPayment({ user_id: uuidv7(), razorpay_order_id: r.razorpay_order_id, razorpay_payment_id: r.razorpay_payment_id, razorpay_signature: r.razorpay_signature }),
    'NOT_FOUND',
    BILLING_MSG.orderNotFound,
  );
  expect(await purchases((await orderOf(order.provider_order_id)).id)).toHaveLength(0);
});

test('Razorpay failing (5xx, 401, no answer) charges and grants nothing, and the purchase can be retried', async () => {
  const user = await buyer();
  const plan = await paidPlan();
  const count = async () => (await db().selectFrom('orders').select('id').where('user_id', '=', user).execute()).length;
  sandbox.control.fault('orders.create', { status: 500 }, 1);
  await expectAppError(h.client.CreateOrder({ user_id: user, plan_id: plan.id, buyer_state: '', buyer_country: '' }), 'UNAVAILABLE', BILLING_MSG.paymentProviderDown);
  sandbox.control.fault('orders.create', { hang: true }, 1);
  await expectAppError(h.client.CreateOrder({ user_id: user, plan_id: plan.id, buyer_state: '', buyer_country: '' }), 'UNAVAILABLE', BILLING_MSG.paymentProviderDown);
  sandbox.control.fault('orders.create', { status: 401 }, 1);
  await expectAppError(h.client.CreateOrder({ user_id: user, plan_id: plan.id, buyer_state: '', buyer_country: '' }), 'INTERNAL');
  expect(await count()).toBe(0);

  // The retry works; a verify that meets a failing Razorpay grants nothing and can be repeated.
  const order = await h.client.CreateOrder({ user_id: user, plan_id: plan.id, buyer_state: '', buyer_country: '' });
  expect(await count()).toBe(1);
  sandbox.control.holdWebhooks(true);
  const paid = sandbox.control.pay(order.provider_order_id);
  if (!('response' in paid)) throw new Error('the sandbox payment failed');
  const req = { user_id: user, razorpay_order_id: paid.response.razorpay_order_id, razorpay_payment_id: paid.response.razorpay_payment_id, razorpay_signature: paid.response.razorpay_signature };
  sandbox.control.fault('payments.fetch', { status: 502 }, 1);
  await expectAppError(h.client.VerifyPayment(req), 'UNAVAILABLE', BILLING_MSG.paymentProviderDown);
  expect(await purchases((await orderOf(order.provider_order_id)).id)).toHaveLength(0);
  await h.client.VerifyPayment(req);
  expect(await purchases((await orderOf(order.provider_order_id)).id)).toHaveLength(1);
});

test('a refund decides what it can take under the wallet lock: a hold committed meanwhile leaves the rest owed, the refund still lands', async () => {
  const user = await buyer();
  const plan = await paidPlan();
  const order = await h.client.CreateOrder({ user_id: user, plan_id: plan.id, buyer_state: '', buyer_country: '' });
  const paid = sandbox.control.pay(order.provider_order_id);
  if (!('response' in paid)) throw new Error('the sandbox payment failed');
  await waitFor(async () => (await orderOf(order.provider_order_id)).status, (s) => s === 'paid', 20_000);
  const { balance } = await balanceOf(user);

  sandbox.control.holdWebhooks(true);
  const client = new RazorpayClient({ keyId: sandbox.control.keyId, keySecret: sandbox.control.keySecret, apiBase: sandbox.url });
  await client.refundPayment(paid.payment.id, `refund-${paid.payment.id}`);
  // Another transaction holds all but 10 credits and keeps the wallet locked while the refund
  // webhook arrives; it commits only after the webhook had time to read the wallet.
  let delivered: Promise<Array<{ status: number | string }>> | undefined;
  await db().transaction().execute(async (trx) => {
    await applyEntry(h.billing.context, trx, { userId: user, kind: 'hold', source: 'job-hold', sourceId: uuidv7(), delta: 0, heldDelta: balance - 10, requestId: 'job', service: 'Text to Image' });
    delivered = sandbox.control.releaseWebhooks();
    await new Promise((r) => setTimeout(r, 500));
  });
  // refund.created and refund.processed, both acknowledged (a refused refund entry would be a 500).
  const statuses = (await delivered!).map((d) => d.status);
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((st) => st === 200)).toBe(true);
  await waitFor(async () => (await orderOf(order.provider_order_id)).status, (s) => s === 'refunded', 20_000);
  expect(await balanceOf(user)).toMatchObject({ balance: balance - 10, held: balance - 10, credits: 0 });
  expect((await db().selectFrom('wallets').select('owed').where('user_id', '=', user).executeTakeFirstOrThrow()).owed).toBe(plan.credits - 10);
});

test('a refund takes the credits back; what cannot be taken is owed and taken from the next purchase', async () => {
  const user = await buyer();
  const plan = await paidPlan();
  const start = (await balanceOf(user)).balance;
  const order = await h.client.CreateOrder({ user_id: user, plan_id: plan.id, buyer_state: '', buyer_country: '' });
  const paid = sandbox.control.pay(order.provider_order_id);
  if (!('response' in paid)) throw new Error('the sandbox payment failed');
  await waitFor(async () => (await balanceOf(user)).balance, (b) => b === start + plan.credits, 20_000);
  // The buyer spends all but 100 credits, then the payment is refunded in full.
  await h.client.Hold({ user_id: user, job_id: uuidv7(), credits: start + plan.credits - 100, operation: 'text2img' }).then((r) => h.client.Capture({ hold_id: r.hold_id }));
  const client = new RazorpayClient({ keyId: sandbox.control.keyId, keySecret: sandbox.control.keySecret, apiBase: sandbox.url });
  await client.refundPayment(paid.payment.id, `refund-${paid.payment.id}`);
  await waitFor(async () => (await orderOf(order.provider_order_id)).status, (s) => s === 'refunded', 20_000);
  expect(await balanceOf(user)).toMatchObject({ balance: 0 });
  const wallet = await db().selectFrom('wallets').select('owed').where('user_id', '=', user).executeTakeFirstOrThrow();
  expect(wallet.owed).toBe(plan.credits - 100);
  // The refund webhook redelivered changes nothing.
  const refundEvent = sandbox.control.events('refund.processed').find((e) => e.body.includes(paid.payment.id))!;
  await sandbox.control.deliver(refundEvent.id, { times: 2 });
  expect((await db().selectFrom('wallets').select('owed').where('user_id', '=', user).executeTakeFirstOrThrow()).owed).toBe(plan.credits - 100);

  // The next purchase pays the debt first.
  const next = await h.client.CreateOrder({ user_id: user, plan_id: plan.id, buyer_state: '', buyer_country: '' });
  sandbox.control.pay(next.provider_order_id);
  await waitFor(async () => (await orderOf(next.provider_order_id)).status, (s) => s === 'paid', 20_000);
  expect(await balanceOf(user)).toMatchObject({ balance: 100 });
  expect((await db().selectFrom('wallets').select('owed').where('user_id', '=', user).executeTakeFirstOrThrow()).owed).toBe(0);
});

test('a lost Checkout callback and lost webhooks still end in credits: reconciliation asks Razorpay', async () => {
  const user = await buyer();
  const before = await balanceOf(user);
  const plan = await paidPlan();
  const order = await h.client.CreateOrder({ user_id: user, plan_id: plan.id, buyer_state: '', buyer_country: '' });
  sandbox.control.holdWebhooks(true);
  expect('response' in sandbox.control.pay(order.provider_order_id)).toBe(true);
  // Not yet old enough: left alone.
  const opts = { afterMs: 60_000, everyMs: 0, maxAgeMs: 86_400_000, batch: 100 };
  expect(await reconcile(h.billing.context, opts)).toBe(0);
  expect(await reconcile(h.billing.context, { ...opts, afterMs: 0 })).toBeGreaterThanOrEqual(1);
  expect((await balanceOf(user)).balance).toBe(before.balance + plan.credits);
  // The webhooks arriving late change nothing.
  await sandbox.control.releaseWebhooks({ times: 2 });
  expect(await purchases((await orderOf(order.provider_order_id)).id)).toHaveLength(1);
});

describe('a billing process SIGKILLed between Razorpay capture and our grant', () => {
  let child: StartedChild | undefined;
  afterEach(() => child?.kill());

  /** billing alone in a process of its own (same schema), its gRPC address read from its output. */
  async function startBilling(extraEnv: Record<string, string>): Promise<{ child: StartedChild; client: BillingRaw }> {
    const c = sandbox.control;
    const started = await startChild(
      join(__dirname, 'support/billing.child.ts'),
      {
        ...env,
        BILLING_SCHEMA: schema,
        RAZORPAY_KEY_ID: c.keyId,
        RAZORPAY_KEY_SECRET: c.keySecret,
        RAZORPAY_WEBHOOK_SECRET: c.webhookSecret,
        RAZORPAY_API_BASE: sandbox.url,
        ...extraEnv,
      },
      /billing listening on (\S+)/,
    );
    return { child: started, client: rawClient(started.ready[1]!) };
  }

  test('after the restart, reconciliation grants the order exactly once', async () => {
    const user = await buyer();
    const before = await balanceOf(user);
    const plan = await paidPlan();
    const first = await startBilling({});
    child = first.child;
    const order = await first.client.call('CreateOrder', { user_id: user, plan_id: plan.id, buyer_state: '', buyer_country: '' });
    sandbox.control.holdWebhooks(true); // the webhooks are lost too
    const paid = sandbox.control.pay(order.provider_order_id as string);
    if (!('response' in paid)) throw new Error('the sandbox payment failed');
    // The verify reaches billing, which asks Razorpay for the captured payment — and dies there.
    sandbox.control.fault('payments.fetch', { hang: true }, 1);
    const r = paid.response;
    const verifying = first.client.call('VerifyPayment', { user_id: user, razorpay_order_id: r.razorpay_order_id, razorpay_payment_id: r.razorpay_payment_id, razorpay_signature: r.razorpay_signature }).catch((e: Error) => e);
    await waitFor(() => sandbox.control.state().payments.find((p) => p.id === r.razorpay_payment_id)?.status, (s) => s === 'captured');
    await new Promise((res) => setTimeout(res, 300));
    await first.child.kill();
    expect(await verifying).toBeInstanceOf(Error);
    expect(await purchases((await orderOf(order.provider_order_id as string)).id)).toHaveLength(0);

    // Restarted with a short reconciliation delay: the captured payment is found and granted.
    const second = await startBilling({ BILLING_RECONCILE_AFTER_MS: '1', BILLING_RECONCILE_INTERVAL_MS: '200' });
    child = second.child;
    await waitFor(async () => (await balanceOf(user)).balance, (b) => b === before.balance + plan.credits, 30_000);
    await new Promise((res) => setTimeout(res, 600)); // more rounds: still once
    expect(await purchases((await orderOf(order.provider_order_id as string)).id)).toHaveLength(1);
    second.client.close();
  });
});

interface BillingRaw {
  call(method: string, req: object): Promise<Record<string, unknown>>;
  close(): void;
}

function rawClient(address: string): BillingRaw {
  const Ctor = billingProto().atelier.billing.v1.BillingService;
  const client = new Ctor(address, grpc.credentials.createInsecure()) as unknown as grpc.Client & Record<string, Function>;
  return {
    call: (method, req) =>
      new Promise((resolve, reject) => client[method]!.call(client, req, { deadline: Date.now() + 30_000 }, (err: Error | null, res: Record<string, unknown>) => (err ? reject(err) : resolve(res)))),
    close: () => client.close(),
  };
}
