// Import this first in a process entry point (before '@atelier/platform' or any service), so the
// OpenTelemetry instrumentation can patch http, gRPC and pg as they are first required.
// It starts tracing only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { startTelemetry } from './telemetry';

const target = process.argv.find((a) => a.startsWith('--target='))?.slice('--target='.length) ?? process.env.PLATFORM_TARGET ?? 'all';
startTelemetry(process.env.OTEL_SERVICE_NAME ?? `atelier-${target.replace(/,/g, '+')}`, {
  otlpEndpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
});
