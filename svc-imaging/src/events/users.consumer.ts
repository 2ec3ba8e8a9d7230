// Keeps imaging's users projection (name shown on image records; status, so images of blocked or
// deleted users leave the feeds; subscription, so a free user cannot keep images private) in step
// with identity's UserRegistered / UserProfileUpdated / UserStatusChanged on the users topic and
// billing's SubscriptionChanged on the subscriptions topic (its own consumer: another topic, another
// inbox). The kit's inbox makes each idempotent and skips (logged) an event without a user id, or
// without a name (profile events), a status (status events) or a known tier (subscription events).
import { inboxConsumer, isUuid, type Consumer, type Logger, type Transaction } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { ImagingDB } from '../repo/database';
import { SubscriptionType } from '@atelier/contracts';
import { setUserStatus, setUserSubscription, upsertUser } from '../repo/images.repository';

const tierOf = (value: string) => SubscriptionType.options.find((t) => t === value);
/** An event's own time when it carries a valid one (registered_at, changed_at), else the envelope's. */
const timeOf = (value: string, occurredAt: string) => (Number.isNaN(Date.parse(value)) ? new Date(occurredAt) : new Date(value));

export function usersConsumer(schema: string, logger: Logger): Consumer {
  return inboxConsumer({
    schema,
    name: 'users',
    topics: [TOPICS.users],
    accepts: (e) => isEvent(e, TOPICS.users, 'UserRegistered') || isEvent(e, TOPICS.users, 'UserProfileUpdated') || isEvent(e, TOPICS.users, 'UserStatusChanged'),
    valid: {
      check: (e) =>
        !!e.payload.user_id &&
        isUuid(e.payload.user_id) &&
        (isEvent(e, TOPICS.users, 'UserStatusChanged') ? typeof e.payload.status === 'string' && !!e.payload.status : typeof (e.payload as { name?: unknown }).name === 'string'),
      logger,
    },
    async handle(e, trx: Transaction<ImagingDB>) {
      if (isEvent(e, TOPICS.users, 'UserStatusChanged')) return void (await setUserStatus(trx, e.payload.user_id, e.payload.status));
      await upsertUser(trx, { id: e.payload.user_id, name: (e.payload as { name: string }).name, updated_at: new Date(e.occurred_at) });
      // A registration states the tier the user starts on (free, unless billing already said otherwise).
      if (isEvent(e, TOPICS.users, 'UserRegistered') && tierOf(e.payload.subscription_type)) {
        await setUserSubscription(trx, e.payload.user_id, tierOf(e.payload.subscription_type)!, timeOf(e.payload.registered_at, e.occurred_at));
      }
    },
  });
}

export function subscriptionsConsumer(schema: string, logger: Logger): Consumer {
  return inboxConsumer({
    schema,
    // "imaging.subscriptions" in production; a new group reads the topic from its beginning, so
    // every user's tier lands even for users registered before this consumer existed.
    name: 'subscriptions',
    topics: [TOPICS.subscriptions],
    accepts: (e) => isEvent(e, TOPICS.subscriptions, 'SubscriptionChanged'),
    valid: { check: ({ payload: p }) => !!p.user_id && isUuid(p.user_id) && !!tierOf(p.subscription_type), logger },
    async handle(e, trx: Transaction<ImagingDB>) {
      await setUserSubscription(trx, e.payload.user_id, tierOf(e.payload.subscription_type)!, timeOf(e.payload.changed_at, e.occurred_at));
    },
  });
}
