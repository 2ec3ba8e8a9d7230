// The live feed behind WatchJobEvents: cursors never skip or repeat an event, a poll waits for
// the next event (or its timeout), and only finished-job events are kept.
import type { EventEnvelope } from '@atelier/platform';
import { JobEventFeed } from '../src/service/job-event-feed';

const event = (type: string, job: string): EventEnvelope => ({
  event_id: `e-${job}-${type}`,
  occurred_at: new Date().toISOString(),
  type,
  topic: 'imaging.job.v1',
  key: job,
  payload: { job_id: job, user_id: 'u1', image_ids: [`${job}-img`] },
});

test('a cursor returns each finished-job event once, in order, even within one millisecond', async () => {
  const feed = new JobEventFeed(() => 1000);
  const start = await feed.watch(0, 0);
  feed.onEvent(event('JobRequested', 'a'));
  feed.onEvent(event('JobSucceeded', 'a'));
  feed.onEvent(event('JobFailed', 'b'));
  const first = await feed.watch(Number(start.cursorMs), 0);
  expect(first.events.map((e) => [e.type, e.job_id, e.image_ids])).toEqual([
    ['JobSucceeded', 'a', ['a-img']],
    ['JobFailed', 'b', ['b-img']],
  ]);
  expect((await feed.watch(first.cursorMs, 0)).events).toEqual([]);
});

test('a poll waits for the next event, or returns empty at its timeout', async () => {
  const feed = new JobEventFeed();
  const { cursorMs } = await feed.watch(0, 0);
  const waiting = feed.watch(cursorMs, 5_000);
  setTimeout(() => feed.onEvent(event('JobSucceeded', 'c')), 30);
  const started = Date.now();
  expect((await waiting).events.map((e) => e.job_id)).toEqual(['c']);
  expect(Date.now() - started).toBeLessThan(1_000);
  const idle = await feed.watch((await feed.watch(0, 0)).cursorMs, 50);
  expect(idle.events).toEqual([]);
});

test('close() ends waiting polls at once (shutdown)', async () => {
  const feed = new JobEventFeed();
  const waiting = feed.watch(0, 10_000);
  const started = Date.now();
  feed.close();
  await waiting;
  expect(Date.now() - started).toBeLessThan(500);
});
