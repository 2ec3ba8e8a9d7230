// The kit's metrics: scrape-time gauges keep their last values when a read fails or is slow (and
// never run two reads at once), the metrics server answers only GET /metrics, and a process built
// from the kit's modules serves its gRPC latencies, outbox relay lag and process metrics there.
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import type { Transaction } from 'kysely';
import { seedPgliteDir, seriesValue } from '@atelier/testkit';
import { loadConfig } from '../src/config';
import type { Database } from '../src/database';
import type { Events } from '../src/events/types';
import type { GrpcClients } from '../src/grpc/clients';
import { AppError } from '../src/grpc/errors';
import type { GrpcServer } from '../src/grpc/server';
import { infrastructureModules, type ProcessMetrics } from '../src/infrastructure';
import { createMetrics, MetricsServer, type Metrics, type Sample } from '../src/metrics';
import { ModuleManager, type Module } from '../src/module';
import { silentLogger } from './support/silent-logger';
import { tempDir } from './support/temp-dir';

const failures = (m: Metrics) => m.registry.getSingleMetricAsString('atelier_metrics_collect_failures_total');

describe('scrape-time gauges', () => {
  test('read at each scrape; a failing read keeps the last values and is counted', async () => {
    const metrics = createMetrics({ processMetrics: false });
    let next: Sample<'state'>[] | Error = [{ labels: { state: 'pending' }, value: 3 }, { labels: { state: 'running' }, value: 1 }];
    let reads = 0;
    metrics.scrapeGauge({
      name: 'atelier_test_jobs',
      help: 'test',
      labelNames: ['state'],
      read: async () => {
        reads++;
        if (next instanceof Error) throw next;
        return next;
      },
    });
    let text = await metrics.text();
    expect(seriesValue(text, 'atelier_test_jobs', { state: 'pending' })).toBe(3);
    expect(seriesValue(text, 'atelier_test_jobs', { state: 'running' })).toBe(1);

    next = new Error('database down');
    text = await metrics.text();
    expect(seriesValue(text, 'atelier_test_jobs', { state: 'pending' })).toBe(3);
    // The failure counter is written before the gauge is read, so it shows from the next scrape on.
    expect(seriesValue(await failures(metrics), 'atelier_metrics_collect_failures_total', { metric: 'atelier_test_jobs', reason: 'error' })).toBe(1);

    // A state that disappears from the answer disappears from the scrape (the gauge is rebuilt each time).
    next = [{ labels: { state: 'pending' }, value: 0 }];
    text = await metrics.text();
    expect(seriesValue(text, 'atelier_test_jobs', { state: 'pending' })).toBe(0);
    expect(seriesValue(text, 'atelier_test_jobs', { state: 'running' })).toBeUndefined();
    expect(reads).toBe(3);
  });

  test('a slow read times out to the last values and is not started again while it runs', async () => {
    const metrics = createMetrics({ processMetrics: false });
    let release!: () => void;
    let reads = 0;
    let slow = false;
    metrics.scrapeGauge({
      name: 'atelier_test_holds',
      help: 'test',
      timeoutMs: 50,
      read: async () => {
        reads++;
        if (slow) await new Promise<void>((r) => (release = r));
        return [{ labels: {}, value: reads }];
      },
    });
    expect(seriesValue(await metrics.text(), 'atelier_test_holds')).toBe(1);
    slow = true;
    let text = await metrics.text();
    expect(seriesValue(text, 'atelier_test_holds')).toBe(1);
    expect(seriesValue(await failures(metrics), 'atelier_metrics_collect_failures_total', { metric: 'atelier_test_holds', reason: 'timeout' })).toBe(1);
    text = await metrics.text(); // still the same read in flight: no second one
    expect(reads).toBe(2);
    release();
    await new Promise((r) => setImmediate(r));
    slow = false;
    text = await metrics.text();
    expect(seriesValue(text, 'atelier_test_holds')).toBe(3); // the slow read landed (2), then a fresh one (3)
    expect(reads).toBe(3);
  });

  test("readers sharing a name are merged; names carry the atelier_ prefix, labels are not Prometheus's own; a name is one kind", async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.scrapeGauge({ name: 'atelier_test_lag', help: 'x', labelNames: ['schema'], read: () => [{ labels: { schema: 'a' }, value: 1 }] });
    metrics.scrapeGauge({ name: 'atelier_test_lag', help: 'x', labelNames: ['schema'], read: () => [{ labels: { schema: 'b' }, value: 2 }] });
    const text = await metrics.text();
    expect(seriesValue(text, 'atelier_test_lag', { schema: 'a' })).toBe(1);
    expect(seriesValue(text, 'atelier_test_lag', { schema: 'b' })).toBe(2);
    expect(() => metrics.counter({ name: 'jobs_total', help: 'x' })).toThrow(/atelier_/);
    expect(() => metrics.histogram({ name: 'atelier_test_seconds', help: 'x', labelNames: ['instance'] })).toThrow(/Prometheus's own/);
    expect(metrics.counter({ name: 'atelier_test_total', help: 'x' })).toBe(metrics.counter({ name: 'atelier_test_total', help: 'x' }));
    expect(() => metrics.gauge({ name: 'atelier_test_total', help: 'x' })).toThrow(/another kind/);
  });
});

