// Holds through the real gRPC server on PGlite: Hold is idempotent by job id and refuses short
// credits storing nothing; Capture and Release settle once (changed=false after), unknown holds are
// NOT_FOUND; the sweeper releases only holds older than HOLD_TIMEOUT_MS; the ledger always sums to
// the wallet.
import { BILLING_MSG } from '@atelier/contracts';
import { uuidv7 } from '@atelier/platform';
import { HOLD_MSG, HOLD_TIMEOUT_MS } from '../src/domain/holds';
import { capture as captureHold, hold as holdCredits, sweepStaleHolds } from '../src/service/holds.service';
import { statementsOf } from '@atelier/testkit';
import { expectAppError, startHarness, type Harness } from './support/harness';

let h: Harness;
let clock = Date.parse('2026-11-23T10:00:00Z');
const db = () => h.billing.context.db;

beforeAll(async () => {
  h = await startHarness({ now: () => new Date(clock) });
});
afterAll(() => h?.stop());

/** A user with `credits` (an admin adjustment). */
async function userWith(credits: number): Promise<string> {
  const userId = uuidv7();
  if (credits) await h.client.AdjustCredits({ user_id: userId, amount: credits, reason: 'test', admin_id: uuidv7(), request_id: uuidv7() }, h.as());
  return userId;
}
const hold = (userId: string, credits: number, jobId = uuidv7(), operation = 'text2img') => h.client.Hold({ user_id: userId, job_id: jobId, credits, operation });
const entries = (userId: string) => db().selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** The wallet equals the sums of its ledger, and the last entry's balance/held after. */
async function expectConsistent(userId: string) {
  const rows = await entries(userId);
  const w = await db().selectFrom('wallets').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  expect(rows.reduce((s, r) => s + r.delta, 0)).toBe(w.balance);
  expect(rows.reduce((s, r) => s + r.held_delta, 0)).toBe(w.held);
  expect(rows.at(-1)).toMatchObject({ balance_after: w.balance, held_after: w.held });
  const open = await db().selectFrom('holds').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credits'), eb.lit(0)).as('n')).where('user_id', '=', userId).where('state', '=', 'held').executeTakeFirstOrThrow();
  expect(Number(open.n)).toBe(w.held);
}

test('Hold reserves credits: the wallet answers balance, held and what is left', async () => {
  const userId = await userWith(10);
  const r = await hold(userId, 4);
  expect(r.hold_id).toEqual(expect.any(String));
  expect(r.wallet).toEqual({ credits: 6, held: 4, balance: 10 });
  expect((await h.client.GetCredits({ user_id: userId })).wallet).toEqual({ credits: 6, held: 4, balance: 10 });
  await expectConsistent(userId);
});

test('a Hold writes CreditsChanged with the wallet it leaves, and a retry writes no second one', async () => {
  const userId = await userWith(10);
  const jobId = uuidv7();
  await hold(userId, 4, jobId);
  await hold(userId, 4, jobId);
  const events = await db()
    .selectFrom('outbox' as any)
    .select(['topic', 'type', 'key', 'payload'])
    .where('key', '=', userId)
    .where('type', '=', 'CreditsChanged')
    .orderBy('id')
    .execute();
  const payloads = events.map((r: any) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload));
  expect(payloads.filter((p) => p.entry_kind === 'hold')).toEqual([
    { user_id: userId, credits: 6, held: 4, balance: 10, entry_kind: 'hold', source_id: jobId, changed_at: new Date(clock).toISOString() },
  ]);
  expect(events.at(-1)).toMatchObject({ topic: 'billing.credits.v1', key: userId });
});

test('a retried Hold (same job id) returns the same hold and changes nothing', async () => {
  const userId = await userWith(10);
  const jobId = uuidv7();
  const first = await hold(userId, 3, jobId);
  const again = await hold(userId, 3, jobId);
  const third = await hold(userId, 3, jobId);
  expect(again.hold_id).toBe(first.hold_id);
  expect(third.hold_id).toBe(first.hold_id);
  expect(again.wallet).toEqual({ credits: 7, held: 3, balance: 10 });
  expect((await entries(userId)).filter((e) => e.kind === 'hold')).toHaveLength(1);
  await expectConsistent(userId);
});

test('a retried Hold answers the first hold even when the credits have since run out', async () => {
  const userId = await userWith(5);
  const jobId = uuidv7();
  const first = await hold(userId, 5, jobId);
  expect((await hold(userId, 5, jobId)).hold_id).toBe(first.hold_id);
});

test('short available credits: FAILED_PRECONDITION "Not enough credits…", nothing stored', async () => {
  const userId = await userWith(5);
  await hold(userId, 4);
  const jobId = uuidv7();
  const before = await entries(userId);
  await expectAppError(hold(userId, 2, jobId), 'PAYMENT_REQUIRED', BILLING_MSG.notEnoughCredits);
  expect(await entries(userId)).toEqual(before);
  expect(await db().selectFrom('holds').select('id').where('job_id', '=', jobId).execute()).toEqual([]);
  // A user billing never heard of has nothing, and gets no wallet from a refused hold.
  const stranger = uuidv7();
  await expectAppError(hold(stranger, 1), 'PAYMENT_REQUIRED', BILLING_MSG.notEnoughCredits);
  expect(await db().selectFrom('wallets').select('user_id').where('user_id', '=', stranger).execute()).toEqual([]);
  // The same job may try again once credits arrive.
  await h.client.AdjustCredits({ user_id: userId, amount: 1, reason: 'top up', admin_id: uuidv7(), request_id: uuidv7() }, h.as());
  expect((await hold(userId, 2, jobId)).wallet).toEqual({ credits: 0, held: 6, balance: 6 });
  await expectConsistent(userId);
});

