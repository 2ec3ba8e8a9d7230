// The gateway's Prometheus metrics (docs/runbook.md, "Metrics and dashboard"): every answer's latency
// by route pattern (never the raw URL: ids would make a series each), method and status class, and
// the live streams open — read from the hub when Prometheus scrapes. Served by the kit's metrics
// server on METRICS_PORT, not on this public port.
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '@atelier/platform';
import type { ImageEventsHub } from '../live/image-events.hub';

/** The route label of a request no route matched (404s, probes for paths): one series, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics, hub: ImageEventsHub): void {
  const seconds = metrics.histogram({
    name: 'atelier_http_request_duration_seconds',
    help: 'Time to answer an HTTP request at the gateway, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'],
  });
  // onResponse: after the answer is sent, so its time is the client's. The live stream hijacks its
  // reply and never gets here — an hour-long stream is not a latency. Synchronous (`done`): an
  // async hook costs a promise and a microtask turn on every answer.
  app.addHook('onResponse', (request, reply, done) => {
    seconds.observe(
      {
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  metrics.scrapeGauge({
    name: 'atelier_gateway_sse_connections',
    help: 'Live image event streams (SSE) open on this gateway',
    read: () => [{ labels: {}, value: hub.openStreams() }],
  });
}
