// The trace context across the outbox in the embedded mode (PGlite + in-process transport): with a
// tracer registered (an in-memory exporter in this process, no OTLP), the relay's publish span is the
// child of the span that wrote the event, and the inbox consumer's and the fan-out listener's spans
// are children of the publish span, with the handler running inside its span. With no tracer (the
// default: no OTEL_EXPORTER_OTLP_ENDPOINT) nothing is stored with the row and nothing records.
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { Transaction } from 'kysely';
import { EventsImpl } from '../src/events/events';
import { InProcessTransport } from '../src/events/in-process.transport';
import type { EventEnvelope } from '../src/events/types';
import { currentTraceCarrier, withSpan } from '../src/tracing';
import { freshPglite } from './support/pglite-template';
import { silentLogger } from './support/silent-logger';

const TOPIC = 'producer.thing.v1';
let env: Awaited<ReturnType<typeof freshPglite>>;
let events: EventsImpl;
/** Per event id: the span active in the consumer's handler and in the listener. */
const inConsumer = new Map<string, string | undefined>();
const inListener = new Map<string, string | undefined>();

beforeAll(async () => {
  env = await freshPglite();
  // The kit's own tables (outbox, inbox) come with any schema's migrations.
  await env.db.migrate('producer', {});
  await env.db.migrate('consumer', {});
  events = new EventsImpl(env.db, new InProcessTransport(silentLogger), silentLogger);
  events.consume({
    group: 'consumer.things',
    schema: 'consumer',
    topics: [TOPIC],
    async handle(e: EventEnvelope, _trx: Transaction<any>) {
      inConsumer.set(e.event_id, trace.getActiveSpan()?.spanContext().spanId);
    },
  });
  events.listen({ name: 'test.live', topics: [TOPIC], handle: (e) => void inListener.set(e.event_id, trace.getActiveSpan()?.spanContext().spanId) });
  events.outbox('producer');
  await events.start();
});
afterAll(async () => {
  await events.stop();
  await env.cleanup();
});

const write = () => env.db.forSchema<any>('producer').transaction().execute((trx) => events.outbox('producer').add(trx, { topic: TOPIC, key: 'k1', type: 'ThingHappened', payload: {} }));
const storedTrace = async (id: string) =>
  (await env.db.forSchema<any>('producer').selectFrom('outbox').select('trace_context').where('event_id', '=', id).executeTakeFirstOrThrow()).trace_context as Record<string, string> | null;

describe('tracing off (no SDK registered)', () => {
  test('no context is stored with the row, spans do not record, handlers still run', async () => {
    expect(currentTraceCarrier()).toBeNull();
    expect(withSpan('anything', {}, (span) => span.isRecording())).toBe(false);
    const e = await write();
    await events.flush();
    expect(await storedTrace(e.event_id)).toBeNull();
    expect(inConsumer.has(e.event_id)).toBe(true);
    expect(inConsumer.get(e.event_id)).toBeUndefined(); // a no-op span has no recorded context
  });
});

describe('tracing on, embedded mode', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  beforeAll(() => provider.register());
  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  });

  const spans = () => exporter.getFinishedSpans();
  const named = (name: string, eventId: string) => spans().filter((s) => s.name === name && s.attributes['messaging.message.id'] === eventId);
  const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;

  test('publish is a child of the writer; the consumer and the listener are children of the publish, their handlers inside', async () => {
    const tracer = trace.getTracer('test');
    const { e, request } = await tracer.startActiveSpan('request', async (span) => {
      const written = await write();
      span.end();
      return { e: written, request: span.spanContext() };
    });
    expect(await storedTrace(e.event_id)).toEqual({ traceparent: `00-${request.traceId}-${request.spanId}-01` });
    await events.flush();

    const [publish] = named(`outbox.publish ${TOPIC}`, e.event_id);
    expect(publish).toBeDefined();
    expect(publish!.kind).toBe(SpanKind.PRODUCER);
    expect(publish!.spanContext().traceId).toBe(request.traceId);
    expect(parentOf(publish!)).toBe(request.spanId);
    expect(publish!.attributes).toMatchObject({ 'messaging.system': 'in-process', 'messaging.destination.name': TOPIC, 'atelier.event.type': 'ThingHappened' });

    const [consume] = named(`inbox.consume ${TOPIC}`, e.event_id);
    expect(consume!.kind).toBe(SpanKind.CONSUMER);
    expect(parentOf(consume!)).toBe(publish!.spanContext().spanId);
    expect(consume!.attributes['messaging.consumer.group.name']).toBe('consumer.things');
    expect(inConsumer.get(e.event_id)).toBe(consume!.spanContext().spanId);

    await new Promise((r) => setTimeout(r, 50)); // the listener's span ends after its (sync) handler
    const [listen] = named(`bus.listen ${TOPIC}`, e.event_id);
    expect(listen!.kind).toBe(SpanKind.CONSUMER);
    expect(parentOf(listen!)).toBe(publish!.spanContext().spanId);
    expect(inListener.get(e.event_id)).toBe(listen!.spanContext().spanId);
    expect(new Set(spans().filter((s) => [publish, consume, listen].includes(s)).map((s) => s.spanContext().traceId))).toEqual(new Set([request.traceId]));
  });

  test('an event written outside any span is published with no span and consumed in a new trace', async () => {
    const e = await write();
    expect(await storedTrace(e.event_id)).toBeNull();
    await events.flush();
    expect(named(`outbox.publish ${TOPIC}`, e.event_id)).toEqual([]);
    const [consume] = named(`inbox.consume ${TOPIC}`, e.event_id);
    expect(consume).toBeDefined();
    expect(parentOf(consume!)).toBeUndefined();
  });

  test('withSpan ends the span when a promise settles and records a failure', async () => {
    await expect(withSpan('failing', { parent: null }, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(withSpan('sync', { attributes: { n: 1 } }, () => 42)).toBe(42);
    const failing = spans().find((s) => s.name === 'failing')!;
    expect(failing.status.code).toBe(SpanStatusCode.ERROR);
    expect(failing.events.map((ev) => ev.name)).toEqual(['exception']);
    expect(spans().find((s) => s.name === 'sync')!.attributes).toEqual({ n: 1 });
  });
});
