// Starts imaging the way production does (kit infrastructure modules, PGlite in a throw-away
// DATA_DIR or PostgreSQL/Kafka from env, the real gRPC server) with test adapters and a fast worker,
// and hands the test a gRPC client plus the internals it asserts on.
import type { DecodePoolLimits } from '../../src/service/decode-pool';
import {
  ModuleManager,
  createLogger,
  infrastructureModules,
  loadConfig,
  uuidv7,
  type Database,
  type Events,
  type GrpcClient,
  type GrpcClients,
  type Kysely,
  type Module,
  type ObjectStore,
  type ProcessMetrics,
} from '@atelier/platform';
import { imagingProto } from '@atelier/proto';
import type { ImagingServiceDefinition } from '@atelier/proto/gen/atelier/imaging/v1/ImagingService';
import { tempDataDir } from '@atelier/testkit';
import type { ControllerName, GpuAdapter } from '../../src/adapters/types';
import { createImagingModule, createWorkerModule, type ImagingRuntime } from '../../src/module';
import { setUserSubscription } from '../../src/repo/images.repository';
import { insertInstance } from '../../src/repo/models.repository';
import { MemoryBilling } from './memory-billing';
import { as, testActor, type TestActor } from './actor';
import type { JobWorker, WorkerOptions } from '../../src/worker/job-worker';

export type ImagingClient = GrpcClient<ImagingServiceDefinition>;

export const SECRETS = {
  JWT_SECRET: 'test-jwt-secret-test-jwt-secret-0123456789',
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
};

export interface HarnessOptions {
  env?: Record<string, string>;
  adapters?: Map<string, GpuAdapter>;
  worker?: Partial<WorkerOptions> | false;
  schema?: string;
  maxInFlightPerUser?: number;
  /** The upload decoder's bounds (default: contracts' IMAGING_LIMITS). */
  decodes?: DecodePoolLimits;
  /** Billing as imaging sees it (default: a fresh in-memory double with plenty of credits). */
  billing?: MemoryBilling;
}

export interface Harness {
  imaging: ImagingRuntime;
  worker?: JobWorker;
  database: Database;
  events: Events;
  objects: ObjectStore;
  /** The process's metrics registry (the kit's 'metrics' module). */
  metrics: ProcessMetrics;
  client: ImagingClient;
  /** The same client calling as an admin (admin RPCs require one), and that admin. */
  admin: ImagingClient;
  adminActor: TestActor;
  /** The in-memory billing every hold of this harness goes to. */
  billing: MemoryBilling;
  /** Lets the billing double apply the job outcome events committed so far (as svc-billing's
   *  consumer would); call it before asserting a hold's state. */
  settle(): Promise<void>;
  dataDir: string;
  stop(): Promise<void>;
}

/** Fast defaults so lease expiry and polling fit in a unit test. */
export const FAST_WORKER: Partial<WorkerOptions> = { leaseMs: 2_000, heartbeatMs: 300, pollMs: 100, sweepMs: 200, retryDelayMs: 20, drainMs: 2_000 };

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const data = await tempDataDir({ pglite: !opts.env?.DATABASE_URL });
  const config = loadConfig({ DATA_DIR: data.dir, LOG_LEVEL: 'silent', ...SECRETS, ...opts.env }, []);
  const billing = opts.billing ?? new MemoryBilling();
  const moduleOpts = { schema: opts.schema, adapters: opts.adapters, maxInFlightPerUser: opts.maxInFlightPerUser, decodes: opts.decodes, billing, worker: { ...FAST_WORKER, ...(opts.worker || {}) } };
  let probe: Omit<Harness, 'stop' | 'dataDir' | 'billing' | 'settle' | 'admin' | 'adminActor'> | undefined;
  const wantWorker = opts.worker !== false;
  const probeModule: Module<void> = {
    name: 'probe',
    deps: ['imaging', 'grpc-clients', 'database', 'events', 'objects', 'metrics', ...(wantWorker ? ['worker'] : [])],
    start({ get }) {
      probe = {
        imaging: get<ImagingRuntime>('imaging'),
        worker: wantWorker ? get<JobWorker>('worker') : undefined,
        database: get<Database>('database'),
        events: get<Events>('events'),
        objects: get<ObjectStore>('objects'),
        metrics: get<ProcessMetrics>('metrics'),
        client: get<GrpcClients>('grpc-clients').get('imaging', imagingProto().atelier.imaging.v1.ImagingService),
      };
    },
  };
  const manager = new ModuleManager([...infrastructureModules, createImagingModule(moduleOpts), createWorkerModule(moduleOpts), probeModule], {});
  try {
    await manager.start(['probe'], config, createLogger(config));
  } catch (err) {
    data.remove();
    throw err;
  }
  const adminActor = testActor(SECRETS.JWT_SECRET);
  return {
    ...probe!,
    admin: as(probe!.client, adminActor),
    adminActor,
    billing,
    settle: () => billing.settleFromOutbox(probe!.imaging.context.db as Kysely<any>),
    dataDir: data.dir,
    async stop() {
      await manager.stop();
      data.remove();
    },
  };
}

/** A model of `type` with instances of the given controllers (priority = position × 10). */
export async function addModel(h: Pick<Harness, 'admin' | 'imaging'>, type: 'text2img' | 'inpaint' | 'outpaint' | 'upscale', instances: Array<{ controller: string; name?: string; settings?: Record<string, unknown> }>, sizes = ['64*64']) {
  const m = await h.admin.CreateModel({ name: `Test ${type} ${uuidv7().slice(-6)}`, type, sizes, credits: 2 });
  const ids: string[] = [];
  for (const [i, inst] of instances.entries()) {
    const id = uuidv7();
    await insertInstance(h.imaging.context.db, {
      id,
      name: inst.name ?? `node ${i}`,
      // Test adapters (e.g. 'fake') register under names outside the contract's list; the column is text.
      controller_name: inst.controller as ControllerName,
      priority: (i + 1) * 10,
      api_token_sealed: null,
      settings: inst.settings ?? {},
      model_id: m.model!.id,
    });
    ids.push(id);
  }
  return { modelId: m.model!.id, instanceIds: ids };
}

/** Marks `userId` premium in imaging's users projection, as billing's SubscriptionChanged would:
 *  only premium users may keep text2img and inpaint results private (spec §6). */
export async function premium(h: Pick<Harness, 'imaging'>, userId: string): Promise<void> {
  await setUserSubscription(h.imaging.context.db, userId, 'premium', new Date());
}
