// The imaging pipeline's own cost per job on PostgreSQL, in the distributed shape: one process runs
// the API side (gateway, identity, billing, imaging, admin), and 1, 2 then 4 worker processes
// (PLATFORM_TARGET=worker, WORKER_CONCURRENCY default) claim and run the jobs — as the worker
// Deployment does. Nodes are instant fake A1111s (svc-imaging/tests/fakes; one job at a time each,
// a tiny PNG at once, one per worker slot), so what is measured is the pipeline: submit through the
// gateway (session, hold over gRPC, job + outbox), claim, node call, re-encode and store the files,
// outcome (job, images, JobSucceeded), capture, the event to the user's stream.
//
// Per job, over a window in which every job submitted also finished (the load drains before the
// window closes):
//  - jobs/s, against the instant node driven alone in the same run (baseline);
//  - pipeline CPU ms per job = CPU time (user + system) of the product's processes in the window
//    (process.cpuUsage, read by the bench-only preload lib/work-probe.ts) plus the PostgreSQL
//    backends of the bench's database (/proc/<pid>/stat) ÷ jobs. The fake nodes, the load generator
//    and the SMTP capture run in the bench's process and are not counted;
//  - SQL statements (round trips) per job, by process, by service (the schema they name) and by
//    statement (work-probe);
//  - the breakdown: CPU ms per job of each worker process and of the PostgreSQL backends serving
//    the API process and the workers (told apart by the application_name each process connects with),
//    and the idle cost: what all of them burn per second with no jobs (watched 3 s after the
//    window), times the window, per job.
// Each phase is measured after WARM_UP_S of the same load, so the figures are a warm process's.
// BENCH_DATABASE_URL names the server (loopback only); the run creates a database of its own and
// drops it. Events go through the API process's relay on its in-process bus unless
// BENCH_KAFKA_BROKERS is set (then every process uses Kafka, as a cluster does).
import { startSmtpCapture, freePort, uniqueName, type SmtpCapture } from '@atelier/testkit';
import { startFakeA1111, type FakeA1111 } from '@atelier/svc-imaging/tests/fakes/fake-a1111';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Client } from './lib/client';
import { startTarget, type TargetProcess } from './lib/product';
import { DEFAULT_SIZE, nodeAlone, saturate, SIZE } from './imaging.bench';
import { a1111LikePng } from './lib/pictures';
import { assertLoopback } from './lib/load';

const PASSWORD = 'benchmark-password';
// USERS × USER_CAP (svc-imaging's per-user cap on jobs in flight) keeps every slot of 4 workers busy.
const USERS = 4;
/** WORKER_CONCURRENCY's default: slots per worker process. */
const SLOTS_PER_WORKER = 4;
const API_TARGET = 'identity,imaging,billing,admin,gateway';

export interface PipelineRun {
  workers: number;
  jobs: number;
  seconds: number;
  jobsPerSec: number;
  /** CPU ms per job: all counted processes, and each part. */
  cpuMsPerJob: { total: number; api: number; workers: number; postgres: number };
  /** The breakdown: each worker process, and PostgreSQL's backends by the side they serve. */
  cpuBreakdown: { perWorker: number[]; postgresApi: number; postgresWorkers: number };
  /** What the same processes burn with no jobs (polls, heartbeats, relays, timers), CPU ms per
   *  second measured for IDLE_S right after the window, and that rate × the window ÷ jobs: the part
   *  of the per-job figure that is time, not jobs (it grows as jobs/s falls). */
  idle: { msPerSecond: number; msPerJob: number };
  statementsPerJob: { api: number; workers: number };
  /** Statements per job by service (schema), each side. */
  statementsByService: { api: Array<[string, number]>; workers: Array<[string, number]> };
  /** The statements per job of each side, most frequent first. */
  statements: { api: Array<[string, number]>; workers: Array<[string, number]> };
}

export interface PipelineFigures {
  nodeAloneJobsPerSec: number;
  nodes: number;
  users: number;
  kafka: boolean;
  runs: PipelineRun[];
}

interface Probe {
  cpu: { user: number; system: number };
  statements: number;
  byStatement: Record<string, number>;
  byService: Record<string, number>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The application_name of the API process's and the workers' sessions (the backends' split). */
const APP = { api: 'atelier-bench-api', worker: 'atelier-bench-worker' } as const;
/** Seconds the processes are watched with no load after each window (the idle rate). */
const IDLE_S = 3;
/** Seconds of the same load, uncounted, before each phase's window. A process's first seconds of a
 *  load include V8 compiling its hot paths: with 3 s (until 2026-11-28) `perf` put 13–14 % of the
 *  API and worker processes' samples in the window in V8's compilers, and the figures fell by
 *  ~3–4 ms a job with 12 s; 12 and 30 s read the same (docs/benchmarks.md). A worker process added
 *  for a phase starts cold, so every phase warms. BENCH_PIPELINE_WARMUP_S overrides it. */
const WARM_UP_S = Number(process.env.BENCH_PIPELINE_WARMUP_S ?? 15);
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** utime + stime of a process in ms (0 if it is gone). */
export function procCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLK_TCK;
  } catch {
    return 0;
  }
}

