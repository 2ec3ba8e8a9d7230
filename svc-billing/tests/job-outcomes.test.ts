// Settlement by event: billing follows imaging's JobSucceeded (capture) and JobFailed (release) on
// PGlite with the in-process bus. A redelivered outcome settles once; several outcomes of one
// relay batch settle in one transaction; a batch with a poison event still settles the others
// (and the poison one once it can); capture-after-release takes nothing; an outcome naming no hold
// is skipped; the ledger always sums to the wallet; CreditsChanged and the Credits Burn Debit row
// are as with the gRPC Capture; statement budgets of one settlement and of a batch's.
import { uuidv7 } from '@atelier/platform';
import { statementsOf, waitFor } from '@atelier/testkit';
import { settleJobHolds } from '../src/service/holds.service';
import { startHarness, type Harness } from './support/harness';

let h: Harness;
const db = () => h.billing.context.db;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

async function userWith(credits: number): Promise<string> {
  const userId = uuidv7();
  await h.client.AdjustCredits({ user_id: userId, amount: credits, reason: 'test', admin_id: uuidv7(), request_id: uuidv7() }, h.as());
  return userId;
}
/** A job of `userId` holding `credits` (imaging's Hold at submit). */
async function jobHolding(userId: string, credits: number, operation = 'text2img'): Promise<string> {
  const jobId = uuidv7();
  await h.client.Hold({ user_id: userId, job_id: jobId, credits, operation });
  return jobId;
}
const wallet = async (userId: string) => (await h.client.GetCredits({ user_id: userId })).wallet;
const kinds = async (jobId: string) => (await db().selectFrom('ledger_entries').select('kind').where('source_id', '=', jobId).orderBy('id').execute()).map((e) => e.kind);
const holdState = async (jobId: string) => (await db().selectFrom('holds').select('state').where('job_id', '=', jobId).executeTakeFirstOrThrow()).state;
const creditsEvents = async (userId: string) =>
  (await db().selectFrom('outbox' as any).select(['type', 'payload']).where('key', '=', userId).where('type', '=', 'CreditsChanged').orderBy('id').execute()).map((r: any) =>
    typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
  );
const inboxRows = (eventIds: string[]) => db().selectFrom('inbox' as any).select('event_id').where('consumer', '=', 'billing.job-outcomes').where('event_id', 'in', eventIds).execute();

/** The wallet equals the sums of its ledger and the open holds. */
async function expectConsistent(userId: string) {
  const rows = await db().selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const w = await db().selectFrom('wallets').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  expect(rows.reduce((s, r) => s + r.delta, 0)).toBe(w.balance);
  expect(rows.reduce((s, r) => s + r.held_delta, 0)).toBe(w.held);
  const open = await db().selectFrom('holds').select('credits').where('user_id', '=', userId).where('state', '=', 'held').execute();
  expect(open.reduce((s, r) => s + r.credits, 0)).toBe(w.held);
}

test('JobSucceeded captures the hold: the credits are taken, CreditsChanged is written, Credits Burn shows a Debit of the job', async () => {
  const userId = await userWith(10);
  const jobId = await jobHolding(userId, 4, 'inpaint');
  await h.publishJobOutcomes([{ type: 'JobSucceeded', jobId, userId, credits: 4 }]);
  expect(await holdState(jobId)).toBe('captured');
  expect(await wallet(userId)).toEqual({ credits: 6, held: 0, balance: 6 });
  expect(await kinds(jobId)).toEqual(['hold', 'capture']);
  expect((await creditsEvents(userId)).at(-1)).toMatchObject({ user_id: userId, credits: 6, held: 0, balance: 6, entry_kind: 'capture' });
  const burn = await h.client.ListCreditsBurn({ user_id: userId, page: 1, page_size: 20 });
  expect(burn.rows[0]).toMatchObject({ request_id: jobId, service: 'In-paint', amount: 4, credits_debits: 'Debit', balance: 6 });
  await expectConsistent(userId);
});

