// The read cache at scrape time: whether this replica's cache is serving from memory (its listener
// hears every owner's event) and how many entries it holds. A replica whose listener never joined
// (Kafka unreachable at start) passes every read through to the owners — safe, but every cached
// route then costs a gRPC call; this gauge is what an alert on "listening == 0 for 5 min" reads.
import type { Metrics } from '@atelier/platform';
import type { ReadCache } from './read-cache';

export function registerReadCacheMetrics(metrics: Metrics, reads: ReadCache): void {
  metrics.scrapeGauge({
    name: 'atelier_gateway_read_cache_listening',
    help: '1 while the read cache serves from memory (its event listener has joined and fetched); 0 while every read passes through to the owning service',
    read: () => [{ labels: {}, value: reads.stats.live ? 1 : 0 }],
  });
  metrics.scrapeGauge({
    name: 'atelier_gateway_read_cache_entries',
    help: 'Entries held by the read cache (profiles, wallets, model lists, plans; READ_CACHE_MAX at most)',
    read: () => [{ labels: {}, value: reads.stats.size }],
  });
}
