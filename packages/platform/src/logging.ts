// Structured JSON logging (pino) with the active OpenTelemetry span's ids mixed into every line,
// so a log line can be joined to its trace.
import { trace } from '@opentelemetry/api';
import pino from 'pino';
import type { PlatformConfig } from './config';

export type Logger = pino.Logger;

export function createLogger(config: Pick<PlatformConfig, 'logLevel'>, name?: string): Logger {
  return pino({
    name,
    level: config.logLevel,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
  });
}
