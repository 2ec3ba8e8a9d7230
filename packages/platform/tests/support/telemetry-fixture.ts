// Child process for the telemetry test (the OTLP exporter loads http with a dynamic import, which
// jest's CommonJS sandbox cannot run): starts tracing, logs inside a span, shuts down.
import { trace } from '@opentelemetry/api';
import { createLogger } from '../../src/logging';
import { startTelemetry } from '../../src/telemetry';

async function main() {
  const telemetry = startTelemetry('atelier-telemetry-test', { otlpEndpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT });
  const logger = createLogger({ logLevel: 'info' });
  trace.getTracer('test').startActiveSpan('unit-of-work', (span) => {
    logger.info({ ids: span.spanContext() }, 'inside the span');
    span.end();
  });
  await telemetry.shutdown();
}
void main();
