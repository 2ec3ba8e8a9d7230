// The payment provider as the payments flow uses it: Razorpay's REST client — the real API, or the
// same client pointed at the local sandbox in test mode (config.razorpay decides) — and the
// signature checks with its secrets. providerFailure turns what the provider did wrong into the
// words a buyer reads.
import { AppError, type PlatformConfig } from '@atelier/platform';
import { BILLING_MSG } from '@atelier/contracts';
import { verifyCheckoutSignature, verifyWebhookSignature } from '../domain/razorpay-signatures';
import { isRazorpayError, RazorpayClient } from '../razorpay/client';
import type { BillingContext } from './context';

export interface PaymentProvider {
  api: Pick<RazorpayClient, 'createOrder' | 'fetchPayment' | 'fetchOrderPayments'>;
  /** Razorpay's key id: Checkout opens with it. */
  keyId: string;
  /** The Checkout script the browser loads (Razorpay's, or the sandbox's "Test mode" one). */
  checkoutScriptUrl: string;
  /** The local sandbox ("Test mode"). */
  testMode: boolean;
  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
}

export function razorpayProvider(config: PlatformConfig['razorpay'], client = new RazorpayClient(config)): PaymentProvider {
  return {
    api: client,
    keyId: config.keyId,
    checkoutScriptUrl: config.checkoutScriptUrl,
    testMode: config.sandbox,
    checkoutSignatureValid: (orderId, paymentId, signature) => verifyCheckoutSignature({ orderId, paymentId, signature }, config.keySecret),
    webhookSignatureValid: (rawBody, signature) => verifyWebhookSignature(rawBody, signature, config.webhookSecret),
  };
}

/** The AppError a buyer sees when the provider fails: a refusal (4xx — our keys or request are
 *  wrong) → a generic failure, logged for the operator; unreachable, timed out or 5xx → try again. */
export function providerFailure(ctx: Pick<BillingContext, 'logger'>, err: unknown, doing: string): AppError {
  if (isRazorpayError(err) && err.statusCode < 500) {
    ctx.logger.error({ err }, `the payment provider refused ${doing}`);
    return new AppError('INTERNAL', BILLING_MSG.paymentProviderError);
  }
  ctx.logger.warn({ err }, `the payment provider failed ${doing}`);
  return new AppError('UNAVAILABLE', BILLING_MSG.paymentProviderDown);
}
