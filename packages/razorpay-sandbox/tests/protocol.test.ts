// The sandbox's REST protocol over real HTTP, as billing-notes §1 describes Razorpay's: Basic auth,
// ids, validation and the error envelope, the order/payment/refund state machines, listing, faults.
import { startRazorpaySandbox, type StartedSandbox } from '../src';

let sandbox: StartedSandbox;
let auth: string;

beforeAll(async () => {
  sandbox = await startRazorpaySandbox({ keyId: 'rzp_test_ProtocolTests01', keySecret: 'protocol-secret' });
  auth = `Basic ${Buffer.from('rzp_test_ProtocolTests01:protocol-secret').toString('base64')}`;
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.control.clearFaults());

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const createOrder = async (amount = 5000, extra: Record<string, unknown> = {}) => (await call('POST', '/v1/orders', { amount, currency: 'INR', ...extra })).body;

describe('authentication', () => {
  it('answers 401 with the documented body for a wrong secret, an unknown key id or no header', async () => {
    const invalid = { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid', source: 'NA', step: 'NA', reason: 'NA', metadata: {} } };
    const wrong = `Basic ${Buffer.from('rzp_test_ProtocolTests01:nope').toString('base64')}`;
    expect(await call('GET', '/v1/orders', undefined, { authorization: wrong })).toEqual({ status: 401, body: invalid });
    const other = `Basic ${Buffer.from('rzp_test_Other000000000:protocol-secret').toString('base64')}`;
    expect(await call('GET', '/v1/orders', undefined, { authorization: other })).toEqual({ status: 401, body: invalid });
    const none = await fetch(`${sandbox.url}/v1/orders`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as any).error.code).toBe('BAD_REQUEST_ERROR');
  });

  it('answers an unknown URL with 400 "The requested URL was not found on the server."', async () => {
    expect(await call('GET', '/v1/nothing')).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } } });
  });
});

describe('POST /v1/orders', () => {
  it('creates an order with the documented shape, id format and empty notes as []', async () => {
    const { status, body } = await call('POST', '/v1/orders', { amount: 5000, currency: 'INR', receipt: 'receipt#1' });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      entity: 'order',
      amount: 5000,
      amount_paid: 0,
      amount_due: 5000,
      currency: 'INR',
      receipt: 'receipt#1',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: [],
      created_at: expect.any(Number),
    });
    expect(Math.abs(body.created_at - Date.now() / 1000)).toBeLessThan(5);
  });

  it('answers the minimum-amount error exactly as documented', async () => {
    expect(await call('POST', '/v1/orders', { amount: 99, currency: 'INR' })).toEqual({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00', source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {}, field: 'amount' } },
    });
    expect((await call('POST', '/v1/orders', { amount: 10, currency: 'USD' })).body.error.description).toBe('The amount must be at least USD 1.00');
  });

  it.each([
    ['no amount', { currency: 'INR' }, 'amount', 'The amount field is required.'],
    ['a fractional amount', { amount: 100.5, currency: 'INR' }, 'amount', 'The amount must be an integer.'],
    ['an amount as a string', { amount: '500', currency: 'INR' }, 'amount', 'The amount must be an integer.'],
    ['no currency', { amount: 500 }, 'currency', 'The currency field is required.'],
    ['an unknown currency', { amount: 500, currency: 'XYZ' }, 'currency', 'The selected currency is invalid.'],
    ['a 41-character receipt', { amount: 500, currency: 'INR', receipt: 'x'.repeat(41) }, 'receipt', 'The receipt may not be greater than 40 characters.'],
    ['16 notes', { amount: 500, currency: 'INR', notes: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v'])) }, 'notes', 'Number of fields in notes should be less than or equal to 15'],
    ['a 257-character note', { amount: 500, currency: 'INR', notes: { k: 'v'.repeat(257) } }, 'notes.k', 'The notes.k may not be greater than 256 characters.'],
    ['an undocumented field', { amount: 500, currency: 'INR', colour: 'red' }, 'colour', 'colour is not required and should not be sent'],
  ])('refuses %s (field %s)', async (_label, input, field, description) => {
    expect(await call('POST', '/v1/orders', input)).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', field, description } } });
  });

  it('accepts a 40-character receipt, 15 notes of 256 characters, and notes sent as []', async () => {
    const notes = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`k${i}`, 'v'.repeat(256)]));
    expect((await call('POST', '/v1/orders', { amount: 100, currency: 'INR', receipt: 'x'.repeat(40), notes })).body.notes).toEqual(notes);
    expect((await call('POST', '/v1/orders', { amount: 100, currency: 'INR', notes: [] })).body.notes).toEqual([]);
  });

  it('answers malformed JSON with the error envelope', async () => {
    expect(await call('POST', '/v1/orders', '{"amount": ')).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR' } } });
  });
});

