// Runs the distributed topology of deploy/base on this machine: one process per Node Deployment, each the one
// launcher (packages/runtime/src/main.ts) with the Deployment's PLATFORM_TARGET (an unknown one fails), with the manifests' settings (addresses moved to 127.0.0.1), real
// PostgreSQL (a fresh database per service) and Kafka from DATABASE_URL / KAFKA_BROKERS. Checks what the
// kubelet would: the probes pass, and each process exits cleanly on SIGTERM within its grace period.
// Then a rolling update of the gateway under a steady load through a readiness-aware balancer (what a
// Service does with its endpoints): a second gateway comes up, the first gets SIGTERM and a replacement
// starts on its port — and not one request fails (the stopping gateway reports not ready and keeps
// serving for SHUTDOWN_DELAY_MS before it closes: packages/platform/src/process.ts).
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { kustomize, nodeDeployments, objectsOf, root, runtimeTargets } from './deploy-lib.mjs';
import { databaseUrl, grpcServing, spawnRuntime } from './local-processes.mjs';
import { fixedPorts } from './ports.mjs';

const require = createRequire(path.join(root, 'package.json'));
const pg = require('pg');
const { createSigner } = require('fast-jwt');

const { DATABASE_URL, KAFKA_BROKERS } = process.env;
if (!DATABASE_URL || !KAFKA_BROKERS) throw new Error('needs DATABASE_URL and KAFKA_BROKERS: eval "$(bash scripts/infra.sh env)"');
const READY_MS = 90_000;
// The balancer's readiness poll (a Service's endpoints follow the probe), and the stopping gateway's
// delay, which must outlast it (in deploy/base: 5 s × 2 probes against 12 s).
const LB_POLL_MS = 200;
const SHUTDOWN_DELAY_MS = 1500;

const failures = [];
let passed = 0;
const check = (ok, what) => (ok ? passed++ : failures.push(what));
const sleep = (ms) => delay(ms);

// The Node Deployments of the base, and the shared settings they read. check-deploy.mjs fails a Deployment
// whose target the runtime does not know; here such a one would be a failure too, not something to step over.
const docs = objectsOf(kustomize('deploy/base'));
const config = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name.startsWith('atelier-config-')).data;
const known = runtimeTargets();
const deployments = nodeDeployments(docs).map((d) => ({ ...d, dbKey: d.env.DATABASE_URL?.valueFrom?.secretKeyRef?.key }));
const runnable = deployments.filter((d) => known.includes(d.target));
for (const d of deployments.filter((x) => !runnable.includes(x))) failures.push(`${d.name}: target '${d.target}' is not a runtime target`);

// Ports (ports.mjs: below the ephemeral range): every gRPC server its own; SVC_<NAME>_ADDR rewritten
// from <svc-name>:50051 to 127.0.0.1:<port>; the gateway's HTTP port, and gateway B's two for the
// rolling update.
const ports = await fixedPorts(runnable.length + 3);
const grpcPort = new Map(runnable.map((d, i) => [d.name, ports[i]]));
const [httpPort, gatewayBHttpPort, gatewayBGrpcPort] = ports.slice(runnable.length);
const addrs = Object.fromEntries(Object.entries(config).filter(([k]) => /^SVC_[A-Z]+_ADDR$/.test(k)).map(([k, v]) => {
  const port = grpcPort.get(v.split(':')[0]);
  return [k, port ? `127.0.0.1:${port}` : ''];
}));

const admin = new pg.Client({ connectionString: DATABASE_URL });
await admin.connect();
const suffix = randomBytes(4).toString('hex');
const dbUrl = (name) => databaseUrl(DATABASE_URL, name);
const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), SECRETS_KEY: randomBytes(32).toString('base64') };
const scratch = mkdtempSync(path.join(tmpdir(), 'atelier-topology-'));
const procs = [];
const databases = [];

/** One Deployment's process (the one launcher with its env), with a promise of its exit. */
function launch(d, env) {
  return { d, env, ...spawnRuntime(env) };
}

