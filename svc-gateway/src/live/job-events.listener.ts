// The gateway's fan-out listener on imaging's job topic: every gateway process hears every
// finished job (a consumer group of its own, from the newest event on; no inbox — the browser's
// polling covers anything missed) and hands the job's image records to the hub. The records come
// in the event itself, so there is no call back into imaging.
import type { EventEnvelope, Listener } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { ImageEventsHub } from './image-events.hub';


export function jobEventsListener(hub: Pick<ImageEventsHub, 'publish'>): Listener {
  return {
    name: 'gateway.image-events',
    topics: [TOPICS.jobs],
    handle(e: EventEnvelope) {
      if (!isEvent(e, TOPICS.jobs, 'JobSucceeded') && !isEvent(e, TOPICS.jobs, 'JobFailed')) return;
      const p = e.payload;
      if (!p.user_id) return; // typed, not validated: a record without its owner cannot be routed
      // An event from an imaging older than the records in events carries none: polling covers it.
      hub.publish(p.user_id, e.event_id, p.images ?? []);
    },
  };
}