describe('GET /v1/orders', () => {
  it('lists newest first with count (10 by default, 100 at most), skip and receipt', async () => {
    const receipt = `list-${Date.now()}`;
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await createOrder(100 + i, { receipt: i === 3 ? receipt : undefined }));
    const page = (await call('GET', '/v1/orders')).body;
    expect(page).toMatchObject({ entity: 'collection', count: 10 });
    expect(page.items[0].id).toBe(made[11].id);
    const skipped = (await call('GET', '/v1/orders?count=2&skip=1')).body;
    expect(skipped.items.map((o: any) => o.id)).toEqual([made[10].id, made[9].id]);
    expect((await call('GET', `/v1/orders?receipt=${receipt}`)).body).toEqual({ entity: 'collection', count: 1, items: [made[3]] });
    expect((await call('GET', '/v1/orders?count=101')).body.error).toMatchObject({ field: 'count', description: 'The count may not be greater than 100.' });
  });

  it('filters by authorized payments and by creation time', async () => {
    const manual = await createOrder(700, { payment: { capture: 'manual' } });
    sandbox.control.pay(manual.id);
    const authorized = (await call('GET', '/v1/orders?authorized=1&count=100')).body.items.map((o: any) => o.id);
    expect(authorized).toContain(manual.id);
    expect(authorized.every((id: string) => sandbox.control.state().payments.some((p) => p.order_id === id && p.status === 'authorized'))).toBe(true);
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect((await call('GET', `/v1/orders?from=${future}`)).body).toEqual({ entity: 'collection', count: 0, items: [] });
    expect((await call('GET', `/v1/orders?to=${future}&count=1`)).body.count).toBe(1);
  });

  it('PATCH /v1/orders/:id changes the notes only', async () => {
    const order = await createOrder(100);
    const patched = await call('PATCH', `/v1/orders/${order.id}`, { notes: { plan: 'pro' } });
    expect(patched.body).toEqual({ ...order, notes: { plan: 'pro' } });
    expect((await call('PATCH', `/v1/orders/${order.id}`, { amount: 200 })).body.error.description).toBe('amount is not required and should not be sent');
  });

  it('answers an unknown order id with 400 "The id provided does not exist"', async () => {
    expect(await call('GET', '/v1/orders/order_00000000000000')).toMatchObject({ status: 400, body: { error: { description: 'The id provided does not exist' } } });
  });
});

