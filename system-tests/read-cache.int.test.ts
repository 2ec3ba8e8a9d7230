// The gateways' read cache across replicas on real PostgreSQL + Kafka (issue 12). Identity, billing,
// imaging and gateway A run in one stack; gateway B in another that reaches the services over gRPC,
// with its own Kafka clients and fan-out groups, as two replicas would. Each gateway first caches
// the user's profile, wallet, the model list and the plans (a second read asks no service); then a
// profile change, a credit adjustment, a model and a plan change — each made through ONE gateway —
// are reflected by BOTH, through the owners' events (outbox → relay → Kafka): identity's and
// billing's user and wallet events, imaging's ModelsChanged and billing's PlansChanged. Then the
// seed at a service's start (a seed model deleted meanwhile comes back, an emptied plan table is
// seeded) reaches both caches through the same events; and a third replica, asked while its
// listener has not even subscribed, keeps nothing, so an event it never heard cannot leave a stale
// entry. The TTL is set far above the wait, so only the events can make the answers change.
import type { FastifyInstance } from 'fastify';
import type { Module } from '@atelier/platform';
import type { BillingRuntime } from '@atelier/svc-billing/src/module';
import type { ImagingRuntime } from '@atelier/svc-imaging/src/module';
import { SEED_PLANS } from '@atelier/svc-billing/src/domain/plans';
import { createIdentityModule } from '@atelier/svc-identity';
import { createBillingModule } from '@atelier/svc-billing/src/module';
import { createImagingModule } from '@atelier/svc-imaging/src/module';
import { holdGateway, Stacks } from './support/stacks';
import type { ReadCache } from '@atelier/svc-gateway/src/cache/read-cache';
import { Browser, PUBLIC_URL } from '@atelier/svc-gateway/tests/support/gateway';
import { dropSchemas, extractCode, integrationEnv, startSmtpCapture, uniqueName, waitFor, type SmtpCapture } from '@atelier/testkit';

