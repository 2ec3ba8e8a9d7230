// The worker's live progress (worker/progress.ts): the per-job throttle (at most one event per
// interval, only on change, always the latest value, previews at most once a second and small),
// and the queue positions (one read per refresh, sent on change and re-sent periodically).
import sharp from 'sharp';
import { createLogger } from '@atelier/platform';
import { JobProgressReporter, PROGRESS_LIMITS, previewDataUrl, QueueWatch, type ProgressPayload } from '../src/worker/progress';
import type { WaitingJob } from '../src/repo/jobs.repository';

const job = { id: 'job-1', user_id: 'user-1' };
const silentLogger = createLogger({ logLevel: 'silent' });

function recorder() {
  const sent: ProgressPayload[] = [];
  return { sent, send: async (p: ProgressPayload) => void sent.push(p) };
}

/** Waits (real time passes: setImmediate is not faked) until sharp's encode has delivered. */
async function until(cond: () => boolean) {
  for (let i = 0; i < 20_000 && !cond(); i++) await new Promise((r) => setImmediate(r));
  expect(cond()).toBe(true);
}

/** Lets the reporter's async flush (and sharp's work) finish under fake timers. */
async function settle(ms = 0) {
  await jest.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
}

async function noisePng(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24;
  return sharp(data, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

describe('JobProgressReporter', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());

  it('sends `running` with nothing known (fraction -1) at start, then at most one event per interval carrying the latest value', async () => {
    const r = recorder();
    const p = new JobProgressReporter(job, r.send);
    p.start();
    await settle();
    expect(r.sent).toEqual([{ job_id: 'job-1', user_id: 'user-1', state: 'running', position: 0, fraction: -1, step: 0, total: 0, preview: '' }]);
    for (let i = 1; i <= 10; i++) p.update({ fraction: i / 20, step: i, total: 20 });
    await settle(PROGRESS_LIMITS.minIntervalMs - 10);
    expect(r.sent).toHaveLength(1);
    await settle(20);
    expect(r.sent).toHaveLength(2);
    expect(r.sent[1]).toMatchObject({ fraction: 0.5, step: 10, total: 20 });
    p.close();
  });

  it('sends nothing for an unchanged value, and nothing after close', async () => {
    const r = recorder();
    const p = new JobProgressReporter(job, r.send);
    p.update({ fraction: 0.25 });
    await settle();
    p.update({ fraction: 0.25 });
    await settle(PROGRESS_LIMITS.minIntervalMs * 3);
    expect(r.sent.map((s) => s.fraction)).toEqual([0.25]);
    p.update({ fraction: 0.5 });
    await settle();
    // Within the interval after that send: held back, then dropped by close().
    p.update({ fraction: 0.75 });
    p.close();
    await settle(PROGRESS_LIMITS.minIntervalMs * 3);
    expect(r.sent.map((s) => s.fraction)).toEqual([0.25, 0.5]);
  });

  it('clamps fractions to 0–1; a report keeps what it leaves out (a preview-only frame keeps the fraction)', async () => {
    const r = recorder();
    const p = new JobProgressReporter(job, r.send);
    p.update({ fraction: 7 });
    await settle(PROGRESS_LIMITS.minIntervalMs);
    p.update({ fraction: 0.4, step: 3, total: 9 });
    await settle(PROGRESS_LIMITS.minIntervalMs);
    p.update({ step: 4 });
    await settle(PROGRESS_LIMITS.minIntervalMs);
    expect(r.sent.map((s) => [s.fraction, s.step, s.total])).toEqual([
      [1, 0, 0],
      [0.4, 3, 9],
      [0.4, 4, 9],
    ]);
    p.close();
  });

  it('a preview becomes a small JPEG data URL, re-encoded at most once per preview interval', async () => {
    const r = recorder();
    const p = new JobProgressReporter(job, r.send);
    const a = await noisePng(640, 480);
    const b = await noisePng(320, 240);
    p.update({ fraction: 0.1, preview: a });
    await until(() => r.sent.length === 1);
    expect(r.sent[0]!.preview).toMatch(/^data:image\/jpeg;base64,/);
    const first = r.sent[0]!.preview;
    const meta = await sharp(Buffer.from(first.split(',')[1]!, 'base64')).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(PROGRESS_LIMITS.previewMaxSide);
    // A new preview before the preview interval: the progress goes out, with the old picture.
    p.update({ fraction: 0.2, preview: b });
    await settle(PROGRESS_LIMITS.minIntervalMs);
    expect(r.sent[1]).toMatchObject({ fraction: 0.2, preview: first });
    // After it: the new picture.
    await settle(PROGRESS_LIMITS.previewIntervalMs);
    p.update({ fraction: 0.3, preview: b });
    await settle(PROGRESS_LIMITS.minIntervalMs);
    await until(() => r.sent.at(-1)!.fraction === 0.3);
    expect(r.sent.at(-1)!.fraction).toBe(0.3);
    expect(r.sent.at(-1)!.preview).not.toBe(first);
    p.close();
  });
});

