// Keeps the read cache current from the owners' events. A fan-out listener: every gateway replica
// hears every event (the bus gives each process and listener a Kafka consumer group of its own), so
// a change made through one replica — or by a service on its own — reaches the cache of each.
// An event only drops keys; the next read asks the owner, which has committed the change by then
// (the outbox publishes after the commit):
// - identity's UserProfileUpdated (names, email, subscription tier) and UserStatusChanged → the
//   user's profile (get_me);
// - billing's CreditsChanged (every ledger entry) → the user's wallet (get_credits);
// - the owners' AdminActionRecorded for a model or a plan → the model lists / the plan list. Models
//   and plans change only through admin actions, and each one is recorded by its owner in the same
//   transaction as the change (svc-imaging admin.service, svc-billing plans.service), so the audit
//   event is the change event.
import type { EventEnvelope, Listener } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import { cacheKeys, type ReadCache } from './read-cache';

export function readCacheListener(cache: Pick<ReadCache, 'invalidate' | 'invalidatePrefix'>): Listener {
  return {
    name: 'gateway.read-cache',
    topics: [TOPICS.users, TOPICS.credits, TOPICS.audit],
    handle(e: EventEnvelope) {
      if (isEvent(e, TOPICS.users, 'UserProfileUpdated') || isEvent(e, TOPICS.users, 'UserStatusChanged')) {
        if (e.payload.user_id) cache.invalidate(cacheKeys.user(e.payload.user_id));
        return;
      }
      if (isEvent(e, TOPICS.credits, 'CreditsChanged')) {
        if (e.payload.user_id) cache.invalidate(cacheKeys.credits(e.payload.user_id));
        return;
      }
      if (isEvent(e, TOPICS.audit, 'AdminActionRecorded')) {
        if (e.payload.entity_type === 'model') cache.invalidatePrefix(cacheKeys.modelsPrefix);
        else if (e.payload.entity_type === 'plan') cache.invalidatePrefix(cacheKeys.plansPrefix);
      }
    },
  };
}
