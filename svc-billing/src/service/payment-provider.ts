// The payment provider as the payments flow uses it: Razorpay's REST client (the real one, or the
// same client pointed at the local sandbox in test mode) and the signature checks with its secrets.
// providerFailure turns what the provider did wrong into the words a buyer reads.
import { AppError } from '@atelier/platform';
import { BILLING_MSG } from '@atelier/contracts';
import type { BillingContext } from './context';

export interface PaymentProviderApi {
  createOrder(input: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<{ id: string }>;
  fetchPayment(id: string): Promise<unknown>;
  fetchOrderPayments(orderId: string): Promise<unknown[]>;
}

export interface PaymentProvider {
  api: PaymentProviderApi;
  /** Razorpay's key id: Checkout opens with it. */
  keyId: string;
  /** The local sandbox ("Test mode"). */
  testMode: boolean;
  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
}

/** The AppError a buyer sees when the provider fails: unreachable or 5xx → try again (503);
 *  a refusal (4xx, e.g. our keys are wrong) → a generic failure, logged for the operator. */
export function providerFailure(ctx: Pick<BillingContext, 'logger'>, err: unknown, doing: string): AppError {
  const status = (err as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    ctx.logger.error({ err }, `the payment provider refused ${doing}`);
    return new AppError('INTERNAL', BILLING_MSG.paymentProviderError);
  }
  ctx.logger.warn({ err }, `the payment provider failed ${doing}`);
  return new AppError('UNAVAILABLE', BILLING_MSG.paymentProviderDown);
}
