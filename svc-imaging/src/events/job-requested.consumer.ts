// JobRequested only wakes the workers: the job itself is read (and locked) from Postgres, so a
// lost or duplicated wake-up costs at most one poll interval and never a double run.
import { inboxConsumer, type Consumer } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';

export function jobRequestedConsumer(schema: string, wake: () => void): Consumer {
  return inboxConsumer({
    schema,
    name: 'worker',
    topics: [TOPICS.jobs],
    accepts: (e) => isEvent(e, TOPICS.jobs, 'JobRequested'),
    async handle() {
      wake();
    },
  });
}