describe('previewDataUrl', () => {
  it('keeps even a noisy 2-megapixel picture under the size cap; bytes that are no image give ""', async () => {
    const url = await previewDataUrl(await noisePng(1600, 1200));
    expect(url.length).toBeGreaterThan(100);
    expect(url.length).toBeLessThanOrEqual(PROGRESS_LIMITS.previewMaxChars);
    expect(await previewDataUrl(Buffer.from('not an image'))).toBe('');
    expect(await previewDataUrl(await noisePng(1600, 1200), { previewMaxChars: 50, previewMaxSide: 256 })).toBe('');
  });
});

describe('QueueWatch', () => {
  const waiting = (...positions: Array<[string, number]>): WaitingJob[] => positions.map(([id, position]) => ({ id, user_id: `owner-of-${id}`, position }));

  it('sends every position first, then only the changed ones, then all again after the resend interval', async () => {
    let clock = 0;
    let queue = waiting(['a', 1], ['b', 2], ['c', 1]);
    const r = recorder();
    const reads: number[] = [];
    const w = new QueueWatch(async (limit) => (reads.push(limit), queue), r.send, silentLogger, PROGRESS_LIMITS, () => clock);
    await w.refresh();
    expect(r.sent.map((s) => [s.job_id, s.user_id, s.state, s.position])).toEqual([
      ['a', 'owner-of-a', 'queued', 1],
      ['b', 'owner-of-b', 'queued', 2],
      ['c', 'owner-of-c', 'queued', 1],
    ]);
    r.sent.length = 0;
    queue = waiting(['b', 1], ['c', 1]); // a was claimed
    clock += 1000;
    await w.refresh();
    expect(r.sent.map((s) => [s.job_id, s.position])).toEqual([['b', 1]]);
    r.sent.length = 0;
    clock += PROGRESS_LIMITS.queueResendMs;
    await w.refresh();
    expect(r.sent.map((s) => [s.job_id, s.position])).toEqual([
      ['b', 1],
      ['c', 1],
    ]);
    expect(reads).toEqual([PROGRESS_LIMITS.queueWatchMax, PROGRESS_LIMITS.queueWatchMax, PROGRESS_LIMITS.queueWatchMax]);
  });

  it('poke reads the queue at most once per refresh interval, however often it is called', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    try {
      let reads = 0;
      const w = new QueueWatch(async () => (reads++, waiting(['a', 1])), recorder().send, silentLogger);
      for (let i = 0; i < 50; i++) {
        w.poke();
        await settle(20);
      }
      // 50 pokes over 1 s: the first at once, then one per queueRefreshMs.
      expect(reads).toBeGreaterThanOrEqual(1);
      expect(reads).toBeLessThanOrEqual(2);
      await w.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failing read is logged and forgotten', async () => {
    const r = recorder();
    const w = new QueueWatch(() => Promise.reject(new Error('db down')), r.send, silentLogger);
    await expect(w.refresh()).resolves.toBeUndefined();
    expect(r.sent).toEqual([]);
  });
});
