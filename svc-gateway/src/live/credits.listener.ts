// The gateway's fan-out listener on billing's wallet topic: every gateway process hears every
// CreditsChanged (a consumer group of its own, from the newest event on, like the job listener)
// and hands the wallet to the hub, which sends its owner `event: credits` — the "Credits : N"
// badge moves within a second of a hold, capture, release or purchase. Nothing is replayed: the
// badge reads GET /users/get_credits whenever its stream (re)connects.
import type { EventEnvelope, Listener } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { ImageEventsHub } from './image-events.hub';

export function creditsListener(hub: Pick<ImageEventsHub, 'credits'>): Listener {
  return {
    name: 'gateway.credits-events',
    topics: [TOPICS.credits],
    handle(e: EventEnvelope) {
      if (!isEvent(e, TOPICS.credits, 'CreditsChanged')) return;
      const p = e.payload;
      if (!p.user_id) return; // typed, not validated: a wallet without its owner cannot be routed
      hub.credits(p.user_id, { credits: p.credits ?? 0, held: p.held ?? 0 });
    },
  };
}