jest.setTimeout(180_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const schemas = { identity: uniqueName('it_rc_id'), billing: uniqueName('it_rc_bill'), imaging: uniqueName('it_rc_img') };
const ADMIN_EMAIL = 'admin@read-cache.test';
const ADMIN_PASSWORD = 'read-cache-admin-password-7';
const BASE = {
  LOG_LEVEL: 'silent',
  PUBLIC_URL,
  PORT: '0',
  GRPC_PORT: '0',
  KAFKA_BROKERS: kafkaBrokers.join(','),
  JWT_SECRET: 'it-read-cache-jwt-secret-it-read-cache-0123',
  SECRETS_KEY: Buffer.alloc(32, 12).toString('base64'),
};
// One client address does the work of many browsers; the TTL is far longer than any wait below.
const GATEWAY_ENV = { HOST: '127.0.0.1', SERVE_WEB: 'false', RATE_LIMIT_MAX: '100000', RATE_LIMIT_AUTH_MAX: '1000', READ_CACHE_TTL_SECONDS: '3600' };
/** Far below the TTL: an answer that changes within it was changed by an event. */
const EVENT_WAIT_MS = 20_000;
const stacks = new Stacks(BASE);
let smtp: SmtpCapture;
let servicesAddress = '';
/** The services' own databases (stack A), to change rows behind the services' backs (no event). */
let imagingDb: ImagingRuntime['context']['db'];
let billingDb: BillingRuntime['context']['db'];

async function startServicesAndGateway(): Promise<FastifyInstance> {
  const a = holdGateway();
  const address: Module<void> = {
    name: 'address',
    deps: ['grpc-server', 'identity', 'billing', 'imaging'],
    async start() {},
    async ready(_v, ctx) {
      servicesAddress = await ctx.get<{ bound(): Promise<string> }>('grpc-server').bound();
      imagingDb = ctx.get<ImagingRuntime>('imaging').context.db;
      billingDb = ctx.get<BillingRuntime>('billing').context.db;
    },
  };
  const modules = [
    createIdentityModule({ schema: schemas.identity, print: () => undefined }),
    createBillingModule({ schema: schemas.billing }),
    createImagingModule({ schema: schemas.imaging }),
  ] as Module[];
  await stacks.start([...modules, a.module, address as Module], ['identity', 'billing', 'imaging', 'gateway', 'address'], {
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    PLATFORM_TARGET: 'identity,billing,imaging,gateway',
  });
  return a.app();
}

const REPLICA_ENV = () => ({ PLATFORM_TARGET: 'gateway', SVC_IDENTITY_ADDR: servicesAddress, SVC_BILLING_ADDR: servicesAddress, SVC_IMAGING_ADDR: servicesAddress });

/** Another gateway replica: no database, the services over gRPC. */
async function startGateway(): Promise<FastifyInstance> {
  const g = holdGateway();
  await stacks.start([g.module], ['gateway'], REPLICA_ENV());
  return g.app();
}

/** Billing and imaging started once more on the same schemas (another replica of each, or a
 *  restart): each runs its seed at start. */
async function startServicesAgain(): Promise<void> {
  const modules = [createBillingModule({ schema: schemas.billing, sweeper: false, reconcile: false }), createImagingModule({ schema: schemas.imaging })] as Module[];
  await stacks.start(modules, ['billing', 'imaging'], { DATABASE_URL: databaseUrl, PLATFORM_TARGET: 'billing,imaging', SVC_BILLING_ADDR: servicesAddress });
}

/** Waits until a gateway's read-cache listener hears every event (its Kafka consumer joined and fetched). */
const listening = (app: FastifyInstance) => waitFor(() => cacheOf(app).stats.live, Boolean, EVENT_WAIT_MS);

let A: FastifyInstance;
let B: FastifyInstance;

beforeAll(async () => {
  Object.assign(process.env, GATEWAY_ENV);
  smtp = await startSmtpCapture();
  A = await startServicesAndGateway();
  B = await startGateway();
  // Until then each read passes through (and the warm-up below would prove nothing).
  await Promise.all([listening(A), listening(B)]);
});
afterAll(async () => {
  await stacks.stopAll();
  await dropSchemas(databaseUrl, Object.values(schemas));
  await smtp?.close();
  for (const k of Object.keys(GATEWAY_ENV)) delete process.env[k];
});

async function emailedCode(email: string, after: number): Promise<string> {
  return extractCode(await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= after, 30_000));
}

async function signUp(email: string, password: string, profileName: string): Promise<void> {
  const b = new Browser(A);
  const mark = smtp.messages.length;
  await b.call('POST', '/api/auth/send_otp', { email });
  expect((await b.call('POST', '/api/auth/verify_otp', { email, otp: await emailedCode(email, mark) })).statusCode).toBe(200);
  expect((await b.call('POST', '/api/auth/register_set_password', { email, name: 'Rita', password, profile_name: profileName })).statusCode).toBe(200);
}

async function signedIn(app: FastifyInstance, email: string, password: string): Promise<Browser> {
  const b = new Browser(app);
  await b.login(email, password);
  return b;
}

const cacheOf = (app: FastifyInstance) => app.reads as ReadCache;

const PASSWORD = 'Xq7 lantern mb2';
const email = `${uniqueName('rita')}@example.com`;
const me = async (b: Browser) => (await b.call('POST', '/api/users/get_me', {})).json().user;
const credits = async (b: Browser) => (await b.call('GET', '/api/users/get_credits')).json().data.credits as number;
const models = async (b: Browser, type = 'text-to-image') => ((await b.call('GET', `/api/users/models/${type}`)).json().data as Array<{ label: string }>).map((m) => m.label);
const plans = async (b: Browser) => ((await b.call('GET', '/api/users/plans')).json().data as Array<{ name: string }>).map((p) => p.name);
let renamedModel = '';
let modelId = '';

