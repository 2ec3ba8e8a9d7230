// `npm start`: runs the target from PLATFORM_TARGET / --target= (default `all`, the embedded mode).
import { runProcess } from '@atelier/platform';
import { serviceModules, targets } from './index';

void runProcess({ modules: serviceModules, targets, defaultTarget: ['all'] });
