// Structured JSON logging (pino) with the active OpenTelemetry span's ids mixed into every line,
// so a log line can be joined to its trace.
import { trace } from '@opentelemetry/api';
import pino from 'pino';
import type { PlatformConfig } from './config';

export type Logger = pino.Logger;

let stdout: pino.DestinationStream | undefined;

/**
 * The process's stdout for log lines, written asynchronously: a line is appended to a buffer and
 * the buffer goes out in one write as soon as the previous write is done, so an idle process writes
 * each line at once and a busy one writes many per syscall. pino's default writes synchronously,
 * one syscall per line: at LOG_LEVEL=info that was ~30 µs of every gateway answer (issue 12's
 * plumbing profile). pino flushes what is buffered, synchronously, when the process exits (also
 * by process.exit or an uncaught exception); only a SIGKILL can lose the lines still in the buffer.
 * One stream for every logger of the process, so their lines keep their order.
 */
export function logDestination(): pino.DestinationStream {
  return (stdout ??= pino.destination({ dest: 1, sync: false }));
}

export function createLogger(config: Pick<PlatformConfig, 'logLevel'>, name?: string, destination: pino.DestinationStream = logDestination()): Logger {
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
  }, destination);
}
