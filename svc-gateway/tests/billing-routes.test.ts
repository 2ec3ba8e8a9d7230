// The billing routes through the gateway with a fake billing client: REST shapes (major units on
// REST, subunits to billing), guards, bad input refused with the BILLING_MSG words before billing
// is called, 402 for a short balance, the webhook's raw bytes passed on untouched, the invoice PDF.
import type { FastifyInstance } from 'fastify';
import { BILLING_LIMITS, BILLING_MSG, CSRF_HEADER, MSG } from '@atelier/contracts';
import { AppError } from '@atelier/platform';
import { Browser, PUBLIC_URL, testGateway } from './support/gateway';
import { fakeBilling, PLAN_ID, type FakeBilling } from './support/fake-billing';

let app: FastifyInstance;
let billing: FakeBilling;

beforeEach(async () => {
  billing = fakeBilling();
  ({ app } = await testGateway({ billing }));
});
afterEach(() => app.close());

function as(role: 'user' | 'admin', sub = role === 'user' ? 'u-1' : 'a-1'): Browser {
  const b = new Browser(app);
  b.cookies.set('atelier_at', app.jwt.sign({ sub, role, sid: 's-1' }));
  return b;
}

const called = (method: string) => billing.calls.filter((c) => c.method === method);

describe('user routes', () => {
  test('get_credits: data {credits, held} of the caller', async () => {
    const res = await as('user').call('GET', '/api/users/get_credits');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { credits: 40, held: 6 } });
    expect(called('GetCredits')).toEqual([expect.objectContaining({ req: { user_id: 'u-1' } })]);
  });

  test('plans: the active plans as a list, prices in major units', async () => {
    const res = await as('user').call('GET', '/api/users/plans');
    expect(res.json()).toEqual({
      status: 'success',
      data: [{ id: PLAN_ID, name: 'Pro', amount: 499.99, currency: 'INR', credits: 500, type: 'paid', data: 'For regular creators', status: 'active', createdAt: '2026-11-20T10:00:00.000Z' }],
    });
    expect(called('ListPlans')[0]!.req).toEqual({ active_only: true });
  });

  test('transactions: rows and count, the page asked for at the report page size, invoice path or null', async () => {
    const res = await as('user').call('GET', '/api/users/transactions?page=2');
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        rows: [
          { id: 'o-1', createdAt: '2026-11-21T10:00:00.000Z', getway_txn_id: 'pay_AbC123', amount: 499.99, currency: 'INR', credits: 500, status: 'Success', invoice: '/users/invoice/inv-1' },
          { id: 'o-2', createdAt: '2026-11-20T10:00:00.000Z', getway_txn_id: 'order_XyZ9', amount: 4.99, currency: 'USD', credits: 50, status: 'Failed', invoice: null },
        ],
        count: 27,
      },
    });
    expect(called('ListTransactions')[0]!.req).toEqual({ user_id: 'u-1', page: 2, page_size: BILLING_LIMITS.reportPageSize });
    await as('user').call('GET', '/api/users/transactions');
    expect(called('ListTransactions')[1]!.req.page).toBe(1);
  });

  test('credits_burn: ledger rows and count', async () => {
    const res = await as('user').call('GET', '/api/users/credits_burn');
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        rows: [
          { id: 'l-2', createdAt: '2026-11-21T10:05:00.000Z', request_id: 'job-1', service: 'Text to Image', amount: 6, credits_debits: 'Held', balance: 46 },
          { id: 'l-1', createdAt: '2026-11-21T10:00:00.000Z', request_id: 'o-1', service: 'Purchase', amount: 500, credits_debits: 'Credit', balance: 46 },
        ],
        count: 2,
      },
    });
    expect(called('ListCreditsBurn')[0]!.req).toEqual({ user_id: 'u-1', page: 1, page_size: BILLING_LIMITS.reportPageSize });
  });

  test('a bad page is refused before billing is asked', async () => {
    for (const q of ['page=0', 'page=-1', 'page=1.5', 'page=x', 'other=1']) {
      expect((await as('user').call('GET', `/api/users/credits_burn?${q}`)).statusCode).toBe(400);
    }
    expect(billing.calls).toEqual([]);
  });

  test('create_order: the Checkout options, in the subunits of the plan currency', async () => {
    const res = await as('user').call('POST', '/api/payment/create_order', { plan_id: PLAN_ID, state: '27' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      msg: BILLING_MSG.orderCreated,
      data: { key: 'rzp_test_key', amount: 49999, currency: 'INR', name: 'Ann', email: 'ann@example.com', description: 'Pro · 500 credits', order: { id: 'order_Q1w2E3' }, test_mode: true, checkout_script: 'http://localhost/razorpay-sandbox/checkout.js' },
    });
    expect(called('CreateOrder')[0]!.req).toEqual({ user_id: 'u-1', plan_id: PLAN_ID, buyer_state: '27', buyer_country: '' });
  });

  test('create_order: a missing or malformed plan id is "Plan not found" without asking billing; an unknown one is billing\'s answer', async () => {
    for (const body of [{}, { plan_id: '' }, { plan_id: 'pro' }, { plan_id: `${PLAN_ID}x` }, { plan_id: 7 }, { plan_id: PLAN_ID, state: 'MH' }, { plan_id: PLAN_ID, extra: 1 }]) {
      const res = await as('user').call('POST', '/api/payment/create_order', body);
      expect(res.statusCode).toBe(400);
      if (!('state' in body) && !('extra' in body)) expect(res.json()).toEqual({ status: 'error', msg: BILLING_MSG.planNotFound });
    }
    expect(billing.calls).toEqual([]);
    billing.fail('CreateOrder', new AppError('NOT_FOUND', BILLING_MSG.planNotFound));
    const res = await as('user').call('POST', '/api/payment/create_order', { plan_id: PLAN_ID });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', msg: BILLING_MSG.planNotFound });
  });

  test('verify: the wallet after the purchase; a malformed payload is refused without asking billing', async () => {
    const body = { razorpay_order_id: 'order_Q1w2E3', razorpay_payment_id: 'pay_R4t5Y6', razorpay_signature: 'a'.repeat(64) };
    const res = await as('user').call('POST', '/api/payment/verify', body);
    expect(res.json()).toEqual({ status: 'success', msg: BILLING_MSG.paymentVerified, data: { credits: 540, held: 6 } });
    expect(called('VerifyPayment')[0]!.req).toEqual({ user_id: 'u-1', ...body });
    for (const bad of [{ ...body, razorpay_signature: 'zz' }, { ...body, razorpay_order_id: 'pay_1' }, { razorpay_order_id: 'order_1' }]) {
      const r = await as('user').call('POST', '/api/payment/verify', bad);
      expect(r.statusCode).toBe(400);
      expect(r.json().msg).toBe(BILLING_MSG.paymentSignature);
    }
    expect(called('VerifyPayment')).toHaveLength(1);
  });

  test('the user routes need a user: 401 signed out, 403 for an admin, billing never asked', async () => {
    expect((await new Browser(app).call('GET', '/api/users/get_credits')).statusCode).toBe(401);
    expect((await as('admin').call('GET', '/api/users/plans')).statusCode).toBe(403);
    expect((await as('admin').call('POST', '/api/payment/create_order', { plan_id: PLAN_ID })).statusCode).toBe(403);
    expect(billing.calls).toEqual([]);
  });

  test('a gateway built without billing answers its routes 503', async () => {
    const { app: bare } = await testGateway();
    try {
      const b = new Browser(bare);
      b.cookies.set('atelier_at', bare.jwt.sign({ sub: 'u-1', role: 'user', sid: 's' }));
      const res = await b.call('GET', '/api/users/get_credits');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', msg: MSG.unavailable });
    } finally {
      await bare.close();
    }
  });
});

