// The read cache's gauges follow its state at scrape: 0 while its listener may miss events (reads
// pass through), 1 once it hears every event, back to 0 (and no entries) when the listener is lost.
import { createMetrics, type Metrics } from '@atelier/platform';
import { ReadCache } from '../src/cache/read-cache';
import { registerReadCacheMetrics } from '../src/cache/read-cache.metrics';

async function gauge(metrics: Metrics, name: string): Promise<number> {
  return (await metrics.registry.getSingleMetric(name)!.get()).values[0]?.value ?? NaN;
}

test('listening and entries, as the cache is', async () => {
  const metrics = createMetrics({ processMetrics: false });
  const reads = new ReadCache({ max: 10, ttlMs: 60_000 });
  registerReadCacheMetrics(metrics, reads);
  expect(await gauge(metrics, 'atelier_gateway_read_cache_listening')).toBe(0);
  await reads.get('user:a', async () => ({ name: 'a' }));
  expect(await gauge(metrics, 'atelier_gateway_read_cache_entries')).toBe(0); // passed through, not kept

  reads.listening(true);
  await reads.get('user:a', async () => ({ name: 'a' }));
  await reads.get('plans:active', async () => ({ plans: [] }));
  expect(await gauge(metrics, 'atelier_gateway_read_cache_listening')).toBe(1);
  expect(await gauge(metrics, 'atelier_gateway_read_cache_entries')).toBe(2);

  reads.listening(false);
  expect(await gauge(metrics, 'atelier_gateway_read_cache_listening')).toBe(0);
  expect(await gauge(metrics, 'atelier_gateway_read_cache_entries')).toBe(0);
});
