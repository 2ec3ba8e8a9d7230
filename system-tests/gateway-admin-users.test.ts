// The admin's user management end to end in one process (issue 10): the kit's real modules (PGlite
// in a temp DATA_DIR, in-process events, the real gRPC server and clients), the real identity and
// billing modules, and the gateway module on top, driven with fastify.inject. The User Report
// shows billing's credits (an admin's adjustment included: billing's admin routes carry the actor); an edit changes the subscription through billing (identity follows its
// event); blocking a user refuses their very next request made with their still-valid access
// cookie, and their refresh; deletion takes them out of the report. A block made without this
// gateway reaches it through the event bus, and a starting gateway loads it from identity.
import type { FastifyInstance } from 'fastify';
import { ModuleManager, createLogger, infrastructureModules, loadConfig, type GrpcClients, type Module } from '@atelier/platform';
import { identityProto } from '@atelier/proto';
import { ADMIN_MSG, AllUserResponse, GATEWAY_MSG, REFRESH_COOKIE } from '@atelier/contracts';
import { actorMetadata, extractCode, startSmtpCapture, tempDataDir, waitFor, type SmtpCapture, type TempDataDir } from '@atelier/testkit';
import { createIdentityModule } from '@atelier/svc-identity';
import { createBillingModule } from '@atelier/svc-billing';
import { SEED_PLANS } from '@atelier/svc-billing/src/domain/plans';
import { gatewayModule } from '@atelier/svc-gateway';
import type { IdentityClient } from '@atelier/svc-gateway/src/clients/service-clients';
import { Revocations, loadRevocations } from '@atelier/svc-gateway/src/session/revocations';
import { Browser, PUBLIC_URL } from '@atelier/svc-gateway/tests/support/gateway';

jest.setTimeout(120_000);

const ADMIN_EMAIL = 'root@example.com';
const ADMIN_PASSWORD = 'admin-password-1';
const PASSWORD = 'dora-password-1';
const GATEWAY_ENV = { HOST: '127.0.0.1', SERVE_WEB: 'false', RATE_LIMIT_AUTH_MAX: '1000' };
const JWT_SECRET = 'sys-jwt-secret-sys-jwt-secret-0123456789';

let smtp: SmtpCapture;
let data: TempDataDir;
let manager: ModuleManager;
let app: FastifyInstance;
/** identity's gRPC client, for a change made without this gateway (another replica, say). */
let identity: IdentityClient;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  data = await tempDataDir({ pglite: true });
  Object.assign(process.env, GATEWAY_ENV);
  const config = loadConfig(
    {
      DATA_DIR: data.dir,
      PORT: '0',
      PUBLIC_URL,
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      JWT_SECRET,
      SECRETS_KEY: Buffer.alloc(32, 5).toString('base64'),
    },
    [],
  );
  // The gateway module as production builds it; the wrapper only lets the test hold the app.
  const gateway: Module<FastifyInstance> = { ...gatewayModule, start: async (ctx) => (app = await gatewayModule.start(ctx)) };
  const probe: Module<void> = {
    name: 'probe',
    deps: ['identity', 'grpc-clients'],
    start: ({ get }) => void (identity = get<GrpcClients>('grpc-clients').get('identity', identityProto().atelier.identity.v1.IdentityService)),
  };
  const modules = [...infrastructureModules, createIdentityModule({ print: () => undefined }) as Module, createBillingModule({ sweeper: false, reconcile: false }) as Module, gateway as Module, probe as Module];
  manager = new ModuleManager(modules, {});
  await manager.start(['identity', 'billing', 'gateway', 'probe'], config, createLogger(config));
});

afterAll(async () => {
  await manager?.stop();
  data?.remove();
  for (const k of Object.keys(GATEWAY_ENV)) delete process.env[k];
  await smtp?.close();
});

/** Signs a new user up through the routes (the emailed code) and signs them in. */
async function signUp(email: string, name: string): Promise<Browser> {
  const b = new Browser(app);
  const after = smtp.messages.length;
  expect((await b.call('POST', '/api/auth/send_otp', { email })).statusCode).toBe(200);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= after, 10_000);
  expect((await b.call('POST', '/api/auth/verify_otp', { email, otp: extractCode(mail) })).statusCode).toBe(200);
  expect((await b.call('POST', '/api/auth/register_set_password', { email, name, password: PASSWORD, profile_name: name.toLowerCase() })).statusCode).toBe(200);
  await b.login(email, PASSWORD);
  return b;
}

const report = async (admin: Browser, query: string) => {
  const res = await admin.call('GET', `/api/admin/all_user?${query}`);
  expect(res.statusCode).toBe(200);
  return AllUserResponse.parse(res.json()).data;
};

