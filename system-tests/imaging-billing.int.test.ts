// Imaging's credits through the real billing service, on PostgreSQL with the Kafka transport: both
// modules in one process as the embedded product runs them (imaging's default billing client is
// BillingService over gRPC, for the submit's Hold; a job's hold is settled by billing's consumer of
// imaging's JobSucceeded / JobFailed, over Kafka here). A job that succeeds captures its hold once,
// one that fails releases it once, a short balance refuses the job with nothing stored, and a worker
// process SIGKILLed mid-job leaves a job that another worker finishes and that is captured exactly
// once — the wallet always equal to its ledger. A submit whose caller's deadline passed mid-decode
// leaves the wallet as it was (issue 11).
import { join } from 'node:path';
import { BILLING_MSG } from '@atelier/contracts';
import {
  ModuleManager,
  createLogger,
  infrastructureModules,
  loadConfig,
  uuidv7,
  type Database,
  type Events,
  type GrpcClients,
  type GrpcServer,
  type Module,
} from '@atelier/platform';
import { billingProto, imagingProto } from '@atelier/proto';
import { createBillingModule, type BillingRuntime } from '@atelier/svc-billing/src/module';
import { createImagingModule, type ImagingRuntime } from '@atelier/svc-imaging/src/module';
import { JobWorker } from '@atelier/svc-imaging/src/worker/job-worker';
import { ScriptedAdapter } from '@atelier/svc-imaging/tests/support/fake-adapters';
import { as, testActor } from '@atelier/svc-imaging/tests/support/actor';
import { addModel, FAST_WORKER, SECRETS, type ImagingClient } from '@atelier/svc-imaging/tests/support/harness';
import type { BillingClient } from '@atelier/svc-billing/tests/support/harness';
import { actorMetadata, dropSchemas, integrationEnv, startChild, tempDataDir, uniqueName, waitFor, type StartedChild, type TempDataDir } from '@atelier/testkit';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const env = { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(',') };
const imagingSchema = uniqueName('it_img_bill');
const billingSchema = uniqueName('it_bill_img');
const fake = new ScriptedAdapter(300);

interface World {
  imaging: ImagingRuntime;
  billing: BillingRuntime;
  database: Database;
  events: Events;
  grpcAddress: string;
  client: ImagingClient;
  billingClient: BillingClient;
}
let w: World;
let manager: ModuleManager;
let data: TempDataDir;
let child: StartedChild | undefined;

beforeAll(async () => {
  data = await tempDataDir({ pglite: false });
  const config = loadConfig({ DATA_DIR: data.dir, LOG_LEVEL: 'silent', ...SECRETS, ...env }, []);
  let probe: World | undefined;
  const probeModule: Module<GrpcServer> = {
    name: 'probe',
    deps: ['imaging', 'billing', 'grpc-clients', 'grpc-server', 'database', 'events'],
    start({ get }) {
      const clients = get<GrpcClients>('grpc-clients');
      probe = {
        imaging: get<ImagingRuntime>('imaging'),
        billing: get<BillingRuntime>('billing'),
        database: get<Database>('database'),
        events: get<Events>('events'),
        grpcAddress: '',
        client: clients.get('imaging', imagingProto().atelier.imaging.v1.ImagingService),
        billingClient: clients.get('billing', billingProto().atelier.billing.v1.BillingService),
      };
      return get<GrpcServer>('grpc-server');
    },
    ready(server) {
      probe!.grpcAddress = server.address();
    },
  };
  manager = new ModuleManager(
    [
      ...infrastructureModules,
      createBillingModule({ schema: billingSchema, sweeper: false, reconcile: false }),
      createImagingModule({ schema: imagingSchema, adapters: new Map([['fake', fake]]), maxInFlightPerUser: 20 }),
      probeModule,
    ],
    {},
  );
  await manager.start(['probe'], config, createLogger(config));
  w = probe!;
});
afterAll(async () => {
  await child?.kill();
  await manager?.stop();
  await dropSchemas(databaseUrl, [imagingSchema, billingSchema]);
  data?.remove();
});