test('a profile, a balance, a model and a plan changed through one replica are reflected by both', async () => {
  const profileName = uniqueName('rita').slice(0, 20);
  await signUp(email, PASSWORD, profileName);
  const user = { A: await signedIn(A, email, PASSWORD), B: await signedIn(B, email, PASSWORD) };
  const admin = { A: await signedIn(A, ADMIN_EMAIL, ADMIN_PASSWORD), B: await signedIn(B, ADMIN_EMAIL, ADMIN_PASSWORD) };
  const both = [user.A, user.B];

  // Warm both caches; a second round is served from them (the hit counts grow, not the misses).
  const first = await Promise.all(both.map(async (b) => ({ me: await me(b), credits: await credits(b), models: await models(b), plans: await plans(b) })));
  const misses = [cacheOf(A).stats.misses, cacheOf(B).stats.misses];
  const hits = [cacheOf(A).stats.hits, cacheOf(B).stats.hits];
  const second = await Promise.all(both.map(async (b) => ({ me: await me(b), credits: await credits(b), models: await models(b), plans: await plans(b) })));
  expect(second).toEqual(first);
  expect([cacheOf(A).stats.misses, cacheOf(B).stats.misses]).toEqual(misses);
  expect([cacheOf(A).stats.hits - hits[0]!, cacheOf(B).stats.hits - hits[1]!]).toEqual([4, 4]);
  expect(first[0]!.me).toEqual(expect.objectContaining({ name: 'Rita', email }));
  const startCredits = first[0]!.credits;

  // Profile, changed through A.
  expect((await user.A.call('POST', '/api/users/update_profile', { name: 'Ritana', email, profile_name: profileName })).statusCode).toBe(200);
  for (const b of both) await waitFor(() => me(b), (u) => u.name === 'Ritana', EVENT_WAIT_MS);

  // Balance, adjusted by the admin through B.
  const rows = (await admin.B.call('GET', '/api/admin/all_user')).json().data.rows as Array<{ id: string; email: string }>;
  const id = rows.find((r) => r.email === email)!.id;
  expect((await admin.B.call('POST', `/api/admin/user/${id}/credits`, { amount: 25, reason: 'read cache test' })).statusCode).toBe(200);
  for (const b of both) await waitFor(() => credits(b), (c) => c === startCredits + 25, EVENT_WAIT_MS);

  // A model, created and then renamed through A.
  const modelName = uniqueName('Model').slice(0, 30);
  const created = await admin.A.call('POST', '/api/admin/create_model', { name: modelName, type: 'text2img', size: ['512*512'] });
  expect(created.statusCode).toBe(200);
  for (const b of both) await waitFor(() => models(b), (m) => m.includes(modelName), EVENT_WAIT_MS);
  const renamed = (renamedModel = `${modelName} v2`);
  modelId = created.json().data.id;
  expect((await admin.A.call('PUT', `/api/admin/model/${modelId}`, { name: renamed, type: 'text2img', size: ['512*512'], status: 'active' })).statusCode).toBe(200);
  for (const b of both) await waitFor(() => models(b), (m) => m.includes(renamed) && !m.includes(modelName), EVENT_WAIT_MS);

  // A plan, created through B.
  const planName = uniqueName('Plan').slice(0, 30);
  expect((await admin.B.call('POST', '/api/admin/create_plan', { name: planName, amount: 10, currency: 'USD', credits: 100, type: 'paid', data: 'For studios' })).statusCode).toBe(200);
  for (const b of both) await waitFor(() => plans(b), (p) => p.includes(planName), EVENT_WAIT_MS);
});

