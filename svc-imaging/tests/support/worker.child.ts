// A worker process for the crash test: runs the 'worker' module alone (real PostgreSQL + Kafka from
// env, objects in the shared DATA_DIR) with the scripted adapters, until the test kills it.
import { ModuleManager, createLogger, infrastructureModules, loadConfig } from '@atelier/platform';
import { createWorkerModule } from '../../src/module';
import { ScriptedAdapter } from './fake-adapters';
import { FAST_WORKER, SECRETS } from './harness';
import { MemoryBilling } from './memory-billing';

const config = loadConfig({ ...process.env, ...SECRETS, LOG_LEVEL: 'warn', GRPC_PORT: '0' }, [], { target: ['worker'] });
const worker = createWorkerModule({
  schema: process.env.IMAGING_SCHEMA,
  adapters: new Map([['fake', new ScriptedAdapter()]]),
  // Killed mid-job, it never settles; the parent's worker settles with the parent's billing.
  billing: new MemoryBilling(),
  worker: { ...FAST_WORKER, leaseMs: 1_500, owner: process.env.WORKER_OWNER },
});
const manager = new ModuleManager([...infrastructureModules, worker], {});
void manager.start(['worker'], config, createLogger(config)).then(() => console.log('worker started'));
