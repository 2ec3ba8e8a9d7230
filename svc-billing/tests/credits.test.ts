// The wallet's other doors, through gRPC on PGlite: identity's UserRegistered grants the free
// plan's credits once (and UserProfileUpdated refreshes the customer), an admin's adjustment is
// idempotent by request id and never takes the balance below zero, and the two reports read the
// ledger and the orders as the screens show them.
import { AUTH_MSG, BILLING_MSG } from '@atelier/contracts';
import { uuidv7 } from '@atelier/platform';
import { SEED_PLANS } from '../src/domain/plans';
import { expectAppError, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

const db = () => h.billing.context.db;
const FREE = SEED_PLANS.find((p) => p.type === 'free')!.credits;
const adjust = (userId: string, amount: number, requestId = uuidv7(), reason = 'goodwill') => h.client.AdjustCredits({ user_id: userId, amount, reason, admin_id: uuidv7(), request_id: requestId }, h.as());
const credits = async (userId: string) => (await h.client.GetCredits({ user_id: userId })).wallet;

describe('a new account', () => {
  test('is granted the free plan credits once, however often UserRegistered arrives', async () => {
    const user = { id: uuidv7(), email: 'new@example.com', name: 'New User' };
    await h.publishUserEvent('UserRegistered', user);
    expect(await credits(user.id)).toEqual({ credits: FREE, held: 0, balance: FREE });
    // A second UserRegistered (another event id) for the same user: the ledger key stops it.
    await h.publishUserEvent('UserRegistered', user);
    expect(await credits(user.id)).toEqual({ credits: FREE, held: 0, balance: FREE });
    const grants = await db().selectFrom('ledger_entries').selectAll().where('user_id', '=', user.id).execute();
    expect(grants).toMatchObject([{ kind: 'grant', source: 'signup', source_id: user.id, delta: FREE, service: 'Sign-up grant' }]);
    expect(await db().selectFrom('customers').select(['email', 'name']).where('user_id', '=', user.id).execute()).toEqual([{ email: 'new@example.com', name: 'New User' }]);
  });

  test('UserProfileUpdated refreshes the customer, grants nothing', async () => {
    const user = { id: uuidv7(), email: 'old@example.com', name: 'Old Name' };
    await h.publishUserEvent('UserRegistered', user);
    await h.publishUserEvent('UserProfileUpdated', { ...user, email: 'renamed@example.com', name: 'New Name' });
    expect(await db().selectFrom('customers').select(['email', 'name']).where('user_id', '=', user.id).execute()).toEqual([{ email: 'renamed@example.com', name: 'New Name' }]);
    expect(await credits(user.id)).toEqual({ credits: FREE, held: 0, balance: FREE });
  });

  test('gets nothing while no free plan is active', async () => {
    const free = await db().selectFrom('plans').select('id').where('type', '=', 'free').execute();
    await db().updateTable('plans').set({ status: 'deactive' }).where('type', '=', 'free').execute();
    try {
      const user = { id: uuidv7(), email: 'late@example.com', name: 'Late' };
      await h.publishUserEvent('UserRegistered', user);
      expect(await credits(user.id)).toEqual({ credits: 0, held: 0, balance: 0 });
      expect(await db().selectFrom('customers').select('user_id').where('user_id', '=', user.id).execute()).toHaveLength(1);
    } finally {
      await db().updateTable('plans').set({ status: 'active' }).where('id', 'in', free.map((p) => p.id)).execute();
    }
  });
});

describe('AdjustCredits', () => {
  test('adds and takes credits with the reason as the note', async () => {
    const userId = uuidv7();
    expect((await adjust(userId, 50)).wallet).toEqual({ credits: 50, held: 0, balance: 50 });
    expect((await adjust(userId, -20, uuidv7(), 'refund by hand')).wallet).toEqual({ credits: 30, held: 0, balance: 30 });
    const rows = await db().selectFrom('ledger_entries').select(['kind', 'source', 'delta', 'note', 'service']).where('user_id', '=', userId).orderBy('id').execute();
    expect(rows).toEqual([
      { kind: 'adjust', source: 'admin', delta: 50, note: 'goodwill', service: 'Adjustment' },
      { kind: 'adjust', source: 'admin', delta: -20, note: 'refund by hand', service: 'Adjustment' },
    ]);
  });

  test('a retried request (same request id) changes nothing and answers the wallet', async () => {
    const userId = uuidv7();
    const requestId = uuidv7();
    await adjust(userId, 10, requestId);
    expect((await adjust(userId, 10, requestId)).wallet).toEqual({ credits: 10, held: 0, balance: 10 });
    expect(await db().selectFrom('ledger_entries').select('id').where('user_id', '=', userId).execute()).toHaveLength(1);
  });

  test('never below zero, nor below what running jobs hold: FAILED_PRECONDITION, nothing changed', async () => {
    const userId = uuidv7();
    await adjust(userId, 10);
    await expectAppError(adjust(userId, -11), 'FAILED_PRECONDITION', BILLING_MSG.adjustBelowZero);
    await h.client.Hold({ user_id: userId, job_id: uuidv7(), credits: 4, operation: 'upscale' });
    await expectAppError(adjust(userId, -7), 'FAILED_PRECONDITION', BILLING_MSG.adjustBelowZero);
    expect((await adjust(userId, -6)).wallet).toEqual({ credits: 0, held: 4, balance: 4 });
  });

  test('bad requests: INVALID_ARGUMENT with the form words; a malformed user id is NOT_FOUND', async () => {
    const userId = uuidv7();
    await expectAppError(adjust(userId, 0), 'INVALID_ARGUMENT', BILLING_MSG.adjustAmount);
    await expectAppError(adjust(userId, 10_000_001), 'INVALID_ARGUMENT', BILLING_MSG.adjustAmount);
    await expectAppError(adjust(userId, 5, uuidv7(), '   '), 'INVALID_ARGUMENT', BILLING_MSG.adjustReason);
    await expectAppError(adjust(userId, 5, uuidv7(), 'x'.repeat(501)), 'INVALID_ARGUMENT', BILLING_MSG.adjustReasonMax);
    await expectAppError(adjust('nobody', 5), 'NOT_FOUND', AUTH_MSG.userNotFound);
    await expectAppError(h.client.AdjustCredits({ user_id: userId, amount: 5, reason: 'r', admin_id: '', request_id: '' }, h.as()), 'INVALID_ARGUMENT');
    expect(await credits(userId)).toEqual({ credits: 0, held: 0, balance: 0 });
  });
});

describe('reports', () => {
  test('Credits Burn: newest first; an open hold is Held, a capture a Debit of the job, a released job not at all', async () => {
    const userId = uuidv7();
    await adjust(userId, 100, 'req-grant');
    const captured = uuidv7();
    const released = uuidv7();
    const open = uuidv7();
    const c = await h.client.Hold({ user_id: userId, job_id: captured, credits: 6, operation: 'text2img' });
    const r = await h.client.Hold({ user_id: userId, job_id: released, credits: 5, operation: 'inpaint' });
    await h.client.Capture({ hold_id: c.hold_id });
    await h.client.Release({ hold_id: r.hold_id });
    await h.client.Hold({ user_id: userId, job_id: open, credits: 2, operation: 'outpaint' });
    await adjust(userId, -3, 'req-take');

    const page = await h.client.ListCreditsBurn({ user_id: userId, page: 1, page_size: 20 });
    expect(page.count).toBe(4);
    expect(page.rows.map(({ request_id, service, amount, credits_debits, balance }) => ({ request_id, service, amount, credits_debits, balance }))).toEqual([
      { request_id: 'req-take', service: 'Adjustment', amount: 3, credits_debits: 'Debit', balance: 91 },
      { request_id: open, service: 'Out-paint', amount: 2, credits_debits: 'Held', balance: 94 },
      { request_id: captured, service: 'Text to Image', amount: 6, credits_debits: 'Debit', balance: 94 },
      { request_id: 'req-grant', service: 'Adjustment', amount: 100, credits_debits: 'Credit', balance: 100 },
    ]);
    expect(page.rows.every((row) => !Number.isNaN(Date.parse(row.created_at)))).toBe(true);

    const second = await h.client.ListCreditsBurn({ user_id: userId, page: 2, page_size: 3 });
    expect(second).toEqual({ rows: [page.rows[3]], count: 4 });
    expect(await h.client.ListCreditsBurn({ user_id: uuidv7(), page: 1, page_size: 20 })).toEqual({ rows: [], count: 0 });
  });

  test('Transaction: the orders that reached a payment, newest first, with their status, gateway id and invoice', async () => {
    const userId = uuidv7();
    const plan = (await h.client.ListPlans({ active_only: true })).plans.find((p) => p.type === 'paid')!;
    const order = (n: number, v: Record<string, unknown>) => ({
      id: uuidv7(),
      user_id: userId,
      plan_id: plan.id,
      plan_name: plan.name,
      plan_type: 'paid' as const,
      amount: plan.amount,
      currency: plan.currency as 'INR' | 'USD',
      credits: plan.credits,
      buyer_name: 'B',
      buyer_email: 'b@example.com',
      created_at: new Date(Date.parse('2026-11-01T00:00:00Z') + n * 60_000),
      ...v,
    });
    const rows = [
      order(1, { status: 'paid', provider_order_id: 'order_A1', payment_id: 'pay_A1', granted_at: new Date() }),
      order(2, { status: 'failed', provider_order_id: 'order_B2', payment_id: 'pay_B2' }),
      order(3, { status: 'created', provider_order_id: 'order_C3' }),
      order(4, { status: 'refunded', provider_order_id: 'order_D4', payment_id: 'pay_D4' }),
      // Checkout closed before any payment: no transaction.
      order(5, { status: 'created', provider_order_id: 'order_E5' }),
    ];
    await db().insertInto('orders').values(rows).execute();
    const payment = (i: number, id: string, status: 'captured' | 'failed' | 'authorized' | 'refunded') => ({ id, order_id: rows[i]!.id, status, amount: plan.amount, currency: plan.currency as 'INR' | 'USD', method: 'card', error_description: null });
    await db()
      .insertInto('payments')
      .values([payment(0, 'pay_A1', 'captured'), payment(1, 'pay_B2', 'failed'), payment(2, 'pay_C3', 'authorized'), payment(3, 'pay_D4', 'refunded')])
      .execute();
    const invoiceId = uuidv7();
    await db().insertInto('invoices').values({ id: invoiceId, order_id: rows[0]!.id, user_id: userId, number: `INV/T/${invoiceId.slice(-6)}`, fy: 'T', seq: 1, document: '{}', issued_at: new Date() }).execute();

    const page = await h.client.ListTransactions({ user_id: userId, page: 1, page_size: 20 });
    expect(page.count).toBe(4);
    expect(page.rows.map(({ getway_txn_id, status, invoice_id, amount, currency, credits }) => ({ getway_txn_id, status, invoice_id, amount, currency, credits }))).toEqual([
      { getway_txn_id: 'pay_D4', status: 'Refunded', invoice_id: '', amount: plan.amount, currency: plan.currency, credits: plan.credits },
      { getway_txn_id: 'order_C3', status: 'Pending', invoice_id: '', amount: plan.amount, currency: plan.currency, credits: plan.credits },
      { getway_txn_id: 'pay_B2', status: 'Failed', invoice_id: '', amount: plan.amount, currency: plan.currency, credits: plan.credits },
      { getway_txn_id: 'pay_A1', status: 'Success', invoice_id: invoiceId, amount: plan.amount, currency: plan.currency, credits: plan.credits },
    ]);
    expect(page.rows[3]).toMatchObject({ id: rows[0]!.id, created_at: '2026-11-01T00:01:00.000Z' });
    expect((await h.client.ListTransactions({ user_id: userId, page: 2, page_size: 3 })).rows.map((r) => r.id)).toEqual([rows[0]!.id]);
  });
});
