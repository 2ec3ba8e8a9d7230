// Follows identity's users topic: UserRegistered records the customer and grants the free plan's
// credits once; UserProfileUpdated refreshes name and email. The kit's inbox makes a redelivered
// event a no-op, and an event without a user id, name or email is logged and skipped.
import { inboxConsumer, isUuid, type Consumer, type Transaction } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { BillingDB } from '../repo/database';
import type { BillingContext } from '../service/context';
import { customerRegistered, customerUpdated } from '../service/customers.service';

export function usersConsumer(schema: string, ctx: BillingContext): Consumer {
  return inboxConsumer({
    schema,
    name: 'users',
    topics: [TOPICS.users],
    accepts: (e) => isEvent(e, TOPICS.users, 'UserRegistered') || isEvent(e, TOPICS.users, 'UserProfileUpdated'),
    valid: { check: ({ payload: p }) => !!p.user_id && isUuid(p.user_id) && typeof p.name === 'string' && typeof p.email === 'string' && !!p.email, logger: ctx.logger },
    async handle(e, trx: Transaction<BillingDB>) {
      const c = { userId: e.payload.user_id, email: e.payload.email, name: e.payload.name, at: new Date(e.occurred_at) };
      if (e.type === 'UserRegistered') await customerRegistered(ctx, trx, c);
      else await customerUpdated(trx, c);
    },
  });
}
