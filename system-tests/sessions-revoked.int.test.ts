// Sessions end at once across gateway replicas on real PostgreSQL + Kafka (issue 11). Identity and
// gateway A run in one stack, gateway B in another that reaches identity over gRPC, each with its
// own Kafka clients and fan-out group, as two replicas would. Identity's SessionsRevoked travels
// outbox → relay → Kafka to both: a logout on A makes the same access cookie 401 on B; a password
// change on B ends the user's other sessions (their cookies 401) while the current one keeps
// working; a logged-out session's live stream ends too; a reset ends every session. A gateway started afterwards refuses them all from the
// start (seeded from identity's ListRevokedSessionsSince — it hears only newer events).
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Module } from '@atelier/platform';
import { ACCESS_COOKIE } from '@atelier/contracts';
import { createIdentityModule } from '@atelier/svc-identity';
import { holdGateway, Stacks } from './support/stacks';
import { Browser, PUBLIC_URL } from '@atelier/svc-gateway/tests/support/gateway';
import { dropSchemas, extractCode, integrationEnv, startSmtpCapture, uniqueName, waitFor, type SmtpCapture } from '@atelier/testkit';

jest.setTimeout(180_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const schema = uniqueName('it_sessions');
const BASE = {
  LOG_LEVEL: 'silent',
  PUBLIC_URL,
  PORT: '0',
  GRPC_PORT: '0',
  KAFKA_BROKERS: kafkaBrokers.join(','),
  JWT_SECRET: 'it-sessions-jwt-secret-it-sessions-0123456',
  SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
};
// One client address (loopback) does the work of many browsers here, polling too.
const GATEWAY_ENV = { HOST: '127.0.0.1', SERVE_WEB: 'false', RATE_LIMIT_MAX: '100000', RATE_LIMIT_AUTH_MAX: '1000' };
const stacks = new Stacks(BASE);
let smtp: SmtpCapture;
let identityAddress = '';

/** Identity + gateway A (PostgreSQL, Kafka); notes identity's gRPC address for the other replicas. */
async function startIdentityAndGateway(): Promise<FastifyInstance> {
  const a = holdGateway();
  const address: Module<void> = {
    name: 'address',
    deps: ['grpc-server', 'identity'],
    async start() {},
    async ready(_v, ctx) {
      identityAddress = await ctx.get<{ bound(): Promise<string> }>('grpc-server').bound();
    },
  };
  await stacks.start([createIdentityModule({ schema, print: () => undefined }) as Module, a.module, address as Module], ['identity', 'gateway', 'address'], {
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    PLATFORM_TARGET: 'identity,gateway',
  });
  return a.app();
}

/** Another gateway replica: no database, identity over gRPC. */
async function startGateway(): Promise<FastifyInstance> {
  const g = holdGateway();
  await stacks.start([g.module], ['gateway'], { PLATFORM_TARGET: 'gateway', SVC_IDENTITY_ADDR: identityAddress });
  return g.app();
}

let A: FastifyInstance;
let B: FastifyInstance;

beforeAll(async () => {
  Object.assign(process.env, GATEWAY_ENV);
  smtp = await startSmtpCapture();
  A = await startIdentityAndGateway();
  B = await startGateway();
});
afterAll(async () => {
  await stacks.stopAll();
  await dropSchemas(databaseUrl, [schema]);
  await smtp?.close();
  for (const k of Object.keys(GATEWAY_ENV)) delete process.env[k];
});

async function emailedCode(email: string, after: number): Promise<string> {
  return extractCode(await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= after, 30_000));
}

async function signUp(email: string, password: string): Promise<void> {
  const b = new Browser(A);
  const mark = smtp.messages.length;
  await b.call('POST', '/api/auth/send_otp', { email });
  expect((await b.call('POST', '/api/auth/verify_otp', { email, otp: await emailedCode(email, mark) })).statusCode).toBe(200);
  expect((await b.call('POST', '/api/auth/register_set_password', { email, name: 'Rita', password, profile_name: uniqueName('rita').slice(0, 20) })).statusCode).toBe(200);
}

