// OpenTelemetry tracing: an OTLP/HTTP exporter plus http, gRPC and pg instrumentation, started only
// when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise nothing is started and the API stays a no-op.
// The hops no instrumentation sees (outbox → bus → consumer, job runs, GPU-node calls over undici,
// the SSE push) are spanned by the kit's tracing.ts; gRPC carries the context in its metadata
// (instrumentation-grpc patches @grpc/grpc-js: `traceparent` on the client, extracted by the server).
import type { PlatformConfig } from './config';

export interface Telemetry {
  shutdown(): Promise<void>;
}

const noop: Telemetry = { shutdown: async () => undefined };
let active: Telemetry | undefined;

/** Idempotent per process: the first call (preload or runProcess) wins. Instrumentation patches
 *  modules when they are first required, so start it before importing pg / grpc (see preload.ts). */
export function startTelemetry(serviceName: string, config: Pick<PlatformConfig, 'otlpEndpoint'>): Telemetry {
  if (active) return active;
  if (!config.otlpEndpoint) return noop;
  // Required lazily: the SDK is heavy and only needed when tracing is on.
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { GrpcInstrumentation } = require('@opentelemetry/instrumentation-grpc') as typeof import('@opentelemetry/instrumentation-grpc');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${config.otlpEndpoint.replace(/\/$/, '')}/v1/traces` }),
    // Traces only: left unset, the SDK would also push OTLP metrics and logs to the same endpoint
    // (its env defaults); metrics are prom-client's /metrics, logs are pino's stdout.
    metricReaders: [],
    logRecordProcessors: [],
    // pg: only queries inside a traced unit of work. The relay's and the workers' polls run every
    // second on their own; as root spans they would each be a trace of one query.
    instrumentations: [new HttpInstrumentation(), new GrpcInstrumentation(), new PgInstrumentation({ requireParentSpan: true })],
  });
  sdk.start();
  let stopping: Promise<void> | undefined;
  const started: Telemetry = {
    // Both the telemetry module and runProcess call this; the SDK must shut down once.
    shutdown: () => {
      active = undefined;
      stopping ??= sdk.shutdown();
      return stopping;
    },
  };
  active = started;
  return started;
}
