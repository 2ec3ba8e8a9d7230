// Keeps imaging's users projection (name shown on image records) in step with identity's
// UserRegistered / UserProfileUpdated on the users topic; the kit's inbox makes it idempotent and
// skips (logged) an event without a user id or a name.
import { inboxConsumer, isUuid, type Consumer, type Logger, type Transaction } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { ImagingDB } from '../repo/database';
import { upsertUser } from '../repo/images.repository';

export function usersConsumer(schema: string, logger: Logger): Consumer {
  return inboxConsumer({
    schema,
    name: 'users',
    topics: [TOPICS.users],
    accepts: (e) => isEvent(e, TOPICS.users, 'UserRegistered') || isEvent(e, TOPICS.users, 'UserProfileUpdated'),
    valid: { check: ({ payload: p }) => !!p.user_id && isUuid(p.user_id) && typeof p.name === 'string', logger },
    async handle(e, trx: Transaction<ImagingDB>) {
      await upsertUser(trx, { id: e.payload.user_id, name: e.payload.name, updated_at: new Date(e.occurred_at) });
    },
  });
}
