// Runs svc-imaging alone (one Deployment): target "imaging" (gRPC API), "worker" (job runners) or
// "all" (both); runProcess adds the kit's infrastructure modules.
import '@atelier/platform/src/preload'; // first: tracing must patch http/grpc/pg before they load
import { runProcess } from '@atelier/platform';
import { imagingModule, workerModule } from './module';

runProcess({
  modules: [imagingModule, workerModule],
  targets: { all: ['imaging', 'worker'] },
  defaultTarget: ['imaging'],
}).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
