// Razorpay-shaped identifiers: a prefix ("order_", "pay_", "rfnd_", "acc_") and 14 base62
// characters, e.g. order_RB58MiP5SPFYyM. Webhook event ids are the 14 characters alone.
import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const ID_BODY_LENGTH = 14;

export function newId(prefix: string): string {
  let body = '';
  for (let i = 0; i < ID_BODY_LENGTH; i++) body += BASE62[randomInt(BASE62.length)];
  return prefix + body;
}