/**
 * Gateway A (running) and a new gateway B behind a balancer that sends each request to the next
 * upstream whose /readyz passed at its last poll; four clients keep calling a signed-in route (identity
 * over gRPC) through it while A gets SIGTERM and A' starts on A's port. Every answer must come from a
 * running gateway: no connection error, no 5xx.
 */
async function rollingGatewayUpdate() {
  const a = procs.find((p) => p.d.target === 'gateway');
  const portB = gatewayBHttpPort;
  // Its own HTTP and gRPC ports (the gateway's process serves gRPC health too) and data dir.
  const b = launch(a.d, { ...a.env, PORT: String(portB), GRPC_PORT: String(gatewayBGrpcPort), DATA_DIR: path.join(scratch, 'gateway-b') });
  const upstreams = [{ port: httpPort, ready: false, served: 0 }, { port: portB, ready: false, served: 0 }];
  let polling = true;
  const poll = (async () => {
    while (polling) {
      await Promise.all(upstreams.map(async (u) => {
        u.ready = await fetch(`http://127.0.0.1:${u.port}/readyz`, { signal: AbortSignal.timeout(LB_POLL_MS) }).then((r) => r.ok, () => false);
      }));
      await sleep(LB_POLL_MS);
    }
  })();
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  const lb = http.createServer((req, res) => {
    const ready = upstreams.filter((u) => u.ready);
    if (!ready.length) return void res.writeHead(502).end('no ready upstream');
    const u = ready[next++ % ready.length];
    const up = http.request({ host: '127.0.0.1', port: u.port, method: req.method, path: req.url, headers: req.headers, agent }, (r) => {
      u.served++;
      res.writeHead(r.statusCode, r.headers);
      r.pipe(res);
    });
    // No retry: a request the chosen gateway drops is a failure the client sees.
    up.on('error', () => res.writeHead(502).end('upstream error'));
    req.pipe(up);
  });
  await new Promise((r) => lb.listen(0, '127.0.0.1', r));
  const lbUrl = `http://127.0.0.1:${lb.address().port}`;
  const token = createSigner({ key: a.env.JWT_SECRET, expiresIn: 600_000 })({ sub: '00000000-0000-7000-8000-000000000001', role: 'user', sid: '00000000-0000-7000-8000-000000000002' });
  const answers = { ok: 0, failed: 0, statuses: {} };
  let loading = true;
  const load = Promise.all(Array.from({ length: 4 }, async () => {
    while (loading) {
      const status = await fetch(`${lbUrl}/api/users/login_history`, { headers: { cookie: `atelier_at=${token}` }, signal: AbortSignal.timeout(5000) }).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 'network error',
      );
      answers.statuses[status] = (answers.statuses[status] ?? 0) + 1;
      if (typeof status === 'number' && status < 500) answers.ok++;
      else answers.failed++;
    }
  }));
  const until = async (what, ok) => {
    const deadline = Date.now() + READY_MS;
    while (!(await ok())) {
      if (Date.now() > deadline) throw new Error(`rolling update: ${what} within ${READY_MS / 1000}s`);
      await sleep(100);
    }
  };
  let replacement;
  try {
    await until('both gateways ready', () => upstreams.every((u) => u.ready));
    await sleep(1500);
    const t0 = Date.now();
    a.child.kill('SIGTERM');
    const { code } = await a.exited;
    check(code === 0, `rolling update: gateway A exited ${code}`);
    replacement = launch(a.d, a.env);
    procs[procs.indexOf(a)] = replacement;
    const servedBefore = upstreams.map((u) => u.served);
    await until('the replacement ready', () => upstreams[0].ready);
    await sleep(1500);
    loading = false;
    await load;
    const servedAfter = upstreams.map((u, i) => u.served - servedBefore[i]);
    console.log(`topology: rolling update of the gateway in ${((Date.now() - t0) / 1000).toFixed(1)}s under load: ${answers.ok} answered, ${answers.failed} failed ${JSON.stringify(answers.statuses)}; after the restart A' served ${servedAfter[0]}, B ${servedAfter[1]}`);
    check(answers.failed === 0, `rolling update: ${answers.failed} requests failed ${JSON.stringify(answers.statuses)}`);
    check(answers.ok > 50 && servedAfter[0] > 0 && servedAfter[1] > 0, `rolling update: too little traffic (${answers.ok}; after the restart A' ${servedAfter[0]}, B ${servedAfter[1]})`);
  } catch (err) {
    failures.push(String(err.message ?? err));
  } finally {
    loading = false;
    polling = false;
    await load.catch(() => {});
    await poll;
    agent.destroy();
    await new Promise((r) => lb.close(r));
    procs.push(b);
  }
}

