// svc-admin as a platform module: migrates schema "admin", folds other services' events into the
// dashboard projection and stores the audit log (two inbox consumers), and serves AdminService over
// gRPC to the gateway (docs/admin.md). `npm run admin:rebuild` rebuilds the projection from its log.
import type { Database, Events, GrpcServer, Module } from '@atelier/platform';
import { adminProto } from '@atelier/proto';
import { auditConsumer } from './events/audit.consumer';
import { projectionConsumer } from './events/projection.consumer';
import { migrations } from './migrations';
import type { AdminDB } from './repo/database';
import { adminHandlers } from './rpc/admin.handlers';
import type { AdminContext } from './service/context';

export const SCHEMA = 'admin';

export interface AdminModuleOptions {
  /** The database schema (default "admin"); integration tests use a unique one per run. */
  schema?: string;
  /** The clock the dashboard's series ends on (tests pin it). */
  now?: () => Date;
}

export interface AdminRuntime {
  context: AdminContext;
}

export function createAdminModule(opts: AdminModuleOptions = {}): Module<AdminRuntime> {
  return {
    name: 'admin',
    deps: ['database', 'events', 'grpc-server'],
    async start({ config, logger, get }) {
      const schema = opts.schema ?? SCHEMA;
      const database = get<Database>('database');
      await database.migrate(schema, migrations(schema));
      const events = get<Events>('events');
      const context: AdminContext = {
        db: database.forSchema<AdminDB>(schema),
        schema,
        logger,
        now: opts.now ?? (() => new Date()),
        jwtSecret: config.jwtSecret,
      };
      events.consume(projectionConsumer(context));
      events.consume(auditConsumer(context));
      get<GrpcServer>('grpc-server').add(adminProto().atelier.admin.v1.AdminService.service, adminHandlers(context));
      return { context };
    },
  };
}

export const adminModule = createAdminModule();
