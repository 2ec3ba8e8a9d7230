// The payments flow's RPCs (CreateOrder, VerifyPayment, HandleWebhook, GetInvoice): placeholders
// that answer UNAVAILABLE until the payments slice replaces this file with the real handlers.
// billing.handlers.ts spreads this table into the service's, so the definition stays complete.
import { AppError } from '@atelier/platform';
import type { BillingContext } from '../service/context';
import type { BillingImpl } from './billing.handlers';

export type PaymentsImpl = Pick<BillingImpl, 'CreateOrder' | 'VerifyPayment' | 'HandleWebhook' | 'GetInvoice'>;

export function paymentsHandlers(_ctx: BillingContext): PaymentsImpl {
  const unavailable = async (): Promise<never> => {
    throw new AppError('UNAVAILABLE', 'Payments are not available yet');
  };
  return { CreateOrder: unavailable, VerifyPayment: unavailable, HandleWebhook: unavailable, GetInvoice: unavailable };
}
