// Keeps users.subscription_type in step with billing: SubscriptionChanged on the subscriptions
// topic (TOPICS.subscriptions, proto/atelier/events/v1/billing_events.proto). The kit runs the
// handler in one transaction with the inbox row, so a redelivered event changes nothing twice.
import { SubscriptionType } from '@atelier/contracts';
import { isUuid, type Consumer, type EventEnvelope, type Logger, type Transaction } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { IdentityDB } from '../repo/database';
import { setSubscriptionType } from '../repo/users.repository';

export function subscriptionChangedConsumer(schema: string, logger: Logger): Consumer {
  return {
    // "identity.subscription" in production; a test schema gets its own group.
    group: `${schema}.subscription`,
    schema,
    topics: [TOPICS.subscriptions],
    async handle(e: EventEnvelope, trx: Transaction<any>) {
      if (!isEvent(e, TOPICS.subscriptions, 'SubscriptionChanged')) return;
      const p = e.payload;
      const tier = SubscriptionType.options.find((t) => t === p.subscription_type);
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
