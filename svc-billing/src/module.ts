// svc-billing as a platform module: migrates schema "billing", seeds the built-in plans on a first
// start, follows identity's user events (customers and the free plan's grant) and imaging's job
// outcomes (a job's hold captured on success, released on failure or cancel), serves
// BillingService over gRPC (holds for imaging; wallet, reports and plans for the gateway; the
// payments flow through Razorpay or its sandbox), sweeps holds imaging never settled and reconciles
// orders whose callbacks were lost (docs/billing.md).
import { ConfigError, type Database, type Events, type GrpcServer, type Metrics, type Module } from '@atelier/platform';
import { billingProto } from '@atelier/proto';
import { RECONCILE } from './domain/payments';
import { jobOutcomesConsumer } from './events/job-outcomes.consumer';
import { usersConsumer } from './events/users.consumer';
import { supplierFromEnv } from './invoice/supplier';
import { migrations } from './migrations';
import type { BillingDB } from './repo/database';
import { billingHandlers } from './rpc/billing.handlers';
import type { BillingContext } from './service/context';
import { registerBillingMetrics } from './service/metrics';
import { startHoldSweeper } from './service/holds.service';
import { razorpayProvider, type PaymentProvider } from './service/payment-provider';
import { startReconciler, type ReconcileOptions } from './service/payments.service';
import { seedPlans } from './service/plans.service';

export const SCHEMA = 'billing';

export interface BillingModuleOptions {
  /** The database schema (default "billing"); integration tests use a unique one per run. */
  schema?: string;
  /** The clock every rule reads (tests move it to age holds). */
  now?: () => Date;
  /** Whether this process sweeps stale holds (default true; tests sweep by hand). */
  sweeper?: boolean;
  /** Reconciliation timing (default RECONCILE, or BILLING_RECONCILE_AFTER_MS / _INTERVAL_MS); false: off. */
  reconcile?: Partial<ReconcileOptions & { intervalMs: number }> | false;
  /** The payment provider (default: config.razorpay — Razorpay, or the sandbox without keys). */
  payments?: PaymentProvider;
}

export interface BillingRuntime {
  context: BillingContext;
  /** Set in ready(): stop the hold sweeper and the reconciler. */
  stopSweeper?: () => Promise<void>;
  stopReconciler?: () => Promise<void>;
}

export function createBillingModule(opts: BillingModuleOptions = {}): Module<BillingRuntime> {
  return {
    name: 'billing',
    deps: ['database', 'events', 'grpc-server', 'metrics'],
    async start({ config, logger, get }) {
      const schema = opts.schema ?? SCHEMA;
      const database = get<Database>('database');
      await database.migrate(schema, migrations);
      const events = get<Events>('events');
      const context: BillingContext = {
        db: database.forSchema<BillingDB>(schema),
        outbox: events.outbox(schema),
        logger,
        jwtSecret: config.jwtSecret,
        now: opts.now ?? (() => new Date()),
        payments: opts.payments ?? razorpayProvider(config.razorpay),
        supplier: supplierFromEnv(),
      };
      await seedPlans(context);
      registerBillingMetrics(get<Metrics>('metrics'), context);
      events.consume(usersConsumer(schema, context));
      events.consume(jobOutcomesConsumer(schema, context));
      get<GrpcServer>('grpc-server').add(billingProto().atelier.billing.v1.BillingService.service, billingHandlers(context));
      return { context };
    },
    ready(runtime) {
      if (opts.sweeper !== false) runtime.stopSweeper = startHoldSweeper(runtime.context);
      if (opts.reconcile !== false) runtime.stopReconciler = startReconciler(runtime.context, { ...RECONCILE, ...reconcileFromEnv(), ...opts.reconcile });
    },
    async stop({ stopSweeper, stopReconciler }) {
      await Promise.all([stopSweeper?.(), stopReconciler?.()]);
    },
  };
}

/** BILLING_RECONCILE_AFTER_MS / BILLING_RECONCILE_INTERVAL_MS: shorter reconciliation for tests and
 *  drills (docs/configuration.md); unset → RECONCILE. */
function reconcileFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ReconcileOptions & { intervalMs: number }> {
  const ms = (name: string): number | undefined => {
    const v = env[name];
    if (!v) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new ConfigError(`invalid configuration: ${name} must be a positive whole number of milliseconds, got "${v}"`);
    return n;
  };
  const afterMs = ms('BILLING_RECONCILE_AFTER_MS');
  const intervalMs = ms('BILLING_RECONCILE_INTERVAL_MS');
  return { ...(afterMs ? { afterMs, everyMs: Math.min(afterMs, RECONCILE.everyMs) } : {}), ...(intervalMs ? { intervalMs } : {}) };
}

export const billingModule = createBillingModule();
