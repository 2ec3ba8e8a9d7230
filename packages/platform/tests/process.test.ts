// runProcess as a real child process: starts the default target, logs JSON, and on SIGTERM drains
// every module (reports not ready), waits SHUTDOWN_DELAY_MS, stops them and exits 0; a bad target
// exits 1 with a clear message.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { seedPgliteDir } from '@atelier/testkit';
import { tempDir } from './support/temp-dir';

const fixture = join(__dirname, 'support/run-process-fixture.ts');

function run(env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, ...args], {
    env: { PATH: process.env.PATH!, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const lines = () => out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { msg: string; [k: string]: unknown });
  const waitForLine = async (msg: string) => {
    const deadline = Date.now() + 20_000;
    while (!lines().some((l) => l.msg === msg)) {
      if (Date.now() > deadline) throw new Error(`no "${msg}" line; output so far:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, lines, waitForLine };
}

jest.setTimeout(40_000);

// A failed expectation must not leave its process behind (jest would wait for it).
const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

/** grpc.health.v1 Check of the whole server ('' service) at `address`. */
async function healthOf(address: string): Promise<string> {
  const grpc = await import('@grpc/grpc-js');
  const loader = await import('@grpc/proto-loader');
  const def = loader.loadSync(join(__dirname, '../proto/grpc/health/v1/health.proto'), { keepCase: true, enums: String });
  const Health = (grpc.loadPackageDefinition(def) as any).grpc.health.v1.Health;
  const client = new Health(address.replace('0.0.0.0', '127.0.0.1'), grpc.credentials.createInsecure());
  try {
    return await new Promise<string>((resolve, reject) => client.Check({ service: '' }, (err: Error | null, res: { status: string }) => (err ? reject(err) : resolve(res.status))));
  } finally {
    client.close();
  }
}

test('starts the default target and shuts down gracefully on SIGTERM', async () => {
  const dataDir = tempDir();
  await seedPgliteDir(join(dataDir, 'pg'));
  const p = run({ DATA_DIR: dataDir });
  await p.waitForLine('started');
  const started = p.lines().find((l) => l.msg === 'modules started')!;
  expect(started.modules).toEqual(['telemetry', 'database', 'event-bus', 'metrics', 'events', 'grpc-server', 'svc']);
  expect(p.lines().find((l) => l.msg === 'gRPC server listening')!.address).toMatch(/^127\.0\.0\.1:\d+$/);

  p.child.kill('SIGTERM');
  expect(await p.exited).toBe(0);
  const msgs = p.lines().map((l) => l.msg);
  expect(msgs.indexOf('shutting down')).toBeLessThan(msgs.indexOf('svc stop called'));
  expect(msgs[msgs.length - 1]).toBe('stopped');
});

test('SIGTERM drains first and stops only after SHUTDOWN_DELAY_MS, gRPC health NOT_SERVING in between', async () => {
  const dataDir = tempDir();
  await seedPgliteDir(join(dataDir, 'pg'));
  const p = run({ DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '800' });
  children.push(p.child);
  await p.waitForLine('started');
  const address = p.lines().find((l) => l.msg === 'gRPC server listening')!.address as string;
  expect(await healthOf(address)).toBe('SERVING');
  p.child.kill('SIGTERM');
  await p.waitForLine('svc drain called');
  // Draining: still answering, but no longer serving as far as health checks go.
  expect(await healthOf(address)).toBe('NOT_SERVING');
  expect(await p.exited).toBe(0);
  const at = (msg: string) => Date.parse(p.lines().find((l) => l.msg === msg)!.time as string);
  expect(at('svc stop called') - at('svc drain called')).toBeGreaterThanOrEqual(800);
  const msgs = p.lines().map((l) => l.msg);
  expect(msgs.indexOf('shutting down')).toBeLessThan(msgs.indexOf('svc drain called'));
});

test('an unknown target fails the start with exit code 1 and says why', async () => {
  const p = run({ DATA_DIR: tempDir() }, ['--target=nope']);
  expect(await p.exited).toBe(1);
  const fatal = p.lines().find((l) => l.msg === 'failed to start')!;
  expect(JSON.stringify(fatal)).toContain('unknown module or target \\"nope\\"');
});
