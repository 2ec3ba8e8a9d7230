// Sign-in, the cached reads (get_me, get_credits, the model list, plans: answered from the gateway's
// read cache, issue 12) and the API plumbing alone (GET /api/auth/csrf: hooks, CSRF cookie, rate
// limit, response serialisation, no service call) through the gateway, against a bare Fastify route
// in this same process as the baseline (the ratio is the figure to watch), and identity's argon2id
// verification alone (sign-in's floor: it is deliberately slow). The plumbing is measured twice:
// in the embedded product (the one process also runs the services and PGlite's background
// pollers) and in a gateway-only process as Kubernetes runs it (PLATFORM_TARGET=gateway).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { startSmtpCapture, type SmtpCapture } from '@atelier/testkit';
import { hashPassword, verifyPassword } from '@atelier/svc-identity/src/domain/password';
import { Client } from './lib/client';
import { load, type LoadResult, type LoadSpec } from './lib/load';
import { startGatewayAlone, startProduct } from './lib/product';

/** A row with the bare route's rate measured just before it (same method): on a shared machine the
 *  load changes within a run, so each ratio is taken against its neighbour. */
export interface PairedResult extends LoadResult {
  baselineRps: number;
  /** CPU time per answer (µs) of the product's process, and of a bare Fastify process answering
   *  the same method just before: their ratio holds up better than req/s when other work shares the
   *  cores (the load generator's own CPU is in neither). */
  cpuUsPerRequest: number;
  baselineCpuUsPerRequest: number;
}

export interface GatewayFigures {
  baselineGet: LoadResult;
  baselinePost: LoadResult;
  /** Identity's argon2id verification alone, per second at the load's concurrency (sign-in's floor). */
  argon2VerifiesPerSec: number;
  signIn: LoadResult;
  getMe: PairedResult;
  /** GET /api/users/get_credits: the badge's call (from the read cache after the first). */
  getCredits: PairedResult;
  /** GET /api/users/models/text-to-image: the studio's model picker (read cache). */
  models: PairedResult;
  /** GET /api/users/plans: the plans on sale (read cache). */
  plans: PairedResult;
  /** GET /api/auth/csrf: the API plumbing with no service call and no session. */
  plumbing: PairedResult;
  /** The same in a gateway-only process (PLATFORM_TARGET=gateway: no database, no pollers). */
  plumbingGatewayOnly: PairedResult;
  /** The same at the production log level (LOG_LEVEL=info: an access line per request), its stdout
   *  a pipe that is read, as a log collector reads a container's. */
  plumbingGatewayOnlyLogged: PairedResult;
  /** get_me with the product on PostgreSQL instead of PGlite; null without BENCH_DATABASE_URL. */
  getMeOnPostgres: LoadResult | null;
}

const BARE_POST_BODY = JSON.stringify({ email: 'bench@example.com', password: 'benchmark-password' });

/** User + system CPU time of a process so far (µs), from /proc (Linux). */
function cpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

/** `spec` loaded while its process's CPU time is counted: µs per answer. */
async function loadCounted(spec: LoadSpec, pid: number): Promise<LoadResult & { cpuUsPerRequest: number }> {
  const before = cpuUs(pid);
  const r = await load(spec);
  return { ...r, cpuUsPerRequest: (cpuUs(pid) - before) / Math.max(1, r.total) };
}

/** Load, uncounted, that brings a route to its steady state before it is measured (the JIT's
 *  optimised code for its path). Without it each row counted its own warm-up, the first row most: on
 *  a quiet machine, a fresh product's CPU per answer in consecutive 1 s rounds was 219, 116, 91, 68,
 *  80, 67 µs for get_me (the first route loaded) and 109, 77, 37, 38 for get_credits after it
 *  (issue 12, 2026-11-27); with no warm-up get_me's 5 s row read 69–108 µs, with 1 s 62–79. */
const WARM_UP_SECONDS = 3;

/** `spec`'s load on the product (`productPid`), after `seconds` of the bare route (its own process)
 *  with the same method; each is warmed first. */
async function paired(bare: BareProcess, spec: LoadSpec, productPid: number, seconds: number): Promise<PairedResult> {
  const post = spec.method === 'POST';
  const bareSpec: LoadSpec = { url: `${bare.url}/hello`, seconds, ...(post ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: BARE_POST_BODY } : {}) };
  await load({ ...bareSpec, seconds: WARM_UP_SECONDS });
  const base = await loadCounted(bareSpec, bare.pid);
  await load({ ...spec, seconds: WARM_UP_SECONDS });
  const r = await loadCounted(spec, productPid);
  return { ...r, baselineRps: base.rps, baselineCpuUsPerRequest: base.cpuUsPerRequest };
}

interface BareProcess {
  url: string;
  pid: number;
  close(): void;
}

/** The same bare Fastify routes in a process of their own, so its CPU time can be counted. */
async function bareFastifyProcess(): Promise<BareProcess> {
  const source = `const app = require('fastify')({ logger: false });
app.get('/hello', async () => ({ status: 'success', msg: 'hello' }));
app.post('/hello', async (req) => ({ status: 'success', msg: 'hello', echo: req.body }));
app.listen({ port: 0, host: '127.0.0.1' }).then((url) => console.log(url));`;
  const child = spawn(process.execPath, ['-e', source], { cwd: __dirname, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)));
  });
  return { url, pid: child.pid!, close: () => void child.kill() };
}

