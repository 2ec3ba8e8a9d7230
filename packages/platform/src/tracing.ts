// Spans for the hops no instrumentation sees, and the W3C trace context carried across them: the
// outbox row (the writer's context), the bus message (its headers), a job row (the submit's context,
// for the worker that runs it later). Services trace through these, never @opentelemetry/api.
// With tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT) the API is OpenTelemetry's no-op: a carrier is
// null, a span is a non-recording one, and withSpan costs a closure call.
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';

export { SpanKind, type Attributes, type Span };

/** W3C trace-context headers (traceparent, tracestate, baggage) as a plain record. */
export type TraceCarrier = Record<string, string>;

const tracer = trace.getTracer('@atelier/platform');

/** The active context as W3C headers, or null when nothing is traced (no SDK, or no active span). */
export function currentTraceCarrier(ctx: Context = context.active()): TraceCarrier | null {
  const carrier: TraceCarrier = {};
  propagation.inject(ctx, carrier);
  return Object.keys(carrier).length ? carrier : null;
}

/** The context a carrier names (its span becomes the parent); the root context for none. */
export function contextOfCarrier(carrier: TraceCarrier | null | undefined): Context {
  return carrier && Object.keys(carrier).length ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The parent: a carrier from a row or a message. Left out, the active span is the parent. */
  parent?: TraceCarrier | null;
}

/** Runs `fn` as the active span `name` (a low-cardinality name: ids go in attributes), ended when
 *  `fn` returns or, for a promise, settles; a throw or rejection is recorded on the span (status
 *  ERROR) and passed on. */
export function withSpan<T>(name: string, opts: SpanOptions, fn: (span: Span) => T): T {
  const parent = opts.parent === undefined ? context.active() : contextOfCarrier(opts.parent);
  return tracer.startActiveSpan(name, { kind: opts.kind ?? SpanKind.INTERNAL, attributes: opts.attributes }, parent, (span) => {
    let result: T;
    try {
      result = fn(span);
    } catch (err) {
      endSpan(span, err);
      throw err;
    }
    if (!(result instanceof Promise)) {
      span.end();
      return result;
    }
    return result.then(
      (value) => {
        span.end();
        return value;
      },
      (err: unknown) => {
        endSpan(span, err);
        throw err;
      },
    ) as T;
  });
}

/** A span the caller ends itself (a batch whose messages each need their own), with `parent`'s
 *  context; returns the span and the carrier to send onward (the new span as parent). */
export function startChildSpan(name: string, opts: SpanOptions): { span: Span; carrier: TraceCarrier } {
  const parent = opts.parent === undefined ? context.active() : contextOfCarrier(opts.parent);
  const span = tracer.startSpan(name, { kind: opts.kind ?? SpanKind.INTERNAL, attributes: opts.attributes }, parent);
  return { span, carrier: currentTraceCarrier(trace.setSpan(parent, span)) ?? {} };
}

/** Ends a span started by startChildSpan, recording `err` when there is one. */
export function endSpan(span: Span, err?: unknown): void {
  if (err !== undefined) {
    span.recordException(err as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
  }
  span.end();
}