test('JobFailed (a failure or a cancel) releases the hold: nothing is taken', async () => {
  const userId = await userWith(5);
  const jobId = await jobHolding(userId, 3);
  await h.publishJobOutcomes([{ type: 'JobFailed', jobId, userId }]);
  expect(await holdState(jobId)).toBe('released');
  expect(await wallet(userId)).toEqual({ credits: 5, held: 0, balance: 5 });
  expect(await kinds(jobId)).toEqual(['hold', 'release']);
  await expectConsistent(userId);
});

test('a redelivered outcome event captures once: one inbox row, one capture entry, one CreditsChanged', async () => {
  const userId = await userWith(10);
  const jobId = await jobHolding(userId, 4);
  const [eventId] = await h.publishJobOutcomes([{ type: 'JobSucceeded', jobId, userId, credits: 4 }]);
  const events = (await creditsEvents(userId)).length;
  await h.redeliver([eventId!]);
  await h.redeliver([eventId!]);
  expect(await kinds(jobId)).toEqual(['hold', 'capture']);
  expect(await wallet(userId)).toEqual({ credits: 6, held: 0, balance: 6 });
  expect(await creditsEvents(userId)).toHaveLength(events);
  expect(await inboxRows([eventId!])).toHaveLength(1);
  await expectConsistent(userId);
});

test('a capture after the release (the sweeper released the hold first) takes nothing; an outcome naming no hold is skipped', async () => {
  const userId = await userWith(10);
  const jobId = await jobHolding(userId, 4);
  const { hold_id } = await h.client.Hold({ user_id: userId, job_id: jobId, credits: 4, operation: 'text2img' });
  await h.client.Release({ hold_id }); // as the sweeper does after HOLD_TIMEOUT_MS
  const unknownJob = uuidv7();
  const ids = await h.publishJobOutcomes([
    { type: 'JobSucceeded', jobId, userId, credits: 4 },
    { type: 'JobSucceeded', jobId: unknownJob, userId, credits: 4 },
  ]);
  expect(await holdState(jobId)).toBe('released');
  expect(await kinds(jobId)).toEqual(['hold', 'release']);
  expect(await kinds(unknownJob)).toEqual([]);
  expect(await wallet(userId)).toEqual({ credits: 10, held: 0, balance: 10 });
  expect(await inboxRows(ids)).toHaveLength(2); // handled (nothing to do), not retried
  await expectConsistent(userId);
});

test('outcomes published together settle together: every hold of the batch, across users, exact balances', async () => {
  const users = await Promise.all([userWith(10), userWith(10), userWith(10)]);
  const jobs = await Promise.all(users.flatMap((u) => [jobHolding(u, 2), jobHolding(u, 3)]));
  const outcomes = jobs.map((jobId, i) => ({ type: i % 2 ? ('JobFailed' as const) : ('JobSucceeded' as const), jobId, userId: users[Math.floor(i / 2)]!, credits: 2 }));
  const ids = await h.publishJobOutcomes(outcomes);
  expect(await Promise.all(jobs.map(holdState))).toEqual(jobs.map((_, i) => (i % 2 ? 'released' : 'captured')));
  for (const u of users) {
    expect(await wallet(u)).toEqual({ credits: 8, held: 0, balance: 8 });
    await expectConsistent(u);
  }
  expect(await inboxRows(ids)).toHaveLength(ids.length);
});

