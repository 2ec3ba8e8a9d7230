// A fake billing service for the gateway's tests: a plain object with the promisified client's
// methods, recording every call (request and x-request-id), answering from canned data a test can
// replace (`answers`) or make fail (`fail`). An RPC not listed rejects with its name.
import { AppError, type CallOptions } from '@atelier/platform';
import type { BillingClient } from '../../src/clients/service-clients';

export const PLAN_ID = '0197a0b0-0000-7000-8000-000000000001';

export const PLAN = {
  id: PLAN_ID,
  name: 'Pro',
  amount: 49999,
  currency: 'INR',
  credits: 500,
  type: 'paid',
  data: 'For regular creators',
  status: 'active',
  created_at: '2026-11-20T10:00:00.000Z',
};

type Answers = { [M in keyof BillingClient]?: (req: Parameters<BillingClient[M]>[0]) => unknown };

export interface FakeBilling extends BillingClient {
  calls: Array<{ method: string; req: any; requestId?: string; deadlineMs?: number }>;
  answers: Answers;
  /** The next call of `method` rejects with this error (once). */
  fail(method: keyof BillingClient, err: AppError): void;
}

const wallet = { credits: 40, held: 6, balance: 46 };

export function fakeBilling(): FakeBilling {
  const calls: FakeBilling['calls'] = [];
  const failures = new Map<string, AppError>();
  const answers: Answers = {
    GetCredits: () => ({ wallet }),
    ListPlans: (req) => ({ plans: req.active_only ? [PLAN] : [PLAN, { ...PLAN, id: '0197a0b0-0000-7000-8000-000000000002', name: 'Old', status: 'deactive', amount: 499, currency: 'USD' }] }),
    ListTransactions: () => ({
      rows: [
        { id: 'o-1', created_at: '2026-11-21T10:00:00.000Z', getway_txn_id: 'pay_AbC123', amount: 49999, currency: 'INR', credits: 500, status: 'Success', invoice_id: 'inv-1' },
        { id: 'o-2', created_at: '2026-11-20T10:00:00.000Z', getway_txn_id: 'order_XyZ9', amount: 499, currency: 'USD', credits: 50, status: 'Failed', invoice_id: '' },
      ],
      count: 27,
    }),
    ListCreditsBurn: () => ({
      rows: [
        { id: 'l-2', created_at: '2026-11-21T10:05:00.000Z', request_id: 'job-1', service: 'Text to Image', amount: 6, credits_debits: 'Held', balance: 46 },
        { id: 'l-1', created_at: '2026-11-21T10:00:00.000Z', request_id: 'o-1', service: 'Purchase', amount: 500, credits_debits: 'Credit', balance: 46 },
      ],
      count: 2,
    }),
    CreateOrder: () => ({ key_id: 'rzp_test_key', amount: 49999, currency: 'INR', name: 'Ann', email: 'ann@example.com', description: 'Pro · 500 credits', provider_order_id: 'order_Q1w2E3', test_mode: true, checkout_script: 'http://localhost/razorpay-sandbox/checkout.js' }),
    VerifyPayment: () => ({ wallet: { ...wallet, credits: 540 } }),
    CreatePlan: (req) => ({ plan: { ...PLAN, ...req, id: PLAN_ID, status: 'active' } }),
    UpdatePlan: (req) => ({ plan: { ...PLAN, ...req.plan, id: req.id, status: req.status } }),
    DeletePlan: () => ({ deactivated: false }),
    AdjustCredits: (req) => ({ wallet: { ...wallet, credits: wallet.credits + req.amount! } }),
    HandleWebhook: () => ({ duplicate: false }),
    GetInvoice: () => ({ filename: 'INV-26-27-000123.pdf', pdf: Buffer.from('%PDF-1.7\n…\n%%EOF\n') }),
  };
  const fake = {
    calls,
    answers,
    fail(method: string, err: AppError) {
      failures.set(method, err);
    },
  } as unknown as FakeBilling;
  return new Proxy(fake, {
    get(target, prop, receiver) {
      if (prop in target || typeof prop !== 'string' || !/^[A-Z]/.test(prop)) return Reflect.get(target, prop, receiver);
      return async (req: unknown, opts?: CallOptions) => {
        calls.push({ method: prop, req, requestId: opts?.metadata?.get('x-request-id')[0]?.toString(), deadlineMs: opts?.deadlineMs });
        const failure = failures.get(prop);
        if (failure) {
          failures.delete(prop);
          throw failure;
        }
        const answer = (answers as Record<string, ((r: unknown) => unknown) | undefined>)[prop];
        if (!answer) throw new Error(`fake billing: ${prop} is not faked (add it to tests/support/fake-billing.ts)`);
        return answer(req);
      };
    },
  });
}