const billing = () => w.billing.context.db;
const imaging = () => w.imaging.context.db;
const imagingApi = () => w.client;
const billingApi = () => w.billingClient;
/** addModel reads only an admin's imaging client and the context of a harness. */
const harnessLike = (): Parameters<typeof addModel>[0] => ({ admin: as(w.client, testActor(SECRETS.JWT_SECRET)), imaging: w.imaging });
const job = (id: string) => imaging().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** The job once billing settled its hold (it heard the job's outcome event). */
const settled = async (id: string) => {
  await waitFor(() => billing().selectFrom('holds').select('state').where('job_id', '=', id).executeTakeFirstOrThrow(), (h) => h.state !== 'held', 60_000);
  return job(id);
};
const submit = (userId: string, modelId: string, image_number = 1) =>
  imagingApi().SubmitJob({ user_id: userId, operation: 'text2img', model_id: modelId, prompt: 'p', negative_prompt: '', image_size: '64*64', image_number, make_public: true });
const entries = (jobId: string) => billing().selectFrom('ledger_entries').select(['kind', 'delta', 'held_delta']).where('request_id', '=', jobId).orderBy('created_at').execute();

async function withCredits(credits: number): Promise<string> {
  const userId = uuidv7();
  // An admin operation: billing wants a signed admin caller, as the gateway would send it.
  await billingApi().AdjustCredits({ user_id: userId, amount: credits, reason: 'test', admin_id: '', request_id: uuidv7() }, { metadata: actorMetadata(SECRETS.JWT_SECRET, { id: uuidv7() }) });
  return userId;
}

/** The wallet equals the sums of its ledger. */
async function wallet(userId: string) {
  const row = await billing().selectFrom('wallets').select(['balance', 'held']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const sums = await billing()
    .selectFrom('ledger_entries')
    .select((eb) => [eb.fn.sum<string>('delta').as('balance'), eb.fn.sum<string>('held_delta').as('held')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  expect({ balance: Number(sums.balance), held: Number(sums.held) }).toEqual(row);
  return row;
}

async function withWorker<T>(fn: () => Promise<T>): Promise<T> {
  const worker = new JobWorker(w.imaging.context, { ...FAST_WORKER, pollMs: 100 });
  worker.start();
  try {
    return await fn();
  } finally {
    await worker.stop();
  }
}

test('a job that succeeds captures its hold once: the cost is the model credits times the images', async () => {
  const { modelId } = await addModel(harnessLike(), 'text2img', [{ controller: 'fake' }]);
  const userId = await withCredits(10);
  const { job_id } = await submit(userId, modelId, 2); // 2 credits per image (addModel) × 2
  expect(await wallet(userId)).toEqual({ balance: 10, held: 4 });
  const j = await withWorker(() => settled(job_id));
  expect(j.status).toBe('success');
  expect(await entries(job_id)).toEqual([
    { kind: 'hold', delta: 0, held_delta: 4 },
    { kind: 'capture', delta: -4, held_delta: -4 },
  ]);
  expect(await wallet(userId)).toEqual({ balance: 6, held: 0 });
  // Credits Burn shows it as a Debit of the job, as Text to Image.
  const burn = await billingApi().ListCreditsBurn({ user_id: userId, page: 1, page_size: 20 });
  expect(burn.rows[0]).toMatchObject({ request_id: job_id, service: 'Text to Image', amount: 4, credits_debits: 'Debit', balance: 6 });
});

test('a job that fails releases its hold once and costs nothing', async () => {
  const { modelId } = await addModel(harnessLike(), 'text2img', [{ controller: 'fake', settings: { mode: 'garbage' } }]);
  const userId = await withCredits(5);
  const { job_id } = await submit(userId, modelId);
  const j = await withWorker(() => settled(job_id));
  expect(j.status).toBe('failure');
  expect((await entries(job_id)).map((e) => e.kind)).toEqual(['hold', 'release']);
  expect(await wallet(userId)).toEqual({ balance: 5, held: 0 });
});

test('a short balance refuses the job (402 words), nothing stored anywhere', async () => {
  const { modelId } = await addModel(harnessLike(), 'text2img', [{ controller: 'fake' }]);
  const userId = await withCredits(3);
  await expect(submit(userId, modelId, 2)).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED', message: BILLING_MSG.notEnoughCredits });
  expect(await imaging().selectFrom('jobs').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  expect(await wallet(userId)).toEqual({ balance: 3, held: 0 });
});

test('a worker SIGKILLed mid-job: another worker finishes the job and the hold is captured exactly once', async () => {
  const { modelId } = await addModel(harnessLike(), 'text2img', [{ controller: 'fake', settings: { mode: 'hang' } }, { controller: 'fake' }]);
  const userId = await withCredits(10);
  const owner = `doomed-${uuidv7()}`;
  child = await startChild(
    join(__dirname, 'support/worker-with-billing.child.ts'),
    { ...env, DATA_DIR: data.dir, IMAGING_SCHEMA: imagingSchema, WORKER_OWNER: owner, SVC_BILLING_ADDR: w.grpcAddress, SVC_IMAGING_ADDR: w.grpcAddress },
    /worker started/,
  );
  const { job_id } = await submit(userId, modelId);
  await waitFor(() => job(job_id), (j) => j.status === 'running' && j.lease_owner === owner, 60_000);
  await child.kill();
  child = undefined;

  const j = await withWorker(() => settled(job_id));
  expect(j).toMatchObject({ status: 'success', attempts: 2 });
  expect((await entries(job_id)).map((e) => e.kind)).toEqual(['hold', 'capture']);
  expect(await wallet(userId)).toEqual({ balance: 8, held: 0 });
});

test("a submit whose caller's deadline passed while its upload decoded: the real hold is released, the wallet is as before, no job", async () => {
  const { modelId } = await addModel(harnessLike(), 'upscale', [{ controller: 'fake' }]);
  const userId = await withCredits(10);
  const sharp = (await import('sharp')).default;
  const upload = `uploads/${crypto.randomUUID()}`;
  await w.imaging.context.objects.put(upload, await sharp({ create: { width: 64, height: 64, channels: 3, background: '#369' } }).png().toBuffer(), 'application/octet-stream');
  // The decode is held back (a gate, no sleep) until the caller has given up.
  const pool = w.imaging.context.decodes;
  const run = pool.run.bind(pool);
  let decoding!: () => void;
  const atDecode = new Promise<void>((r) => (decoding = r));
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const spy = jest.spyOn(pool, 'run').mockImplementation((user, work, signal) =>
    run(user, async () => {
      decoding();
      await released;
      return work();
    }, signal),
  );
  try {
    const call = imagingApi().SubmitJob(
      { user_id: userId, operation: 'upscale', model_id: modelId, prompt: '', negative_prompt: '', image_size: '64*64', image_number: 1, make_public: false, uov_method: 'Upscale (2x)', input_image_upload: upload },
      { deadlineMs: 3_000 },
    );
    await atDecode;
    expect(await wallet(userId)).toEqual({ balance: 10, held: 2 }); // the hold is real while the caller waits
    await expect(call).rejects.toMatchObject({ code: 'UNAVAILABLE' }); // the gateway's 503
  } finally {
    release();
  }
  await waitFor(() => w.imaging.context.objects.stat(upload), (st) => st === null); // the submit's last step
  spy.mockRestore();
  expect(await imaging().selectFrom('jobs').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  expect(await imaging().selectFrom('images').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  expect(await wallet(userId)).toEqual({ balance: 10, held: 0 });
  const kinds = await billing().selectFrom('ledger_entries').select('kind').where('user_id', '=', userId).orderBy('created_at').execute();
  expect(kinds.map((e) => e.kind)).toEqual(['adjust', 'hold', 'release']);
});
