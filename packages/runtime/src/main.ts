// The one launcher (`npm start`, every image, every Deployment, each service's own `npm start`): runs the
// target from --target= / PLATFORM_TARGET (default `all`, the embedded mode).
import '@atelier/platform/src/preload'; // first: tracing must patch http/grpc/pg before they load
import { runProcess } from '@atelier/platform';
import { serviceModules, targets } from './index';

void runProcess({ modules: serviceModules, targets, defaultTarget: ['all'] });
