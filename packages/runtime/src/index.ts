// The composition root: every module of the product and the targets a process can run
// (architecture §2). `all` is the embedded single process that `npm start` runs. This is the one
// launcher: every image, Deployment and `npm start` runs packages/runtime/src/main.ts with a target.
import { infrastructureModules, type Module } from '@atelier/platform';
import { gatewayModule } from '@atelier/svc-gateway';
import { welcomeModule } from './welcome';
import { adminModule } from '@atelier/svc-admin';
import { billingModule } from '@atelier/svc-billing';
import { identityModule } from '@atelier/svc-identity';
import { imagingModule, workerModule } from '@atelier/svc-imaging';

/**
 * The product's own modules (runProcess adds the kit's infrastructure modules itself). `all`, the
 * targets and the Deployments check follow from this list.
 */
export const serviceModules: Module[] = [
  identityModule as Module,
  imagingModule as Module,
  workerModule as Module,
  billingModule as Module,
  adminModule as Module,
  gatewayModule as Module,
  welcomeModule as Module,
];

/** Everything, infrastructure included: for building a ModuleManager directly (tests). */
export const allModules: Module[] = [...infrastructureModules, ...serviceModules];

/**
 * Named groups of modules. Every module name is a target by itself too (PLATFORM_TARGET=identity
 * runs identity and its infrastructure), so only groups are listed; the kit refuses a target that
 * shadows a module name.
 */
export const targets: Record<string, string[]> = {
  all: serviceModules.map((m) => m.name),
};

/** Modules that only make sense inside the embedded `all` process (npm start), never a pod of their own. */
const embeddedOnly = new Set(['welcome']);

/**
 * The targets a cluster runs, one Deployment each: every service module but the embedded-only ones.
 * scripts/check-deploy.mjs requires exactly these, so a new service without its Deployment fails it.
 */
export const deployedTargets: string[] = serviceModules.map((m) => m.name).filter((n) => !embeddedOnly.has(n));

/**
 * Every name PLATFORM_TARGET / --target= accepts: each module and each group. scripts/check-deploy.mjs
 * resolves every Deployment's target against this list, so a pod never starts with a target that crashes it.
 */
export const targetNames: string[] = [...serviceModules.map((m) => m.name), ...Object.keys(targets)];