test('a batch with a poison event still settles the others; the poison one is retried and settles once it can', async () => {
  const userId = await userWith(10);
  const [a, poison, b] = [await jobHolding(userId, 1), await jobHolding(userId, 2), await jobHolding(userId, 3)];
  // A hold whose capture the wallet cannot pay (a corrupted row: more than the balance), so the
  // handler throws for it on every delivery until it is repaired.
  await db().updateTable('holds').set({ credits: 1_000 }).where('job_id', '=', poison).execute();
  await h.publishJobOutcomes(
    [a, poison, b].map((jobId) => ({ type: 'JobSucceeded' as const, jobId, userId, credits: 1 })),
    { wait: false },
  );
  await waitFor(async () => [await holdState(a), await holdState(b)], (s) => s.every((x) => x === 'captured'), 15_000);
  expect(await holdState(poison)).toBe('held');
  expect(await wallet(userId)).toEqual({ credits: 4, held: 2, balance: 6 });
  await db().updateTable('holds').set({ credits: 2 }).where('job_id', '=', poison).execute();
  await waitFor(() => holdState(poison), (s) => s === 'captured', 15_000);
  await h.events.flush();
  expect(await wallet(userId)).toEqual({ credits: 4, held: 0, balance: 4 });
  expect(await kinds(poison)).toEqual(['hold', 'capture']);
  await expectConsistent(userId);
});

test('round trips: settling a job in the consumer\'s transaction is 3 statements (BEGIN, the inbox and COMMIT are the batch\'s)', async () => {
  const userId = await userWith(10);
  const jobId = await jobHolding(userId, 4);
  const ctx = h.billing.context;
  // The hold settled (by job id), the wallet's lock, the entry with the wallet it leaves and CreditsChanged.
  let sent: string[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    sent = await statementsOf(() => settleJobHolds(ctx, trx, [{ jobId, to: 'captured' }]));
  });
  expect(sent).toHaveLength(3);
  // Settled before: the settling update finds nothing open, one read says why; nothing is written.
  await ctx.db.transaction().execute(async (trx) => {
    expect(await settleJobHolds(ctx, trx, [{ jobId, to: 'released' }, { jobId: uuidv7(), to: 'captured' }])).toEqual(['settled-before', 'no-hold']);
  });
  expect(await wallet(userId)).toEqual({ credits: 6, held: 0, balance: 6 });
});

test('round trips: a batch of N settlements is 3 statements (its holds; its wallets locked in user order; every entry, wallet and CreditsChanged)', async () => {
  const users = [await userWith(10), await userWith(10)];
  const jobs = [await jobHolding(users[0]!, 1), await jobHolding(users[1]!, 2), await jobHolding(users[0]!, 3)];
  const ctx = h.billing.context;
  let sent: string[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    sent = await statementsOf(() =>
      settleJobHolds(ctx, trx, [
        { jobId: jobs[0]!, to: 'captured' },
        { jobId: jobs[1]!, to: 'released' },
        { jobId: jobs[2]!, to: 'captured' },
      ]),
    );
  });
  expect(sent).toHaveLength(3);
  // Each entry's CreditsChanged, in the order they apply (user 0's two entries one after the other).
  expect((await creditsEvents(users[0]!)).slice(-2)).toMatchObject([
    { entry_kind: 'capture', source_id: jobs[0], credits: 6, held: 3, balance: 9 },
    { entry_kind: 'capture', source_id: jobs[2], credits: 6, held: 0, balance: 6 },
  ]);
  expect((await creditsEvents(users[1]!)).at(-1)).toMatchObject({ entry_kind: 'release', source_id: jobs[1], credits: 10, held: 0, balance: 10 });
  expect(await Promise.all(jobs.map(holdState))).toEqual(['captured', 'released', 'captured']);
  expect(await wallet(users[0]!)).toEqual({ credits: 6, held: 0, balance: 6 });
  expect(await wallet(users[1]!)).toEqual({ credits: 10, held: 0, balance: 10 });
  for (const u of users) await expectConsistent(u);
  // The same batch again (a redelivery that got past the inbox) changes nothing.
  await ctx.db.transaction().execute((trx) => settleJobHolds(ctx, trx, jobs.map((jobId) => ({ jobId, to: 'released' as const }))));
  expect(await Promise.all(jobs.map(holdState))).toEqual(['captured', 'released', 'captured']);
  expect(await wallet(users[0]!)).toEqual({ credits: 6, held: 0, balance: 6 });
});
