// Imaging's production billing wiring, over real gRPC: the imaging module without a billing option
// takes BillingService from the kit's gRPC clients (here a scripted BillingService registered on the
// same in-process server, as svc-billing is in the embedded mode). A short balance answered as plain
// FAILED_PRECONDITION reaches SubmitJob's caller as PAYMENT_REQUIRED (402); a hold's job id, cost and
// operation are what billing receives; with no billing at all, submits are UNAVAILABLE (503).
import { AppError, ModuleManager, createLogger, httpStatusOf, infrastructureModules, loadConfig, uuidv7, type GrpcClients, type GrpcServer, type Module, type ServiceImpl } from '@atelier/platform';
import { billingProto, imagingProto } from '@atelier/proto';
import type { BillingServiceDefinition } from '@atelier/proto/gen/atelier/billing/v1/BillingService';
import { BILLING_MSG } from '@atelier/contracts';
import { tempDataDir } from '@atelier/testkit';
import { cpuAdapter } from '../src/adapters';
import { createImagingModule, type ImagingRuntime } from '../src/module';
import { SECRETS, type ImagingClient } from './support/harness';

// Each test starts imaging and billing on a PGlite of their own (~2 s idle); in CI the unit tests
// share two cores with the web build, which puts jest's 5 s default within reach.
jest.setTimeout(20_000);

const holds: Array<{ user_id: string; job_id: string; credits: number; operation: string }> = [];
let balance = 0;

/** Every RPC answers INTERNAL except the three imaging uses. */
function scriptedBilling(): ServiceImpl<BillingServiceDefinition> {
  const service = billingProto().atelier.billing.v1.BillingService.service;
  const impl: Record<string, unknown> = Object.fromEntries(Object.keys(service).map((m) => [m, async () => Promise.reject(new AppError('INTERNAL', `${m} not scripted`))]));
  impl.Hold = async (req: { user_id: string; job_id: string; credits: number; operation: string }) => {
    if (req.credits > balance) throw new AppError('PAYMENT_REQUIRED', BILLING_MSG.notEnoughCredits);
    holds.push({ user_id: req.user_id, job_id: req.job_id, credits: req.credits, operation: req.operation });
    return { hold_id: `h-${req.job_id}`, wallet: { credits: balance - req.credits, held: req.credits, balance } };
  };
  impl.Capture = impl.Release = async () => ({ changed: true });
  return impl as ServiceImpl<BillingServiceDefinition>;
}

async function start(withBilling: boolean): Promise<{ client: ImagingClient; imaging: ImagingRuntime; stop: () => Promise<void> }> {
  const data = await tempDataDir({ pglite: true });
  const config = loadConfig({ DATA_DIR: data.dir, LOG_LEVEL: 'silent', ...SECRETS }, []);
  let probe!: { client: ImagingClient; imaging: ImagingRuntime };
  const billing: Module<void> = {
    name: 'billing',
    deps: ['grpc-server'],
    start: ({ get }) => void get<GrpcServer>('grpc-server').add(billingProto().atelier.billing.v1.BillingService.service, scriptedBilling()),
  };
  const probeModule: Module<void> = {
    name: 'probe',
    deps: ['imaging', 'grpc-clients', ...(withBilling ? ['billing'] : [])],
    start({ get }) {
      probe = { imaging: get<ImagingRuntime>('imaging'), client: get<GrpcClients>('grpc-clients').get('imaging', imagingProto().atelier.imaging.v1.ImagingService) };
    },
  };
  const manager = new ModuleManager([...infrastructureModules, createImagingModule({ adapters: new Map([['cpu', cpuAdapter]]) }), billing, probeModule], {});
  await manager.start(['probe'], config, createLogger(config));
  return { ...probe, stop: async () => (await manager.stop(), data.remove()) };
}

const submitWith = (client: ImagingClient, userId: string, modelId: string, count: number) =>
  client.SubmitJob({ user_id: userId, operation: 'text2img', model_id: modelId, prompt: 'a harbour', negative_prompt: '', image_size: '512*512', image_number: count, make_public: true });

test('holds go to BillingService over gRPC; its short-balance refusal is PAYMENT_REQUIRED at imaging\'s caller, nothing stored', async () => {
  const p = await start(true);
  try {
    const modelId = (await p.client.ListModels({ type: 'text2img', status: 'active', name: '' })).models[0]!.id; // 1 credit an image
    const userId = uuidv7();
    balance = 2;
    const err = await submitWith(p.client, userId, modelId, 3).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'PAYMENT_REQUIRED', message: BILLING_MSG.notEnoughCredits });
    expect(httpStatusOf(err)).toEqual({ status: 402, msg: BILLING_MSG.notEnoughCredits });
    expect(await p.imaging.context.db.selectFrom('jobs').selectAll().where('user_id', '=', userId).execute()).toEqual([]);

    const ok = await submitWith(p.client, userId, modelId, 2);
    expect(holds).toEqual([{ user_id: userId, job_id: ok.job_id, credits: 2, operation: 'text2img' }]);
    const job = await p.imaging.context.db.selectFrom('jobs').select(['hold_id', 'credits']).where('id', '=', ok.job_id).executeTakeFirstOrThrow();
    expect(job).toEqual({ hold_id: `h-${ok.job_id}`, credits: 2 });
  } finally {
    await p.stop();
  }
});

test('with no billing in the process and no SVC_BILLING_ADDR, a submit is UNAVAILABLE (503) and stores nothing', async () => {
  const p = await start(false);
  try {
    const modelId = (await p.client.ListModels({ type: 'text2img', status: 'active', name: '' })).models[0]!.id;
    const userId = uuidv7();
    const err = await submitWith(p.client, userId, modelId, 1).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'UNAVAILABLE' });
    expect(httpStatusOf(err).status).toBe(503);
    expect(await p.imaging.context.db.selectFrom('jobs').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
  } finally {
    await p.stop();
  }
});
