// The gateway's metrics: latencies labelled by route pattern (not the URL), method and status
// class; unmatched URLs share one series; the live stream is counted as open connections, never
// as a latency.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createMetrics, uuidv7, type Metrics } from '@atelier/platform';
import { waitFor } from '@atelier/testkit';
import { UNMATCHED_ROUTE } from '../src/plugins/http-metrics';
import { testGateway } from './support/gateway';

let app: FastifyInstance;
let metrics: Metrics;
beforeEach(async () => {
  metrics = createMetrics({ processMetrics: false });
  ({ app } = await testGateway({ metrics }));
});
afterEach(() => app.close());

/** The count of requests observed with these labels (0 when no such series). */
async function count(labels: Record<string, string>): Promise<number> {
  const h = (await metrics.registry.getSingleMetric('atelier_http_request_duration_seconds')!.get()) as {
    values: Array<{ metricName?: string; labels: Record<string, string | number>; value: number }>;
  };
  const want = Object.entries(labels);
  return h.values
    .filter((v) => v.metricName === 'atelier_http_request_duration_seconds_count' && want.every(([k, x]) => v.labels[k] === x))
    .reduce((n, v) => n + v.value, 0);
}

async function gauge(name: string): Promise<number> {
  return (await metrics.registry.getSingleMetric(name)!.get()).values[0]?.value ?? NaN;
}

test('requests are counted by route pattern, method and status class', async () => {
  await app.inject({ method: 'GET', url: '/healthz' });
  await app.inject({ method: 'GET', url: '/healthz' });
  // Two different ids, one series: the pattern, not the URL.
  await app.inject({ method: 'PUT', url: `/api/admin/model/${uuidv7()}`, payload: {} });
  await app.inject({ method: 'PUT', url: `/api/admin/model/${uuidv7()}`, payload: {} });
  await app.inject({ method: 'GET', url: `/no/such/${uuidv7()}` });

  expect(await count({ route: '/healthz', method: 'GET', status_class: '2xx' })).toBe(2);
  expect(await count({ route: '/api/admin/model/:id', method: 'PUT' })).toBe(2);
  expect(await count({ route: '/api/admin/model/:id', status_class: '2xx' })).toBe(0);
  expect(await count({ route: UNMATCHED_ROUTE, method: 'GET', status_class: '4xx' })).toBe(1);
  const routes = new Set(
    ((await metrics.registry.getSingleMetric('atelier_http_request_duration_seconds')!.get()).values as Array<{ labels: { route?: string } }>).map((v) => v.labels.route),
  );
  expect([...routes].some((r) => r?.includes('-'))).toBe(false); // no uuid ever became a label
});

test('the public port serves no /metrics (the kit serves it on METRICS_PORT)', async () => {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain('atelier_http_request_duration_seconds');
});

test('live streams are a gauge of open connections, not a latency', async () => {
  expect(await gauge('atelier_gateway_sse_connections')).toBe(0);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const cookie = `atelier_at=${app.jwt.sign({ sub: uuidv7(), role: 'user', sid: uuidv7() })}`;
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/images/events', headers: { cookie } }, resolve);
    req.on('error', reject);
    req.end();
  });
  expect(res.statusCode).toBe(200);
  expect(await gauge('atelier_gateway_sse_connections')).toBe(1);
  res.destroy();
  await waitFor(() => gauge('atelier_gateway_sse_connections'), (n) => n === 0);
  expect(await count({ route: '/api/images/events' })).toBe(0);
});
