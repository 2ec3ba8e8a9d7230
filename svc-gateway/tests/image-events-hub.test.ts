// The live stream's hub on fake sinks: delivery to the owner's streams only, a failing or slow
// stream closed without touching the others, Last-Event-ID replay, unknown ids → resync, bounded
// backlogs that outlive the last stream only briefly, duplicates from the bus ignored; wallets and
// live progress (no id; progress kept per pending request for streams that open meanwhile).
import { GATEWAY_MSG, JobProgressEvent, type ImageRecord } from '@atelier/contracts';
import type { Image__Output } from '@atelier/proto/gen/atelier/imaging/v1/Image';
import { HUB_LIMITS, ImageEventsHub, RESYNC_CHUNK, type HubLimits, type Sink } from '../src/live/image-events.hub';
import { creditsListener } from '../src/live/credits.listener';
import { jobEventsListener } from '../src/live/job-events.listener';
import { progressListener } from '../src/live/progress.listener';

const CDN = 'http://localhost:8080/media/';

class FakeSink implements Sink {
  chunks: string[] = [];
  ended = false;
  failing = false;
  buffered = 0;
  get closed() {
    return this.ended;
  }
  write(chunk: string) {
    if (this.failing) throw new Error('socket gone');
    this.chunks.push(chunk);
  }
  end() {
    this.ended = true;
  }
  /** The SSE messages written, parsed (comments skipped). */
  messages(): Array<{ id?: string; event?: string; data?: string }> {
    return this.chunks
      .filter((c) => !c.startsWith(':'))
      .map((c) => Object.fromEntries(c.trim().split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)])));
  }
  images(): ImageRecord[] {
    return this.messages()
      .filter((m) => m.event === 'image')
      .map((m) => JSON.parse(m.data!) as ImageRecord);
  }
  /** The id the browser would send back on reconnect (the last one it saw). */
  lastId(): string {
    return this.messages().filter((m) => m.id).at(-1)!.id!;
  }
}

function image(id: string, userId: string, over: Partial<Image__Output> = {}): Image__Output {
  return {
    id,
    job_id: `job-${id}`,
    user_id: userId,
    operation: 'text2img',
    prompt: 'a lighthouse',
    negative_prompt: '',
    image_size: '512*512',
    seed: '42',
    status: 'success',
    make_public: false,
    error: '',
    original_key: `images/private/${userId}/${id}.png`,
    thumbnail_key: `images/private/${userId}/${id}.thumb.webp`,
    created_at: '2026-11-23T00:00:00.000Z',
    user_name: 'Ann',
    user_profile_pic: '',
    preset: '',
    input_image_key: '',
    ...over,
  };
}

let hubs: ImageEventsHub[] = [];
function hub(limits: Partial<HubLimits> = {}, now: () => number = Date.now) {
  const h = new ImageEventsHub(CDN, { ...HUB_LIMITS, ...limits }, now);
  hubs.push(h);
  return h;
}
afterEach(() => {
  for (const h of hubs) h.closeAll();
  hubs = [];
  jest.useRealTimers();
});

test('a finished image reaches every stream of its owner as an ImageRecord with an id, and no one else', () => {
  const h = hub();
  const [tab1, tab2, other] = [new FakeSink(), new FakeSink(), new FakeSink()];
  h.open('ann', tab1);
  h.open('ann', tab2);
  h.open('bob', other);
  h.publish('ann', 'ev1', [image('i1', 'ann'), image('i2', 'ann', { status: 'failure', error: 'The node stopped answering', original_key: '', thumbnail_key: '' })]);

  for (const tab of [tab1, tab2]) {
    expect(tab.images()).toEqual([
      expect.objectContaining({ id: 'i1', request_status: 'success', image_url: 'images/private/ann/i1.png', image_cdn: CDN, User: { name: 'Ann', profile_pic: null } }),
      expect.objectContaining({ id: 'i2', request_status: 'failure', image_url: null, error: 'The node stopped answering' }),
    ]);
    const ids = tab.messages().filter((m) => m.event === 'image').map((m) => m.id);
    expect(new Set(ids).size).toBe(2);
    expect(ids[0]).toMatch(/^ev1\.0\./);
  }
  expect(other.images()).toEqual([]);
  // Every connect announces its position, so even a stream that saw no image reconnects with an id.
  expect(other.messages()).toEqual([{ id: expect.any(String), event: 'ready', data: '{}' }]);
});