describe('state machines', () => {
  it('order created → attempted (failed payment) → paid; attempts count; stays paid after a full refund', async () => {
    const order = await createOrder(5000);
    const failed = sandbox.control.pay(order.id, { outcome: 'failure' });
    expect(failed.payment).toMatchObject({ status: 'failed', captured: false, error_code: 'BAD_REQUEST_ERROR', error_reason: 'payment_failed' });
    expect((await call('GET', `/v1/orders/${order.id}`)).body).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0, amount_due: 5000 });
    const paid = sandbox.control.pay(order.id);
    expect(paid.payment).toMatchObject({ status: 'captured', captured: true, amount: 5000, order_id: order.id });
    expect(paid.payment.id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect((await call('GET', `/v1/orders/${order.id}`)).body).toMatchObject({ status: 'paid', attempts: 2, amount_paid: 5000, amount_due: 0 });
    expect(() => sandbox.control.pay(order.id)).toThrow('Order has already been paid');
    await call('POST', `/v1/payments/${paid.payment.id}/refund`, {});
    expect((await call('GET', `/v1/orders/${order.id}`)).body.status).toBe('paid');
    expect((await call('GET', `/v1/payments/${paid.payment.id}`)).body).toMatchObject({ status: 'refunded', refund_status: 'full', amount_refunded: 5000 });
  });

  it('manual capture: authorized blocks another attempt until captured; capture rules', async () => {
    const order = await createOrder(3000, { payment: { capture: 'manual' } });
    const { payment } = sandbox.control.pay(order.id);
    expect(payment.status).toBe('authorized');
    expect((await call('GET', `/v1/orders/${order.id}`)).body.status).toBe('attempted');
    expect(() => sandbox.control.pay(order.id)).toThrow('A payment is already authorized for this order');
    expect((await call('POST', `/v1/payments/${payment.id}/capture`, { amount: 2999, currency: 'INR' })).body.error.description).toBe('Capture amount must be equal to the amount authorized');
    expect((await call('POST', `/v1/payments/${payment.id}/capture`, { amount: 3000, currency: 'INR' })).body).toMatchObject({ status: 'captured', captured: true, fee: expect.any(Number), tax: expect.any(Number) });
    expect((await call('POST', `/v1/payments/${payment.id}/capture`, { amount: 3000, currency: 'INR' })).body.error.description).toBe('This payment has already been captured');
    expect((await call('GET', `/v1/orders/${order.id}`)).body.status).toBe('paid');
  });

  it('a failed payment cannot be captured through the API, but Razorpay may capture it late', async () => {
    const order = await createOrder(2000);
    const { payment } = sandbox.control.pay(order.id, { outcome: 'late-capture' });
    expect(payment.status).toBe('failed');
    expect((await call('POST', `/v1/payments/${payment.id}/capture`, { amount: 2000, currency: 'INR' })).body.error.description).toBe(
      'Only payments which have been authorized and not yet captured can be captured',
    );
    expect(sandbox.control.lateCapture(payment.id)).toMatchObject({ status: 'captured', captured: true });
    expect(sandbox.control.order(order.id)).toMatchObject({ status: 'paid', amount_paid: 2000, amount_due: 0 });
  });

  it('a late capture can also happen by itself after a delay', async () => {
    const order = await createOrder(2000);
    const { payment } = sandbox.control.pay(order.id, { outcome: 'late-capture', lateCaptureAfterMs: 50 });
    expect(sandbox.control.payment(payment.id).status).toBe('failed');
    await new Promise((r) => setTimeout(r, 150));
    expect(sandbox.control.payment(payment.id).status).toBe('captured');
  });

  it('a payment not in INR carries base_amount in INR', async () => {
    const order = (await call('POST', '/v1/orders', { amount: 1000, currency: 'USD' })).body;
    const { payment } = sandbox.control.pay(order.id);
    expect(payment).toMatchObject({ currency: 'USD', base_currency: 'INR', base_amount: expect.any(Number) });
  });
});

