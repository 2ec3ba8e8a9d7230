// Starts the whole product the way `npm start` does (one process, embedded defaults) in a
// fresh data dir, and stops it. Benchmarks measure it from the outside, over loopback.
import { MALLOC_ARENA_MAX } from '@atelier/runtime/src/process-env';
import { freePort } from '@atelier/testkit';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REPO = join(__dirname, '..', '..');


export interface Product {
  url: string;
  dataDir: string;
  /** The product's process id (the node process itself: it is spawned without a shell). */
  pid: number;
  /** ms from spawn until GET / answered with the shell's HTML. */
  startMs: number;
  stop(): Promise<void>;
}

/** The caller's environment without the product's own configuration, so it runs on embedded
 *  defaults even when the shell exported DATABASE_URL / KAFKA_BROKERS for the integration tests. */
function embeddedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (/^(PLATFORM|DATABASE|KAFKA|S3|SMTP|OTEL|SVC)_/.test(key)) delete env[key];
  return env;
}

/** `nodeArgs` go before the entry (after `--import tsx`), e.g. a bench-only preload; `embedded`
 *  drops the distributed backends' settings from the inherited environment. */
export async function startProduct(opts: { env?: Record<string, string>; dataDir?: string; nodeArgs?: string[]; embedded?: boolean } = {}): Promise<Product> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'atelier-bench-'));
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...(opts.nodeArgs ?? []), 'packages/runtime/src/main.ts'], {
    cwd: REPO,
    // MALLOC_ARENA_MAX as npm start and the service image set it (an `env` may override it to compare).
    env: { ...(opts.embedded ? embeddedEnv() : process.env), MALLOC_ARENA_MAX, PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Ready when the shell's HTML is served (the last thing the embedded product starts).
  return servingProduct(child, 'product', `${url}/`, dataDir, t0, (res) => res.ok && (res.headers.get('content-type') ?? '').includes('text/html'), 15_000);
}

/**
 * Waits until `ready(url)` holds for the spawned `child` (polled every 25 ms, at most 120 s; a
 * child that exits or never gets there fails with its last stderr), then gives its handle.
 */
async function servingProduct(
  child: ChildProcess,
  what: string,
  url: string,
  dataDir: string,
  t0: number,
  ready: (res: Response) => boolean,
  killAfterMs: number,
): Promise<Product> {
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr = (stderr + d).slice(-8000)));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) before serving:\n${stderr.slice(-4000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${what} did not serve within 120 s:\n${stderr.slice(-4000)}`);
    }
    const res = await fetch(url).catch(() => null);
    if (res && ready(res)) {
      await res.text();
      break;
    }
    if (res) await res.text().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = performance.now() - t0;
  return {
    url: new URL(url).origin,
    dataDir,
    pid: child.pid!,
    startMs,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface TargetProcess {
  pid: number;
  stop(): Promise<void>;
}

/**
 * One process of the distributed shape: `packages/runtime/src/main.ts` with PLATFORM_TARGET=`target`
 * and the given environment on top of the caller's (without its own PLATFORM/DATABASE/KAFKA/S3/…
 * settings), as a Deployment runs it. Ready when it logs "started" (LOG_LEVEL info; its later
 * logs are read and dropped).
 */
export async function startTarget(target: string, opts: { env: Record<string, string>; nodeArgs?: string[] }): Promise<TargetProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...(opts.nodeArgs ?? []), 'packages/runtime/src/main.ts'], {
    cwd: REPO,
    env: { ...embeddedEnv(), MALLOC_ARENA_MAX, LOG_LEVEL: 'info', PLATFORM_TARGET: target, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const started = new Promise<void>((resolve, reject) => {
    let seen = false;
    child.stdout!.on('data', (d: Buffer) => {
      if (seen) return;
      out = (out + d.toString()).slice(-8000);
      if (/"msg":"started"/.test(out)) {
        seen = true;
        resolve();
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-8000)));
    void exited.then((code) => reject(new Error(`${target} exited (${code}) before it started:\n${out.slice(-4000)}`)));
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([started, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${target} did not start within 120 s:\n${out.slice(-4000)}`)), 120_000)))]);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return {
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(kill);
    },
  };
}

/**
 * The gateway alone, as its Deployment runs it (PLATFORM_TARGET=gateway, SERVE_WEB=false): no
 * database and no PGlite pollers in the process, the in-process event bus (no KAFKA_BROKERS), and
 * services behind it that are not there (their addresses refuse connections) — for measuring the
 * HTTP plumbing of routes that call no service. Ready when GET /healthz answers. Its log lines go
 * nowhere, unless `logs: 'drained'`: then through a pipe this process reads.
 */
export async function startGatewayAlone(opts: { env?: Record<string, string>; nodeArgs?: string[]; logs?: 'drained' } = {}): Promise<Product> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-gw-'));
  const nowhere = '127.0.0.1:1';
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...(opts.nodeArgs ?? []), 'packages/runtime/src/main.ts'], {
    cwd: REPO,
    env: {
      ...embeddedEnv(),
      MALLOC_ARENA_MAX,
      PLATFORM_TARGET: 'gateway',
      GRPC_PORT: '0',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      SVC_IDENTITY_ADDR: nowhere,
      SVC_IMAGING_ADDR: nowhere,
      SVC_BILLING_ADDR: nowhere,
      SVC_ADMIN_ADDR: nowhere,
      ...opts.env,
    },
    // logs: 'drained' reads its stdout through a pipe and drops it, as a log collector would.
    stdio: ['ignore', opts.logs === 'drained' ? 'pipe' : 'ignore', 'pipe'],
  });
  child.stdout?.resume();
  return servingProduct(child, 'gateway', `${url}/healthz`, dataDir, t0, (res) => res.ok, 20_000);
}
