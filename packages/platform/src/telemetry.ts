// OpenTelemetry tracing: an OTLP/HTTP exporter plus http, gRPC and pg instrumentation, started only
// when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise nothing is started and the API stays a no-op.
// Kafka/in-process consumer spans are made by the events kit itself (see events/events.ts).
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
    instrumentations: [new HttpInstrumentation(), new GrpcInstrumentation(), new PgInstrumentation()],
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
