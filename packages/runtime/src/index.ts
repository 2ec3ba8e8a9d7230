// The composition root: every module of the product and the targets a process can run
// (architecture §2). `all` is the embedded single process that `npm start` runs.
import { infrastructureModules, type Module } from '@atelier/platform';
import { gatewayModule } from '@atelier/svc-gateway';
import { welcomeModule } from './welcome';

/**
 * The product's own modules (runProcess adds the kit's infrastructure modules itself).
 * svc-imaging, svc-billing and svc-admin have no module yet: when one lands, import it here,
 * add it to this list, give it a target below and add its name to `all`.
 */
export const serviceModules: Module[] = [gatewayModule, welcomeModule];

/** Everything, infrastructure included: for building a ModuleManager directly (tests). */
export const allModules: Module[] = [...infrastructureModules, ...serviceModules];

export const targets: Record<string, string[]> = {
  all: ['gateway', 'welcome'],
  gateway: ['gateway'],
};
