// Runs every benchmark once on this machine and prints the figures (no pass/fail: benchmarks
// measure, tests check behaviour). Usage: npm run bench [-- --only=bundles,pages,lighthouse,startup,gateway,cpu,codec,progress,imaging,pipeline,prepared,grpc,billing,feeds,memory,tracing,metrics,scaleout [--rebuild-feeds]]
// Results also go to bench/results/latest.json. The load generator shares the machine's cores
// with the product, so absolute numbers are pessimistic; the ratios are the figures to compare.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchBilling } from './billing.bench';
import { benchBundles } from './bundle.bench';
import { benchCodec } from './codec.bench';
import { benchCpuNode } from './cpu-node.bench';
import { benchFeeds, FILL, SEARCH } from './feeds.bench';
import { benchGateway, type PairedResult } from './gateway.bench';
import { benchGrpcHop } from './grpc.bench';
import { benchImaging } from './imaging.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchMemory, UPLOADS, type MemParts, type MemoryLatency } from './memory.bench';
import { benchMetrics } from './metrics.bench';
import { benchPages } from './pages.bench';
import { benchPipeline } from './pipeline.bench';
import { benchPrepared } from './prepared.bench';
import { benchProgress } from './progress.bench';
import { benchScaleOut } from './scaleout.bench';
import { benchStartup } from './startup.bench';
import { benchTracing } from './tracing.bench';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const want = (name: string) => !only || only.includes(name);
const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 0);

