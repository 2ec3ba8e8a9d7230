// Starts billing the way production does (kit infrastructure modules, PGlite in a throw-away
// DATA_DIR or PostgreSQL/Kafka from env, the real gRPC server) and hands the test a gRPC client, the
// internals it asserts on, and a way to publish identity's user events and imaging's job outcomes
// into it.
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
  type Module,
} from '@atelier/platform';
import { billingProto } from '@atelier/proto';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import type { BillingServiceDefinition } from '@atelier/proto/gen/atelier/billing/v1/BillingService';
import { actorMetadata, tempDataDir, type TestActor } from '@atelier/testkit';
import { createBillingModule, type BillingModuleOptions, type BillingRuntime } from '../../src/module';

export type BillingClient = GrpcClient<BillingServiceDefinition>;

export interface HarnessOptions {
  env?: Record<string, string>;
  /** Billing's schema and the schema whose outbox plays identity and imaging (defaults: billing, identity_probe). */
  schema?: string;
  probeSchema?: string;
  now?: () => Date;
  /** gRPC deadline of the test's client (default: the kit's 5 s). */
  deadlineMs?: number;
  /** The payment provider (default: config's, i.e. a sandbox nobody mounted) and reconciliation (default off). */
  payments?: BillingModuleOptions['payments'];
  reconcile?: BillingModuleOptions['reconcile'];
}

export interface Harness {
  billing: BillingRuntime;
  database: Database;
  events: Events;
  client: BillingClient;
  /** Publishes a users-topic event as identity would (its outbox, then the transport) and waits
   *  until it is handled (in-process transport) or published (Kafka). */
  publishUserEvent(type: 'UserRegistered' | 'UserProfileUpdated', user: { id: string; email: string; name: string }): Promise<void>;
  /** Writes job outcome events as imaging would — all in ONE transaction, so the relay publishes
   *  them as one batch — and returns their event ids; waits as publishUserEvent unless `wait` is false. */
  publishJobOutcomes(outcomes: JobOutcome[], opts?: { wait?: boolean }): Promise<string[]>;
  /** Publishes already-published events again, event id and all (a redelivery), and waits. */
  redeliver(eventIds: string[]): Promise<void>;
  /** Call options carrying a signed caller as the gateway sends it (an admin unless `role` says
   *  otherwise; ADMIN_ID by default): billing's admin RPCs refuse a call without an admin. */
  as(actor?: Partial<TestActor>): { metadata: ReturnType<typeof actorMetadata> };
  stop(): Promise<void>;
}

/** A job's end as imaging publishes it (topic imaging.job.v1). */
export interface JobOutcome {
  type: 'JobSucceeded' | 'JobFailed';
  jobId: string;
  userId: string;
  credits?: number;
}

/** The default admin caller's id (nobody's account). */
export const ADMIN_ID = '00000000-0000-7000-8000-00000000ad01';

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const data = await tempDataDir({ pglite: !opts.env?.DATABASE_URL });
  const config = loadConfig({ DATA_DIR: data.dir, LOG_LEVEL: 'silent', ...opts.env }, []);
  const probeSchema = opts.probeSchema ?? 'identity_probe';
  let probe: Omit<Harness, 'stop' | 'publishUserEvent' | 'publishJobOutcomes' | 'redeliver' | 'as'> | undefined;
  const probeModule: Module<void> = {
    name: 'probe',
    deps: ['billing', 'grpc-clients', 'database', 'events'],
    async start({ get }) {
      const database = get<Database>('database');
      await database.migrate(probeSchema, {}); // the stand-in identity's outbox
      probe = {
        billing: get<BillingRuntime>('billing'),
        database,
        events: get<Events>('events'),
        client: get<GrpcClients>('grpc-clients').get('billing', billingProto().atelier.billing.v1.BillingService, { deadlineMs: opts.deadlineMs }),
      };
    },
  };
  const billing = createBillingModule({ schema: opts.schema, now: opts.now, sweeper: false, reconcile: opts.reconcile ?? false, payments: opts.payments });
  const manager = new ModuleManager([...infrastructureModules, billing, probeModule], {});
  try {
    await manager.start(['probe'], config, createLogger(config));
  } catch (err) {
    data.remove();
    throw err;
  }
  const p = probe!;
  const outbox = p.events.outbox(probeSchema);
  return {
    ...p,
    async publishUserEvent(type, user) {
      const db = p.database.forSchema<any>(probeSchema);
      const payload =
        type === 'UserRegistered'
          ? topicEvent(TOPICS.users, 'UserRegistered', user.id, { user_id: user.id, email: user.email, name: user.name, profile_name: `u${uuidv7().slice(-6)}`, role: 'user', subscription_type: 'free', registered_at: new Date().toISOString() })
          : topicEvent(TOPICS.users, 'UserProfileUpdated', user.id, { user_id: user.id, email: user.email, name: user.name, profile_name: 'p' });
      await db.transaction().execute((trx) => outbox.add(trx, payload));
      await p.events.flush();
    },
    async publishJobOutcomes(outcomes, { wait = true } = {}) {
      const db = p.database.forSchema<any>(probeSchema);
      const finished_at = new Date().toISOString();
      const ids = await db.transaction().execute(async (trx) => {
        const out: string[] = [];
        for (const o of outcomes) {
          const base = { job_id: o.jobId, user_id: o.userId, image_ids: [], finished_at, images: [] };
          const added =
            o.type === 'JobSucceeded'
              ? await outbox.add(trx, topicEvent(TOPICS.jobs, 'JobSucceeded', o.jobId, { ...base, credits: o.credits ?? 0 }))
              : await outbox.add(trx, topicEvent(TOPICS.jobs, 'JobFailed', o.jobId, { ...base, error: 'failed' }));
          out.push(added.event_id);
        }
        return out;
      });
      if (wait) await p.events.flush();
      return ids;
    },
    async redeliver(eventIds) {
      await p.database.forSchema<any>(probeSchema).updateTable('outbox').set({ published_at: null }).where('event_id', 'in', eventIds).execute();
      await p.events.flush();
    },
    as(actor = {}) {
      return { metadata: actorMetadata(p.billing.context.jwtSecret, { id: ADMIN_ID, ...actor }) };
    },
    async stop() {
      await manager.stop();
      data.remove();
    },
  };
}

/** Expects `p` to fail with an AppError of `code` and `message`. */
export async function expectAppError(p: Promise<unknown>, code: string, message?: string): Promise<void> {
  await expect(p).rejects.toMatchObject(message === undefined ? { code } : { code, message });
}
