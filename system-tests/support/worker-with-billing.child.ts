// A worker process for the crash test of imaging-billing.int.test.ts: the 'worker' module alone
// (real PostgreSQL + Kafka from env, objects in the shared DATA_DIR) with the scripted adapters and
// its default billing client — BillingService at SVC_BILLING_ADDR, the test's process; a worker
// never calls it (job outcome events settle holds) — until
// the test kills it.
import { ModuleManager, createLogger, infrastructureModules, loadConfig } from '@atelier/platform';
import { createWorkerModule } from '@atelier/svc-imaging/src/module';
import { ScriptedAdapter } from '@atelier/svc-imaging/tests/support/fake-adapters';
import { FAST_WORKER, SECRETS } from '@atelier/svc-imaging/tests/support/harness';

const config = loadConfig({ ...process.env, ...SECRETS, LOG_LEVEL: 'warn', GRPC_PORT: '0' }, [], { target: ['worker'] });
const worker = createWorkerModule({
  schema: process.env.IMAGING_SCHEMA,
  adapters: new Map([['fake', new ScriptedAdapter()]]),
  worker: { ...FAST_WORKER, leaseMs: 1_500, owner: process.env.WORKER_OWNER },
});
const manager = new ModuleManager([...infrastructureModules, worker], {});
void manager.start(['worker'], config, createLogger(config)).then(() => console.log('worker started'));
