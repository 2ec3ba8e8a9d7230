// The kit's logger writes to stdout asynchronously (logging.ts logDestination): lines logged just
// before the process ends — process.exit or an uncaught exception — must still all arrive, in order.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createLogger, isoTimeOncePerMs } from '../src/logging';

const fixture = join(__dirname, 'support/log-burst-fixture.ts');

async function burst(lines: number, end: 'exit' | 'throw'): Promise<{ code: number | null; seen: number[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, String(lines), end], {
    env: { PATH: process.env.PATH! },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  const seen = out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => (JSON.parse(l) as { i: number }).i);
  return { code, seen };
}

jest.setTimeout(30_000);

test.each(['exit', 'throw'] as const)('every line logged before the process ends (%s) reaches stdout, in order', async (end) => {
  // More than a pipe holds (64 KiB): the last lines are still buffered when the process ends.
  const n = 5000;
  const { code, seen } = await burst(n, end);
  expect(code).toBe(end === 'exit' ? 3 : 1);
  expect(seen).toEqual(Array.from({ length: n }, (_, i) => i));
});

test('lines carry the level by name, an ISO time and the logger name', () => {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  createLogger({ logLevel: 'info' }, 'kit', sink as never).info({ a: 1 }, 'hello');
  expect(lines).toEqual([{ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), name: 'kit', a: 1, msg: 'hello' }]);
});

test("the time is pino's isoTime text, made again whenever the millisecond changes", () => {
  let ms = Date.parse('2026-11-26T14:53:38.123Z');
  const time = isoTimeOncePerMs(() => ms);
  const first = time();
  expect(first).toBe(',"time":"2026-11-26T14:53:38.123Z"');
  expect(time()).toBe(first);
  for (const step of [1, 999, 86_400_000]) {
    ms += step;
    expect(time()).toBe(`,"time":"${new Date(ms).toISOString()}"`);
  }
  // The same text as pino's own, read at the same moment.
  const real = isoTimeOncePerMs();
  const [a, b] = [real(), pino.stdTimeFunctions.isoTime()];
  expect(a === b || Date.parse(JSON.parse(`{${b.slice(1)}}`).time) - Date.parse(JSON.parse(`{${a.slice(1)}}`).time) <= 1).toBe(true);
});
