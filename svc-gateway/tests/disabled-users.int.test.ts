// Sessions end at once across gateway replicas on real PostgreSQL + Kafka (issue 10): identity's
// UserStatusChanged, written to an outbox as identity writes it, reaches two gateways — separate
// module stacks, each its own Kafka clients and fan-out group — and each refuses the user's access
// token issued before it (401), while other users pass. Re-activated, the user's old token stays
// refused and a new one passes. A block also ends the user's open live stream on every replica.
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { ModuleManager, createLogger, infrastructureModules, loadConfig, uuidv7, type Database, type Events, type Module } from '@atelier/platform';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import { dropSchemas, integrationEnv, tempDataDir, uniqueName, waitFor, type TempDataDir } from '@atelier/testkit';
import { gatewayModule } from '../src/module';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const schema = uniqueName('it_disabled');
const SECRETS = { JWT_SECRET: 'it-disabled-jwt-secret-it-disabled-0123456', SECRETS_KEY: Buffer.alloc(32, 6).toString('base64') };
const dirs: TempDataDir[] = [];
const managers: ModuleManager[] = [];

async function configFor(env: Record<string, string>) {
  const data = await tempDataDir();
  dirs.push(data);
  return loadConfig({ DATA_DIR: data.dir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:8080', GRPC_PORT: '0', KAFKA_BROKERS: kafkaBrokers.join(','), ...SECRETS, ...env }, []);
}

/** One gateway replica: the production module on its own infrastructure stack (no database). */
async function startGateway(): Promise<FastifyInstance> {
  let app!: FastifyInstance;
  const gateway: Module<FastifyInstance> = { ...gatewayModule, start: async (ctx) => (app = await gatewayModule.start(ctx)) };
  const manager = new ModuleManager([...infrastructureModules, gateway as Module], {});
  managers.push(manager);
  const config = await configFor({ PORT: '0', PLATFORM_TARGET: 'gateway' });
  await manager.start(['gateway'], config, createLogger(config));
  return app;
}

/** Stands in for identity: UserStatusChanged into its outbox; the relay publishes to Kafka. */
let producer: { database: Database; events: Events };
async function startProducer() {
  const module: Module<void> = {
    name: 'producer',
    deps: ['database', 'events'],
    async start(ctx) {
      producer = { database: ctx.get<Database>('database'), events: ctx.get<Events>('events') };
      await producer.database.migrate(schema, {});
      producer.events.outbox(schema);
    },
  };
  const manager = new ModuleManager([...infrastructureModules, module], {});
  managers.push(manager);
  const config = await configFor({ DATABASE_URL: databaseUrl });
  await manager.start(['producer'], config, createLogger(config));
}

const statusChanged = (userId: string, status: string) =>
  producer.database
    .forSchema<any>(schema)
    .transaction()
    .execute((trx) => producer.events.outbox(schema).add(trx, topicEvent(TOPICS.users, 'UserStatusChanged', userId, { user_id: userId, status })));

let gateways: FastifyInstance[];

beforeAll(async () => {
  await startProducer();
  gateways = [await startGateway(), await startGateway()];
});
afterAll(async () => {
  for (const m of managers.reverse()) await m.stop();
  await dropSchemas(databaseUrl, [schema]);
  for (const d of dirs) d.remove();
});

const token = (app: FastifyInstance, sub: string, iat = Math.floor(Date.now() / 1000)) => app.jwt.sign({ sub, role: 'user', sid: uuidv7(), iat } as never);
const statusOf = async (app: FastifyInstance, jwt: string) =>
  (await app.inject({ method: 'GET', url: '/api/users/transactions', cookies: { atelier_at: jwt } })).statusCode;
/** Guarded routes answer 401 for a refused token; anything else (here 503: no billing in this
 *  stack) means the guard let the token through. */
const passes = async (app: FastifyInstance, jwt: string) => (await statusOf(app, jwt)) !== 401;

test("a block reaches every replica through Kafka: each refuses the user's earlier token, not others'", async () => {
  const blocked = uuidv7();
  const other = uuidv7();
  const before = gateways.map((g) => token(g, blocked, Math.floor(Date.now() / 1000) - 2));
  for (const [i, g] of gateways.entries()) {
    expect(await passes(g, before[i]!)).toBe(true);
    expect(await passes(g, token(g, other))).toBe(true);
  }

  await statusChanged(blocked, 'block');
  for (const [i, g] of gateways.entries()) {
    await waitFor(() => statusOf(g, before[i]!), (s) => s === 401, 60_000);
    expect(await passes(g, token(g, other))).toBe(true);
  }

  // Re-activated: the old tokens stay refused (their sessions were revoked); a new sign-in passes.
  await statusChanged(blocked, 'active');
  await statusChanged(other, 'deleted'); // a later event, to know the 'active' one was handled
  for (const [i, g] of gateways.entries()) {
    await waitFor(() => statusOf(g, token(g, other, Math.floor(Date.now() / 1000) - 2)), (s) => s === 401, 60_000);
    expect(await statusOf(g, before[i]!)).toBe(401);
    expect(await passes(g, token(g, blocked, Math.floor(Date.now() / 1000) + 2))).toBe(true);
  }
});

/** Reads a stream until the server ends it (true) or `ms` pass (false). */
async function endsWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<boolean> {
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms).unref());
  for (;;) {
    const next = await Promise.race([reader.read(), timeout]);
    if (next === 'timeout') return false;
    if (next.done) return true;
  }
}

test("a deactivation ends the user's open live stream on every replica at once, not at their next request", async () => {
  const user = uuidv7();
  const other = uuidv7();
  const open = (g: FastifyInstance, sub: string) =>
    fetch(`http://127.0.0.1:${(g.server.address() as AddressInfo).port}/api/images/events`, {
      headers: { cookie: `atelier_at=${token(g, sub, Math.floor(Date.now() / 1000) - 2)}` },
    });
  const streams = await Promise.all(gateways.map((g) => open(g, user)));
  const bystander = await open(gateways[0]!, other);
  for (const res of [...streams, bystander]) expect(res.status).toBe(200);

  await statusChanged(user, 'deactive');
  for (const res of streams) expect(await endsWithin(res.body!.getReader(), 60_000)).toBe(true);
  // Someone else's stream stays open.
  const reader = bystander.body!.getReader();
  expect(await endsWithin(reader, 1_000)).toBe(false);
  await reader.cancel();
});
