// svc-imaging as two platform modules (architecture §2, §5):
//   'imaging' — migrates schema "imaging", seeds the cpu models, follows identity's user events and
//               serves ImagingService over gRPC;
//   'worker'  — claims and runs jobs (JobRequested wakes it; Postgres is the truth).
// Both build the same context; a worker-only process (PLATFORM_TARGET=worker) serves only the gRPC
// health service (its Deployment's probes), no ImagingService.
import { DecodePool, type DecodePoolLimits } from './service/decode-pool';
import { integerSetting, type Database, type Events, type GrpcClients, type GrpcServer, type Metrics, type Module, type ModuleContext, type ObjectStore } from '@atelier/platform';
import { billingProto, imagingProto } from '@atelier/proto';
import { createAdapters } from './adapters';
import { ssrfPolicyFromEnv } from './adapters/net/ssrf';
import type { GpuAdapter } from './adapters/types';
import type { BillingPort } from './billing/billing.port';
import { BILLING_DEADLINE_MS, GrpcBilling } from './billing/grpc.billing';
import { jobRequestedConsumer } from './events/job-requested.consumer';
import { subscriptionsConsumer, usersConsumer } from './events/users.consumer';
import { migrations } from './migrations';
import type { ImagingDB } from './repo/database';
import { imagingHandlers } from './rpc/imaging.handlers';
import type { ImagingContext } from './service/context';
import { jobTimer, registerImagingMetrics } from './service/metrics';
import { seedCpuModels } from './service/seed';
import { recomputeCategoriesIfStale } from './service/categories.service';
import { JobWorker, WORKER_DEFAULTS, type WorkerOptions } from './worker/job-worker';

export const SCHEMA = 'imaging';
export const MAX_IN_FLIGHT_PER_USER = 6;

export interface ImagingModuleOptions {
  /** The database schema (default "imaging"); integration tests use a unique one per run. */
  schema?: string;
  /** GPU adapters by controller name (default: createAdapters(), i.e. cpu + the remote ones). */
  adapters?: Map<string, GpuAdapter>;
  /** Billing (default: svc-billing's BillingService through the kit's gRPC clients — in this
   *  process, or at SVC_BILLING_ADDR). Tests pass an in-memory double. */
  billing?: BillingPort;
  maxInFlightPerUser?: number;
  /** The upload decoder's bounds (default DECODE_POOL_LIMITS, from contracts' IMAGING_LIMITS). */
  decodes?: DecodePoolLimits;
  worker?: Partial<WorkerOptions>;
}

async function buildContext(ctx: ModuleContext, opts: ImagingModuleOptions): Promise<ImagingContext> {
  const schema = opts.schema ?? SCHEMA;
  const database = ctx.get<Database>('database');
  await database.migrate(schema, migrations(schema));
  const db = database.forSchema<ImagingDB>(schema);
  return {
    db,
    outbox: ctx.get<Events>('events').outbox(schema),
    bus: ctx.get<Events>('events'),
    objects: ctx.get<ObjectStore>('objects'),
    billing:
      opts.billing ??
      new GrpcBilling(ctx.get<GrpcClients>('grpc-clients').get('billing', billingProto().atelier.billing.v1.BillingService, { deadlineMs: BILLING_DEADLINE_MS })),
    adapters: opts.adapters ?? createAdapters(),
    logger: ctx.logger,
    secretsKey: ctx.config.secretsKey,
    jwtSecret: ctx.config.jwtSecret,
    nodePolicy: ssrfPolicyFromEnv(),
    maxInFlightPerUser: opts.maxInFlightPerUser ?? MAX_IN_FLIGHT_PER_USER,
    decodes: new DecodePool(opts.decodes),
  };
}

export interface ImagingRuntime {
  context: ImagingContext;
}

export function createImagingModule(opts: ImagingModuleOptions = {}): Module<ImagingRuntime> {
  return {
    name: 'imaging',
    deps: ['database', 'events', 'objects', 'grpc-server', 'grpc-clients', 'metrics'],
    async start(ctx) {
      const context = await buildContext(ctx, opts);
      registerImagingMetrics(ctx.get<Metrics>('metrics'), context);
      await seedCpuModels(context);
      await recomputeCategoriesIfStale(context);
      ctx.get<Events>('events').consume(usersConsumer(opts.schema ?? SCHEMA, ctx.logger));
      ctx.get<Events>('events').consume(subscriptionsConsumer(opts.schema ?? SCHEMA, ctx.logger));
      ctx.get<GrpcServer>('grpc-server').add(imagingProto().atelier.imaging.v1.ImagingService.service, imagingHandlers(context));
      return { context };
    },
  };
}

export function createWorkerModule(opts: ImagingModuleOptions = {}): Module<JobWorker> {
  return {
    name: 'worker',
    // grpc-server: the health service its probes call; nothing else is registered on it.
    // grpc-clients: the context's billing client, which a worker never calls (a job's outcome event
    // settles its hold); the kit connects a client only at its first call.
    deps: ['database', 'events', 'objects', 'grpc-server', 'grpc-clients', 'metrics'],
    async start(ctx) {
      const worker = new JobWorker(await buildContext(ctx, opts), { concurrency: workerConcurrency(), ...workerLease(), ...opts.worker }, jobTimer(ctx.get<Metrics>('metrics')));
      ctx.get<Events>('events').consume(jobRequestedConsumer(opts.schema ?? SCHEMA, () => worker.wake()));
      return worker;
    },
    ready(worker) {
      worker.start();
    },
    stop(worker) {
      return worker.stop();
    },
  };
}

/** WORKER_CONCURRENCY: jobs one worker process runs at once (default 4). */
function workerConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  return integerSetting(env, 'WORKER_CONCURRENCY', { fallback: 4, min: 1 });
}

/** WORKER_LEASE_MS: how long a claimed job stays a worker's without a renewal (default 30 s; 3 s–10 min).
 *  A killed worker's jobs wait this long (plus one sweep) before another takes them; the renewal runs
 *  six times a lease (capped at the default 5 s), so a shorter lease still survives a missed renewal. */
export function workerLease(env: NodeJS.ProcessEnv = process.env): { leaseMs: number; heartbeatMs: number } {
  if (!env.WORKER_LEASE_MS) return { leaseMs: WORKER_DEFAULTS.leaseMs, heartbeatMs: WORKER_DEFAULTS.heartbeatMs };
  const leaseMs = integerSetting(env, 'WORKER_LEASE_MS', { fallback: WORKER_DEFAULTS.leaseMs, min: 3_000, max: 600_000 });
  return { leaseMs, heartbeatMs: Math.min(WORKER_DEFAULTS.heartbeatMs, Math.floor(leaseMs / 6)) };
}

export const imagingModule = createImagingModule();
export const workerModule = createWorkerModule();
