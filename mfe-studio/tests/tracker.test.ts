// The one tracker behind every screen: stream events finish images; while the stream is closed
// each image is polled every interval; a refused poll fails the image, a transient one retries;
// a resumed stream relies on the server's replay, and its resync polls everything at once.
import { JOB_FAILURE, type ImageRecord } from '@atelier/contracts';
import { createLiveStream } from '@atelier/api-client';
import { createTracker, type TrackerDeps } from '../src/features/tracking/tracker';
import { liveStreamOpener } from '../src/features/tracking/image-tracker';
import { done, record } from './fixtures';

function harness() {
  const state = {
    streams: 0,
    closed: 0,
    emit: (_r: ImageRecord) => {},
    setOpen: (_o: boolean, _resumed?: boolean) => {},
    resync: () => {},
    tick: null as null | (() => void),
    answers: new Map<string, () => Promise<ImageRecord>>(),
    polls: [] as string[],
  };
  const deps: TrackerDeps = {
    openStream({ onRecord, onOpenChange, onResync }) {
      state.streams += 1;
      state.emit = onRecord;
      state.setOpen = onOpenChange;
      state.resync = onResync;
      return { close: () => (state.closed += 1) };
    },
    fetchPending: (_op, id) => {
      state.polls.push(id);
      return (state.answers.get(id) ?? (() => Promise.resolve(record({ id }))))();
    },
    classifyError: (e) => ((e as { status?: number }).status === 404 ? { fatal: true, message: 'Image not found' } : { fatal: false, message: null }),
    setInterval: (fn) => ((state.tick = fn), 1),
    clearInterval: () => (state.tick = null),
    intervalMs: 3000,
  };
  return { state, tracker: createTracker(deps) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const handlers = () => ({ onSuccess: jest.fn(), onFailure: jest.fn() });

test('polls every tick while the stream is not open and stops once the image succeeds', async () => {
  const { state, tracker } = harness();
  const h = handlers();
  tracker.track('text2img', 'a', h);
  expect(state.streams).toBe(1);
  state.tick!();
  await flush();
  expect(state.polls).toEqual(['a']);
  expect(h.onSuccess).not.toHaveBeenCalled();

  state.answers.set('a', () => Promise.resolve(done(record({ id: 'a' }))));
  state.tick!();
  await flush();
  expect(h.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: 'a', image_url: 'images/a.png' }));
  expect(tracker.size()).toBe(0);
  expect(state.tick).toBeNull();
  expect(state.closed).toBe(1);
});

test('with the stream open, events finish images and ticks do not poll', async () => {
  const { state, tracker } = harness();
  const h = handlers();
  tracker.track('inpaint', 'b', h);
  state.setOpen(true);
  await flush();
  state.polls.length = 0; // the catch-up poll on open
  state.tick!();
  await flush();
  expect(state.polls).toEqual([]);

  state.emit(record({ id: 'b' })); // still pending: ignored
  state.emit({ ...record({ id: 'b' }), request_status: 'failure', error: 'The node stopped answering' });
  expect(h.onFailure).toHaveBeenCalledWith('The node stopped answering', expect.objectContaining({ id: 'b' }));
  expect(h.onSuccess).not.toHaveBeenCalled();
});

test('opening the stream polls once for what finished while it was down', async () => {
  const { state, tracker } = harness();
  const h = handlers();
  state.answers.set('c', () => Promise.resolve(done(record({ id: 'c' }))));
  tracker.track('upscale', 'c', h);
  state.setOpen(true);
  await flush();
  expect(h.onSuccess).toHaveBeenCalledTimes(1);
});

test('a stream that goes down hands over to polling', async () => {
  const { state, tracker } = harness();
  tracker.track('text2img', 'd', handlers());
  state.setOpen(true);
  await flush();
  state.setOpen(false);
  state.polls.length = 0;
  state.tick!();
  await flush();
  expect(state.polls).toEqual(['d']);
});

test('an event that arrives before the image is tracked is not lost', () => {
  const { state, tracker } = harness();
  tracker.track('text2img', 'other', handlers());
  state.emit(done(record({ id: 'fast' })));
  const h = handlers();
  tracker.track('text2img', 'fast', h);
  expect(h.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: 'fast' }));
  expect(tracker.size()).toBe(1);
});

test('a refused poll fails the image; a transient error keeps polling', async () => {
  const { state, tracker } = harness();
  const gone = handlers();
  const flaky = handlers();
  state.answers.set('gone', () => Promise.reject({ status: 404 }));
  state.answers.set('flaky', () => Promise.reject({ status: 0 }));
  tracker.track('outpaint', 'gone', gone);
  tracker.track('outpaint', 'flaky', flaky);
  state.tick!();
  await flush();
  expect(gone.onFailure).toHaveBeenCalledWith('Image not found', null);
  expect(flaky.onFailure).not.toHaveBeenCalled();
  expect(tracker.size()).toBe(1);
});