test('a hold of 0 credits (a free model) is allowed, even with an empty wallet', async () => {
  const userId = uuidv7();
  const r = await hold(userId, 0);
  expect(r.wallet).toEqual({ credits: 0, held: 0, balance: 0 });
  expect((await h.client.Capture({ hold_id: r.hold_id })).changed).toBe(true);
  await expectConsistent(userId);
});

test('bad Hold requests are INVALID_ARGUMENT with the field named', async () => {
  const userId = await userWith(5);
  await expectAppError(h.client.Hold({ user_id: 'nope', job_id: uuidv7(), credits: 1, operation: 'text2img' }), 'INVALID_ARGUMENT', HOLD_MSG.userId);
  await expectAppError(h.client.Hold({ user_id: userId, job_id: '', credits: 1, operation: 'text2img' }), 'INVALID_ARGUMENT', HOLD_MSG.jobId);
  await expectAppError(h.client.Hold({ user_id: userId, job_id: uuidv7(), credits: -1, operation: 'text2img' }), 'INVALID_ARGUMENT', HOLD_MSG.credits);
  await expectAppError(h.client.Hold({ user_id: userId, job_id: uuidv7(), credits: 1, operation: 'faceswap' }), 'INVALID_ARGUMENT', HOLD_MSG.operation);
});

test('the same job id for another user is refused', async () => {
  const jobId = uuidv7();
  await hold(await userWith(5), 1, jobId);
  await expectAppError(hold(await userWith(5), 1, jobId), 'FAILED_PRECONDITION', HOLD_MSG.otherUser);
});

test('Capture takes the held credits once; a second Capture or a Release changes nothing', async () => {
  const userId = await userWith(10);
  const { hold_id } = await hold(userId, 4, uuidv7(), 'inpaint');
  expect(await h.client.Capture({ hold_id })).toEqual({ changed: true });
  expect((await h.client.GetCredits({ user_id: userId })).wallet).toEqual({ credits: 6, held: 0, balance: 6 });
  expect(await h.client.Capture({ hold_id })).toEqual({ changed: false });
  expect(await h.client.Release({ hold_id })).toEqual({ changed: false });
  expect((await h.client.GetCredits({ user_id: userId })).wallet).toEqual({ credits: 6, held: 0, balance: 6 });
  const capture = (await entries(userId)).filter((e) => e.kind === 'capture');
  expect(capture).toMatchObject([{ source: 'job-capture', delta: -4, held_delta: -4, service: 'In-paint' }]);
  await expectConsistent(userId);
});

test('Release gives the credits back once; a Capture after it takes nothing', async () => {
  const userId = await userWith(10);
  const { hold_id } = await hold(userId, 4);
  expect(await h.client.Release({ hold_id })).toEqual({ changed: true });
  expect(await h.client.Release({ hold_id })).toEqual({ changed: false });
  expect(await h.client.Capture({ hold_id })).toEqual({ changed: false });
  expect((await h.client.GetCredits({ user_id: userId })).wallet).toEqual({ credits: 10, held: 0, balance: 10 });
  expect((await db().selectFrom('holds').select('state').where('id', '=', hold_id).executeTakeFirstOrThrow()).state).toBe('released');
  await expectConsistent(userId);
});

test('round trips: a Hold on an existing wallet is 1 statement (no BEGIN/COMMIT), its Capture 6', async () => {
  const userId = await userWith(10);
  const ctx = h.billing.context;
  let holdId = '';
  // The wallet's lock and check, the entry and the wallet it leaves, the hold row, CreditsChanged
  // (outbox row and NOTIFY): one data-modifying WITH (takeHold). Was 6.
  const held = await statementsOf(async () => ({ holdId } = await holdCredits(ctx, { userId, jobId: uuidv7(), credits: 4, operation: 'text2img' })));
  expect(held).toHaveLength(1);
  // BEGIN, the hold settled, the wallet's lock, entry and wallet, CreditsChanged, COMMIT.
  expect(await statementsOf(() => captureHold(ctx, holdId))).toHaveLength(6);
  expect((await h.client.GetCredits({ user_id: userId })).wallet).toEqual({ credits: 6, held: 0, balance: 6 });
  await expectConsistent(userId);
});

test('settling an unknown hold is NOT_FOUND', async () => {
  await expectAppError(h.client.Capture({ hold_id: uuidv7() }), 'NOT_FOUND', HOLD_MSG.notFound);
  await expectAppError(h.client.Release({ hold_id: 'not-a-hold' }), 'NOT_FOUND', HOLD_MSG.notFound);
});

test('the sweeper releases holds older than the timeout, and only those', async () => {
  const userId = await userWith(10);
  const old = await hold(userId, 3);
  clock += HOLD_TIMEOUT_MS - 60_000;
  const young = await hold(userId, 2);
  clock += 60_001; // `old` is now just past the timeout, `young` a minute from it
  // Other tests' holds may be swept too; sweep until nothing is left to release.
  while ((await sweepStaleHolds(h.billing.context, 2)) > 0);
  const states = await db().selectFrom('holds').select(['id', 'state']).where('id', 'in', [old.hold_id, young.hold_id]).execute();
  expect(Object.fromEntries(states.map((s) => [s.id, s.state]))).toEqual({ [old.hold_id]: 'released', [young.hold_id]: 'held' });
  expect((await h.client.GetCredits({ user_id: userId })).wallet).toEqual({ credits: 8, held: 2, balance: 10 });
  // imaging's late capture of the swept hold takes nothing.
  expect(await h.client.Capture({ hold_id: old.hold_id })).toEqual({ changed: false });
  expect((await entries(userId)).filter((e) => e.kind === 'release')).toMatchObject([{ source: 'job-release', held_delta: -3, delta: 0 }]);
  await expectConsistent(userId);
});