describe('admin routes', () => {
  const plan = { name: 'Pro', amount: 499.99, currency: 'INR', credits: 500, type: 'paid', data: 'For regular creators' };

  test('plans, create (subunits to billing), update, delete', async () => {
    const list = await as('admin').call('GET', '/api/admin/plans/');
    expect(list.json().data.map((p: { status: string; amount: number }) => [p.status, p.amount])).toEqual([['active', 499.99], ['deactive', 4.99]]);
    expect(called('ListPlans')[0]!.req).toEqual({ active_only: false });

    const created = await as('admin').call('POST', '/api/admin/create_plan', plan);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ status: 'success', msg: BILLING_MSG.planCreated, data: { id: PLAN_ID, amount: 499.99, currency: 'INR', credits: 500 } });
    expect(called('CreatePlan')[0]!.req).toEqual({ ...plan, amount: 49999 });

    const updated = await as('admin').call('PUT', `/api/admin/plan/${PLAN_ID}`, { ...plan, amount: 10, currency: 'USD', status: 'deactive' });
    expect(updated.json()).toMatchObject({ msg: BILLING_MSG.planUpdated, data: { amount: 10, currency: 'USD', status: 'deactive' } });
    expect(called('UpdatePlan')[0]!.req).toEqual({ id: PLAN_ID, plan: { ...plan, amount: 1000, currency: 'USD' }, status: 'deactive' });

    expect((await as('admin').call('DELETE', `/api/admin/plan/${PLAN_ID}`)).json()).toEqual({ status: 'success', msg: BILLING_MSG.planDeleted });
    billing.answers.DeletePlan = () => ({ deactivated: true });
    expect((await as('admin').call('DELETE', `/api/admin/plan/${PLAN_ID}`)).json()).toEqual({ status: 'success', msg: BILLING_MSG.planDeactivated });
    expect(called('DeletePlan')[0]!.req).toEqual({ id: PLAN_ID });
  });

  test('bad plan input says the BILLING_MSG words and never reaches billing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...plan, currency: 'EUR' }, BILLING_MSG.planCurrency],
      [{ ...plan, currency: undefined }, BILLING_MSG.planCurrency],
      [{ ...plan, type: 'gold' }, BILLING_MSG.planType],
      [{ ...plan, amount: -5 }, BILLING_MSG.planAmountRange],
      [{ ...plan, amount: 0 }, BILLING_MSG.planAmountRange],
      [{ ...plan, amount: 1e12 }, BILLING_MSG.planAmountRange],
      [{ ...plan, amount: 4.999 }, BILLING_MSG.planAmountRange],
      [{ ...plan, amount: undefined }, BILLING_MSG.planAmount],
      [{ ...plan, credits: 2.5 }, BILLING_MSG.planCreditsRange],
      [{ ...plan, credits: -1 }, BILLING_MSG.planCreditsRange],
      [{ ...plan, credits: 1e9 }, BILLING_MSG.planCreditsRange],
      [{ ...plan, credits: undefined }, BILLING_MSG.planCredits],
      [{ ...plan, name: '  ' }, BILLING_MSG.planName],
      [{ ...plan, name: undefined }, BILLING_MSG.planName],
      [{ ...plan, data: undefined }, BILLING_MSG.planData],
      [{ ...plan, name: 'x'.repeat(BILLING_LIMITS.planNameMax + 1) }, BILLING_MSG.planNameMax],
    ];
    for (const [body, msg] of cases) {
      const res = await as('admin').call('POST', '/api/admin/create_plan', JSON.parse(JSON.stringify(body)));
      expect([res.statusCode, res.json()]).toEqual([400, { status: 'error', msg }]);
    }
    const noStatus = await as('admin').call('PUT', `/api/admin/plan/${PLAN_ID}`, plan);
    expect([noStatus.statusCode, noStatus.json().msg]).toEqual([400, BILLING_MSG.planStatus]);
    const badStatus = await as('admin').call('PUT', `/api/admin/plan/${PLAN_ID}`, { ...plan, status: 'paused' });
    expect([badStatus.statusCode, badStatus.json().msg]).toEqual([400, BILLING_MSG.planStatus]);
    expect(billing.calls).toEqual([]);
  });

  test('adjust: the request id is the idempotency key, the admin is recorded; bad amounts are refused', async () => {
    const res = await as('admin').call('POST', '/api/admin/user/u-9/credits', { amount: -15, reason: 'Refund of a failed job' }, { 'x-request-id': 'req-adjust-1' });
    expect(res.json()).toEqual({ status: 'success', msg: BILLING_MSG.creditsAdjusted, data: { credits: 25, held: 6 } });
    expect(called('AdjustCredits')[0]).toMatchObject({ req: { user_id: 'u-9', amount: -15, reason: 'Refund of a failed job', admin_id: 'a-1', request_id: 'req-adjust-1' }, requestId: 'req-adjust-1' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: 1.5, reason: 'x' }, BILLING_MSG.adjustAmount],
      [{ amount: 0, reason: 'x' }, BILLING_MSG.adjustAmount],
      [{ amount: BILLING_LIMITS.adjustMax + 1, reason: 'x' }, BILLING_MSG.adjustAmount],
      [{ amount: -BILLING_LIMITS.adjustMax - 1, reason: 'x' }, BILLING_MSG.adjustAmount],
      [{ amount: '5', reason: 'x' }, BILLING_MSG.adjustAmount],
      [{ reason: 'x' }, BILLING_MSG.adjustAmount],
      [{ amount: 5 }, BILLING_MSG.adjustReason],
      [{ amount: 5, reason: ' ' }, BILLING_MSG.adjustReason],
    ];
    for (const [body, msg] of cases) {
      const r = await as('admin').call('POST', '/api/admin/user/u-9/credits', body);
      expect([r.statusCode, r.json()]).toEqual([400, { status: 'error', msg }]);
    }
    expect(called('AdjustCredits')).toHaveLength(1);
    billing.fail('AdjustCredits', new AppError('FAILED_PRECONDITION', BILLING_MSG.adjustBelowZero));
    const below = await as('admin').call('POST', '/api/admin/user/u-9/credits', { amount: -1000, reason: 'x' });
    expect([below.statusCode, below.json().msg]).toEqual([409, BILLING_MSG.adjustBelowZero]);
  });

  test('admin routes need an admin', async () => {
    expect((await as('user').call('GET', '/api/admin/plans/')).statusCode).toBe(403);
    expect((await as('user').call('POST', '/api/admin/create_plan', plan)).statusCode).toBe(403);
    expect((await as('user').call('POST', '/api/admin/user/u-9/credits', { amount: 5, reason: 'x' })).statusCode).toBe(403);
    expect(billing.calls).toEqual([]);
  });
});

