// Keeps imaging's users projection (name shown on image records) in step with identity's
// UserRegistered / UserProfileUpdated on the users topic; the kit's inbox makes it idempotent.
import { isUuid, type Consumer, type EventEnvelope, type Logger, type Transaction } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { ImagingDB } from '../repo/database';
import { upsertUser } from '../repo/images.repository';

export function usersConsumer(schema: string, logger: Logger): Consumer {
  return {
    group: `${schema}.users`,
    schema,
    topics: [TOPICS.users],
    async handle(e: EventEnvelope, trx: Transaction<any>) {
      if (!isEvent(e, TOPICS.users, 'UserRegistered') && !isEvent(e, TOPICS.users, 'UserProfileUpdated')) return;
      const p = e.payload;
      if (!p.user_id || !isUuid(p.user_id) || typeof p.name !== 'string') {
        logger.error({ event_id: e.event_id, type: e.type }, 'user event with an invalid payload; skipped');
        return;
      }
      await upsertUser(trx as Transaction<ImagingDB>, { id: p.user_id, name: p.name, updated_at: new Date(e.occurred_at) });
    },
  };
}