/** Asks each product process for its counters (SIGUSR2 → file), waiting for every answer. */
async function probe(prefix: string, pids: number[]): Promise<Map<number, Probe>> {
  for (const pid of pids) rmSync(`${prefix}.${pid}.json`, { force: true });
  for (const pid of pids) process.kill(pid, 'SIGUSR2');
  const out = new Map<number, Probe>();
  const deadline = Date.now() + 10_000;
  for (const pid of pids) {
    const file = `${prefix}.${pid}.json`;
    for (;;) {
      if (existsSync(file)) {
        try {
          out.set(pid, JSON.parse(readFileSync(file, 'utf8')) as Probe);
          break;
        } catch {
          // written as we read: try again
        }
      }
      if (Date.now() > deadline) throw new Error(`process ${pid} did not answer the work probe`);
      await sleep(5);
    }
  }
  return out;
}

interface Snapshot {
  probes: Map<number, Probe>;
  /** Backend pid → [CPU ms so far, application_name]. */
  postgres: Map<number, [number, string]>;
}

async function snapshot(admin: pg.Client, db: string, prefix: string, pids: number[]): Promise<Snapshot> {
  const { rows } = await admin.query<{ pid: number; app: string }>('select pid, application_name as app from pg_stat_activity where datname = $1', [db]);
  return { probes: await probe(prefix, pids), postgres: new Map(rows.map((r) => [r.pid, [procCpuMs(r.pid), r.app]])) };
}

function diff(a: Snapshot, b: Snapshot, pids: number[]) {
  let cpuMs = 0;
  let statements = 0;
  const by = new Map<string, number>();
  const byService = new Map<string, number>();
  for (const pid of pids) {
    const x = a.probes.get(pid)!;
    const y = b.probes.get(pid)!;
    cpuMs += (y.cpu.user + y.cpu.system - x.cpu.user - x.cpu.system) / 1000;
    statements += y.statements - x.statements;
    for (const [k, n] of Object.entries(y.byStatement)) {
      const d = n - (x.byStatement[k] ?? 0);
      if (d) by.set(k, (by.get(k) ?? 0) + d);
    }
    for (const [k, n] of Object.entries(y.byService)) {
      const d = n - (x.byService[k] ?? 0);
      if (d) byService.set(k, (byService.get(k) ?? 0) + d);
    }
  }
  return { cpuMs, statements, by, byService };
}

/** Backends alive at the end: their CPU since the start (since they began, for new ones), in all
 *  and of those serving the workers. */
function postgresMs(a: Snapshot, b: Snapshot): { all: number; workers: number } {
  let all = 0;
  let workers = 0;
  for (const [pid, [end, app]] of b.postgres) {
    const ms = end - (a.postgres.get(pid)?.[0] ?? 0);
    all += ms;
    if (app === APP.worker) workers += ms;
  }
  return { all, workers };
}

/** The database URL with the application_name its sessions show in pg_stat_activity. */
function withApp(url: URL, app: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', app);
  return u.toString();
}

const top = (by: Map<string, number>, jobs: number) =>
  [...by]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]): [string, number] => [k, Math.round((n / jobs) * 100) / 100])
    .filter(([, n]) => n >= 0.05);