test('a poll still in flight is not repeated', async () => {
  const { state, tracker } = harness();
  let resolve!: (r: ImageRecord) => void;
  state.answers.set('slow', () => new Promise((r) => (resolve = r)));
  tracker.track('text2img', 'slow', handlers());
  state.tick!();
  state.tick!();
  expect(state.polls).toEqual(['slow']);
  resolve(record({ id: 'slow' }));
  await flush();
});

test('even with the stream open, every fifth tick polls (a silent stream cannot strand an image)', async () => {
  const { state, tracker } = harness();
  tracker.track('text2img', 'e', handlers());
  state.setOpen(true);
  await flush();
  state.polls.length = 0;
  for (let i = 0; i < 5; i++) state.tick!();
  await flush();
  expect(state.polls).toEqual(['e']);
});

test('untrack stops following; re-tracking replaces the handlers', () => {
  const { state, tracker } = harness();
  const first = handlers();
  const second = handlers();
  const stopFirst = tracker.track('text2img', 'f', first);
  tracker.track('text2img', 'f', second);
  stopFirst(); // stale: the id now belongs to `second`
  state.emit(done(record({ id: 'f' })));
  expect(first.onSuccess).not.toHaveBeenCalled();
  expect(second.onSuccess).toHaveBeenCalledTimes(1);

  const stop = tracker.track('text2img', 'g', handlers());
  stop();
  expect(tracker.size()).toBe(0);
});

test('a stream that resumes with Last-Event-ID does not poll: the server replays what it missed', async () => {
  const { state, tracker } = harness();
  const h = handlers();
  tracker.track('text2img', 'r', h);
  state.setOpen(true);
  await flush();
  state.setOpen(false);
  state.polls.length = 0;
  state.setOpen(true, true);
  await flush();
  expect(state.polls).toEqual([]);
  // The replayed event finishes the image.
  state.emit(done(record({ id: 'r' })));
  expect(h.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: 'r' }));
});

test('resync (the gateway could not replay: it restarted) polls every tracked image at once', async () => {
  const { state, tracker } = harness();
  const [a, b] = [handlers(), handlers()];
  tracker.track('text2img', 's1', a);
  tracker.track('inpaint', 's2', b);
  state.setOpen(true);
  await flush();
  state.setOpen(false);
  state.setOpen(true, true);
  state.polls.length = 0;
  state.answers.set('s1', () => Promise.resolve(done(record({ id: 's1' }))));
  state.resync();
  await flush();
  expect(state.polls.sort()).toEqual(['s1', 's2']);
  expect(a.onSuccess).toHaveBeenCalledTimes(1);
  expect(b.onSuccess).not.toHaveBeenCalled();
  expect(tracker.size()).toBe(1);
  // The 3 s fallback is still there should the stream drop again.
  state.setOpen(false);
  state.polls.length = 0;
  state.tick!();
  await flush();
  expect(state.polls).toEqual(['s2']);
});

test('a record reported by the page (a cancel answer) finishes its image once, as a stream event would', async () => {
  const { state, tracker } = harness();
  const h = handlers();
  tracker.track('text2img', 'c', h);
  const canceled = { ...record({ id: 'c' }), request_status: 'failure' as const, error: JOB_FAILURE.canceled };
  tracker.report(canceled);
  expect(h.onFailure).toHaveBeenCalledWith(JOB_FAILURE.canceled, canceled);
  expect(tracker.size()).toBe(0);
  expect(state.closed).toBe(1);
  // The server's own failure event arriving later changes nothing.
  state.emit(canceled);
  expect(h.onFailure).toHaveBeenCalledTimes(1);
});

// Issue 11: the gateway caps live streams (per user 429, per gateway 503). EventSource gives up on
// a non-200 answer; composed with the real shared stream, the tracker must then poll its images.
test('a stream the gateway refuses (its caps) never opens: the tracker polls, and stops when the image is done', async () => {
  const sources: Array<{ readyState: number; onopen: ((e: unknown) => void) | null; onerror: ((e: unknown) => void) | null; closed: boolean }> = [];
  const stream = createLiveStream({
    open: () => {
      const s = { readyState: 0, onopen: null, onerror: null, closed: false, addEventListener: () => {}, close: () => void (s.closed = true) };
      sources.push(s);
      return s;
    },
    setTimeout: () => 0,
    clearTimeout: () => {},
  });
  const polls: string[] = [];
  let tick: null | (() => void) = null;
  let answer = record({ id: 'a' });
  const tracker = createTracker({
    openStream: liveStreamOpener(stream),
    fetchPending: (_op, id) => (polls.push(id), Promise.resolve(answer)),
    classifyError: () => ({ fatal: false, message: null }),
    setInterval: (fn) => ((tick = fn), 1),
    clearInterval: () => (tick = null),
    intervalMs: 3000,
  });
  const h = handlers();
  tracker.track('upscale', 'a', h);
  expect(sources).toHaveLength(1);
  // The gateway answers 429: EventSource reports an error and is CLOSED, never open.
  sources[0]!.readyState = 2;
  sources[0]!.onerror!({});
  tick!();
  await flush();
  tick!();
  await flush();
  expect(polls).toEqual(['a', 'a']);
  answer = done(record({ id: 'a' }));
  tick!();
  await flush();
  expect(h.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  expect(tick).toBeNull();
});