test('a stream whose write fails is closed; the owner\'s other streams and other users still get every event', () => {
  const h = hub();
  const [broken, fine, bob] = [new FakeSink(), new FakeSink(), new FakeSink()];
  h.open('ann', broken);
  h.open('ann', fine);
  h.open('bob', bob);
  broken.failing = true;
  h.publish('ann', 'ev1', [image('i1', 'ann'), image('i2', 'ann')]);
  h.publish('bob', 'ev2', [image('b1', 'bob')]);
  expect(broken.ended).toBe(true);
  expect(h.connections('ann')).toBe(1);
  expect(fine.images().map((r) => r.id)).toEqual(['i1', 'i2']);
  expect(bob.images().map((r) => r.id)).toEqual(['b1']);

  // Nothing was lost for the failed tab: its reconnect from the last id it saw replays both.
  const again = new FakeSink();
  h.open('ann', again, broken.lastId());
  expect(again.images().map((r) => r.id)).toEqual(['i1', 'i2']);
});

test('a reader too far behind is closed instead of buffering without bound, and replays on reconnect', () => {
  const h = hub({ maxBufferedBytes: 1000 });
  const slow = new FakeSink();
  h.open('ann', slow);
  slow.buffered = 5000;
  h.publish('ann', 'ev1', [image('i1', 'ann')]);
  expect(slow.ended).toBe(true);
  expect(h.connections('ann')).toBe(0);
  const again = new FakeSink();
  h.open('ann', again, slow.messages()[0]!.id);
  expect(again.images().map((r) => r.id)).toEqual(['i1']);
});

test('Last-Event-ID replays exactly what came after it; from the connect position, everything since', () => {
  const h = hub();
  const first = new FakeSink();
  const close = h.open('ann', first);
  const connectedAt = first.lastId();
  h.publish('ann', 'ev1', [image('i1', 'ann')]);
  const afterFirst = first.lastId();
  close(); // the connection drops; events keep coming
  h.publish('ann', 'ev2', [image('i2', 'ann')]);
  h.publish('ann', 'ev3', [image('i3', 'ann')]);

  const resumed = new FakeSink();
  h.open('ann', resumed, afterFirst);
  expect(resumed.images().map((r) => r.id)).toEqual(['i2', 'i3']);
  expect(resumed.messages().some((m) => m.event === 'resync')).toBe(false);

  const fromStart = new FakeSink();
  h.open('ann', fromStart, connectedAt);
  expect(fromStart.images().map((r) => r.id)).toEqual(['i1', 'i2', 'i3']);

  // Up to date: nothing to replay, and the position is unchanged.
  const current = new FakeSink();
  h.open('ann', current, resumed.lastId());
  expect(current.images()).toEqual([]);
  expect(current.lastId()).toBe(resumed.lastId());
});

test('an id this gateway does not know (restart, another replica) gets resync before the position', () => {
  const before = hub();
  const sink = new FakeSink();
  before.open('ann', sink);
  before.publish('ann', 'ev1', [image('i1', 'ann')]);
  const oldId = sink.lastId();

  const restarted = hub();
  for (const id of [oldId, 'garbage']) {
    const s = new FakeSink();
    restarted.open('ann', s, id);
    expect(s.chunks.filter((c) => !c.startsWith(':'))).toEqual([RESYNC_CHUNK, expect.stringMatching(/^id: .+\nevent: ready\n/)]);
    expect(s.images()).toEqual([]);
  }
});

test('backlogs are bounded by count and age; an id that fell out of the backlog gets resync', () => {
  let now = 1_000_000;
  const h = hub({ backlog: 3, keepMs: 60_000 }, () => now);
  const sink = new FakeSink();
  h.open('ann', sink);
  const start = sink.lastId();
  h.publish('ann', 'ev1', [image('i1', 'ann')]);
  const first = sink.lastId();
  h.publish('ann', 'ev2', [image('i2', 'ann'), image('i3', 'ann'), image('i4', 'ann')]);
  // i1 was dropped (3 kept): both its id and the start position are unknown now.
  for (const id of [start, first]) {
    const s = new FakeSink();
    h.open('ann', s, id);
    expect(s.messages()[0]).toEqual({ event: 'resync', data: '{}' });
  }
  const s = new FakeSink();
  h.open('ann', s, sink.messages().find((m) => m.event === 'image' && JSON.parse(m.data!).id === 'i2')!.id);
  expect(s.images().map((r) => r.id)).toEqual(['i3', 'i4']);

  now += 61_000; // everything is too old to replay now
  const late = new FakeSink();
  h.open('ann', late, sink.lastId());
  expect(late.messages()[0]).toEqual({ event: 'resync', data: '{}' });
});