async function bareFastify(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ status: 'success', msg: 'hello' }));
  app.post('/hello', async (req) => ({ status: 'success', msg: 'hello', echo: req.body }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

/** Identity's own password check (its argon2id parameters) alone, at the load's concurrency:
 *  sign-in can go no faster than this on the same machine. */
async function argon2VerifiesPerSec(concurrency = 10, seconds = 3): Promise<number> {
  const hash = await hashPassword('benchmark-password');
  const until = performance.now() + seconds * 1000;
  let n = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await verifyPassword(hash, 'benchmark-password');
        n++;
      }
    }),
  );
  return n / ((performance.now() - t0) / 1000);
}

export async function benchGateway(seconds = 5): Promise<GatewayFigures> {
  const bare = await bareFastify();
  const baselineGet = await load({ url: `${bare.url}/hello`, seconds });
  const baselinePost = await load({
    url: `${bare.url}/hello`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BARE_POST_BODY,
    seconds,
  });

  const smtp = await startSmtpCapture();
  // Auth routes are rate limited per IP; the load generator is one IP, so lift the limit here.
  const product = await startProduct({ env: { SMTP_URL: smtp.url, RATE_LIMIT_AUTH_MAX: '1000000', RATE_LIMIT_MAX: '1000000' } });
  try {
    const base = product.url;
    const client = new Client(base);
    const email = 'bench@example.com';
    const password = 'benchmark-password';
    await client.signUp(smtp, email, password);

    const headers = client.headers();
    // A GET carries what the SPA's api-client sends on one: the cookies. Same-origin GETs carry no
    // Origin in any browser, and the client adds the CSRF header and a JSON Content-Type only to
    // unsafe calls (packages/api-client). Until issue 12's third pass these rows sent the POST's
    // headers (Origin, x-csrf-token, Content-Type) on GETs too: a request no browser of ours makes.
    const getHeaders = { cookie: headers.cookie! };
    const signIn = await load({ url: `${base}/api/auth/login`, method: 'POST', headers, body: JSON.stringify({ email, password }), seconds });
    const pairs = await bareFastifyProcess();
    const pid = product.pid;
    const getMe = await paired(pairs, { url: `${base}/api/users/get_me`, method: 'POST', headers, body: '{}', seconds }, pid, seconds);
    const getCredits = await paired(pairs, { url: `${base}/api/users/get_credits`, headers: getHeaders, seconds }, pid, seconds);
    const models = await paired(pairs, { url: `${base}/api/users/models/text-to-image`, headers: getHeaders, seconds }, pid, seconds);
    const plans = await paired(pairs, { url: `${base}/api/users/plans`, headers: getHeaders, seconds }, pid, seconds);
    const plumbing = await paired(pairs, { url: `${base}/api/auth/csrf`, seconds }, pid, seconds);
    const plumbingGatewayOnly = await gatewayAlonePlumbing(pairs, seconds);
    const plumbingGatewayOnlyLogged = await gatewayAlonePlumbing(pairs, seconds, 'info');
    pairs.close();
    return {
      baselineGet,
      baselinePost,
      argon2VerifiesPerSec: await argon2VerifiesPerSec(),
      signIn,
      getMe,
      getCredits,
      models,
      plans,
      plumbing,
      plumbingGatewayOnly,
      plumbingGatewayOnlyLogged,
      getMeOnPostgres: await getMeOnPostgres(smtp, seconds),
    };
  } finally {
    await product.stop();
    await smtp.close();
    await bare.close();
  }
}

/** GET /api/auth/csrf on a gateway-only process (the auth limit lifted like the product's), warmed
 *  for a second, next to the bare route. The embedded product stays up meanwhile but idle. At
 *  `logLevel` info its log lines are written to a pipe this process drains. */
async function gatewayAlonePlumbing(bare: BareProcess, seconds: number, logLevel: 'warn' | 'info' = 'warn'): Promise<PairedResult> {
  const gateway = await startGatewayAlone({
    env: { RATE_LIMIT_AUTH_MAX: '1000000', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: logLevel },
    ...(logLevel === 'info' ? { logs: 'drained' as const } : {}),
  });
  try {
    return await paired(bare, { url: `${gateway.url}/api/auth/csrf`, seconds }, gateway.pid, seconds);
  } finally {
    await gateway.stop();
  }
}

/** The same get_me load with the product on real PostgreSQL (BENCH_DATABASE_URL, an empty
 *  database): embedded mode funnels every query through PGlite's one session. */
async function getMeOnPostgres(smtp: SmtpCapture, seconds: number): Promise<LoadResult | null> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return null;
  const product = await startProduct({ env: { SMTP_URL: smtp.url, DATABASE_URL: url, RATE_LIMIT_AUTH_MAX: '1000000', RATE_LIMIT_MAX: '1000000' } });
  try {
    const client = new Client(product.url);
    await client.signUp(smtp, `bench-pg-${Date.now()}@example.com`, 'benchmark-password');
    return await load({ url: `${product.url}/api/users/get_me`, method: 'POST', headers: client.headers(), body: '{}', seconds });
  } finally {
    await product.stop();
  }
}
