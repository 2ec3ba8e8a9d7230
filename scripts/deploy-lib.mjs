// What scripts/check-deploy.mjs and scripts/topology-smoke.mjs both need from deploy/: the rendered
// manifests of a kustomization, the runtime's known targets, and the Node Deployments with their targets.
// A check that silently skips is no check: when no kustomize is at hand, kustomize itself is built once
// from its Go module (pinned below) into .cache/bin; with no Go either, this fails loudly.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
export const YAML = require('yaml');

/** The kustomize the CI installs when neither kubectl nor kustomize is on PATH. */
const KUSTOMIZE_MODULE = 'sigs.k8s.io/kustomize/kustomize/v5@v5.5.0';
const cacheBin = path.join(process.env.ATELIER_CACHE ?? path.join(root, '.cache'), 'bin');

const runs = (cmd, args) => {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

let builder;
/** [command, args before the directory] of a working kustomize: kubectl's, a standalone one, or one built here. */
function kustomizer() {
  if (builder) return builder;
  const cached = path.join(cacheBin, 'kustomize');
  if (runs('kubectl', ['version', '--client'])) builder = ['kubectl', ['kustomize']];
  else if (runs('kustomize', ['version'])) builder = ['kustomize', ['build']];
  else if (existsSync(cached)) builder = [cached, ['build']];
  else {
    if (!runs('go', ['version'])) throw new Error('deploy: neither kubectl nor kustomize nor Go (to build kustomize) is installed');
    console.log(`deploy: building ${KUSTOMIZE_MODULE} into ${cacheBin} (once)`);
    mkdirSync(cacheBin, { recursive: true });
    execFileSync('go', ['install', KUSTOMIZE_MODULE], { stdio: 'inherit', env: { ...process.env, GOBIN: cacheBin } });
    builder = [cached, ['build']];
  }
  return builder;
}

/** The rendered YAML of a kustomization directory (absolute, or relative to the repo root). Throws with kustomize's stderr. */
export function kustomize(dir) {
  const [cmd, args] = kustomizer();
  try {
    return execFileSync(cmd, [...args, path.resolve(root, dir)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    throw new Error(`${cmd} ${args.join(' ')} ${dir} failed: ${err.stderr || err.message}`);
  }
}

/** The objects of a rendered kustomization. */
export function objectsOf(yamlText) {
  return YAML.parseAllDocuments(yamlText).map((d) => d.toJS()).filter(Boolean);
}

/** Every target the runtime accepts (its module names and groups), read from packages/runtime/src/index.ts. */
export function runtimeTargets() {
  return runtimeRegistry().targetNames;
}

/** The runtime's registry as the deploy checks need it: every accepted target, and those a cluster runs. */
export function runtimeRegistry() {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e',
    "const r = require('./packages/runtime/src/index.ts'); console.log(JSON.stringify({ targetNames: r.targetNames, deployedTargets: r.deployedTargets }))"],
  { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop());
}

/** The Deployments that run the Node image (label atelier.dev/runtime=node), each with its PLATFORM_TARGET
 *  (and its first container, env by name, pod spec and pod template annotations). */
export function nodeDeployments(objects) {
  return objects
    .filter((d) => d.kind === 'Deployment' && d.metadata.labels?.['atelier.dev/runtime'] === 'node')
    .map((d) => {
      const container = d.spec.template.spec.containers[0];
      const env = Object.fromEntries((container.env ?? []).map((e) => [e.name, e]));
      const annotations = d.spec.template.metadata?.annotations ?? {};
      return { name: d.metadata.name, target: env.PLATFORM_TARGET?.value, env, container, pod: d.spec.template.spec, annotations };
    });
}