test('a backlog outlives the last stream for the grace period only; users with no stream here are not buffered', () => {
  jest.useFakeTimers();
  const h = hub({ graceMs: 1000 });
  h.publish('nobody', 'ev0', [image('n1', 'nobody')]);
  expect(h.users()).toBe(0);

  const sink = new FakeSink();
  const close = h.open('ann', sink);
  h.publish('ann', 'ev1', [image('i1', 'ann')]);
  close();
  jest.advanceTimersByTime(500);
  expect(h.users()).toBe(1);
  jest.advanceTimersByTime(600);
  expect(h.users()).toBe(0);
  const s = new FakeSink();
  h.open('ann', s, sink.lastId());
  expect(s.messages()[0]).toEqual({ event: 'resync', data: '{}' });
});

test('a repeated event (the bus delivers at least once) is sent once', () => {
  const h = hub();
  const a = new FakeSink();
  h.open('ann', a);
  h.publish('ann', 'ev1', [image('i1', 'ann')]);
  h.publish('ann', 'ev1', [image('i1', 'ann')]);
  expect(a.images().map((r) => r.id)).toEqual(['i1']);
});

test('streams are capped per user (429) and per gateway (503); a closed stream frees its place', () => {
  const h = hub({ streamsPerUser: 2, streamsMax: 3 });
  const [a, b] = [new FakeSink(), new FakeSink()];
  expect(h.refusal('ann')).toBeNull();
  const closeA = h.open('ann', a);
  h.open('ann', b);
  // A third tab of ann is refused; her open streams are untouched (nothing is evicted).
  expect(h.refusal('ann')).toEqual({ status: 429, msg: GATEWAY_MSG.tooManyStreams });
  expect([a.ended, b.ended]).toEqual([false, false]);
  // Another user still gets one, up to the gateway's cap.
  expect(h.refusal('bob')).toBeNull();
  h.open('bob', new FakeSink());
  expect(h.openStreams()).toBe(3);
  expect(h.refusal('cy')).toEqual({ status: 503, msg: GATEWAY_MSG.streamsFull });
  closeA();
  expect(h.refusal('cy')).toBeNull();
  expect(h.refusal('ann')).toBeNull();
  h.closeAll();
  expect(h.openStreams()).toBe(0);
});

test('pings keep an idle stream open; closeAll ends every stream', () => {
  jest.useFakeTimers();
  const h = hub({ pingMs: 1000 });
  const sink = new FakeSink();
  h.open('ann', sink);
  jest.advanceTimersByTime(2500);
  expect(sink.chunks.filter((c) => c === ': ping\n\n')).toHaveLength(2);
  h.closeAll();
  expect(sink.ended).toBe(true);
  expect(h.users()).toBe(0);
});

test("closeUser ends every stream of that user at once and forgets their backlog; others keep theirs", () => {
  const h = hub();
  const [tab1, tab2, bob] = [new FakeSink(), new FakeSink(), new FakeSink()];
  h.open('ann', tab1);
  h.open('ann', tab2);
  h.open('bob', bob);
  h.publish('ann', 'ev1', [image('i1', 'ann')]);
  const seen = tab1.lastId();
  h.closeUser('ann');
  expect([tab1.ended, tab2.ended, bob.ended]).toEqual([true, true, false]);
  expect(h.connections('ann')).toBe(0);
  expect(h.users()).toBe(1);
  // Nothing of theirs is kept for a reconnect (were one let through, it could not replay).
  const again = new FakeSink();
  h.open('ann', again, seen);
  expect(again.messages().map((m) => m.event)).toEqual(['resync', 'ready']);
  h.publish('bob', 'ev2', [image('b1', 'bob')]);
  expect(bob.images().map((i) => i.id)).toEqual(['b1']);
  h.closeUser('nobody');
});

test('closeSessions ends only the streams the ended sessions opened; the backlog stays for the others', () => {
  const h = hub();
  const [loggedOut, otherTab, otherDevice, bob] = [new FakeSink(), new FakeSink(), new FakeSink(), new FakeSink()];
  h.open('ann', loggedOut, undefined, 's-1');
  h.open('ann', otherTab, undefined, 's-1');
  h.open('ann', otherDevice, undefined, 's-2');
  h.open('bob', bob, undefined, 's-1'); // the same id under another user is not theirs to end
  h.closeSessions('ann', ['s-1']);
  expect([loggedOut.ended, otherTab.ended, otherDevice.ended, bob.ended]).toEqual([true, true, false, false]);
  expect(h.connections('ann')).toBe(1);
  h.publish('ann', 'ev1', [image('i1', 'ann')]);
  expect(otherDevice.images().map((i) => i.id)).toEqual(['i1']);
  h.closeSessions('nobody', ['s-1']);
});

