// Billing on real PostgreSQL (Kafka transport), through the gRPC server with a real client:
// 1,000 concurrent holds against a balance that covers 10 → exactly 10 succeed and the wallet never
// disagrees with its ledger; concurrent retries of one job → one hold; capture and release racing on
// each hold → each settled exactly once; batches of job outcomes sharing users, settled at once in
// opposite orders beside new holds → no deadlock, each hold settled once, wallets exact; two
// sweepers share stale holds without settling one twice;
// two processes seeding a fresh schema at once → one set of plans, announced once (PlansChanged); UserRegistered through Kafka → one grant.
import { BILLING_MSG } from '@atelier/contracts';
import { uuidv7 } from '@atelier/platform';
import { dropSchemas, integrationEnv, uniqueName, waitFor } from '@atelier/testkit';
import { HOLD_TIMEOUT_MS } from '../src/domain/holds';
import { SEED_PLANS } from '../src/domain/plans';
import { settleJobHolds, sweepStaleHolds } from '../src/service/holds.service';
import { startHarness, type Harness } from './support/harness';

jest.setTimeout(180_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const env = { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(',') };
const schema = uniqueName('it_billing');
const probeSchema = uniqueName('it_billing_probe');
let clock = Date.now();
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ env, schema, probeSchema, now: () => new Date(clock), deadlineMs: 120_000 });
});
afterAll(async () => {
  await h?.stop();
  await dropSchemas(databaseUrl, [schema, probeSchema]);
});

const db = () => h.billing.context.db;
const topUp = (userId: string, credits: number) => h.client.AdjustCredits({ user_id: userId, amount: credits, reason: 'test', admin_id: uuidv7(), request_id: uuidv7() }, h.as());

