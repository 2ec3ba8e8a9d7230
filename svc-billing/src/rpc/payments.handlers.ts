// The payments RPCs: proto ↔ service mapping only (service/payments.service.ts, invoices.service.ts).
import type { BillingContext } from '../service/context';
import { invoicePdf } from '../service/invoices.service';
import { createOrder, handleWebhook, verifyPayment } from '../service/payments.service';

import type { BillingImpl } from './billing.handlers';

export type PaymentsImpl = Pick<BillingImpl, 'CreateOrder' | 'VerifyPayment' | 'HandleWebhook' | 'GetInvoice'>;

export function paymentsHandlers(ctx: BillingContext): PaymentsImpl {
  return {
    async CreateOrder(req) {
      return createOrder(ctx, { userId: req.user_id, planId: req.plan_id, buyerState: req.buyer_state, buyerCountry: req.buyer_country });
    },
    async VerifyPayment(req) {
      const w = await verifyPayment(ctx, { userId: req.user_id, orderId: req.razorpay_order_id, paymentId: req.razorpay_payment_id, signature: req.razorpay_signature });
      return { wallet: { credits: w.credits, held: w.held, balance: w.balance } };
    },
    async HandleWebhook(req) {
      return handleWebhook(ctx, { rawBody: Buffer.from(req.raw_body), signature: req.signature, eventId: req.event_id });
    },
    async GetInvoice(req) {
      return invoicePdf(ctx, req.user_id, req.invoice_id);
    },
  };
}
