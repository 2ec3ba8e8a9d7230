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

/**
 * pino's `isoTime` (`,"time":"2026-11-26T14:53:38.123Z"`), made once per millisecond: it built a
 * Date and its ISO string for every line, ~2 % of a gateway answer's CPU at LOG_LEVEL=info, where
 * each answer writes its access line (issue 12's plumbing profile); a busy process writes several
 * lines within one millisecond. The same text as pino's. `now` is for tests.
 */
export function isoTimeOncePerMs(now: () => number = Date.now): () => string {
  let ms = Number.NaN;
  let text = '';
  return () => {
    const at = now();
    if (at !== ms) {
      ms = at;
      text = `,"time":"${new Date(at).toISOString()}"`;
    }
    return text;
  };
}

export function createLogger(config: Pick<PlatformConfig, 'logLevel'>, name?: string, destination: pino.DestinationStream = logDestination()): Logger {
  return pino({
    name,
    level: config.logLevel,
    base: undefined,
    timestamp: isoTimeOncePerMs(),
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
  }, destination);
}
