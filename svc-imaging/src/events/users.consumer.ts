// Keeps imaging's users projection (name shown on image records; status, so images of blocked or
// deleted users leave the feeds) in step with identity's UserRegistered / UserProfileUpdated /
// UserStatusChanged on the users topic; the kit's inbox makes it idempotent and skips (logged) an
// event without a user id, or without a name (profile events) or a status (status events).
import { inboxConsumer, isUuid, type Consumer, type Logger, type Transaction } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { ImagingDB } from '../repo/database';
import { setUserStatus, upsertUser } from '../repo/images.repository';

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
      if (isEvent(e, TOPICS.users, 'UserStatusChanged')) await setUserStatus(trx, e.payload.user_id, e.payload.status);
      else await upsertUser(trx, { id: e.payload.user_id, name: (e.payload as { name: string }).name, updated_at: new Date(e.occurred_at) });
    },
  });
}
