// Razorpay's signatures, computed the way Razorpay computes them (lowercase hex HMAC-SHA256):
//   Checkout  HMAC(key_secret, order_id + "|" + razorpay_payment_id)
//   webhook   HMAC(webhook_secret, raw body)
// Deliberately not shared with svc-billing's verifier (a test peer built on the code under test
// agrees with its mistakes); both are pinned to the test vectors in billing-notes §1.
import { createHmac } from 'node:crypto';

export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}
