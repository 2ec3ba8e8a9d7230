// scripts/check-deploy.mjs resolves every Deployment's PLATFORM_TARGET against this package's registry:
// the real dev overlay passes, and an overlay that starts an unknown target (one no module has) fails.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deployedTargets, serviceModules, targetNames, targets } from '../src/index';

const root = path.resolve(__dirname, '../../..');
const run = (args: string[]) =>
  promisify(execFile)(process.execPath, ['scripts/check-deploy.mjs', ...args], { cwd: root }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: err.stdout + err.stderr }),
  );

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'atelier-deploy-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test('the runtime names its modules and groups as targets, and nothing else', () => {
  expect(targetNames).toEqual(expect.arrayContaining(['admin', 'all', 'billing', 'gateway', 'identity', 'imaging', 'worker']));
  expect(targetNames).not.toContain('reports');
});

test('`all` and the deployed targets follow from serviceModules; welcome runs only embedded', () => {
  expect(targets.all).toEqual(serviceModules.map((m) => m.name));
  expect([...deployedTargets].sort()).toEqual(['admin', 'billing', 'gateway', 'identity', 'imaging', 'worker']);
});

test('the dev overlay passes: every Deployment runs a target the runtime knows', async () => {
  const { code, out } = await run([]);
  expect(out).toMatch(/deploy: \d+ passed, 0 failed/);
  expect(code).toBe(0);
}, 120_000);

/** A scratch overlay: the dev overlay with one Deployment patched by `patch` (kustomize patch lines). */
function devOverlayWith(deployment: string, patch: string[]): string {
  const dir = mkdtempSync(path.join(scratch, 'overlay-'));
  writeFileSync(
    path.join(dir, 'kustomization.yaml'),
    [
      'apiVersion: kustomize.config.k8s.io/v1beta1',
      'kind: Kustomization',
      'resources:',
      `  - ${path.relative(dir, path.join(root, 'deploy/overlays/dev'))}`,
      'patches:',
      `  - target: { kind: Deployment, name: ${deployment} }`,
      '    patch: |-',
      ...patch.map((l) => `      ${l}`),
      '',
    ].join('\n'),
  );
  return dir;
}

test('a Deployment with an unknown PLATFORM_TARGET fails the check', async () => {
  // The dev overlay with svc-identity switched to `reports`, which the runtime does not know.
  const dir = devOverlayWith('svc-identity', ['- op: replace', '  path: /spec/template/spec/containers/0/env/0/value', '  value: reports']);
  const { code, out } = await run([`--overlay=${dir}`]);
  expect(out).toContain("Deployment/svc-identity: PLATFORM_TARGET 'reports' is not a runtime target");
  expect(code).toBe(1);
}, 120_000);

test('a service module without its Deployment fails the check', async () => {
  // The dev overlay with svc-imaging-worker deleted: the runtime still deploys `worker`.
  const dir = devOverlayWith('svc-imaging-worker', ['$patch: delete', 'apiVersion: apps/v1', 'kind: Deployment', 'metadata: { name: svc-imaging-worker }']);
  const { code, out } = await run([`--overlay=${dir}`]);
  expect(out).toContain("PLATFORM_TARGETs are admin,billing,gateway,identity,imaging, the runtime's deployed targets admin,billing,gateway,identity,imaging,worker");
  expect(code).toBe(1);
}, 120_000);

test('a pod whose scrape annotation names another port than METRICS_PORT, or without the metrics containerPort, fails the check', async () => {
  const dir = devOverlayWith('svc-billing', [
    '- op: replace',
    '  path: /spec/template/metadata/annotations/prometheus.io~1port',
    '  value: "9100"',
    '- op: remove',
    '  path: /spec/template/spec/containers/0/ports/1',
  ]);
  const { code, out } = await run([`--overlay=${dir}`]);
  expect(out).toContain('svc-billing: prometheus.io/port is 9100, METRICS_PORT is 9464');
  expect(out).toContain('svc-billing: needs a containerPort named metrics on 9464');
  expect(code).toBe(1);
}, 120_000);