test('not enough credits: a PAYMENT_REQUIRED from behind the gateway is 402 with its message', async () => {
  const imaging = { SubmitJob: async () => Promise.reject(new AppError('PAYMENT_REQUIRED', BILLING_MSG.notEnoughCredits)) };
  const { app: gw } = await testGateway({ billing, imaging: imaging as never });
  try {
    const b = new Browser(gw);
    b.cookies.set('atelier_at', gw.jwt.sign({ sub: 'u-1', role: 'user', sid: 's' }));
    const res = await b.call('POST', '/api/text_to_image/v2/image_generate', { prompt: 'a harbour', model_id: PLAN_ID, image_size: '512*512', image_number: 1, make_public: false });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ status: 'error', msg: 'Not enough credits. Buy a plan to continue.' });
  } finally {
    await gw.close();
  }
});

describe('payment webhook', () => {
  // Odd but valid JSON: the signature covers these exact bytes, so they must reach billing as sent.
  const raw = Buffer.from('{ "event":"payment.captured",\t"payload" : {"note":"₹499 — «test» 🎨 \\u00e9 é"},\r\n  "n": 1.50  }\n\n', 'utf8');
  const headers = { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64), 'x-razorpay-event-id': 'evt_Abc123' };

  test('the raw body bytes, the signature and the event id reach billing untouched; no session, no CSRF', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: raw });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const [call] = called('HandleWebhook');
    expect(Buffer.compare(call!.req.raw_body, raw)).toBe(0);
    expect(call!.req).toMatchObject({ signature: 'f'.repeat(64), event_id: 'evt_Abc123' });
    expect(call!.deadlineMs).toBeLessThan(5000);
    // Any content type Razorpay might send is taken as bytes too (not refused, not parsed).
    const plain = await app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' }, payload: raw });
    expect(plain.statusCode).toBe(200);
    expect(Buffer.compare(called('HandleWebhook')[1]!.req.raw_body, raw)).toBe(0);
  });

  test('a forged or malformed call is 400: billing\'s INVALID_ARGUMENT, or no signature / no body at all (billing not asked)', async () => {
    billing.fail('HandleWebhook', new AppError('INVALID_ARGUMENT', BILLING_MSG.webhookSignature));
    const forged = await app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: raw });
    expect([forged.statusCode, forged.json()]).toEqual([400, { status: 'error', msg: BILLING_MSG.webhookSignature }]);
    const unsigned = await app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json' }, payload: raw });
    expect([unsigned.statusCode, unsigned.json().msg]).toEqual([400, BILLING_MSG.webhookSignature]);
    const empty = await app.inject({ method: 'POST', url: '/api/payment/webhook', headers });
    expect([empty.statusCode, empty.json().msg]).toEqual([400, BILLING_MSG.webhookBody]);
    expect(called('HandleWebhook')).toHaveLength(1);
  });

  test('bodies over 256 kB are refused; billing down is 503 (Razorpay retries)', async () => {
    const big = await app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: Buffer.alloc(256 * 1024 + 1, 0x20) });
    expect(big.statusCode).toBe(413);
    billing.fail('HandleWebhook', new AppError('UNAVAILABLE', 'billing down'));
    expect((await app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: raw })).statusCode).toBe(503);
  });

  test('the JSON routes keep refusing non-JSON bodies (the Buffer parser is the webhook\'s only)', async () => {
    const b = as('user');
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/create_order',
      cookies: { ...Object.fromEntries(b.cookies), atelier_csrf: 't' },
      headers: { origin: PUBLIC_URL, [CSRF_HEADER]: 't', 'content-type': 'text/plain' },
      payload: JSON.stringify({ plan_id: PLAN_ID }),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('invoice download', () => {
  test('the owner gets the PDF bytes as an attachment', async () => {
    const res = await as('user').call('GET', '/api/users/invoice/inv-1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-26-27-000123.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.toString()).toBe('%PDF-1.7\n…\n%%EOF\n');
    expect(called('GetInvoice')[0]!.req).toEqual({ user_id: 'u-1', invoice_id: 'inv-1' });
  });

  test("someone else's invoice is 404; signed out 401; an admin 403; a strange file name is made safe", async () => {
    billing.fail('GetInvoice', new AppError('NOT_FOUND', BILLING_MSG.invoiceNotFound));
    const other = await as('user', 'u-2').call('GET', '/api/users/invoice/inv-1');
    expect([other.statusCode, other.json()]).toEqual([404, { status: 'error', msg: BILLING_MSG.invoiceNotFound }]);
    expect((await new Browser(app).call('GET', '/api/users/invoice/inv-1')).statusCode).toBe(401);
    expect((await as('admin').call('GET', '/api/users/invoice/inv-1')).statusCode).toBe(403);
    billing.answers.GetInvoice = () => ({ filename: 'a"b\r\nx.pdf', pdf: Buffer.from('%PDF') });
    expect((await as('user').call('GET', '/api/users/invoice/inv-1')).headers['content-disposition']).toBe('attachment; filename="a_b__x.pdf"');
  });
});
