// Razorpay's signatures, checked on our side (billing-notes §1; razorpay-node lib/utils/razorpay-utils.js).
// All are lowercase hex HMAC-SHA256:
//   Checkout  HMAC(key_secret, order_id + "|" + razorpay_payment_id) — the handler's razorpay_signature
//   webhook   HMAC(webhook_secret, raw body) — the X-Razorpay-Signature header; the body is checked
//             exactly as received, never re-serialised (a parsed-and-restringified body differs).
// Razorpay's SDK compares with ===; we compare in constant time so the answer's timing tells nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function webhookSignature(rawBody: string | Buffer, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

/** Constant-time equality of two signatures; a missing or wrong-length one is simply unequal. */
export function sameSignature(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function verifyCheckoutSignature(
  input: { orderId: string; paymentId: string; signature: string | undefined | null },
  keySecret: string,
): boolean {
  return sameSignature(checkoutSignature(input.orderId, input.paymentId, keySecret), input.signature);
}

export function verifyWebhookSignature(rawBody: string | Buffer, signature: string | undefined | null, webhookSecret: string): boolean {
  return sameSignature(webhookSignature(rawBody, webhookSecret), signature);
}