/** The wallet equals the sums of its ledger, its last entry, and the open holds. */
async function expectConsistent(userId: string) {
  const w = await db().selectFrom('wallets').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const sums = await db()
    .selectFrom('ledger_entries')
    .select((eb) => [eb.fn.sum<string>('delta').as('balance'), eb.fn.sum<string>('held_delta').as('held')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  expect({ balance: Number(sums.balance), held: Number(sums.held) }).toEqual({ balance: w.balance, held: w.held });
  const last = await db().selectFrom('ledger_entries').select(['balance_after', 'held_after']).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(last).toEqual({ balance_after: w.balance, held_after: w.held });
  const open = await db().selectFrom('holds').select((eb) => eb.fn.sum<string>('credits').as('n')).where('user_id', '=', userId).where('state', '=', 'held').executeTakeFirstOrThrow();
  expect(Number(open.n ?? 0)).toBe(w.held);
  return w;
}

test('1,000 concurrent holds against a balance covering 10: exactly 10 succeed, the wallet stays exact', async () => {
  expect(h.database.kind).toBe('postgres');
  const userId = uuidv7();
  await topUp(userId, 10);
  const results = await Promise.allSettled(Array.from({ length: 1000 }, () => h.client.Hold({ user_id: userId, job_id: uuidv7(), credits: 1, operation: 'text2img' })));
  const ok = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(ok).toHaveLength(10);
  expect(refused).toHaveLength(990);
  for (const r of refused) expect(r.reason).toMatchObject({ code: 'PAYMENT_REQUIRED', message: BILLING_MSG.notEnoughCredits });
  // Each success saw its own wallet: held 1..10, never past the balance.
  const helds = ok.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<Harness['client']['Hold']>>>).value.wallet!.held).sort((a, b) => a - b);
  expect(helds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const w = await expectConsistent(userId);
  expect(w).toMatchObject({ balance: 10, held: 10 });
  expect(await db().selectFrom('holds').select('id').where('user_id', '=', userId).execute()).toHaveLength(10);
  expect(await db().selectFrom('ledger_entries').select('id').where('user_id', '=', userId).where('kind', '=', 'hold').execute()).toHaveLength(10);
});

test('retries of one job racing each other: one hold, one entry', async () => {
  const userId = uuidv7();
  await topUp(userId, 5);
  const jobId = uuidv7();
  const answers = await Promise.all(Array.from({ length: 25 }, () => h.client.Hold({ user_id: userId, job_id: jobId, credits: 3, operation: 'upscale' })));
  expect(new Set(answers.map((a) => a.hold_id)).size).toBe(1);
  expect(await db().selectFrom('holds').select('id').where('job_id', '=', jobId).execute()).toHaveLength(1);
  expect(await expectConsistent(userId)).toMatchObject({ balance: 5, held: 3 });
});

test('captures and releases racing on each hold: each hold settles exactly once', async () => {
  const userId = uuidv7();
  await topUp(userId, 20);
  const holds = await Promise.all(Array.from({ length: 20 }, () => h.client.Hold({ user_id: userId, job_id: uuidv7(), credits: 1, operation: 'text2img' })));
  const calls = holds.flatMap(({ hold_id }) =>
    Array.from({ length: 6 }, (_, i) => (i % 2 ? h.client.Capture({ hold_id }) : h.client.Release({ hold_id })).then((r) => ({ hold_id, kind: i % 2 ? 'capture' : 'release', changed: r.changed }))),
  );
  const settled = (await Promise.all(calls)).filter((r) => r.changed);
  expect(settled.map((s) => s.hold_id).sort()).toEqual(holds.map((x) => x.hold_id).sort());
  const captured = settled.filter((s) => s.kind === 'capture').length;
  const w = await expectConsistent(userId);
  expect(w).toMatchObject({ balance: 20 - captured, held: 0 });
  const states = await db().selectFrom('holds').select(['id', 'state']).where('user_id', '=', userId).execute();
  for (const s of settled) expect(states.find((x) => x.id === s.hold_id)!.state).toBe(s.kind === 'capture' ? 'captured' : 'released');
  const entries = await db().selectFrom('ledger_entries').select('kind').where('user_id', '=', userId).where('kind', 'in', ['capture', 'release']).execute();
  expect(entries).toHaveLength(20);
});

test('batches of job outcomes that share users, settled at once in opposite orders beside new holds: no deadlock, each hold once, exact wallets', async () => {
  const users = Array.from({ length: 4 }, () => uuidv7());
  for (const u of users) await topUp(u, 1_000);
  const jobs: Array<{ jobId: string; userId: string }> = [];
  for (let round = 0; round < 10; round++) {
    for (const userId of users) {
      const jobId = uuidv7();
      await h.client.Hold({ user_id: userId, job_id: jobId, credits: 2, operation: 'text2img' });
      jobs.push({ jobId, userId });
    }
  }
  // Eight batches of five jobs, every batch spanning the users, half of them in reverse order —
  // settled per event in delivery order these would lock wallets in opposite orders.
  const batches = Array.from({ length: 8 }, (_, i) => {
    const part = jobs.slice(i * 5, i * 5 + 5).map((j, k) => ({ jobId: j.jobId, to: (k % 2 ? 'released' : 'captured') as 'captured' | 'released' }));
    return i % 2 ? part.reverse() : part;
  });
  const ctx = h.billing.context;
  const newHolds = users.map((userId) => h.client.Hold({ user_id: userId, job_id: uuidv7(), credits: 1, operation: 'text2img' }));
  // And a redelivery of the first batch racing it: each hold still settles once.
  await Promise.all([...batches, batches[0]!].map((b) => ctx.db.transaction().execute((trx) => settleJobHolds(ctx, trx, b))));
  await Promise.all(newHolds);
  const states = await db().selectFrom('holds').select(['job_id', 'state']).where('job_id', 'in', jobs.map((j) => j.jobId)).execute();
  const want = new Map(batches.flat().map((b) => [b.jobId, b.to]));
  for (const r of states) expect(r.state).toBe(want.get(r.job_id) ?? 'held');
  const entries = await db().selectFrom('ledger_entries').select(['source_id', 'kind']).where('source_id', 'in', jobs.map((j) => j.jobId)).where('kind', '!=', 'hold').execute();
  expect(entries).toHaveLength(want.size);
  for (const u of users) await expectConsistent(u);
});

test('two sweepers at once share the stale holds and release each once', async () => {
  const users = [uuidv7(), uuidv7(), uuidv7()];
  for (const u of users) await topUp(u, 30);
  for (let i = 0; i < 60; i++) await h.client.Hold({ user_id: users[i % 3]!, job_id: uuidv7(), credits: 1, operation: 'outpaint' });
  clock += HOLD_TIMEOUT_MS + 1;
  const sweep = async () => {
    let n = 0;
    for (let k; (k = await sweepStaleHolds(h.billing.context, 7)) > 0; ) n += k;
    return n;
  };
  const [a, b] = await Promise.all([sweep(), sweep()]);
  // Earlier tests' open holds are stale now too; every one released exactly once.
  const released = await db().selectFrom('ledger_entries').select('source_id').where('kind', '=', 'release').where('user_id', 'in', users).execute();
  expect(released).toHaveLength(60);
  expect(a + b).toBeGreaterThanOrEqual(60);
  for (const u of users) expect(await expectConsistent(u)).toMatchObject({ balance: 30, held: 0 });
  expect(await db().selectFrom('holds').select('id').where('state', '=', 'held').execute()).toEqual([]);
});

test('two processes starting on a fresh schema seed one set of plans', async () => {
  const fresh = uniqueName('it_billing_seed');
  const fresh2 = uniqueName('it_billing_seed_probe');
  const [a, b] = await Promise.all([
    startHarness({ env: { DATABASE_URL: databaseUrl }, schema: fresh, probeSchema: fresh2 }),
    startHarness({ env: { DATABASE_URL: databaseUrl }, schema: fresh, probeSchema: fresh2 }),
  ]);
  try {
    const plans = (await a.client.ListPlans({ active_only: false })).plans;
    expect(plans.map((p) => p.name + p.currency).sort()).toEqual(SEED_PLANS.map((p) => p.name + p.currency).sort());
    // Announced once, by the process whose insert won (the other inserted nothing and says nothing).
    const announced = await a.billing.context.db.selectFrom('outbox' as never).select('payload' as never).where('type' as never, '=', 'PlansChanged' as never).execute();
    expect(announced).toHaveLength(1);
    expect([...(announced[0] as { payload: { plan_ids: string[] } }).payload.plan_ids].sort()).toEqual(plans.map((p) => p.id).sort());
  } finally {
    await a.stop();
    await b.stop();
    await dropSchemas(databaseUrl, [fresh, fresh2]);
  }
});

test('UserRegistered through Kafka grants the free plan once', async () => {
  const user = { id: uuidv7(), email: 'kafka@example.com', name: 'Kafka' };
  await h.publishUserEvent('UserRegistered', user);
  await h.publishUserEvent('UserRegistered', user);
  const free = SEED_PLANS.find((p) => p.type === 'free')!.credits;
  await waitFor(() => h.client.GetCredits({ user_id: user.id }), (r) => r.wallet!.balance === free, 60_000);
  await new Promise((r) => setTimeout(r, 1500)); // time for a second grant to show, were there one
  expect((await h.client.GetCredits({ user_id: user.id })).wallet).toEqual({ credits: free, held: 0, balance: free });
  expect(await db().selectFrom('ledger_entries').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
});
