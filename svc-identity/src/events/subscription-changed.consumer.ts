// Keeps users.subscription_type in step with billing: SubscriptionChanged on
// "billing.subscription.v1" (proto/atelier/events/v1/billing_events.proto). The kit runs the
// handler in one transaction with the inbox row, so a redelivered event changes nothing twice.
import { isUuid } from '@atelier/platform';
import type { Consumer, EventEnvelope, Logger, Transaction } from '@atelier/platform';
import type { SubscriptionChanged } from '@atelier/proto/gen/atelier/events/v1/SubscriptionChanged';
import type { SubscriptionType } from '../domain/user';
import type { IdentityDB } from '../repo/database';
import { setSubscriptionType } from '../repo/users.repository';

export const SUBSCRIPTION_TOPIC = 'billing.subscription.v1';
const TIERS: readonly SubscriptionType[] = ['free', 'premium'];

export function subscriptionChangedConsumer(schema: string, logger: Logger): Consumer {
  return {
    // "identity.subscription" in production; a test schema gets its own group.
    group: `${schema}.subscription`,
    schema,
    topics: [SUBSCRIPTION_TOPIC],
    async handle(e: EventEnvelope, trx: Transaction<any>) {
      if (e.type !== 'SubscriptionChanged') return;
      const p = e.payload as SubscriptionChanged;
      const tier = TIERS.find((t) => t === p.subscription_type);
      // A malformed event would fail forever on retry; it is logged and skipped instead.
      if (!p.user_id || !isUuid(p.user_id) || !tier) {
        logger.error({ event_id: e.event_id, payload: e.payload }, 'SubscriptionChanged with an invalid payload; skipped');
        return;
      }
      const updated = await setSubscriptionType(trx as Transaction<IdentityDB>, p.user_id, tier, new Date(e.occurred_at));
      if (!updated) logger.warn({ event_id: e.event_id, user_id: p.user_id }, 'SubscriptionChanged for an unknown user; skipped');
    },
  };
}
