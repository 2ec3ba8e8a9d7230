// The page's one live stream: one connection however many readers (the studio's tracker and the
// shell's credits badge), opened with the first and closed with the last; named events reach
// every listener that asked for them; a late joiner of an open stream hears "open, not resumed";
// a reconnect is "resumed"; a stream the server refused is opened again after REOPEN_AFTER_MS.
import { createLiveStream, LIVE_STREAM_PATH, REOPEN_AFTER_MS, type EventSourceLike } from '../src/live-stream';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  closed = false;
  handlers = new Map<string, ((ev: { data?: unknown }) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, fn: (ev: { data?: unknown }) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: string) {
    for (const fn of this.handlers.get(type) ?? []) fn({ data });
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  fail(closedForGood: boolean) {
    this.readyState = closedForGood ? 2 : 0;
    this.onerror?.({});
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  const stream = createLiveStream({
    open: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s;
    },
    setTimeout: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimeout: (h) => void ((h as { cleared: boolean }).cleared = true),
  });
  return { stream, sources, timers };
}

test('one connection for every reader, opened with the first and closed with the last', () => {
  const { stream, sources } = setup();
  const image = jest.fn();
  const credits = jest.fn();
  const offTracker = stream.subscribe({ events: { image } });
  const offBadge = stream.subscribe({ events: { credits } });
  expect(sources).toHaveLength(1);
  expect(sources[0].url).toBe(LIVE_STREAM_PATH);
  expect(LIVE_STREAM_PATH).toBe('/api/images/events');
  sources[0].open();
  sources[0].emit('image', '{"id":"a"}');
  sources[0].emit('credits', '{"credits":5,"held":1}');
  expect(image).toHaveBeenCalledWith('{"id":"a"}');
  expect(credits).toHaveBeenCalledWith('{"credits":5,"held":1}');
  expect(image).toHaveBeenCalledTimes(1);
  offTracker();
  expect(sources[0].closed).toBe(false);
  offBadge();
  expect(sources[0].closed).toBe(true);
  stream.subscribe({ events: { image } });
  expect(sources).toHaveLength(2);
});

test('open/resumed: a late joiner hears "open, fresh"; a reconnect of the same source is "resumed"', () => {
  const { stream, sources } = setup();
  const first = jest.fn();
  stream.subscribe({ onOpenChange: first });
  sources[0].open();
  expect(first).toHaveBeenLastCalledWith(true, false);
  const late = jest.fn();
  stream.subscribe({ onOpenChange: late });
  expect(late).toHaveBeenCalledWith(true, false);
  sources[0].fail(false);
  expect(first).toHaveBeenLastCalledWith(false, false);
  expect(stream.isOpen()).toBe(false);
  sources[0].open();
  expect(first).toHaveBeenLastCalledWith(true, true);
  expect(late).toHaveBeenLastCalledWith(true, true);
  expect(sources).toHaveLength(1);
});

test('a stream the server refused is opened again after REOPEN_AFTER_MS; leaving cancels that', () => {
  const { stream, sources, timers } = setup();
  const off = stream.subscribe({ events: { image: jest.fn() } });
  sources[0].fail(true);
  expect(timers).toHaveLength(1);
  expect(timers[0].ms).toBe(REOPEN_AFTER_MS);
  // Joining while a reopen is pending does not open a second connection before it.
  const off2 = stream.subscribe({ events: { credits: jest.fn() } });
  expect(sources).toHaveLength(1);
  timers[0].fn();
  expect(sources).toHaveLength(2);
  expect([...sources[1].handlers.keys()].sort()).toEqual(['credits', 'image']);
  sources[1].fail(true);
  off();
  off2();
  expect(timers[1].cleared).toBe(true);
});

test('an event name a later listener asks for is wired on the open source', () => {
  const { stream, sources } = setup();
  stream.subscribe({ events: { image: jest.fn() } });
  const credits = jest.fn();
  stream.subscribe({ events: { credits } });
  sources[0].emit('credits', '{"credits":1,"held":0}');
  expect(credits).toHaveBeenCalledTimes(1);
});

test('no EventSource in this environment: nothing opens, nothing throws', () => {
  const stream = createLiveStream({ open: () => undefined, setTimeout: () => 0, clearTimeout: () => undefined });
  const off = stream.subscribe({ events: { image: jest.fn() } });
  expect(stream.isOpen()).toBe(false);
  off();
});
