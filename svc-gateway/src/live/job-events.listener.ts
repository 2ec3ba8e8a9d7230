// The gateway's fan-out listener on imaging's job topic: every gateway process hears every
// finished job (a consumer group of its own, from the newest event on; no inbox — the browser's
// polling covers anything missed) and hands the job's image records to the hub. The records come
// in the event itself, so there is no call back into imaging.
import type { EventEnvelope, Listener } from '@atelier/platform';
import type { JobFailed__Output } from '@atelier/proto/gen/atelier/events/v1/JobFailed';
import type { JobSucceeded__Output } from '@atelier/proto/gen/atelier/events/v1/JobSucceeded';
import type { ImageEventsHub } from './image-events.hub';

/** imaging's job topic (proto/atelier/events/v1/imaging_events.proto). */
export const JOB_TOPIC = 'imaging.job.v1';
const FINISHED = new Set(['JobSucceeded', 'JobFailed']);

export function jobEventsListener(hub: Pick<ImageEventsHub, 'publish'>): Listener {
  return {
    name: 'gateway.image-events',
    topics: [JOB_TOPIC],
    handle(e: EventEnvelope) {
      if (!FINISHED.has(e.type)) return;
      const p = e.payload as JobSucceeded__Output | JobFailed__Output;
      // An event from an imaging older than the records in events carries none: polling covers it.
      hub.publish(p.user_id, e.event_id, p.images ?? []);
    },
  };
}
