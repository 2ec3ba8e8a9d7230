// Keeps the read cache current from the owners' events. A fan-out listener: every gateway replica
// hears every event (the bus gives each process and listener a Kafka consumer group of its own), so
// a change made through one replica — or by a service on its own — reaches the cache of each.
// An event only drops keys; the next read asks the owner, which has committed the change by then
// (the outbox publishes after the commit):
// - identity's UserProfileUpdated (names, email, subscription tier) and UserStatusChanged → the
//   user's profile (get_me);
// - billing's CreditsChanged (every ledger entry) → the user's wallet (get_credits);
// - imaging's ModelsChanged (an admin's change, or the seed at start) → the model lists of the types
//   it names (every model list when it names none);
// - billing's PlansChanged (an admin's change, or the seed at a first start) → the plan list.
// The subscription's state switches the cache on and off (ReadCache.listening): it keeps nothing
// until the listener hears every event, and drops everything when that stops holding.
import type { EventEnvelope, Listener } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import { cacheKeys, type ReadCache } from './read-cache';

export function readCacheListener(cache: Pick<ReadCache, 'invalidate' | 'invalidatePrefix' | 'listening'>): Listener {
  return {
    name: 'gateway.read-cache',
    topics: [TOPICS.users, TOPICS.credits, TOPICS.models, TOPICS.plans],
    handle(e: EventEnvelope) {
      if (isEvent(e, TOPICS.users, 'UserProfileUpdated') || isEvent(e, TOPICS.users, 'UserStatusChanged')) {
        if (e.payload.user_id) cache.invalidate(cacheKeys.user(e.payload.user_id));
        return;
      }
      if (isEvent(e, TOPICS.credits, 'CreditsChanged')) {
        if (e.payload.user_id) cache.invalidate(cacheKeys.credits(e.payload.user_id));
        return;
      }
      if (isEvent(e, TOPICS.models, 'ModelsChanged')) {
        const types = Array.isArray(e.payload.types) ? e.payload.types.filter((t) => typeof t === 'string' && t) : [];
        if (types.length) for (const t of types) cache.invalidate(cacheKeys.models(t));
        else cache.invalidatePrefix(cacheKeys.modelsPrefix);
        return;
      }
      if (isEvent(e, TOPICS.plans, 'PlansChanged')) cache.invalidatePrefix(cacheKeys.plansPrefix);
    },
    onState(state) {
      cache.listening(state === 'ready');
    },
  };
}