describe('refunds', () => {
  async function captured(amount = 10_000) {
    const order = await createOrder(amount);
    return sandbox.control.pay(order.id).payment;
  }

  it('answers the documented refund entity; partial then full; too much and already refunded are refused', async () => {
    const p = await captured();
    const r = await call('POST', `/v1/payments/${p.id}/refund`, { amount: 2500, speed: 'normal', notes: { why: 'test' }, receipt: 'r-1' });
    expect(r.body).toEqual({
      id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      entity: 'refund',
      amount: 2500,
      currency: 'INR',
      payment_id: p.id,
      notes: { why: 'test' },
      receipt: 'r-1',
      acquirer_data: { arn: expect.any(String) },
      created_at: expect.any(Number),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    });
    expect((await call('GET', `/v1/payments/${p.id}`)).body).toMatchObject({ status: 'captured', amount_refunded: 2500, refund_status: 'partial' });
    expect((await call('POST', `/v1/payments/${p.id}/refund`, { amount: 7501 })).body.error.description).toBe('The refund amount provided is greater than amount captured');
    expect((await call('POST', `/v1/payments/${p.id}/refund`)).body.amount).toBe(7500);
    expect((await call('POST', `/v1/payments/${p.id}/refund`, { amount: 100 })).body.error.description).toBe('The payment has been fully refunded already');
  });

  it('X-Refund-Idempotency: the same key answers the same refund; short or odd keys and reuse elsewhere are refused', async () => {
    const p = await captured();
    const key = { 'x-refund-idempotency': 'same_key-123' };
    const first = (await call('POST', `/v1/payments/${p.id}/refund`, { amount: 1000 }, key)).body;
    const again = await Promise.all([1, 2, 3].map(() => call('POST', `/v1/payments/${p.id}/refund`, { amount: 1000 }, key)));
    expect(again.map((a) => a.body)).toEqual([first, first, first]);
    expect(sandbox.control.payment(p.id).amount_refunded).toBe(1000);
    for (const bad of ['short', 'has space 12345', 'ümlaut-123456']) {
      const res = await call('POST', `/v1/payments/${p.id}/refund`, { amount: 1000 }, { 'x-refund-idempotency': bad });
      expect(res).toMatchObject({ status: 400, body: { error: { field: 'X-Refund-Idempotency' } } });
    }
    const other = await captured();
    expect((await call('POST', `/v1/payments/${other.id}/refund`, {}, key)).body.error.field).toBe('X-Refund-Idempotency');
  });

  it('a refund of a payment that is not captured is refused; held refunds stay pending and can fail', async () => {
    const order = await createOrder(1000);
    const failed = sandbox.control.pay(order.id, { outcome: 'failure' }).payment;
    expect((await call('POST', `/v1/payments/${failed.id}/refund`, {})).status).toBe(400);
    const p = sandbox.control.pay(order.id).payment;
    sandbox.control.holdRefunds(true);
    try {
      const pending = (await call('POST', `/v1/payments/${p.id}/refund`, {})).body;
      expect(pending.status).toBe('pending');
      expect(sandbox.control.payment(p.id)).toMatchObject({ amount_refunded: 1000, status: 'refunded' });
      expect(sandbox.control.settleRefund(pending.id, 'failed').status).toBe('failed');
      expect(sandbox.control.payment(p.id)).toMatchObject({ amount_refunded: 0, refund_status: null, status: 'captured' });
    } finally {
      sandbox.control.holdRefunds(false);
    }
  });
});

describe('faults', () => {
  it('answers 500/502/504 with the SERVER_ERROR envelope for the given number of calls, per route', async () => {
    sandbox.control.fault('orders.list', { status: 502 }, 2);
    for (let i = 0; i < 2; i++) {
      expect(await call('GET', '/v1/orders')).toEqual({
        status: 502,
        body: { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble completing your request at the moment. Please try again shortly.', source: 'NA', step: 'NA', reason: 'NA', metadata: {} } },
      });
    }
    expect((await call('POST', '/v1/orders', { amount: 100, currency: 'INR' })).status).toBe(200);
    expect((await call('GET', '/v1/orders')).status).toBe(200);
  });

  it('a delay answers normally but late; a hang answers nothing until the client gives up', async () => {
    sandbox.control.fault('orders.create', { delayMs: 200 }, 1);
    const t0 = Date.now();
    expect((await call('POST', '/v1/orders', { amount: 100, currency: 'INR' })).status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(190);
    sandbox.control.fault('orders.fetch', { hang: true }, 1);
    await expect(fetch(`${sandbox.url}/v1/orders/order_x`, { headers: { authorization: auth }, signal: AbortSignal.timeout(300) })).rejects.toThrow();
  });
});
