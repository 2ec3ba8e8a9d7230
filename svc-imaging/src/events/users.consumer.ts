// Keeps imaging's users projection (name shown on image records) in step with identity's
// UserRegistered / UserProfileUpdated on "identity.user.v1"; the kit's inbox makes it idempotent.
import { isUuid } from '@atelier/platform';
import type { Consumer, EventEnvelope, Logger, Transaction } from '@atelier/platform';
import type { UserProfileUpdated } from '@atelier/proto/gen/atelier/events/v1/UserProfileUpdated';
import type { ImagingDB } from '../repo/database';
import { upsertUser } from '../repo/images.repository';

export const USER_TOPIC = 'identity.user.v1';

export function usersConsumer(schema: string, logger: Logger): Consumer {
  return {
    group: `${schema}.users`,
    schema,
    topics: [USER_TOPIC],
    async handle(e: EventEnvelope, trx: Transaction<any>) {
      if (e.type !== 'UserRegistered' && e.type !== 'UserProfileUpdated') return;
      const p = e.payload as UserProfileUpdated;
      if (!p.user_id || !isUuid(p.user_id) || typeof p.name !== 'string') {
        logger.error({ event_id: e.event_id, type: e.type }, 'user event with an invalid payload; skipped');
        return;
      }
      await upsertUser(trx as Transaction<ImagingDB>, { id: p.user_id, name: p.name, updated_at: new Date(e.occurred_at) });
    },
  };
}