try {
  for (const d of runnable) {
    const env = { ...process.env, ...config, ...addrs, ...secrets, KAFKA_BROKERS, LOG_LEVEL: 'warn',
      // No MinIO here: objects go to local disk (the S3_* settings only work all together).
      S3_ENDPOINT: '', S3_BUCKET: '',
      PLATFORM_TARGET: d.target, GRPC_PORT: String(grpcPort.get(d.name)), DATA_DIR: path.join(scratch, d.name), PUBLIC_URL: `http://127.0.0.1:${httpPort}`,
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS), RATE_LIMIT_MAX: '100000',
      // Pods each have their own 9464; processes on one host take an ephemeral metrics port each.
      METRICS_PORT: '0' };
    delete env.DATABASE_URL;
    if (d.dbKey) {
      const db = `topology_${d.dbKey}_${suffix}`;
      // Deployments of one service share its database (svc-imaging and its worker both use `imaging`).
      if (!databases.includes(db)) {
        await admin.query(`create database ${db}`);
        databases.push(db);
      }
      env.DATABASE_URL = dbUrl(db);
    }
    if (d.target === 'gateway') env.PORT = String(httpPort);
    procs.push(launch(d, env));
  }

  const httpOk = (p) => fetch(`http://127.0.0.1:${httpPort}${p}`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
  // The probe each Deployment declares, pointed at this machine.
  const probe = (d, kind) => {
    const spec = d.container[kind];
    return spec.grpc ? grpcServing(grpcPort.get(d.name)) : httpOk(spec.httpGet.path);
  };

  const started = Date.now();
  for (const { d, child } of procs) {
    const deadline = Date.now() + READY_MS;
    let ready = false;
    while (!ready && child.exitCode === null && Date.now() < deadline) {
      ready = await probe(d, 'readinessProbe');
      if (!ready) await sleep(300);
    }
    check(ready, `${d.name}: readiness probe did not pass (${child.exitCode === null ? `${READY_MS / 1000}s` : `exited with ${child.exitCode}`})`);
    if (!ready) continue;
    check(await probe(d, 'livenessProbe'), `${d.name}: liveness probe fails while ready`);
    console.log(`topology: ${d.name} (PLATFORM_TARGET=${d.target}) ready after ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }

  if (failures.length === 0) await rollingGatewayUpdate();

  // The gateway goes first (it calls the others), like draining the front door before the back.
  const stopOrder = [...procs].sort((a, b) => Number(b.d.target === 'gateway') - Number(a.d.target === 'gateway'));
  for (const { d, child, exited } of stopOrder) {
    if (child.exitCode !== null) continue; // already reported as not ready
    const stopping = Date.now();
    child.kill('SIGTERM');
    // Within the Deployments' terminationGracePeriodSeconds (45); the timer is cancelled once it exits.
    const grace = new AbortController();
    const result = await Promise.race([exited, delay(40_000, null, { signal: grace.signal }).catch(() => null)]);
    grace.abort();
    if (result) console.log(`topology: ${d.name} stopped in ${((Date.now() - stopping) / 1000).toFixed(1)}s`);
    check(result?.code === 0, `${d.name}: SIGTERM → ${result ? `exit ${result.code ?? result.signal}` : 'still running after 40 s'}`);
  }
} finally {
  for (const { child } of procs) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await sleep(200);
  for (const db of databases) await admin.query(`drop database if exists ${db} with (force)`).catch(() => {});
  await admin.end();
  rmSync(scratch, { recursive: true, force: true });
}

for (const f of failures) console.error(`topology: FAIL ${f}`);
console.log(`topology: ${passed} passed, ${failures.length} failed`);
process.exitCode = failures.length === 0 && passed > 0 ? 0 : 1;
