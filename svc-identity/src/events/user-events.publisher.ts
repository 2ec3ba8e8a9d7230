// Publishers of identity's events on topic "identity.user.v1" (key = user id). Each writes to the
// outbox inside the caller's transaction, so an event exists exactly when its change committed.
// Payloads follow proto/atelier/events/v1/identity_events.proto (JSON, original field names).
import type { Outbox } from '@atelier/platform';
import type { UserProfileUpdated } from '@atelier/proto/gen/atelier/events/v1/UserProfileUpdated';
import type { UserRegistered } from '@atelier/proto/gen/atelier/events/v1/UserRegistered';
import type { UserStatusChanged } from '@atelier/proto/gen/atelier/events/v1/UserStatusChanged';
import type { User } from '../domain/user';
import type { Db } from '../repo/database';

export const USER_TOPIC = 'identity.user.v1';

export function publishUserRegistered(outbox: Outbox, trx: Db, u: User) {
  const payload: Required<UserRegistered> = {
    user_id: u.id,
    email: u.email,
    name: u.name,
    profile_name: u.profileName,
    role: u.role,
    subscription_type: u.subscriptionType,
    registered_at: u.createdAt.toISOString(),
  };
  return outbox.add(trx, { topic: USER_TOPIC, key: u.id, type: 'UserRegistered', payload });
}

export function publishUserStatusChanged(outbox: Outbox, trx: Db, u: User) {
  const payload: Required<UserStatusChanged> = { user_id: u.id, status: u.status };
  return outbox.add(trx, { topic: USER_TOPIC, key: u.id, type: 'UserStatusChanged', payload });
}

export function publishUserProfileUpdated(outbox: Outbox, trx: Db, u: User) {
  const payload: Required<UserProfileUpdated> = {
    user_id: u.id,
    name: u.name,
    email: u.email,
    profile_name: u.profileName,
  };
  return outbox.add(trx, { topic: USER_TOPIC, key: u.id, type: 'UserProfileUpdated', payload });
}
