// A bounded load run with autocannon against a loopback URL; returns throughput and latency.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon');

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered in the whole run. */
  total: number;
}

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
}

export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`benchmarks only target loopback, not ${host}`);
}

export async function load(spec: LoadSpec): Promise<LoadResult> {
  assertLoopback(spec.url);
  const r = await autocannon({
    url: spec.url,
    method: spec.method ?? 'GET',
    headers: spec.headers,
    body: spec.body,
    connections: spec.connections ?? 10,
    duration: spec.seconds ?? 5,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx, total: r.requests.total };
}