async function main(): Promise<void> {
  const results: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };

  if (want('bundles')) {
    const b = benchBundles();
    results.bundles = b;
    console.log('\n== Gzipped JavaScript per app (KiB) ==');
    console.log(`${'app'.padEnd(12)} ${'own'.padStart(7)} ${'entry'.padStart(7)} ${'shared fallbacks'.padStart(17)} ${'all files'.padStart(10)}`);
    for (const [app, f] of Object.entries(b)) {
      console.log(f ? `${app.padEnd(12)} ${String(f.ownGzipKiB).padStart(7)} ${String(f.entryGzipKiB).padStart(7)} ${String(f.sharedFallbackGzipKiB).padStart(17)} ${String(f.gzipKiB).padStart(10)}` : `${app.padEnd(12)} not built`);
    }
    console.log('own = what the app adds next to the shell (shell: everything it can load); shared fallbacks are not downloaded when the shell provides them');
  }

  if (want('pages')) {
    const p = await benchPages();
    results.pages = p;
    console.log('\n== First visit, empty cache, Chromium: JavaScript on the wire vs the budget (KiB) ==');
    for (const f of p) {
      console.log(`${f.page.padEnd(15)} JS ${String(f.jsWireKiB).padStart(6)} of ${String(f.budgetKiB).padStart(3)} (${(f.jsWireKiB / f.budgetKiB).toFixed(2)}× the budget), decoded ${f.jsDecodedKiB}, CSS ${f.cssWireKiB}, ${f.files} files`);
      console.log(`${''.padEnd(15)} largest: ${f.largest.map((l) => `${l.path} ${l.wireKiB}`).join(', ')}`);
    }
  }

  if (want('lighthouse')) {
    const l = await benchLighthouse();
    results.lighthouse = l;
    console.log('\n== Lighthouse 12.2.3 in Chromium, simulated throttling: Performance / Accessibility / Best Practices / SEO ==');
    const s = (n: number | null) => String(n ?? '–').padStart(3);
    const ms = (n: number | null) => (n == null ? '–' : n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${n} ms`);
    const runs = Math.max(...l.map((f) => f.run));
    for (const f of l) {
      console.log(`${f.page.padEnd(15)} ${(runs > 1 ? `${f.preset} #${f.run}` : f.preset).padEnd(runs > 1 ? 11 : 8)} ${s(f.scores.performance)} ${s(f.scores.accessibility)} ${s(f.scores['best-practices'])} ${s(f.scores.seo)}   FCP ${ms(f.metrics.fcpMs)}, LCP ${ms(f.metrics.lcpMs)}, TBT ${ms(f.metrics.tbtMs)}, CLS ${f.metrics.cls ?? '–'}, SI ${ms(f.metrics.siMs)}${f.runtimeError ? `  (error: ${f.runtimeError})` : ''}`);
      if (runs === 1) for (const a of f.failing) console.log(`${''.padEnd(24)} ${a.category}: ${a.id}${a.display ? ` (${a.display})` : ''}`);
    }
    if (runs > 1) {
      console.log(`-- median of ${runs} runs: Performance (range), LCP, TBT`);
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
      for (const key of [...new Set(l.map((f) => `${f.page}\u0000${f.preset}`))]) {
        const fs = l.filter((f) => `${f.page}\u0000${f.preset}` === key);
        const perf = fs.map((f) => f.scores.performance ?? 0);
        console.log(`${fs[0]!.page.padEnd(15)} ${fs[0]!.preset.padEnd(8)} ${String(median(perf)).padStart(3)} (${Math.min(...perf)}–${Math.max(...perf)})   LCP ${ms(median(fs.map((f) => f.metrics.lcpMs ?? 0)))}, TBT ${ms(median(fs.map((f) => f.metrics.tbtMs ?? 0)))}`);
      }
    }
  }

  if (want('startup')) {
    const s = await benchStartup();
    results.startup = s;
    console.log('\n== npm start → served shell ==');
    console.log(`first start (fresh data dir): ${fmt(s.firstStartMs)} ms`);
    console.log(`warm starts: ${s.warmStartsMs.map(fmt).join(', ')} ms (median ${fmt(s.warmMedianMs)} ms)`);
  }

  if (want('gateway')) {
    const g = await benchGateway();
    results.gateway = g;
    console.log('\n== Gateway vs bare Fastify (same machine, 10 connections, 5 s each) ==');
    const row = (name: string, r: { rps: number; p50: number; p99: number; non2xx: number }, base: number) =>
      console.log(`${name.padEnd(32)} ${fmt(r.rps).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  non-2xx ${r.non2xx}  ratio to baseline ${(r.rps / base).toFixed(3)}`);
    row('bare Fastify GET (baseline)', g.baselineGet, g.baselineGet.rps);
    row('bare Fastify POST JSON', g.baselinePost, g.baselinePost.rps);
    // Each of these against the bare route measured just before it (printed as "next to").
    const pairedRow = (name: string, r: PairedResult) => {
      row(name, r, r.baselineRps);
      console.log(`${''.padEnd(32)} next to bare Fastify ${fmt(r.baselineRps)} req/s; CPU per answer ${r.cpuUsPerRequest.toFixed(0)} µs vs bare ${r.baselineCpuUsPerRequest.toFixed(0)} µs → CPU ratio ${(r.baselineCpuUsPerRequest / r.cpuUsPerRequest).toFixed(3)}`);
    };
    pairedRow('POST /api/users/get_me (cached)', g.getMe);
    pairedRow('GET get_credits (cached)', g.getCredits);
    pairedRow('GET models (cached)', g.models);
    pairedRow('GET plans (cached)', g.plans);
    pairedRow('GET /api/auth/csrf (plumbing)', g.plumbing);
    pairedRow('  same, gateway-only process', g.plumbingGatewayOnly);
    pairedRow('  same, logging at info', g.plumbingGatewayOnlyLogged);
    row('POST /api/auth/login', g.signIn, g.baselinePost.rps);
    if (g.getMeOnPostgres) row('get_me, product on PostgreSQL', g.getMeOnPostgres, g.baselinePost.rps);
    else console.log('(set BENCH_DATABASE_URL to an empty PostgreSQL database to also measure get_me off PGlite)');
    const cached = [g.getMe, g.getCredits, g.models, g.plans].map((r) => r.rps / r.baselineRps);
    console.log(`cached reads: ratio to bare Fastify ${Math.min(...cached).toFixed(3)}–${Math.max(...cached).toFixed(3)} (goal ≥ 0.4); plumbing ${(g.plumbing.rps / g.plumbing.baselineRps).toFixed(3)}, gateway-only ${(g.plumbingGatewayOnly.rps / g.plumbingGatewayOnly.baselineRps).toFixed(3)} (goal ≥ 0.7)`);
    const cpu = (r: PairedResult) => r.baselineCpuUsPerRequest / r.cpuUsPerRequest;
    const cachedCpu = [g.getMe, g.getCredits, g.models, g.plans].map(cpu);
    console.log(`by CPU per answer: cached reads ${Math.min(...cachedCpu).toFixed(3)}–${Math.max(...cachedCpu).toFixed(3)}; plumbing ${cpu(g.plumbing).toFixed(3)}, gateway-only ${cpu(g.plumbingGatewayOnly).toFixed(3)}`);
    console.log(`identity's argon2id verify alone (10 at once): ${fmt(g.argon2VerifiesPerSec)}/s → sign-in reaches ${((g.signIn.rps / g.argon2VerifiesPerSec) * 100).toFixed(0)}% of its floor`);
  }

  if (want('cpu')) {
    const c = await benchCpuNode();
    results.cpuNode = c;
    console.log('\n== Built-in cpu node at 1024² (runs on the embedded product\'s event loop) ==');
    for (const r of c) console.log(`${r.operation.padEnd(30)} ${fmt(r.totalMs).padStart(6)} ms total, longest event-loop hold ${fmt(r.maxBlockMs)} ms`);
  }

  if (want('progress')) {
    const p = await benchProgress();
    results.progress = p;
    console.log('\n== Live progress in the worker (issue 12; this process, baselines of the same run) ==');
    console.log(`cpu node 1024² × 2, reporting through the throttle: ${fmt(p.cpu.withProgressMs)} ms vs nobody listening ${fmt(p.cpu.withoutMs)} ms (median of ${p.cpu.runs})  ratio ${p.cpu.ratio.toFixed(3)}; ${fmt(p.cpu.events)} events and ${fmt(p.cpu.previews)} previews per job`);
    console.log(`chatty node, ${p.chatty.updates} updates over ${fmt(p.chatty.spanMs)} ms: ${fmt(p.chatty.perUpdateNs)} ns per update vs a no-op listener ${fmt(p.chatty.baselinePerUpdateNs)} ns  ratio ${p.chatty.ratio.toFixed(2)}; ${p.chatty.events} events let through`);
    console.log(`one preview, 1024² PNG → JPEG data URL: ${fmt(p.preview.encodeMs)} ms (${p.preview.chars} chars) vs decoding the PNG alone ${fmt(p.preview.decodeOnlyMs)} ms  ratio ${p.preview.ratio.toFixed(2)}`);
  }

  if (want('imaging')) {
    const m = await benchImaging();
    results.imaging = m;
    console.log('\n== Imaging pipeline (fake A1111 nodes on loopback, 4 users × 6 jobs in flight) ==');
    console.log(`instant node alone:        ${fmt(m.nodeAloneJobsPerSec)} jobs/s (baseline)`);
    console.log(`through the whole pipeline: ${fmt(m.pipelineJobsPerSec)} jobs/s  ratio to baseline ${m.pipelineRatio.toFixed(3)}`);
    console.log(`node finished → client knows (${m.notify.jobs} jobs): event stream p50 ${fmt(m.notify.streamMs.p50)} ms, p99 ${fmt(m.notify.streamMs.p99)} ms; 3 s polling p50 ${fmt(m.notify.pollMs.p50)} ms, p99 ${fmt(m.notify.pollMs.p99)} ms`);
    for (const b of m.busy) console.log(`3 s node × ${b.instances}, steady queue: busy ${(b.busyShare * 100).toFixed(1)}% of ${b.windowS.toFixed(1)} s (${b.jobs} jobs finished in the window)`);
  }

  if (want('tracing')) {
    const t = await benchTracing();
    results.tracing = t;
    console.log('\n== Tracing on the event path (PGlite + in-process bus: write → relay → consumer + listener) ==');
    console.log(`tracing off (baseline):   ${fmt(t.offPerSec)} events/s  (rounds: ${t.off.map(fmt).join(', ')})`);
    console.log(`tracing on (spans dropped, not sent): ${fmt(t.onPerSec)} events/s  (rounds: ${t.on.map(fmt).join(', ')})  ratio to baseline ${t.onRatio.toFixed(3)}`);
    console.log(`per call, tracing off: bare ${t.bareCallNs.toFixed(1)} ns, withSpan ${t.withSpanOffNs.toFixed(1)} ns, currentTraceCarrier ${t.carrierOffNs.toFixed(1)} ns → ${(t.offShareOfEvent * 100).toFixed(4)}% of one event's time`);
  }

  if (want('prepared')) {
    const url = process.env.BENCH_DATABASE_URL;
    console.log('\n== Prepared queries on PostgreSQL: CPU µs per statement, built by Kysely each call (baseline) vs prepared() ==');
    if (!url) console.log('skipped: needs BENCH_DATABASE_URL (a PostgreSQL on loopback)');
    else {
      const p = await benchPrepared(url);
      results.prepared = p;
      const row = (name: string, f: { clientUs: number; backendUs: number }) => `${name.padEnd(9)} this process ${f.clientUs.toFixed(1)} + PostgreSQL backend ${f.backendUs.toFixed(1)} = ${(f.clientUs + f.backendUs).toFixed(1)} µs`;
      console.log(row('built', p.built));
      console.log(row('prepared', p.prepared));
      console.log(`ratio prepared/built: process ${(p.prepared.clientUs / p.built.clientUs).toFixed(2)}, backend ${(p.prepared.backendUs / p.built.backendUs).toFixed(2)}, both ${((p.prepared.clientUs + p.prepared.backendUs) / (p.built.clientUs + p.built.backendUs)).toFixed(2)} (${p.calls} calls of 2 statements each way)`);
    }
  }

  if (want('pipeline')) {
    const p = await benchPipeline();
    results.pipeline = p;
    console.log('\n== Imaging pipeline on PostgreSQL: cost per job by worker processes (instant nodes) ==');
    if (!p) console.log('(set BENCH_DATABASE_URL to a PostgreSQL server on loopback to measure the pipeline on PostgreSQL; the run creates and drops a database of its own)');
    else {
      console.log(`instant node alone: ${fmt(p.nodeAloneJobsPerSec)} jobs/s (baseline); ${p.nodes} nodes, ${p.users} users × 6 jobs in flight, events ${p.kafka ? 'through Kafka' : 'on the API process\'s in-process bus'}`);
      for (const r of p.runs) {
        const c = r.cpuMsPerJob;
        console.log(
          `${String(r.workers).padStart(2)} worker process${r.workers > 1 ? 'es' : '  '}: ${fmt(r.jobsPerSec).padStart(6)} jobs/s (ratio to the node alone ${(r.jobsPerSec / p.nodeAloneJobsPerSec).toFixed(3)}), ` +
            `pipeline CPU ${c.total.toFixed(2)} ms/job = API side ${c.api.toFixed(2)} + workers ${c.workers.toFixed(2)} + PostgreSQL ${c.postgres.toFixed(2)}; ` +
            `SQL statements/job: API side ${r.statementsPerJob.api}, workers ${r.statementsPerJob.workers} (${r.jobs} jobs in ${r.seconds.toFixed(1)} s)`,
        );
        const b = r.cpuBreakdown;
        const svc = (xs: Array<[string, number]>) => xs.map(([k, n]) => `${k} ${n}`).join(', ');
        console.log(
          `    breakdown, CPU ms/job: idle cost (${r.idle.msPerSecond} ms/s with no jobs × the window) ${r.idle.msPerJob.toFixed(2)}; each worker process ${b.perWorker.map((x) => x.toFixed(2)).join(' / ')}; PostgreSQL serving the API side ${b.postgresApi.toFixed(2)}, the workers ${b.postgresWorkers.toFixed(2)}; ` +
            `statements/job by service: API side ${svc(r.statementsByService.api)} | workers ${svc(r.statementsByService.workers)}`,
        );
      }
      const last = p.runs[p.runs.length - 1];
      if (last) {
        console.log(`statements per job with ${last.workers} workers — workers: ${last.statements.workers.map(([k, n]) => `${k} ${n}`).join(', ')}`);
        console.log(`                               API side: ${last.statements.api.map(([k, n]) => `${k} ${n}`).join(', ')}`);
      }
    }
  }

  if (want('billing')) {
    const b = await benchBilling();
    results.billing = b;
    console.log('\n== Billing holds through gRPC on PostgreSQL (10 callers, closed loop, 5 s each) ==');
    if (!b) console.log('(set BENCH_DATABASE_URL to a PostgreSQL database on loopback to measure holds)');
    else {
      const row = (name: string, r: { perSec: number; p50: number; p99: number; calls: number }) =>
        console.log(`${name.padEnd(34)} ${fmt(r.perSec).padStart(7)}/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (${r.calls} calls)  ratio to baseline ${(r.perSec / b.baseline.perSec).toFixed(3)}`);
      row('GetCredits (baseline: hop + read)', b.baseline);
      row('Hold, 10 users', b.holdsManyUsers);
      row('Hold, 1 user (one wallet lock)', b.holdsOneUser);
      row('Hold + Capture, 10 users', b.holdCaptureManyUsers);
    }
  }

  if (want('feeds')) {
    const f = await benchFeeds({ rebuild: process.argv.includes('--rebuild-feeds') });
    results.feeds = f;
    console.log('\n== Feeds on PostgreSQL through the gateway (sequential requests, one viewer) ==');
    if (!f) console.log('(set BENCH_FEEDS_DATABASE_URL to a PostgreSQL database of its own on loopback to measure the feeds (it stays filled between runs))');
    else {
      const mib = (b: number) => `${(b / 1048576).toFixed(1)} MiB`;
      console.log(`data: ${f.fill.images} images, ${f.fill.users} users, ${f.fill.likes} likes, ${f.fill.follows} follows (${f.fill.reused ? 'kept from an earlier run, filled' : 'filled'} in ${f.fill.seconds} s; ${FILL.jobs} jobs × ${FILL.imagesPerJob})`);
      const row = (name: string, r: { p50: number; p99: number; samples: number }, base = f.page500Offset) =>
        console.log(`${name.padEnd(34)} p50 ${String(r.p50).padStart(7)} ms  p99 ${String(r.p99).padStart(7)} ms  (${r.samples} requests)  p99 ratio to OFFSET ${(r.p99 / base.p99).toFixed(3)}`);
      row('page 500 by OFFSET (baseline)', f.page500Offset);
      row('Community page 1', f.page1);
      row('page 500 by cursor', f.page500);
      row(`search "${SEARCH}" (${f.searchHits} hits)`, f.search);
      console.log('server-side (imaging\'s listFeed in the bench process, no gateway):');
      row('  page 500 by OFFSET (baseline)', f.service.page500Offset, f.service.page500Offset);
      row('  Community page 1', f.service.page1, f.service.page500Offset);
      row('  page 500 by cursor', f.service.page500, f.service.page500Offset);
      row(`  search "${SEARCH}"`, f.service.search, f.service.page500Offset);
      console.log(`walking pages 1–499 by cursor: ${f.walkMs} ms`);
      for (const t of f.tables) console.log(`table ${t.name.padEnd(12)} ${mib(t.bytes).padStart(11)}  (with indexes and TOAST ${mib(t.totalBytes)})`);
      for (const i of f.indexes) console.log(`index ${i.table}.${i.name.padEnd(30)} ${mib(i.bytes).padStart(11)}`);
      for (const e of f.explain) console.log(`EXPLAIN ${e.what.padEnd(28)} ${String(e.executionMs).padStart(8)} ms  buffers hit ${e.sharedHit} read ${e.sharedRead}  indexes ${e.indexes.join(', ') || 'none'}  ${e.usesExpected ? 'uses' : 'DOES NOT use'} ${e.expected}`);
    }
  }

  if (want('codec')) {
    const c = await benchCodec();
    results.codec = c;
    console.log("\n== A node's output stored: decode + PNG re-encode + thumbnail (baseline) vs encodeOutput, CPU ms an image ==");
    for (const r of c) {
      console.log(
        `${r.input.padEnd(32)} ${String(r.inputKiB).padStart(5)} KiB in | re-encoded ${r.reencoded.cpuMs.toFixed(1).padStart(6)} ms (median ${r.reencoded.medianMs.toFixed(1)}), ${r.reencoded.pngKiB} KiB stored | ` +
          `encodeOutput ${r.encoded.cpuMs.toFixed(1).padStart(6)} ms (median ${r.encoded.medianMs.toFixed(1)}), ${r.encoded.pngKiB} KiB stored (${r.encoded.kept ? 'kept' : 're-encoded'}) | ratio ${(r.encoded.cpuMs / r.reencoded.cpuMs).toFixed(2)} (medians ${(r.encoded.medianMs / r.reencoded.medianMs).toFixed(2)})`,
      );
    }
  }

  if (want('grpc')) {
    const g = await benchGrpcHop();
    results.grpc = g;
    console.log('\n== gRPC to a service of the same process: over loopback (baseline) vs in-process ==');
    const row = (name: string, r: { cpuUs: number; callsPerSec: number }) => console.log(`${name.padEnd(12)} ${r.cpuUs.toFixed(1).padStart(7)} µs of CPU a call (both ends)  ${fmt(r.callsPerSec).padStart(7)} calls/s`);
    row('loopback', g.loopback);
    row('in-process', g.inProcess);
    console.log(`ratio in-process/loopback: CPU ${(g.inProcess.cpuUs / g.loopback.cpuUs).toFixed(3)}, calls/s ${(g.inProcess.callsPerSec / g.loopback.callsPerSec).toFixed(1)}× (${g.calls} calls each, 10 at a time)`);
  }

  if (want('metrics')) {
    const m = await benchMetrics();
    results.metrics = m;
    console.log('\n== Prometheus metrics: per-request histogram and one scrape ==');
    const row = (name: string, r: { rps: number; p50: number; p99: number }) => console.log(`${name.padEnd(34)} ${fmt(r.rps).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`);
    row('gateway GET /healthz, no metrics', m.withoutMetrics);
    row('gateway GET /healthz, metrics', m.withMetrics);
    console.log(`ratio with / without: ${(m.withMetrics.rps / m.withoutMetrics.rps).toFixed(3)}`);
    console.log(`embedded product: GET /metrics median ${fmt(m.scrapeMedianMs)} ms (p90 ${fmt(m.scrapeP90Ms)}), ${m.scrapeKiB} KiB, ${m.series} series; GET /healthz median ${fmt(m.healthzMedianMs)} ms (ratio ${(m.scrapeMedianMs / m.healthzMedianMs).toFixed(1)})`);
  }

  if (want('memory')) {
    const m = await benchMemory();
    results.memory = m;
    const mib = (n: number) => `${n.toFixed(0)} MiB`;
    const parts = (p: MemParts) =>
      `RSS ${mib(p.rss)} = V8 heap ${mib(p.heapTotal)} (used ${mib(p.heapUsed)}) + wasm (PGlite) ${mib(p.wasm)} + mapped files ${mib(p.files)} + native ${mib(p.native)} (of which Buffers/ArrayBuffers ${mib(p.arrayBuffers)})`;
    console.log('\n== Memory of the embedded product (`npm start`, one process, PGlite) ==');
    console.log(`first start on a fresh data dir: RSS ${mib(m.startRss)}, peak ${mib(m.startHwm)}`);
    console.log(`idle after ordinary use:  ${parts(m.idle)}`);
    if (m.load) {
      const l = m.load;
      console.log(`upload load: ${UPLOADS} concurrent uploads of ${l.uploadPixels} (${(l.uploadBytes / 1048576).toFixed(1)} MiB file, ${(l.uploadDataUrlChars / 1048576).toFixed(1)} MiB data URL), in-paint and up-scale, one user, in ${l.uploads.seconds.toFixed(1)} s`);
      for (const [status, n] of Object.entries(l.uploads.statuses)) console.log(`  ${n} × ${status} ${l.uploads.messages[status] ? `"${l.uploads.messages[status]}"` : ''}`);
      console.log(`peak RSS under the load (VmHWM): ${mib(l.peakRss)}`);
      console.log(`highest of each part:     ${parts(l.loadMax)}`);
      console.log(`idle again after it:      ${parts(l.afterLoad)}`);
      const lat = (name: string, x: MemoryLatency) =>
        console.log(`${name.padEnd(34)} idle p50 ${x.idleP50.toFixed(1)} ms (max ${x.idleMax.toFixed(1)}), under load p50 ${x.loadP50.toFixed(1)} ms (max ${x.loadMax.toFixed(1)}, ${x.samples} calls, ${x.failed} refused): ratio p50 ${(x.loadP50 / x.idleP50).toFixed(1)}, max ${(x.loadMax / x.idleMax).toFixed(1)}`);
      lat('/healthz', l.healthz);
      lat("other user's get_all_user_image", l.list);
    }
    console.log(`warm start (same data dir): RSS ${mib(m.warmStartRss)}; idle after signing in and browsing: ${parts(m.warmIdle)}`);
  }

  if (want('scaleout')) {
    const s = await benchScaleOut();
    results.scaleout = s;
    console.log('\n== Scale-out: 2 gateways, 2 imaging, 3 workers on PostgreSQL + Kafka + MinIO, SIGKILLs midway ==');
    if (!s) console.log('(needs DATABASE_URL, KAFKA_BROKERS and ATELIER_S3_*: bash scripts/infra.sh up && eval "$(bash scripts/infra.sh env)")');
    else {
      console.log(`${s.clients} clients, ${s.jobs} jobs on fake A1111 nodes; the script's checks ${s.checksPassed ? 'passed' : 'FAILED'}`);
      console.log(`fake nodes alone:             ${fmt(s.nodeCeilingJobsPerSec)} jobs/s (baseline)`);
      console.log(`steady stream before the kills: ${fmt(s.steadyJobsPerSec)} jobs/s  ratio to baseline ${s.ratioToCeiling.toFixed(3)}`);
      console.log(`spread over the workers: ${s.spread.map((w) => `${w.worker} ${w.jobs}${w.killed ? ' (killed)' : ''}`).join(', ')} (${s.unobserved} not sampled)`);
      console.log(`whole run with the kills: ${s.wholeRunSeconds} s; ${s.runningAtKill} jobs running at the kill, ${s.ranTwice} re-run after the lease; ${s.refusedOrRetried} submits refused or lost and retried; outcomes by stream ${s.viaStream}, by catch-up ${s.viaCatchUp}`);
    }
  }

  const dir = join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.json'), JSON.stringify(results, null, 2));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