test('the User Report with credits; subscription through billing; block ends the session at once; delete', async () => {
  const admin = new Browser(app);
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const dora = await signUp('dora@example.com', 'Dora');
  const free = SEED_PLANS.find((p) => p.type === 'free' && p.currency === 'INR')!;

  // Billing granted the free plan's credits on UserRegistered (an event: wait for it).
  const rows = await waitFor(async () => (await report(admin, 'name=DORA')).rows, (r) => r.length === 1 && r[0]!.credits > 0);
  const id = rows[0]!.id;
  expect(rows[0]).toMatchObject({ name: 'Dora', email: 'dora@example.com', user_type: 'user', status: 'active', user_subscription_type: 'free', credits: free.credits });
  expect((await dora.call('GET', '/api/users/get_credits')).statusCode).toBe(200);

  // Billing's admin routes carry the admin to billing, which checks it again (and audits).
  const adjusted = await admin.call('POST', `/api/admin/user/${id}/credits`, { amount: 5, reason: 'welcome gift' });
  expect(adjusted.statusCode).toBe(200);
  expect((await report(admin, 'name=dora')).rows[0]!.credits).toBe(free.credits + 5);
  const plan = await admin.call('POST', '/api/admin/create_plan', { name: 'Studio', amount: 10, currency: 'USD', credits: 100, type: 'paid', data: 'For studios' });
  expect(plan.statusCode).toBe(200);

  // The subscription is billing's: the edit goes there, and identity's copy follows its event.
  const edit = { name: 'Dora D', profile_name: 'dorad', status: 'active', user_subscription_type: 'premium' };
  const updated = await admin.call('PUT', `/api/admin/user/${id}`, edit);
  expect(updated.statusCode).toBe(200);
  expect(updated.json()).toMatchObject({ status: 'success', msg: ADMIN_MSG.userUpdated, data: { id, name: 'Dora D', user_subscription_type: 'premium', credits: free.credits + 5 } });
  await waitFor(async () => (await report(admin, 'subscription=premium')).rows.map((r) => r.id), (ids) => ids.includes(id));

  // Block: her very next request, with the access cookie she still holds, is refused.
  expect((await admin.call('PUT', `/api/admin/user/${id}`, { ...edit, status: 'block' })).statusCode).toBe(200);
  const next = await dora.call('GET', '/api/users/get_credits');
  expect(next.statusCode).toBe(401);
  expect(next.json()).toEqual({ status: 'error', msg: GATEWAY_MSG.loginRequired });
  // Her refresh token was revoked with the block: no new access cookie either.
  expect(dora.cookies.has(REFRESH_COOKIE)).toBe(true);
  const refresh = await dora.call('POST', '/api/auth/refresh', {});
  expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
  expect(refresh.statusCode).toBeLessThan(500);
  expect(dora.cookies.has(REFRESH_COOKIE)).toBe(false);
  expect((await new Browser(app).call('POST', '/api/auth/login', { email: 'dora@example.com', password: PASSWORD })).statusCode).toBe(403);
  expect((await report(admin, 'status=block')).rows.map((r) => r.id)).toEqual([id]);

  // The admin cannot take themselves out of use (identity refuses; nothing changes).
  const me = (await report(admin, `name=${ADMIN_EMAIL}`)).rows[0]!;
  const self = await admin.call('PUT', `/api/admin/user/${me.id}`, { name: me.name, profile_name: me.profile_name, status: 'block', user_subscription_type: me.user_subscription_type });
  expect(self.statusCode).toBe(409);
  expect(self.json()).toEqual({ status: 'error', msg: ADMIN_MSG.notYourself });
  expect((await admin.call('GET', '/api/admin/all_user')).statusCode).toBe(200);

  // Delete: gone from the report; a second delete is 404.
  expect((await admin.call('DELETE', `/api/admin/user/${id}`)).json()).toEqual({ status: 'success', msg: ADMIN_MSG.userDeleted });
  expect((await report(admin, 'name=dora')).count).toBe(0);
  expect((await admin.call('DELETE', `/api/admin/user/${id}`)).statusCode).toBe(404);
});

test('a block made elsewhere reaches this gateway through the event bus; a starting gateway loads it from identity', async () => {
  const eve = await signUp('eve@example.com', 'Eve');
  expect((await eve.call('GET', '/api/users/get_credits')).statusCode).toBe(200);
  const admin = new Browser(app);
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const id = (await report(admin, 'name=eve')).rows[0]!.id;

  // Not through this gateway: identity directly, as another gateway replica would call it.
  await identity.SetUserStatus({ user_id: id, status: 'USER_STATUS_DEACTIVE' }, { metadata: actorMetadata(JWT_SECRET, { id: (await report(admin, `name=${ADMIN_EMAIL}`)).rows[0]!.id }) });
  // UserStatusChanged travels outbox → relay → the bus → this gateway's listener.
  await waitFor(async () => (await eve.call('GET', '/api/users/get_credits')).statusCode, (status) => status === 401);

  // A gateway starting now learns it from identity (ListDisabledUsersSince).
  const fresh = new Revocations(600_000);
  await loadRevocations(identity, fresh, { accessTtlMs: 600_000, logger: { info: () => {}, warn: () => {} } }).done;
  expect(fresh.refuses({ sub: id, sid: 'another-session', iat: Math.floor(Date.now() / 1000) - 1 })).toBe(true);
});
