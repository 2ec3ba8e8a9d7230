// Checks deploy/ without a cluster: both kustomizations build, and the dev overlay's objects fit together
// (references resolve, probes exist, every service has its target and config). Run by test-all's `deploy` stage.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

let YAML;
try {
  YAML = require('yaml');
} catch {
  console.log('deploy: skipped (the `yaml` package is not installed)');
  process.exit(0);
}

const failures = [];
let passed = 0;
const check = (ok, what) => (ok ? passed++ : failures.push(what));

function build(dir) {
  try {
    return execFileSync('kubectl', ['kustomize', path.join(root, dir)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    if (err.code === 'ENOENT') {
      console.log('deploy: skipped (kubectl is not installed; it builds the kustomizations)');
      process.exit(0);
    }
    failures.push(`kubectl kustomize ${dir} failed: ${err.stderr || err.message}`);
    return '';
  }
}

build('deploy/base');
const docs = YAML.parseAllDocuments(build('deploy/overlays/dev')).map((d) => d.toJS()).filter(Boolean);
const byKind = (kind) => docs.filter((d) => d.kind === kind);
const named = (kind) => new Map(byKind(kind).map((d) => [d.metadata.name, d]));
const configMaps = named('ConfigMap');
const secrets = named('Secret');
const services = named('Service');
const workloads = [...byKind('Deployment'), ...byKind('StatefulSet'), ...byKind('Job')];
const podSpec = (w) => w.spec.template.spec;
const envOf = (c) => Object.fromEntries((c.env ?? []).map((e) => [e.name, e]));

// Every reference to a ConfigMap or Secret (and to a key in it) resolves.
for (const w of workloads) {
  const where = `${w.kind}/${w.metadata.name}`;
  for (const c of podSpec(w).containers) {
    for (const from of c.envFrom ?? []) {
      if (from.configMapRef) check(configMaps.has(from.configMapRef.name), `${where}: no ConfigMap ${from.configMapRef.name}`);
      if (from.secretRef) check(secrets.has(from.secretRef.name), `${where}: no Secret ${from.secretRef.name}`);
    }
    for (const e of c.env ?? []) {
      const ref = e.valueFrom?.secretKeyRef ?? e.valueFrom?.configMapKeyRef;
      if (!ref) continue;
      const holder = (e.valueFrom.secretKeyRef ? secrets : configMaps).get(ref.name);
      check(holder?.data?.[ref.key] !== undefined, `${where}: ${e.name} refers to missing ${ref.name}/${ref.key}`);
    }
  }
  for (const v of podSpec(w).volumes ?? []) {
    if (v.configMap) check(configMaps.has(v.configMap.name), `${where}: volume ${v.name} needs ConfigMap ${v.configMap.name}`);
  }
  if (w.kind !== 'Job') {
    for (const c of podSpec(w).containers) {
      check(c.readinessProbe && c.livenessProbe, `${where}/${c.name}: needs readiness and liveness probes`);
    }
  }
}

// Every Service selects the pods of some workload.
for (const [name, svc] of services) {
  const sel = Object.entries(svc.spec.selector ?? {});
  const hit = workloads.some((w) => sel.every(([k, v]) => w.spec.template.metadata?.labels?.[k] === v));
  check(sel.length > 0 && hit, `Service/${name}: selects no pods`);
}

// The Node processes: one Deployment per target, probes on the right protocol.
const nodeDeployments = byKind('Deployment').filter((d) => d.metadata.labels?.['atelier.dev/runtime'] === 'node');
const targets = nodeDeployments.map((d) => envOf(podSpec(d).containers[0]).PLATFORM_TARGET?.value).sort();
check(
  JSON.stringify(targets) === JSON.stringify(['admin', 'billing', 'gateway', 'identity', 'imaging', 'worker']),
  `PLATFORM_TARGETs are ${targets.join(',')}`,
);
for (const d of nodeDeployments) {
  const c = podSpec(d).containers[0];
  const target = envOf(c).PLATFORM_TARGET?.value;
  if (target === 'gateway') {
    check(c.livenessProbe?.httpGet?.path === '/healthz' && c.readinessProbe?.httpGet?.path === '/readyz', 'gateway probes: /healthz and /readyz');
  } else {
    check(c.livenessProbe?.grpc?.port === 50051 && c.readinessProbe?.grpc?.port === 50051, `${d.metadata.name}: grpc probes on 50051`);
    check(envOf(c).DATABASE_URL !== undefined, `${d.metadata.name}: needs DATABASE_URL`);
  }
}

// The configuration names of architecture §9 are all provided (per Deployment or shared).
const config = [...configMaps.values()].find((m) => m.metadata.name.startsWith('atelier-config-'))?.data ?? {};
const secretKeys = Object.keys([...secrets.values()].find((s) => s.metadata.name.startsWith('atelier-secrets-'))?.data ?? {});
const shared = new Set([...Object.keys(config), ...secretKeys]);
const perDeployment = ['PORT', 'PLATFORM_TARGET', 'DATABASE_URL'];
const section9 = ['PUBLIC_URL', 'DATA_DIR', 'KAFKA_BROKERS', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET',
  'SMTP_URL', 'MAIL_FROM', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_API_BASE', 'JWT_SECRET', 'SECRETS_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD',
  'OTEL_EXPORTER_OTLP_ENDPOINT', 'GRPC_PORT'];
for (const name of section9) check(shared.has(name) && !perDeployment.includes(name), `config: ${name} is not provided`);

// Service addresses and the shell's remotes point at Services that exist.
for (const [key, value] of Object.entries(config).filter(([k]) => /^SVC_[A-Z]+_ADDR$/.test(k))) {
  const [host, port] = value.split(':');
  check(services.get(host)?.spec.ports.some((p) => String(p.port) === port), `${key}=${value}: no such Service port`);
}
const remotesMap = [...configMaps.values()].find((m) => m.metadata.name.startsWith('shell-remotes-'));
const remotes = JSON.parse(remotesMap?.data?.['remotes.json'] ?? '{"remotes":[]}').remotes;
check(remotes.length === 5, `remotes.json lists ${remotes.length} remotes, not 5`);
for (const r of remotes) {
  const folder = /^\/remotes\/([^/]+)\//.exec(r.entry)?.[1];
  check(folder !== undefined && services.has(folder), `remotes.json: ${r.name} → ${r.entry} has no Service`);
}

for (const f of failures) console.error(`deploy: FAIL ${f}`);
console.log(`deploy: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