/** A signed-in browser on `app`; its access cookie is what a thief would have copied. */
async function signIn(app: FastifyInstance, email: string, password: string): Promise<{ browser: Browser; cookie: string }> {
  const browser = new Browser(app);
  await browser.login(email, password);
  return { browser, cookie: browser.cookies.get(ACCESS_COOKIE)! };
}

/** The access cookie's answer on a gateway (login_history needs identity only: 200 signed in, 401 refused). */
const statusOn = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/users/login_history', cookies: { [ACCESS_COOKIE]: cookie } })).statusCode;
/** Opens the studio's live stream on a gateway's socket; answers its reader. */
async function openStream(app: FastifyInstance, cookie: string): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  const res = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/images/events`, { headers: { cookie: `${ACCESS_COOKIE}=${cookie}` } });
  expect(res.status).toBe(200);
  return res.body!.getReader();
}

/** Reads a stream until the server ends it (true) or `ms` pass (false). */
async function endsWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<boolean> {
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms).unref());
  for (;;) {
    const next = await Promise.race([reader.read(), timeout]);
    if (next === 'timeout') return false;
    if (next.done) return true;
  }
}

const refusedOn = (app: FastifyInstance, cookie: string) => waitFor(() => statusOn(app, cookie), (s) => s === 401, 30_000);

test('logout on one gateway, a password change and a reset: each ends exactly its sessions on every replica', async () => {
  const email = `${uniqueName('rita')}@example.com`;
  await signUp(email, 'Xq7 lantern mb2');
  const onA = await signIn(A, email, 'Xq7 lantern mb2');
  const onB = await signIn(B, email, 'Xq7 lantern mb2');
  const third = await signIn(A, email, 'Xq7 lantern mb2');
  for (const g of [A, B]) for (const s of [onA, onB, third]) expect(await statusOn(g, s.cookie)).toBe(200);

  // Each session has a live stream open on B.
  const streamA = await openStream(B, onA.cookie);
  const streamB = await openStream(B, onB.cookie);

  // Logout on A: the same access cookie is refused on B too (and on A at once), and the session's
  // live stream on B ends; the user's other session keeps its cookie and its stream.
  expect((await onA.browser.call('POST', '/api/users/logout', {})).statusCode).toBe(200);
  expect(await statusOn(A, onA.cookie)).toBe(401);
  await refusedOn(B, onA.cookie);
  expect(await endsWithin(streamA, 30_000)).toBe(true);
  for (const g of [A, B]) expect(await statusOn(g, onB.cookie)).toBe(200);
  expect(await endsWithin(streamB, 1_000)).toBe(false);
  await streamB.cancel();

  // Password change on B: the other session (on A) is refused everywhere; B's own keeps working.
  const changed = await onB.browser.call('POST', '/api/users/update_password', {
    old_password: 'Xq7 lantern mb2',
    new_password: 'Pv9 orchard tz4',
    confirm_password: 'Pv9 orchard tz4',
  });
  expect(changed.statusCode).toBe(200);
  for (const g of [A, B]) await refusedOn(g, third.cookie);
  for (const g of [A, B]) expect(await statusOn(g, onB.cookie)).toBe(200);

  // Reset (through A): every session ends, the one that changed the password too.
  const anon = new Browser(A);
  const mark = smtp.messages.length;
  await anon.call('POST', '/api/auth/forgot_send_otp', { email });
  expect((await anon.call('POST', '/api/auth/forgot_verify_otp', { email, otp: await emailedCode(email, mark) })).statusCode).toBe(200);
  expect((await anon.call('POST', '/api/auth/forgot_set_password', { email, password: 'Km3 harbour wy8', confirm_password: 'Km3 harbour wy8' })).statusCode).toBe(200);
  for (const g of [A, B]) await refusedOn(g, onB.cookie);

  // A new sign-in works; a gateway starting now refuses every ended session from its first request
  // (it hears only newer events, so this is the start-up list from identity).
  const fresh = await signIn(B, email, 'Km3 harbour wy8');
  const C = await startGateway();
  for (const s of [onA, onB, third]) expect(await statusOn(C, s.cookie)).toBe(401);
  expect(await statusOn(C, fresh.cookie)).toBe(200);
});
