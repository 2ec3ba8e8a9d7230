// Checks deploy/ without a cluster: both kustomizations build, and the dev overlay's objects fit together
// (references resolve, probes exist, every Deployment's PLATFORM_TARGET is one the runtime knows, config is
// complete). Run by test-all's `deploy` stage; it never skips (deploy-lib.mjs builds kustomize if needed).
import { kustomize, nodeDeployments, objectsOf, runtimeRegistry } from './deploy-lib.mjs';

// --overlay=DIR checks another overlay instead of the dev one (packages/runtime/tests/deploy.test.ts uses it).
const overlay = process.argv.find((a) => a.startsWith('--overlay='))?.slice('--overlay='.length) ?? 'deploy/overlays/dev';

const failures = [];
let passed = 0;
const check = (ok, what) => (ok ? passed++ : failures.push(what));

function build(dir) {
  try {
    return kustomize(dir);
  } catch (err) {
    failures.push(err.message);
    return '';
  }
}

build('deploy/base');
const docs = objectsOf(build(overlay));
const byKind = (kind) => docs.filter((d) => d.kind === kind);
const named = (kind) => new Map(byKind(kind).map((d) => [d.metadata.name, d]));
const configMaps = named('ConfigMap');
const secrets = named('Secret');
const services = named('Service');
const workloads = [...byKind('Deployment'), ...byKind('StatefulSet'), ...byKind('Job')];
const podSpec = (w) => w.spec.template.spec;

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

// The Node processes: one Deployment per target, and every target one the runtime's module registry
// (packages/runtime/src/index.ts) resolves — a target it does not know crash-loops the pod. The set of
// Deployments is the runtime's `deployedTargets`: a service module without its Deployment fails too.
const { targetNames: known, deployedTargets } = runtimeRegistry();
const nodes = nodeDeployments(docs);
for (const d of nodes) {
  check(d.target !== undefined, `Deployment/${d.name}: no PLATFORM_TARGET`);
  if (d.target !== undefined) check(known.includes(d.target), `Deployment/${d.name}: PLATFORM_TARGET '${d.target}' is not a runtime target (known: ${known.join(', ')})`);
}
const targets = nodes.map((d) => d.target).sort();
check(new Set(targets).size === targets.length, `PLATFORM_TARGETs repeat: ${targets.join(',')}`);
check(
  JSON.stringify(targets) === JSON.stringify([...deployedTargets].sort()),
  `PLATFORM_TARGETs are ${targets.join(',')}, the runtime's deployed targets ${[...deployedTargets].sort().join(',')}`,
);
for (const { name, target, env, container: c } of nodes) {
  if (target === 'gateway') {
    check(c.livenessProbe?.httpGet?.path === '/healthz' && c.readinessProbe?.httpGet?.path === '/readyz', 'gateway probes: /healthz and /readyz');
  } else {
    check(c.livenessProbe?.grpc?.port === 50051 && c.readinessProbe?.grpc?.port === 50051, `${name}: grpc probes on 50051`);
    check(env.DATABASE_URL !== undefined, `${name}: needs DATABASE_URL`);
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

// A rolling update drops no request: a stopping process reports not ready for SHUTDOWN_DELAY_MS before it
// closes (packages/platform/src/process.ts), which must outlast the time the readiness probe takes to
// notice (period × failureThreshold, plus 2 s for the endpoints to follow), and the pod's grace period
// must cover that delay plus the 20 s the shutdown itself may take.
{
  const delayS = Number(config.SHUTDOWN_DELAY_MS || 0) / 1000;
  for (const { name, container: c, pod } of nodes) {
    const r = c.readinessProbe ?? {};
    const notice = (r.periodSeconds ?? 10) * (r.failureThreshold ?? 3) + 2;
    check(delayS >= notice, `${name}: SHUTDOWN_DELAY_MS ${delayS * 1000} is shorter than its readiness probe takes to notice (${notice} s)`);
    check((pod.terminationGracePeriodSeconds ?? 30) >= delayS + 20 + 5, `${name}: terminationGracePeriodSeconds must cover SHUTDOWN_DELAY_MS + 25 s`);
  }
}

// Prometheus finds every Node process's metrics: the pod template's prometheus.io annotations name the
// port the process serves GET /metrics on (METRICS_PORT, packages/platform/src/metrics.ts), the
// container declares it as `metrics`, it is not the process's public port, and no Service routes to it
// (the gateway's Service is the public door: /metrics must not be reachable through it).
{
  const shared = config.METRICS_PORT;
  check(/^\d+$/.test(shared ?? ''), 'config: METRICS_PORT is not set (every process serves GET /metrics on it)');
  for (const { name, env, container: c, annotations: a } of nodes) {
    const port = String(env.METRICS_PORT?.value ?? shared);
    check(a['prometheus.io/scrape'] === 'true', `${name}: pod template needs the annotation prometheus.io/scrape: "true"`);
    check(a['prometheus.io/port'] === port, `${name}: prometheus.io/port is ${a['prometheus.io/port']}, METRICS_PORT is ${port}`);
    check(a['prometheus.io/path'] === '/metrics', `${name}: prometheus.io/path must be /metrics`);
    check((c.ports ?? []).some((p) => p.name === 'metrics' && String(p.containerPort) === port), `${name}: needs a containerPort named metrics on ${port}`);
    check(port !== String(env.PORT?.value ?? config.PORT ?? 8080) && port !== String(config.GRPC_PORT), `${name}: METRICS_PORT ${port} must not be its HTTP or gRPC port`);
  }
  for (const [name, svc] of services) {
    const exposes = (svc.spec.ports ?? []).some((p) => p.targetPort === 'metrics' || String(p.targetPort ?? p.port) === String(shared));
    check(!exposes, `Service/${name}: routes to the metrics port (only Prometheus reads it, pod to pod)`);
  }
}

// The Grafana dashboard (deploy/observability): a ConfigMap the Grafana sidecar picks up, holding a dashboard.
{
  const dashboards = objectsOf(build('deploy/observability')).filter((d) => d.kind === 'ConfigMap');
  check(dashboards.length === 1 && dashboards[0].metadata.labels?.grafana_dashboard === '1', 'deploy/observability: one ConfigMap labelled grafana_dashboard: "1"');
  let panels = 0;
  try {
    panels = Object.values(dashboards[0]?.data ?? {}).map((j) => JSON.parse(j).panels?.length ?? 0)[0] ?? 0;
  } catch (err) {
    failures.push(`deploy/observability: the dashboard is not JSON: ${err.message}`);
  }
  check(panels > 0, 'deploy/observability: the dashboard has no panels');
}

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
