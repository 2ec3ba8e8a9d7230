// Keeps users.subscription_type in step with billing: SubscriptionChanged on the subscriptions
// topic (TOPICS.subscriptions, proto/atelier/events/v1/billing_events.proto). The kit's inbox makes
// it idempotent and skips (logged) an event without a user id or a known tier. The tier is part of
// the profile others read (get_me's user_subscription_type; the gateways cache it), so the change is
// announced as UserProfileUpdated through the outbox, in the same transaction.
import { SubscriptionType } from '@atelier/contracts';
import { inboxConsumer, isUuid, type Consumer, type Logger, type Outbox, type Transaction } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { IdentityDB } from '../repo/database';
import { setSubscriptionType, toUser } from '../repo/users.repository';
import { publishUserProfileUpdated } from './user-events.publisher';

const tierOf = (value: string) => SubscriptionType.options.find((t) => t === value);

export function subscriptionChangedConsumer(schema: string, logger: Logger, outbox: Outbox): Consumer {
  return inboxConsumer({
    schema,
    // "identity.subscription" in production.
    name: 'subscription',
    topics: [TOPICS.subscriptions],
    accepts: (e) => isEvent(e, TOPICS.subscriptions, 'SubscriptionChanged'),
    valid: { check: ({ payload: p }) => !!p.user_id && isUuid(p.user_id) && !!tierOf(p.subscription_type), logger },
    async handle(e, trx: Transaction<IdentityDB>) {
      const updated = await setSubscriptionType(trx, e.payload.user_id, tierOf(e.payload.subscription_type)!, new Date(e.occurred_at));
      if (!updated) logger.warn({ event_id: e.event_id, user_id: e.payload.user_id }, 'SubscriptionChanged for an unknown user; skipped');
      else await publishUserProfileUpdated(outbox, trx, toUser(updated));
    },
  });
}
