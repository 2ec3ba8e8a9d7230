// `npm start`: runs the target from PLATFORM_TARGET / --target= (default `all`, the embedded mode).
import '@atelier/platform/src/preload'; // first: tracing must patch http/grpc/pg before they load
import { runProcess } from '@atelier/platform';
import { serviceModules, targets } from './index';

void runProcess({ modules: serviceModules, targets, defaultTarget: ['all'] });
