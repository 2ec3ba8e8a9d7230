// The tiles' live progress store (features/tracking/progress.ts) on a fake EventSource: the stream
// is listened to while a tile watches and left when the last one stops; valid `event: progress`
// messages reach the watchers of their request only; malformed ones are ignored; what arrives
// before a tile watches is kept (boundedly) for it.
import { createLiveStream, type EventSourceLike } from '@atelier/api-client';
import type { JobProgressEvent } from '@atelier/contracts';
import { createProgressStore, PROGRESS_KEPT } from '../src/features/tracking/progress';

function fakeStream() {
  const sources: Array<EventSourceLike & { handlers: Map<string, (ev: { data?: unknown }) => void>; closed: boolean }> = [];
  const stream = createLiveStream({
    open: () => {
      const handlers = new Map<string, (ev: { data?: unknown }) => void>();
      const s = { readyState: 1, onopen: null, onerror: null, handlers, closed: false, addEventListener: (t: string, fn: (ev: { data?: unknown }) => void) => void handlers.set(t, fn), close: () => void (s.closed = true) };
      sources.push(s);
      return s;
    },
    setTimeout: () => 0,
    clearTimeout: () => {},
  });
  const send = (p: unknown) => sources.at(-1)!.handlers.get('progress')!({ data: typeof p === 'string' ? p : JSON.stringify(p) });
  return { stream, sources, send };
}

const running = (job: string, fraction: number): JobProgressEvent => ({ job_id: job, state: 'running', position: null, fraction, step: null, total: null, preview: null });

test('the stream opens with the first watcher and closes with the last; each request\'s watchers see only theirs', () => {
  const { stream, sources, send } = fakeStream();
  const store = createProgressStore(stream);
  expect(sources).toHaveLength(0);
  const seenA: Array<JobProgressEvent | undefined> = [];
  let calledB = 0;
  const stopA = store.watch('a', () => seenA.push(store.get('a')));
  const stopB = store.watch('b', () => calledB++);
  expect(sources).toHaveLength(1);
  send(running('a', 0.25));
  send({ job_id: 'a', state: 'queued', position: 2, fraction: null, step: null, total: null, preview: null });
  expect(seenA).toEqual([running('a', 0.25), { job_id: 'a', state: 'queued', position: 2, fraction: null, step: null, total: null, preview: null }]);
  expect(calledB).toBe(0);
  stopA();
  expect(sources[0]!.closed).toBe(false);
  stopB();
  expect(sources[0]!.closed).toBe(true);
  // Forgotten with the stream: a new watcher starts from nothing.
  expect(store.get('a')).toBeUndefined();
});

test('malformed or out-of-contract messages are ignored', () => {
  const { stream, send } = fakeStream();
  const store = createProgressStore(stream);
  let calls = 0;
  store.watch('a', () => calls++);
  send('not json');
  send({ job_id: 'a', state: 'running', fraction: 1.5, position: null, step: null, total: null, preview: null });
  send({ job_id: 'a', state: 'exploded', fraction: 0.5, position: null, step: null, total: null, preview: null });
  send({ job_id: 'a' });
  expect(calls).toBe(0);
  expect(store.get('a')).toBeUndefined();
});

test('progress that arrives before its tile watches is kept for it, a bounded number of requests', () => {
  const { stream, send } = fakeStream();
  const store = createProgressStore(stream);
  store.watch('someone', () => {});
  send(running('early', 0.1));
  expect(store.get('early')).toEqual(running('early', 0.1));
  for (let i = 0; i < PROGRESS_KEPT; i++) send(running(`j${i}`, 0.5));
  expect(store.get('early')).toBeUndefined();
  expect(store.get(`j${PROGRESS_KEPT - 1}`)).toEqual(running(`j${PROGRESS_KEPT - 1}`, 0.5));
});
