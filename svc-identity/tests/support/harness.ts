// Starts the identity module the way production does (kit infrastructure modules, PGlite in a
// throw-away DATA_DIR, in-process events, the real gRPC server) and hands the test a real gRPC
// client plus the internals it may assert on (database, events, mail).
import {
  ModuleManager,
  createLogger,
  infrastructureModules,
  loadConfig,
  type Database,
  type EventEnvelope,
  type Events,
  type GrpcClient,
  type GrpcClients,
  type MailPort,
  type Module,
} from '@atelier/platform';
import { identityProto } from '@atelier/proto';
import type { IdentityServiceDefinition } from '@atelier/proto/gen/atelier/identity/v1/IdentityService';
import { actorMetadata, tempDataDir, type TestActor } from '@atelier/testkit';
import { createIdentityModule, type IdentityRuntime } from '../../src/module';

export type IdentityClient = GrpcClient<IdentityServiceDefinition>;

export interface Probe {
  identity: IdentityRuntime;
  database: Database;
  events: Events;
  mail: MailPort;
  client: IdentityClient;
}

export interface Harness extends Probe {
  /** Everything the module printed (the generated admin's credentials). */
  printed: string[];
  /** Identity's events as a consumer in another schema received them (in-process transport). */
  received: EventEnvelope[];
  stop(): Promise<void>;
}

export interface HarnessOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** An existing DATA_DIR (restart tests); otherwise a fresh one that stop() deletes. */
  dataDir?: string;
  /** Identity's schema and the probe consumer's schema and group (defaults: identity, probe, test.probe). */
  names?: { identitySchema: string; probeSchema: string; probeGroup: string };
}

export const SECRETS = {
  JWT_SECRET: 'test-jwt-secret-test-jwt-secret-0123456789',
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
};

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const data = opts.dataDir ? undefined : await tempDataDir({ pglite: !opts.env?.DATABASE_URL });
  const config = loadConfig({ DATA_DIR: opts.dataDir ?? data!.dir, LOG_LEVEL: 'silent', ...SECRETS, ...opts.env }, []);
  const names = opts.names ?? { identitySchema: 'identity', probeSchema: 'probe', probeGroup: 'test.probe' };
  const printed: string[] = [];
  const received: EventEnvelope[] = [];
  let probe: Probe | undefined;
  const probeModule: Module<void> = {
    name: 'probe',
    deps: ['identity', 'grpc-clients', 'database', 'events', 'mail'],
    async start({ get }) {
      const database = get<Database>('database');
      await database.migrate(names.probeSchema, {}); // the consumer's inbox lives in its own schema
      get<Events>('events').consume({
        group: names.probeGroup,
        schema: names.probeSchema,
        topics: ['identity.user.v1', 'identity.session.v1'],
        handle: async (e) => void received.push(e),
      });
      probe = {
        identity: get<IdentityRuntime>('identity'),
        database: get<Database>('database'),
        events: get<Events>('events'),
        mail: get<MailPort>('mail'),
        client: get<GrpcClients>('grpc-clients').get('identity', identityProto().atelier.identity.v1.IdentityService),
      };
    },
  };
  const identity = createIdentityModule({ now: opts.now, print: (t) => printed.push(t), schema: names.identitySchema });
  const manager = new ModuleManager([...infrastructureModules, identity, probeModule], {});
  try {
    await manager.start(['probe'], config, createLogger(config));
  } catch (err) {
    data?.remove(); // the manager already stopped what had started
    throw err;
  }
  return {
    ...probe!,
    printed,
    received,
    async stop() {
      await manager.stop();
      data?.remove();
    },
  };
}

/** Call options carrying a signed caller, as the gateway sends them: an admin by default (admin
 *  RPCs refuse a call without one). The default id is nobody's, so the self rule never applies. */
export const ADMIN_ID = '00000000-0000-7000-8000-00000000ad01';
export function as(actor: Partial<TestActor> = {}): { metadata: ReturnType<typeof actorMetadata> } {
  return { metadata: actorMetadata(SECRETS.JWT_SECRET, { id: ADMIN_ID, ...actor }) };
}

/** A browser-like client for login history assertions. */
export const CHROME_LINUX = {
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36',
};

/** Expects `p` to fail with an AppError of `code` and `message`. */
export async function expectAppError(p: Promise<unknown>, code: string, message?: string): Promise<void> {
  await expect(p).rejects.toMatchObject(message === undefined ? { code } : { code, message });
}

/** Signs a user up through the public RPCs, reading the code from the dev mailbox. */
export async function registerViaDevMailbox(h: Harness, email: string, password: string, name = 'Test User'): Promise<string> {
  await h.client.StartRegistration({ email });
  await h.identity.context.mail.drain();
  const mails = await h.mail.devMailbox!.list();
  const mail = mails.find((m) => m.to === email && /\b\d{6}\b/.test(m.text));
  if (!mail) throw new Error(`no code mail for ${email}`);
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  const { ticket } = await h.client.VerifyRegistrationCode({ email, code });
  const { user } = await h.client.CompleteRegistration({ email, ticket, name, profile_name: email.split('@')[0]!, password });
  return user!.id;
}