export async function benchPipeline(opts: { seconds?: number; workerCounts?: number[] } = {}): Promise<PipelineFigures | null> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return null;
  assertLoopback(url);
  const seconds = opts.seconds ?? 8;
  const workerCounts = opts.workerCounts ?? [1, 2, 4];
  const kafka = process.env.BENCH_KAFKA_BROKERS;

  const dbName = uniqueName('bench_pipeline');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${dbName}`;

  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-pipeline-'));
  const probePrefix = join(dataDir, 'work-probe');
  const nodeCount = Math.max(...workerCounts) * SLOTS_PER_WORKER;
  const profDir = process.env.BENCH_PIPELINE_CPU_PROF;
  const nodeArgs = ['--import', './bench/lib/work-probe.ts', ...(process.env.BENCH_PIPELINE_PERF_MAP ? ['--perf-basic-prof-only-functions'] : []), ...(profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [])];

  let smtp: SmtpCapture | undefined;
  const nodes: FakeA1111[] = [];
  const processes: TargetProcess[] = [];
  try {
    smtp = await startSmtpCapture();
    // At the default 64×64 a solid colour; at a real size (BENCH_IMAGE_SIZE) a photo-like picture,
    // whose storing costs what a real output's does.
    const [w, h] = SIZE.split('*').map(Number) as [number, number];
    const image = SIZE === DEFAULT_SIZE ? undefined : await a1111LikePng(w, h);
    nodes.push(...(await Promise.all(Array.from({ length: nodeCount }, () => startFakeA1111({ imageMs: 0, image })))));
    const nodeAloneJobsPerSec = await nodeAlone(nodes[0]!, 3);

    const [httpPort, grpcPort] = [await freePort(), await freePort()];
    const publicUrl = `http://127.0.0.1:${httpPort}`;
    const common = {
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-pipeline-jwt-secret-0123456789abcdef',
      SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
      GPU_NODE_ALLOW_LOOPBACK: '1',
      BENCH_WORK_PROBE: probePrefix,
      ...(kafka ? { KAFKA_BROKERS: kafka } : {}),
    };
    const adminUser = { email: 'admin@bench.test', password: 'admin-bench-password' };
    // The API side first: it takes the outbox relays' leadership, so (without Kafka) every event
    // reaches its in-process bus and the gateway's stream.
    const api = await startTarget(API_TARGET, {
      nodeArgs,
      env: {
        ...common,
        DATABASE_URL: withApp(dbUrl, APP.api),
        PORT: String(httpPort),
        PUBLIC_URL: publicUrl,
        GRPC_PORT: String(grpcPort),
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: adminUser.email,
        ADMIN_PASSWORD: adminUser.password,
        RATE_LIMIT_AUTH_MAX: '1000000',
        RATE_LIMIT_MAX: '1000000',
      },
    });
    processes.push(api);

    const adminClient = new Client(publicUrl);
    await adminClient.call('POST', '/auth/login', adminUser);
    const users: Client[] = [];
    for (let i = 0; i < USERS; i++) {
      const c = new Client(publicUrl);
      await c.signUp(smtp, `pipeline${i}@example.com`, PASSWORD);
      await adminClient.grantCredits(c, 100_000);
      users.push(c);
    }
    const model = await adminClient.call('POST', '/admin/create_model', { name: 'Bench pipeline', type: 'text2img', size: [SIZE], credits: 1 });
    for (const [i, node] of nodes.entries()) {
      await adminClient.call('POST', '/admin/model_instance', {
        name: `Bench pipeline #${i + 1}`,
        controller_name: 'a1111',
        priority: 1,
        api_token: 'bench:bench',
        settings: { base_url: node.url },
        model_id: model.data.id,
      });
    }
    const modelId = model.data.id as string;

    const workers: TargetProcess[] = [];
    const runs: PipelineRun[] = [];
    for (const n of workerCounts) {
      while (workers.length < n) {
        // No SVC_BILLING_ADDR: a worker calls billing for nothing (JobSucceeded/JobFailed settle the hold).
        const w = await startTarget('worker', { nodeArgs, env: { ...common, DATABASE_URL: withApp(dbUrl, APP.worker), GRPC_PORT: String(await freePort()) } });
        workers.push(w);
        processes.push(w);
      }
      await saturate(users, modelId, performance.now() + WARM_UP_S * 1000, `warm-up ${n}`);
      const workerPids = workers.map((w) => w.pid);
      const pids = [api.pid, ...workerPids];
      const before = await snapshot(admin, dbName, probePrefix, pids);
      const t0 = performance.now();
      const jobs = await saturate(users, modelId, t0 + seconds * 1000, `run ${n}`);
      const elapsed = (performance.now() - t0) / 1000;
      const after = await snapshot(admin, dbName, probePrefix, pids);
      const a = diff(before, after, [api.pid]);
      const w = diff(before, after, workerPids);
      const pgMs = postgresMs(before, after);
      await sleep(IDLE_S * 1000);
      const quiet = await snapshot(admin, dbName, probePrefix, pids);
      const idleMsPerS = (diff(after, quiet, pids).cpuMs + postgresMs(after, quiet).all) / IDLE_S;
      const per = (x: number) => Math.round((x / jobs) * 100) / 100;
      const perWorker = workerPids.map((pid) => per(diff(before, after, [pid]).cpuMs));
      runs.push({
        workers: n,
        jobs,
        seconds: elapsed,
        jobsPerSec: jobs / elapsed,
        cpuMsPerJob: { total: per(a.cpuMs + w.cpuMs + pgMs.all), api: per(a.cpuMs), workers: per(w.cpuMs), postgres: per(pgMs.all) },
        idle: { msPerSecond: Math.round(idleMsPerS * 10) / 10, msPerJob: per(idleMsPerS * elapsed) },
        cpuBreakdown: { perWorker, postgresApi: per(pgMs.all - pgMs.workers), postgresWorkers: per(pgMs.workers) },
        statementsPerJob: { api: per(a.statements), workers: per(w.statements) },
        statementsByService: { api: top(a.byService, jobs), workers: top(w.byService, jobs) },
        statements: { api: top(a.by, jobs), workers: top(w.by, jobs) },
      });
    }
    return { nodeAloneJobsPerSec, nodes: nodeCount, users: USERS, kafka: !!kafka, runs };
  } finally {
    // Workers first (they drain), then the API side; then the database can go.
    for (const p of processes.slice(1).reverse()) await p.stop().catch(() => undefined);
    await processes[0]?.stop().catch(() => undefined);
    await smtp?.close();
    await Promise.all(nodes.map((n) => n.close()));
    await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
