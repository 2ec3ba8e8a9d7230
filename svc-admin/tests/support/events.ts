// Envelopes as the bus delivers them to svc-admin, for the unit and integration tests: one builder
// per consumed event type, each with a fresh event id (uuid v7, as the kit's outbox makes them) and
// the envelope time `at`.
import { randomUUID } from 'node:crypto';
import { uuidv7 } from '@atelier/platform';
import { TOPICS } from '@atelier/proto/events';
import type { Envelope } from '../../src/domain/projection';

const env = (topic: string, type: string, key: string, at: string, payload: Record<string, unknown>): Envelope & { key: string } => ({
  event_id: uuidv7(),
  occurred_at: at,
  topic,
  type,
  key,
  payload,
});

export const ev = {
  registered: (userId: string, at: string, over: { role?: string; subscription?: string; name?: string; email?: string } = {}) =>
    env(TOPICS.users, 'UserRegistered', userId, at, {
      user_id: userId,
      email: over.email ?? `${userId.slice(-4)}@example.com`,
      name: over.name ?? `User ${userId.slice(-4)}`,
      profile_name: `p${userId.slice(-4)}`,
      role: over.role ?? 'user',
      subscription_type: over.subscription ?? 'free',
      registered_at: at,
    }),
  status: (userId: string, at: string, status: string) => env(TOPICS.users, 'UserStatusChanged', userId, at, { user_id: userId, status }),
  profile: (userId: string, at: string, name: string, email: string) => env(TOPICS.users, 'UserProfileUpdated', userId, at, { user_id: userId, name, email, profile_name: 'p' }),
  subscription: (userId: string, at: string, subscription: string) =>
    env(TOPICS.subscriptions, 'SubscriptionChanged', userId, at, { user_id: userId, subscription_type: subscription, changed_at: at }),
  job: (userId: string, at: string, images: number) =>
    env(TOPICS.jobs, 'JobSucceeded', randomUUID(), at, { job_id: randomUUID(), user_id: userId, image_ids: Array.from({ length: images }, () => randomUUID()), credits: images, finished_at: at, images: [] }),
  captured: (userId: string, at: string, amount: number, currency: string) =>
    env(TOPICS.payments, 'PaymentCaptured', userId, at, { user_id: userId, order_id: randomUUID(), provider_order_id: 'order_1', payment_id: 'pay_1', plan_id: randomUUID(), amount, currency, credits: 10, captured_at: at }),
  refunded: (userId: string, at: string, amount: number, currency: string) =>
    env(TOPICS.payments, 'PaymentRefunded', userId, at, { user_id: userId, order_id: randomUUID(), payment_id: 'pay_1', refund_id: 'rfnd_1', amount, currency, credits_taken: 0, credits_owed: 0, refunded_at: at }),
};

/** A deterministic shuffle (mulberry32), so a failing order can be replayed from its seed. */
export function shuffled<T>(xs: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