test('the metrics server answers GET and HEAD /metrics only', async () => {
  const metrics = createMetrics({ defaultLabels: { target: 'test' } });
  const server = new MetricsServer(metrics, silentLogger);
  const port = await server.listen('127.0.0.1', 0);
  try {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(seriesValue(text, 'process_resident_memory_bytes', { target: 'test' })).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  } finally {
    await server.close();
  }
});

const echoPkg = grpc.loadPackageDefinition(protoLoader.loadSync(join(__dirname, 'support/echo.proto'))) as any;
const EchoService: grpc.ServiceClientConstructor = echoPkg.atelier.identity.v1.EchoService;

test('a process from the kit serves gRPC latencies, outbox relay lag and process metrics on METRICS_PORT', async () => {
  const dataDir = tempDir();
  await seedPgliteDir(join(dataDir, 'pg'));
  let clients: GrpcClients | undefined;
  let events: Events | undefined;
  const producer: Module<void> = {
    name: 'producer',
    deps: ['database', 'events', 'grpc-server', 'grpc-clients'],
    async start(ctx) {
      const database = ctx.get<Database>('database');
      await database.migrate('producer', {});
      const db = database.forSchema<any>('producer');
      events = ctx.get<Events>('events');
      const outbox = events.outbox('producer');
      clients = ctx.get<GrpcClients>('grpc-clients');
      ctx.get<GrpcServer>('grpc-server').add(EchoService.service, {
        async echo(req: { text: string; failCode: string }) {
          if (req.failCode) throw new AppError('NOT_FOUND', 'no such thing');
          await db.transaction().execute((trx: Transaction<any>) => outbox.add(trx, { topic: 'producer.said.v1', key: 'k', type: 'Said', payload: {} }));
          return { text: req.text };
        },
      });
    },
  };
  let metrics: ProcessMetrics | undefined;
  const probe: Module<void> = { name: 'probe', deps: ['metrics'], start: (ctx) => void (metrics = ctx.get<ProcessMetrics>('metrics')) };
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', METRICS_PORT: '0' }, []);
  const manager = new ModuleManager([...infrastructureModules, producer, probe], { all: ['producer', 'probe'] });
  await manager.start(['all'], config, silentLogger);
  try {
    const echo = clients!.get('identity', EchoService) as any;
    await echo.echo({ text: 'a' });
    await echo.echo({ text: 'b' });
    await expect(echo.echo({ text: 'c', failCode: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await events!.flush();

    const text = await (await fetch(`http://127.0.0.1:${metrics!.port()}/metrics`)).text();
    const echoCall = { service: 'atelier.identity.v1.EchoService', method: 'Echo', target: 'all' };
    expect(seriesValue(text, 'atelier_grpc_server_handling_seconds_count', { ...echoCall, code: 'OK' })).toBe(2);
    expect(seriesValue(text, 'atelier_grpc_server_handling_seconds_count', { ...echoCall, code: 'NOT_FOUND' })).toBe(1);
    expect(seriesValue(text, 'atelier_outbox_publish_delay_seconds_count', { schema: 'producer' })).toBe(2);
    expect(seriesValue(text, 'atelier_outbox_oldest_unpublished_age_seconds', { schema: 'producer' })).toBe(0);
    expect(seriesValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  } finally {
    await manager.stop();
  }
}, 30_000);

test('without METRICS_PORT nothing listens, yet metrics are recorded', async () => {
  let metrics: ProcessMetrics | undefined;
  const probe: Module<void> = { name: 'probe', deps: ['metrics'], start: (ctx) => void (metrics = ctx.get<ProcessMetrics>('metrics')) };
  const manager = new ModuleManager([...infrastructureModules, probe], {});
  await manager.start(['probe'], loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'silent' }, []), silentLogger);
  try {
    expect(metrics!.port()).toBeUndefined();
    expect(await metrics!.text()).toContain('process_cpu_seconds_total');
  } finally {
    await manager.stop();
  }
});