test('the seed at a service start reaches both caches: a seed model deleted meanwhile comes back, an emptied plan table is seeded', async () => {
  const both = [await signedIn(A, email, PASSWORD), await signedIn(B, email, PASSWORD)];
  // Behind the services' backs (no event): the inpaint seed model goes, and every plan.
  const inpaint = await imagingDb.selectFrom('models').select('id').where('seed_key', '=', 'cpu-inpaint').executeTakeFirstOrThrow();
  await imagingDb.deleteFrom('model_instances').where('model_id', '=', inpaint.id).execute();
  await imagingDb.deleteFrom('models').where('id', '=', inpaint.id).execute();
  await billingDb.deleteFrom('plans').execute();
  // Both caches now hold the inpaint list without it, and the plan list: as it was (no event said
  // otherwise) — or, when a cache was cleared since the last test (it drops everything whenever its
  // listener's consumer leaves the group, read-cache.ts; a CI run of 2026-11-27 read the plan list
  // empty here), as the emptied table.
  // Either way only the seed's events can bring the seeded rows within the wait below (TTL: an hour).
  for (const app of [A, B]) await listening(app);
  for (const b of both) {
    expect(await models(b, 'inpaint')).not.toContain('Classical Fill (CPU)');
    await plans(b);
  }
  const misses = [cacheOf(A).stats.misses, cacheOf(B).stats.misses];
  for (const b of both) {
    await models(b, 'inpaint');
    await plans(b);
  }
  expect([cacheOf(A).stats.misses, cacheOf(B).stats.misses]).toEqual(misses); // served from the caches

  await startServicesAgain();
  const seededPlans = SEED_PLANS.map((p) => p.name).sort();
  for (const b of both) {
    await waitFor(() => models(b, 'inpaint'), (m) => m.includes('Classical Fill (CPU)'), EVENT_WAIT_MS);
    await waitFor(async () => (await plans(b)).sort(), (p) => JSON.stringify(p) === JSON.stringify(seededPlans), EVENT_WAIT_MS);
  }
});

test('a replica keeps nothing until its listener hears every event: a change announced before it subscribed is not lost to a stale entry', async () => {
  // Gateway C is built, but its stack is held before the ready phase, where the bus subscribes its
  // listeners: no Kafka consumer exists yet, so C can never hear an event published meanwhile.
  const g = holdGateway();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let built!: () => void;
  const isBuilt = new Promise<void>((r) => (built = r));
  const gate: Module<void> = {
    name: 'gate',
    deps: ['gateway'],
    async start() {
      built();
      await held;
    },
  };
  const starting = stacks.start([g.module, gate as Module], ['gateway', 'gate'], REPLICA_ENV());
  await isBuilt;
  const C = g.app();
  const user = await signedIn(C, email, PASSWORD);
  const admin = await signedIn(A, ADMIN_EMAIL, ADMIN_PASSWORD);
  const userOnA = await signedIn(A, email, PASSWORD);

  expect(cacheOf(C).stats.live).toBe(false);
  const before = await models(user);
  expect(before).toContain(renamedModel);
  expect(await models(user)).toEqual(before);
  expect(cacheOf(C).stats).toEqual(expect.objectContaining({ size: 0, hits: 0, misses: 0, passes: 2 }));

  // The model is renamed through A; A hears ModelsChanged (so it is on Kafka), C cannot.
  const renamedAgain = `${renamedModel} v3`;
  expect((await admin.call('PUT', `/api/admin/model/${modelId}`, { name: renamedAgain, type: 'text2img', size: ['512*512'], status: 'active' })).statusCode).toBe(200);
  await waitFor(() => models(userOnA), (m) => m.includes(renamedAgain), EVENT_WAIT_MS);

  release();
  await starting;
  await listening(C);
  // Nothing was kept from before: C asks imaging and shows the change it never heard of; then caches it.
  expect(await models(user)).toContain(renamedAgain);
  const hits = cacheOf(C).stats.hits;
  expect(await models(user)).toContain(renamedAgain);
  expect(cacheOf(C).stats.hits).toBe(hits + 1);
});