test('the job-event listener hands JobSucceeded / JobFailed records to the hub and ignores the rest', () => {
  const published: Array<[string, string, string[]]> = [];
  const listener = jobEventsListener({ publish: (u, e, images) => void published.push([u, e, images.map((i) => i.id)]) });
  expect(listener.topics).toEqual(['imaging.job.v1']);
  const envelope = (type: string, payload: object) => ({ event_id: `e-${type}`, occurred_at: '', type, topic: 'imaging.job.v1', key: 'job', payload });
  void listener.handle(envelope('JobRequested', { job_id: 'job', user_id: 'ann' }));
  void listener.handle(envelope('JobSucceeded', { job_id: 'job', user_id: 'ann', image_ids: ['i1'], images: [image('i1', 'ann')] }));
  void listener.handle(envelope('JobFailed', { job_id: 'job', user_id: 'ann', image_ids: ['i2'], images: [image('i2', 'ann', { status: 'failure' })] }));
  void listener.handle(envelope('ImagePublished', { image_id: 'i1', job_id: 'job', user_id: 'ann' }));
  // An event written before the records were added carries none: nothing to send, polling covers it.
  void listener.handle(envelope('JobSucceeded', { job_id: 'old', user_id: 'ann', image_ids: ['i0'] }));
  expect(published).toEqual([
    ['ann', 'e-JobSucceeded', ['i1']],
    ['ann', 'e-JobFailed', ['i2']],
    ['ann', 'e-JobSucceeded', []],
  ]);
});

test('a wallet change reaches every stream of its owner as `event: credits` with no id, and does not move a reconnect\'s position', () => {
  const h = hub();
  const [tab1, tab2, other] = [new FakeSink(), new FakeSink(), new FakeSink()];
  h.open('ann', tab1);
  h.open('ann', tab2);
  h.open('bob', other);
  h.publish('ann', 'ev1', [image('i1', 'ann')]);
  const position = tab1.lastId();
  h.credits('ann', { credits: 38, held: 2 });
  h.credits('nobody-here', { credits: 1, held: 0 });
  for (const tab of [tab1, tab2]) expect(tab.messages().at(-1)).toEqual({ event: 'credits', data: '{"credits":38,"held":2}' });
  expect(other.messages().some((m) => m.event === 'credits')).toBe(false);
  expect(tab1.lastId()).toBe(position);
  // Not kept for replay: a reconnect from the image's id gets nothing more (the badge re-reads get_credits).
  const again = new FakeSink();
  h.open('ann', again, position);
  expect(again.messages()).toEqual([{ id: position, event: 'ready', data: '{}' }]);
});

test('the credits listener hands CreditsChanged wallets to the hub and ignores the rest', () => {
  const sent: Array<[string, { credits: number; held: number }]> = [];
  const listener = creditsListener({ credits: (u, w) => void sent.push([u, w]) });
  expect(listener.topics).toEqual(['billing.credits.v1']);
  const envelope = (type: string, payload: object) => ({ event_id: `e-${type}`, occurred_at: '', type, topic: 'billing.credits.v1', key: 'ann', payload });
  void listener.handle(envelope('CreditsChanged', { user_id: 'ann', credits: 40, held: 6, balance: 46, entry_kind: 'hold', source_id: 'job-1', changed_at: '' }));
  void listener.handle(envelope('CreditsChanged', { user_id: '', credits: 1, held: 0 }));
  void listener.handle(envelope('SomethingElse', { user_id: 'ann', credits: 1, held: 0 }));
  // proto3 JSON leaves zeros out: an emptied wallet still says 0.
  void listener.handle(envelope('CreditsChanged', { user_id: 'ann', balance: 0, entry_kind: 'capture' }));
  expect(sent).toEqual([
    ['ann', { credits: 40, held: 6 }],
    ['ann', { credits: 0, held: 0 }],
  ]);
});

const progressOf = (job: string, over: Partial<JobProgressEvent> = {}): JobProgressEvent => ({ job_id: job, state: 'running', position: null, fraction: 0.5, step: 5, total: 10, preview: null, ...over });

test('progress reaches every stream of its owner as `event: progress` with no id, and does not move a reconnect\'s position', () => {
  const h = hub();
  const [tab1, tab2, other] = [new FakeSink(), new FakeSink(), new FakeSink()];
  h.open('ann', tab1);
  h.open('ann', tab2);
  h.open('bob', other);
  h.publish('ann', 'ev1', [image('i1', 'ann')]);
  const position = tab1.lastId();
  h.progress('ann', progressOf('job-a'));
  h.progress('nobody-here', progressOf('job-x'));
  for (const tab of [tab1, tab2]) expect(tab.messages().at(-1)).toEqual({ event: 'progress', data: JSON.stringify(progressOf('job-a')) });
  expect(other.messages().some((m) => m.event === 'progress')).toBe(false);
  expect(tab1.lastId()).toBe(position);
});

