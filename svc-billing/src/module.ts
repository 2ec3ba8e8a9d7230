// svc-billing as a platform module: migrates schema "billing", seeds the built-in plans on a first
// start, follows identity's user events (customers and the free plan's grant), serves
// BillingService over gRPC (holds for imaging; wallet, reports and plans for the gateway; the
// payments flow) and sweeps holds imaging never settled (docs/billing.md).
import type { Database, Events, GrpcServer, Module } from '@atelier/platform';
import { billingProto } from '@atelier/proto';
import { usersConsumer } from './events/users.consumer';
import { migrations } from './migrations';
import type { BillingDB } from './repo/database';
import { billingHandlers } from './rpc/billing.handlers';
import type { BillingContext } from './service/context';
import { startHoldSweeper } from './service/holds.service';
import { seedPlans } from './service/plans.service';

export const SCHEMA = 'billing';

export interface BillingModuleOptions {
  /** The database schema (default "billing"); integration tests use a unique one per run. */
  schema?: string;
  /** The clock every rule reads (tests move it to age holds). */
  now?: () => Date;
  /** Whether this process sweeps stale holds (default true; tests sweep by hand). */
  sweeper?: boolean;
}

export interface BillingRuntime {
  context: BillingContext;
  /** Set in ready(): stops the hold sweeper. */
  stopSweeper?: () => Promise<void>;
}

export function createBillingModule(opts: BillingModuleOptions = {}): Module<BillingRuntime> {
  return {
    name: 'billing',
    deps: ['database', 'events', 'grpc-server'],
    async start({ logger, get }) {
      const schema = opts.schema ?? SCHEMA;
      const database = get<Database>('database');
      await database.migrate(schema, migrations);
      const events = get<Events>('events');
      const context: BillingContext = {
        db: database.forSchema<BillingDB>(schema),
        outbox: events.outbox(schema),
        logger,
        now: opts.now ?? (() => new Date()),
      };
      await seedPlans(context);
      events.consume(usersConsumer(schema, context));
      get<GrpcServer>('grpc-server').add(billingProto().atelier.billing.v1.BillingService.service, billingHandlers(context));
      return { context };
    },
    ready(runtime) {
      if (opts.sweeper !== false) runtime.stopSweeper = startHoldSweeper(runtime.context);
    },
    async stop({ stopSweeper }) {
      await stopSweeper?.();
    },
  };
}

export const billingModule = createBillingModule();
