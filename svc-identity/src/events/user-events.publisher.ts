// Publishers of identity's events on the users topic (TOPICS.users, key = user id). Each writes to
// the outbox inside the caller's transaction, so an event exists exactly when its change committed.
// Topic, type names and payloads are checked against @atelier/proto's events.ts.
import type { Outbox } from '@atelier/platform';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import type { User } from '../domain/user';
import type { Db } from '../repo/database';

export function publishUserRegistered(outbox: Outbox, trx: Db, u: User) {
  return outbox.add(
    trx,
    topicEvent(TOPICS.users, 'UserRegistered', u.id, {
      user_id: u.id,
      email: u.email,
      name: u.name,
      profile_name: u.profileName,
      role: u.role,
      subscription_type: u.subscriptionType,
      registered_at: u.createdAt.toISOString(),
    }),
  );
}

export function publishUserStatusChanged(outbox: Outbox, trx: Db, u: User) {
  return outbox.add(trx, topicEvent(TOPICS.users, 'UserStatusChanged', u.id, { user_id: u.id, status: u.status }));
}

export function publishUserProfileUpdated(outbox: Outbox, trx: Db, u: User) {
  return outbox.add(
    trx,
    topicEvent(TOPICS.users, 'UserProfileUpdated', u.id, { user_id: u.id, name: u.name, email: u.email, profile_name: u.profileName }),
  );
}
