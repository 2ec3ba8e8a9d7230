// Runs the gateway alone (one Deployment): its peers are reached at SVC_<NAME>_ADDR
// (e.g. SVC_IDENTITY_ADDR=identity:50051). The kit's runProcess adds the infrastructure modules and
// owns signals and graceful stop.
import '@atelier/platform/src/preload'; // first: tracing must patch http/grpc/pg before they load
import { runProcess } from '@atelier/platform';
import { gatewayModule } from './module';

void runProcess({
  modules: [gatewayModule],
  targets: {},
  defaultTarget: ['gateway'],
});
