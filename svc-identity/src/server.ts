// Runs the identity service alone (one Deployment); runProcess adds the kit's infrastructure modules.
import '@atelier/platform/src/preload'; // first: tracing must patch http/grpc/pg before they load
import { runProcess } from '@atelier/platform';
import { identityModule } from './module';

runProcess({
  modules: [identityModule],
  // `all` here means everything this process can run, i.e. identity and its infrastructure.
  targets: { all: ['identity'] },
  defaultTarget: ['identity'],
}).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