test('a stream opening meanwhile gets the latest progress of each pending request, until it finishes', () => {
  let clock = 0;
  const h = hub({}, () => clock);
  h.open('ann', new FakeSink());
  h.progress('ann', progressOf('job-a', { fraction: 0.2 }));
  h.progress('ann', progressOf('job-a', { fraction: 0.6 }));
  h.progress('ann', progressOf('job-b', { state: 'queued', position: 2, fraction: null, step: null, total: null }));
  const late = new FakeSink();
  h.open('ann', late);
  const progress = late.messages().filter((m) => m.event === 'progress').map((m) => JSON.parse(m.data!) as JobProgressEvent);
  expect(progress.map((p) => [p.job_id, p.state, p.fraction ?? p.position])).toEqual([
    ['job-a', 'running', 0.6],
    ['job-b', 'queued', 2],
  ]);
  // job-a finished (its image event): no longer sent; job-b went quiet past keepMs: dropped.
  h.publish('ann', 'ev-a', [image('i1', 'ann', { job_id: 'job-a' })]);
  clock += HUB_LIMITS.keepMs + 1;
  h.progress('ann', progressOf('job-c'));
  const later = new FakeSink();
  h.open('ann', later);
  expect(later.messages().filter((m) => m.event === 'progress').map((m) => JSON.parse(m.data!).job_id)).toEqual(['job-c']);
});

test('the kept progress is bounded per user (oldest request first out)', () => {
  const h = hub({ progressKept: 2 });
  h.open('ann', new FakeSink());
  for (const job of ['j1', 'j2', 'j3']) h.progress('ann', progressOf(job));
  const late = new FakeSink();
  h.open('ann', late);
  expect(late.messages().filter((m) => m.event === 'progress').map((m) => JSON.parse(m.data!).job_id)).toEqual(['j2', 'j3']);
});

test('the progress listener maps JobProgress to the browser\'s event (unknowns as null) and ignores the rest', () => {
  const sent: Array<[string, JobProgressEvent]> = [];
  const listener = progressListener({ progress: (u, p) => void sent.push([u, p]) });
  expect(listener.topics).toEqual(['imaging.progress.v1']);
  const envelope = (type: string, payload: object) => ({ event_id: `e-${type}`, occurred_at: '', type, topic: 'imaging.progress.v1', key: 'job', payload });
  const jpeg = 'data:image/jpeg;base64,/9j/AAAA';
  void listener.handle(envelope('JobProgress', { job_id: 'j1', user_id: 'ann', state: 'running', position: 0, fraction: 0.25, step: 1, total: 4, preview: jpeg }));
  void listener.handle(envelope('JobProgress', { job_id: 'j2', user_id: 'ann', state: 'queued', position: 3, fraction: -1, step: 0, total: 0, preview: '' }));
  // proto3 JSON leaves zeros out; a negative fraction is "unknown"; a preview that is no image data URL is dropped.
  void listener.handle(envelope('JobProgress', { job_id: 'j3', user_id: 'ann', state: 'running', fraction: -1, preview: 'javascript:alert(1)' }));
  void listener.handle(envelope('JobProgress', { job_id: 'j4', user_id: 'ann', state: 'running' }));
  void listener.handle(envelope('JobProgress', { job_id: 'j5', user_id: '', state: 'running', fraction: 0.5 }));
  void listener.handle(envelope('JobProgress', { job_id: 'j6', user_id: 'ann', state: 'exploded', fraction: 0.5 }));
  void listener.handle(envelope('SomethingElse', { job_id: 'j7', user_id: 'ann', state: 'running' }));
  expect(sent).toEqual([
    ['ann', { job_id: 'j1', state: 'running', position: null, fraction: 0.25, step: 1, total: 4, preview: jpeg }],
    ['ann', { job_id: 'j2', state: 'queued', position: 3, fraction: null, step: null, total: null, preview: null }],
    ['ann', { job_id: 'j3', state: 'running', position: null, fraction: null, step: null, total: null, preview: null }],
    ['ann', { job_id: 'j4', state: 'running', position: null, fraction: 0, step: null, total: null, preview: null }],
  ]);
  for (const [, p] of sent) expect(JobProgressEvent.safeParse(p).success).toBe(true);
});
