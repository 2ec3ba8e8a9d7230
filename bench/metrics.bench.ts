// What the Prometheus metrics cost: the gateway's per-request histogram (GET /healthz through a gateway
// with the metrics plugin against the same gateway without it, alternated, in this process), and one
// scrape of the whole embedded product (GET /metrics on METRICS_PORT: every collector, the database
// reads included) against GET /healthz of the same process as the baseline.
import type { AddressInfo } from 'node:net';
import { createMetrics } from '@atelier/platform';
import { freePort } from '@atelier/testkit';
import { testGateway } from '@atelier/svc-gateway/tests/support/gateway';
import { load, type LoadResult } from './lib/load';
import { startProduct } from './lib/product';

export interface MetricsFigures {
  /** GET /healthz without the metrics plugin, then with it (best of the alternated rounds). */
  withoutMetrics: LoadResult;
  withMetrics: LoadResult;
  /** One scrape of the embedded product, sequential: median and p90 ms, body size, series. */
  scrapeMedianMs: number;
  scrapeP90Ms: number;
  scrapeKiB: number;
  series: number;
  /** GET /healthz of the same process, sequential (the baseline of the scrape). */
  healthzMedianMs: number;
}

async function gatewayUrl(withMetrics: boolean): Promise<{ url: string; close(): Promise<void> }> {
  const { app } = await testGateway(withMetrics ? { metrics: createMetrics() } : {});
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}

const median = (xs: number[], q = 0.5) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;

async function timed(url: string, n: number): Promise<{ ms: number[]; last: string }> {
  const ms: number[] = [];
  let last = '';
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    last = await (await fetch(url)).text();
    ms.push(performance.now() - t0);
  }
  return { ms, last };
}

export async function benchMetrics(seconds = 3, rounds = 4): Promise<MetricsFigures> {
  const plain = await gatewayUrl(false);
  const metered = await gatewayUrl(true);
  let withoutMetrics: LoadResult | undefined;
  let withMetrics: LoadResult | undefined;
  try {
    // Warm both first (the JIT compiles the shared code on whichever runs first), then alternate
    // which goes first in each round.
    await load({ url: `${plain.url}/healthz`, seconds: 1 });
    await load({ url: `${metered.url}/healthz`, seconds: 1 });
    for (let r = 0; r < rounds; r++) {
      const first = r % 2 === 0 ? plain : metered;
      const x = await load({ url: `${first.url}/healthz`, seconds });
      const y = await load({ url: `${(first === plain ? metered : plain).url}/healthz`, seconds });
      const [a, b] = first === plain ? [x, y] : [y, x];
      if (!withoutMetrics || a.rps > withoutMetrics.rps) withoutMetrics = a;
      if (!withMetrics || b.rps > withMetrics.rps) withMetrics = b;
    }
  } finally {
    await plain.close();
    await metered.close();
  }

  const metricsPort = await freePort();
  const product = await startProduct({ embedded: true, env: { METRICS_PORT: String(metricsPort) } });
  try {
    await timed(`http://127.0.0.1:${metricsPort}/metrics`, 3); // warm: first reads compile the queries
    const scrape = await timed(`http://127.0.0.1:${metricsPort}/metrics`, 30);
    const health = await timed(`${product.url}/healthz`, 30);
    return {
      withoutMetrics: withoutMetrics!,
      withMetrics: withMetrics!,
      scrapeMedianMs: median(scrape.ms),
      scrapeP90Ms: median(scrape.ms, 0.9),
      scrapeKiB: Math.round(Buffer.byteLength(scrape.last) / 102.4) / 10,
      series: scrape.last.split('\n').filter((l) => l && !l.startsWith('#')).length,
      healthzMedianMs: median(health.ms),
    };
  } finally {
    await product.stop();
  }
}
