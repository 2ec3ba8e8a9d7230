// Prometheus metrics (prom-client): one registry per process with the default process metrics,
// the kit's helpers to declare metrics on it, scrape-time collectors that read the database without
// ever breaking a scrape, and the small HTTP server that serves it on METRICS_PORT — a port of its
// own, so /metrics is never on the gateway's public port.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from './logging';

export type { Counter, Gauge, Histogram } from 'prom-client';

/** Every metric the product declares starts with this. Default process metrics keep their standard names. */
export const METRIC_PREFIX = 'atelier_';

/** Request latencies (HTTP and gRPC): 5 ms … 10 s. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Labels Prometheus attaches to every scraped series: a metric's own would be renamed exported_<name>. */
const RESERVED_LABELS = new Set(['instance', 'job']);

/** A scrape-time read waits this long, then the scrape answers with the last values it has. */
export const COLLECT_TIMEOUT_MS = 1000;

/** One series of a scrape-time gauge. */
export interface Sample<L extends string = string> {
  labels: Partial<Record<L, string>>;
  value: number;
}

interface MetricOptions<L extends string> {
  /** Must start with METRIC_PREFIX. */
  name: string;
  help: string;
  labelNames?: readonly L[];
}

export interface ScrapeGaugeOptions<L extends string> extends MetricOptions<L> {
  /** Reads the current values, e.g. one grouped query. Called at scrape time only, never two at once. */
  read(): Promise<Sample<L>[]> | Sample<L>[];
  /** Default COLLECT_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface Metrics {
  readonly registry: Registry;
  /** The metric of that name, created on first ask (a second ask with the same name returns it). */
  histogram<L extends string>(o: MetricOptions<L> & { buckets?: number[] }): Histogram<L>;
  counter<L extends string>(o: MetricOptions<L>): Counter<L>;
  gauge<L extends string>(o: MetricOptions<L>): Gauge<L>;
  /**
   * A gauge whose values are read when Prometheus scrapes (jobs by state, holds open, relay lag):
   * no work per request. A read slower than timeoutMs or failing leaves the previous values in the
   * answer (and counts atelier_metrics_collect_failures_total{metric,reason}); a slow read still
   * running is awaited by the next scrape rather than started again. Several readers may share a
   * name (e.g. one per schema): their samples are merged.
   */
  scrapeGauge<L extends string>(o: ScrapeGaugeOptions<L>): void;
  /** The exposition text, as GET /metrics answers it. */
  text(): Promise<string>;
  readonly contentType: string;
}

export function createMetrics(opts: { defaultLabels?: Record<string, string>; logger?: Logger; processMetrics?: boolean } = {}): Metrics {
  return new MetricsImpl(opts);
}

class ScrapeReader<L extends string> {
  private last: Sample<L>[] = [];
  private inFlight?: Promise<void>;

  constructor(
    private readonly o: ScrapeGaugeOptions<L>,
    private readonly failed: (reason: 'timeout' | 'error', err?: unknown) => void,
  ) {}

  async samples(): Promise<Sample<L>[]> {
    this.inFlight ??= (async () => this.o.read())().then(
      (s) => void (this.last = s),
      (err) => this.failed('error', err),
    ).finally(() => (this.inFlight = undefined));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      this.inFlight.then(() => false),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(true), this.o.timeoutMs ?? COLLECT_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (timedOut) this.failed('timeout');
    return this.last;
  }
}

/** How often the event-loop-lag histogram samples (prom-client's default is 10 ms). Each sample is a
 *  timer wake-up: at 10 ms an idle process spent 6.4 ms of CPU a second on it here — most of an idle
 *  worker's ~9 ms/s —, at 50 ms 1.5. A stall of 50 ms or more is still always seen, shorter ones in
 *  proportion; the dashboard's p99 lag is about stalls of that order. */
export const EVENT_LOOP_SAMPLE_MS = 50;

class MetricsImpl implements Metrics {
  readonly registry = new Registry();
  private readonly readers = new Map<string, ScrapeReader<string>[]>();
  private readonly failures: Counter<'metric' | 'reason'>;

