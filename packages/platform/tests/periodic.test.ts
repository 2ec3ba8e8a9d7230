// startPeriodic: runs at once and then every interval, never overlapping; a failure is logged and
// the schedule goes on; stop waits for the run in progress and no run starts after it.
import { startPeriodic } from '../src/periodic';
import { createLogger } from '../src/logging';

const logger = createLogger({ logLevel: 'silent' });
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('runs at start, then again after each interval, one run at a time', async () => {
  let active = 0;
  let maxActive = 0;
  let runs = 0;
  const stop = startPeriodic({
    name: 't',
    intervalMs: 5,
    logger,
    async run() {
      active++;
      maxActive = Math.max(maxActive, active);
      runs++;
      await tick(15); // longer than the interval: a timer-based loop would overlap here
      active--;
    },
  });
  await tick(80);
  await stop();
  expect(runs).toBeGreaterThanOrEqual(2);
  expect(maxActive).toBe(1);
  const after = runs;
  await tick(40);
  expect(runs).toBe(after);
});

test('a failed run is logged and the next one still happens', async () => {
  const warned: string[] = [];
  const spy = { ...logger, warn: (_o: unknown, msg: string) => void warned.push(msg) } as unknown as typeof logger;
  let runs = 0;
  const stop = startPeriodic({
    name: 'flaky',
    intervalMs: 5,
    logger: spy,
    async run() {
      runs++;
      if (runs === 1) throw new Error('boom');
    },
  });
  await tick(40);
  await stop();
  expect(runs).toBeGreaterThanOrEqual(2);
  expect(warned[0]).toMatch(/^flaky failed/);
});

test('stop waits for the run in progress; runAtStart false waits one interval first', async () => {
  let finished = false;
  const stop = startPeriodic({ name: 's', intervalMs: 1000, logger, run: () => tick(30).then(() => void (finished = true)) });
  await stop();
  expect(finished).toBe(true);

  let ran = false;
  const later = startPeriodic({ name: 'l', intervalMs: 1000, logger, runAtStart: false, run: async () => void (ran = true) });
  await tick(20);
  await later();
  expect(ran).toBe(false);
});
