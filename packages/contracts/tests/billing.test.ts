// Billing's request shapes refuse what an admin or a buyer should not send, with the catalogue's words.
import { AdjustCreditsBody, BILLING_MSG, CreateOrderBody, CreatePlanBody, toSubunits, UpdatePlanBody, VerifyPaymentBody } from '../src';

const plan = { name: 'Starter', amount: 499, currency: 'INR', credits: 500, type: 'paid', data: '500 credits' };
const firstMessage = (r: { error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

test('a plan: amounts in major units with at most two decimals, within limits; a free plan costs 0', () => {
  expect(CreatePlanBody.safeParse(plan).success).toBe(true);
  expect(CreatePlanBody.parse({ ...plan, amount: '4.99', currency: 'USD' }).amount).toBe(4.99);
  expect(firstMessage(CreatePlanBody.safeParse({ ...plan, amount: 4.999 }))).toBe(BILLING_MSG.planAmountRange);
  expect(firstMessage(CreatePlanBody.safeParse({ ...plan, amount: -5 }))).toBe(BILLING_MSG.planAmountRange);
  expect(firstMessage(CreatePlanBody.safeParse({ ...plan, amount: 0.5 }))).toBe(BILLING_MSG.planAmountRange);
  expect(firstMessage(CreatePlanBody.safeParse({ ...plan, amount: 10_000_000 }))).toBe(BILLING_MSG.planAmountRange);
  expect(firstMessage(CreatePlanBody.safeParse({ ...plan, amount: 0 }))).toBe(BILLING_MSG.planAmountRange);
  expect(CreatePlanBody.safeParse({ ...plan, type: 'free', amount: 0 }).success).toBe(true);
  expect(firstMessage(CreatePlanBody.safeParse({ ...plan, type: 'free', amount: 10 }))).toBe(BILLING_MSG.planFreeAmount);
  expect(firstMessage(CreatePlanBody.safeParse({ ...plan, credits: 1.5 }))).toBe(BILLING_MSG.planCreditsRange);
  expect(CreatePlanBody.parse({ ...plan, credits: ' 500 ' }).credits).toBe(500);
  // Only numeric text is read as a number: null, true, [] and '' were 0 or 1 under z.coerce
  // (Schemathesis: `amount: null` created a free plan).
  for (const amount of [null, true, [], '']) {
    expect([amount, CreatePlanBody.safeParse({ ...plan, type: 'free', amount }).success]).toEqual([amount, false]);
  }
  for (const credits of [null, true, [1], '']) {
    expect([credits, CreatePlanBody.safeParse({ ...plan, credits }).success]).toEqual([credits, false]);
  }
  expect(firstMessage(CreatePlanBody.safeParse({ ...plan, currency: 'EUR' }))).toBe(BILLING_MSG.planCurrency);
  expect(firstMessage(CreatePlanBody.safeParse({ ...plan, type: undefined }))).toBe(BILLING_MSG.planType);
  expect(firstMessage(CreatePlanBody.safeParse({ ...plan, data: ' ' }))).toBe(BILLING_MSG.planData);
  expect(firstMessage(UpdatePlanBody.safeParse(plan))).toBe(BILLING_MSG.planStatus);
  expect(UpdatePlanBody.safeParse({ ...plan, status: 'deactive' }).success).toBe(true);
  expect(toSubunits(4.99)).toBe(499);
  expect(toSubunits(1234.56)).toBe(123456);
});

test('an adjustment is a non-zero whole number within limits, with a reason', () => {
  expect(AdjustCreditsBody.safeParse({ amount: -20, reason: 'refund by hand' }).success).toBe(true);
  expect(firstMessage(AdjustCreditsBody.safeParse({ amount: 0, reason: 'x' }))).toBe(BILLING_MSG.adjustAmount);
  expect(firstMessage(AdjustCreditsBody.safeParse({ amount: 2.5, reason: 'x' }))).toBe(BILLING_MSG.adjustAmount);
  expect(firstMessage(AdjustCreditsBody.safeParse({ amount: 1e9, reason: 'x' }))).toBe(BILLING_MSG.adjustAmount);
  expect(firstMessage(AdjustCreditsBody.safeParse({ amount: 5, reason: '  ' }))).toBe(BILLING_MSG.adjustReason);
});

test('an order names a known GST state and an ISO country, or neither', () => {
  const plan_id = '0190b3a2-7c1e-7a00-8000-000000000001';
  expect(CreateOrderBody.safeParse({ plan_id }).success).toBe(true);
  expect(CreateOrderBody.safeParse({ plan_id, state: '27', country: 'IN' }).success).toBe(true);
  expect(CreateOrderBody.safeParse({ plan_id, country: 'US' }).success).toBe(true);
  expect(firstMessage(CreateOrderBody.safeParse({ plan_id, state: '99' }))).toBe(BILLING_MSG.buyerState);
  expect(firstMessage(CreateOrderBody.safeParse({ plan_id, country: 'UK' }))).toBe(BILLING_MSG.buyerCountry);
  expect(firstMessage(CreateOrderBody.safeParse({ plan_id, country: 'us' }))).toBe(BILLING_MSG.buyerCountry);
});

test("verify takes Razorpay's ids and a hex signature only", () => {
  const ok = { razorpay_order_id: 'order_IEIaMR65cu6nz3', razorpay_payment_id: 'pay_IH4NVgf4Dreq1l', razorpay_signature: 'a'.repeat(64) };
  expect(VerifyPaymentBody.safeParse(ok).success).toBe(true);
  expect(firstMessage(VerifyPaymentBody.safeParse({ ...ok, razorpay_order_id: 'order_x;drop' }))).toBe(BILLING_MSG.paymentSignature);
  expect(firstMessage(VerifyPaymentBody.safeParse({ ...ok, razorpay_signature: 'zz' }))).toBe(BILLING_MSG.paymentSignature);
});
