// Starts svc-admin the way production does (kit infrastructure modules, PostgreSQL from env or
// PGlite in a throw-away DATA_DIR, the real gRPC server) and hands the test a gRPC client, the
// module's context, a way to publish envelopes into it as the other services' outboxes would (with
// the test's own event ids and times, so it can replay, shuffle and redeliver them), and tokens.
// The event transport is the in-process one unless the env names KAFKA_BROKERS: on the shared
// Kafka a new consumer group reads every event other tests ever published on these topics, and the
// dashboard's totals would not be the test's own.
import { Metadata } from '@grpc/grpc-js';
import { createSigner } from 'fast-jwt';
import { ModuleManager, createLogger, infrastructureModules, loadConfig, setActorMetadata, type Database, type Events, type GrpcClient, type GrpcClients, type Module } from '@atelier/platform';
import { adminProto } from '@atelier/proto';
import type { AdminServiceDefinition } from '@atelier/proto/gen/atelier/admin/v1/AdminService';
import { tempDataDir } from '@atelier/testkit';
import type { Envelope } from '../../src/domain/projection';
import { createAdminModule, type AdminRuntime } from '../../src/module';

export type AdminClient = GrpcClient<AdminServiceDefinition>;
export const JWT_SECRET = 'admin-test-secret-admin-test-secret-0123';

export interface HarnessOptions {
  env?: Record<string, string>;
  /** svc-admin's schema and the schema whose outbox plays the other services. */
  schema: string;
  probeSchema: string;
  now?: () => Date;
}

export interface Harness {
  admin: AdminRuntime;
  database: Database;
  events: Events;
  client: AdminClient;
  /** Writes the envelopes (ids and times as given) to the probe's outbox and waits until handled. */
  publish(envelopes: Array<Envelope & { key?: string }>): Promise<void>;
  /** Publishes everything the probe ever published again (a redelivery of every event). */
  redeliverAll(): Promise<void>;
  /** Call options carrying a token of `role` for user `sub` (none: no token at all). */
  as(role: 'admin' | 'user' | 'none', sub?: string): { metadata: Metadata };
  stop(): Promise<void>;
}

export async function startHarness(opts: HarnessOptions): Promise<Harness> {
  const data = await tempDataDir({ pglite: !opts.env?.DATABASE_URL });
  const config = loadConfig({ DATA_DIR: data.dir, LOG_LEVEL: 'silent', JWT_SECRET, ...opts.env }, []);
  let probe: Omit<Harness, 'stop' | 'publish' | 'redeliverAll' | 'as'> | undefined;
  const probeModule: Module<void> = {
    name: 'probe',
    deps: ['admin', 'grpc-clients', 'database', 'events'],
    async start({ get }) {
      const database = get<Database>('database');
      await database.migrate(opts.probeSchema, {}); // the stand-in publishers' outbox
      probe = {
        admin: get<AdminRuntime>('admin'),
        database,
        events: get<Events>('events'),
        client: get<GrpcClients>('grpc-clients').get('admin', adminProto().atelier.admin.v1.AdminService),
      };
    },
  };
  const manager = new ModuleManager([...infrastructureModules, createAdminModule({ schema: opts.schema, now: opts.now }), probeModule], {});
  try {
    await manager.start(['probe'], config, createLogger(config));
  } catch (err) {
    data.remove();
    throw err;
  }
  const p = probe!;
  p.events.outbox(opts.probeSchema); // starts the probe's relay
  const sign = createSigner({ key: JWT_SECRET });
  return {
    ...p,
    async publish(envelopes) {
      if (envelopes.length) {
        await p.database
          .forSchema<any>(opts.probeSchema)
          .insertInto('outbox')
          .values(envelopes.map((e) => ({ event_id: e.event_id, topic: e.topic, key: e.key ?? e.event_id, type: e.type, payload: JSON.stringify(e.payload), occurred_at: e.occurred_at })))
          .execute();
      }
      await p.events.flush();
    },
    async redeliverAll() {
      await p.database.forSchema<any>(opts.probeSchema).updateTable('outbox').set({ published_at: null }).execute();
      await p.events.flush();
    },
    as(role, sub = '0197a0b0-0000-7000-8000-00000000ad01') {
      const metadata = new Metadata();
      if (role !== 'none') setActorMetadata(metadata, { token: sign({ sub, role, sid: 's-1' }), ip: '127.0.0.1', userAgent: 'jest' });
      return { metadata };
    },
    async stop() {
      await manager.stop();
      data.remove();
    },
  };
}