  constructor(private readonly opts: { defaultLabels?: Record<string, string>; logger?: Logger; processMetrics?: boolean }) {
    if (opts.defaultLabels) this.registry.setDefaultLabels(opts.defaultLabels);
    if (opts.processMetrics !== false) collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
    this.failures = this.counter({
      name: 'atelier_metrics_collect_failures_total',
      help: 'Scrape-time reads that failed or timed out (the scrape answered with the previous values)',
      labelNames: ['metric', 'reason'],
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  histogram<L extends string>(o: MetricOptions<L> & { buckets?: number[] }): Histogram<L> {
    return this.existing<Histogram<L>>(o.name, Histogram) ?? new Histogram<L>({ ...this.base(o), buckets: o.buckets ?? LATENCY_BUCKETS });
  }

  counter<L extends string>(o: MetricOptions<L>): Counter<L> {
    return this.existing<Counter<L>>(o.name, Counter) ?? new Counter<L>(this.base(o));
  }

  gauge<L extends string>(o: MetricOptions<L>): Gauge<L> {
    return this.existing<Gauge<L>>(o.name, Gauge) ?? new Gauge<L>(this.base(o));
  }

  scrapeGauge<L extends string>(o: ScrapeGaugeOptions<L>): void {
    const failed = (reason: 'timeout' | 'error', err?: unknown) => {
      this.failures.inc({ metric: o.name, reason });
      this.opts.logger?.warn({ err, metric: o.name, reason }, 'metrics read failed; the scrape keeps the last values');
    };
    const reader = new ScrapeReader<L>(o, failed) as unknown as ScrapeReader<string>;
    const readers = this.readers.get(o.name);
    if (readers) {
      readers.push(reader);
      return;
    }
    const all = [reader];
    this.readers.set(o.name, all);
    new Gauge<L>({
      ...this.base(o),
      async collect() {
        const samples = (await Promise.all(all.map((r) => r.samples()))).flat();
        this.reset();
        for (const s of samples) this.set(s.labels as Partial<Record<L, string>>, s.value);
      },
    });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  private base<L extends string>(o: MetricOptions<L>) {
    if (!o.name.startsWith(METRIC_PREFIX)) throw new Error(`metric ${o.name} must start with ${METRIC_PREFIX}`);
    const taken = (o.labelNames ?? []).filter((l) => RESERVED_LABELS.has(l));
    if (taken.length) throw new Error(`metric ${o.name}: label ${taken.join(', ')} is Prometheus's own (the scraped target's); name it otherwise`);
    return { name: o.name, help: o.help, labelNames: (o.labelNames ?? []) as L[], registers: [this.registry] };
  }

  private existing<M>(name: string, kind: abstract new (...a: never[]) => unknown): M | undefined {
    const m = this.registry.getSingleMetric(name);
    if (!m) return undefined;
    if (!(m instanceof kind)) throw new Error(`metric ${name} already exists as another kind`);
    return m as M;
  }
}

/** GET /metrics (and HEAD) on its own port; everything else 404. */
export class MetricsServer {
  private readonly server: Server;

  constructor(
    private readonly metrics: Metrics,
    private readonly logger: Logger,
  ) {
    this.server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      this.metrics.text().then(
        (body) => res.writeHead(200, { 'content-type': this.metrics.contentType }).end(req.method === 'HEAD' ? undefined : body),
        (err) => {
          this.logger.error({ err }, 'metrics scrape failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
        },
      );
    });
  }

  /** Resolves with the bound port. */
  listen(host: string, port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        const bound = (this.server.address() as AddressInfo).port;
        this.logger.info({ address: `${host}:${bound}` }, 'metrics listening (GET /metrics)');
        resolve(bound);
      });
    });
  }

  port(): number | undefined {
    const a = this.server.address();
    return a && typeof a === 'object' ? a.port : undefined;
  }

  close(): Promise<void> {
    if (!this.server.listening) return Promise.resolve();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
