// What tracing costs on the event path, in one process on PGlite with the in-process transport (the
// embedded mode): events written in a transaction, published by the relay and handled by an inbox
// consumer and a fan-out listener, end to end. After a warm-up, ROUNDS interleaved pairs in the same
// process (medians reported, each round printed to show the noise):
//   off — no SDK (no OTEL_EXPORTER_OTLP_ENDPOINT): the baseline
//   on  — a tracer provider with a batch processor and an exporter that drops the spans (what the
//         SDK does short of sending), each event written inside a span
// plus the kit's per-call overhead with tracing off (withSpan and currentTraceCarrier, ns per call)
// against a bare call, so the "off" cost per event can be put against the event's own time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { context, propagation, trace } from '@opentelemetry/api';
import { BatchSpanProcessor, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { openPglite } from '@atelier/platform';
import { EventsImpl } from '@atelier/platform/src/events/events';
import { InProcessTransport } from '@atelier/platform/src/events/in-process.transport';
import { currentTraceCarrier, withSpan } from '@atelier/platform/src/tracing';
import { createLogger } from '@atelier/platform';
import { seedPgliteDir } from '@atelier/testkit';

const EVENTS = 300;
const ROUNDS = 3;
const CALLS = 1_000_000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface TracingFigures {
  /** Events per second end to end (write → relay → consumer + listener), each round, and their medians. */
  off: number[];
  on: number[];
  offPerSec: number;
  onPerSec: number;
  /** on ÷ off medians (1 = no cost). */
  onRatio: number;
  /** ns per call with tracing off. */
  bareCallNs: number;
  withSpanOffNs: number;
  carrierOffNs: number;
  /** The kit's added work per event with tracing off (carrier at write, listener + consumer spans) ÷ one event's time. */
  offShareOfEvent: number;
}

/** Drops every span: the SDK's work without the network. */
class DroppingExporter implements SpanExporter {
  export(_spans: ReadableSpan[], done: (r: { code: number }) => void): void {
    done({ code: 0 });
  }
  async shutdown(): Promise<void> {}
}

async function eventsPerSec(traced: boolean): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-bench-trace-'));
  await seedPgliteDir(dir);
  const db = await openPglite(dir);
  const logger = createLogger({ logLevel: 'silent' });
  const events = new EventsImpl(db, new InProcessTransport(logger), logger);
  try {
    await db.migrate('producer', {});
    await db.migrate('consumer', {});
    let consumed = 0;
    let heard = 0;
    events.consume({ group: 'consumer.bench', schema: 'consumer', topics: ['bench.thing.v1'], handle: async () => void consumed++ });
    events.listen({ name: 'bench.live', topics: ['bench.thing.v1'], handle: () => void heard++ });
    events.outbox('producer');
    await events.start();
    const write = (i: number) =>
      db.forSchema<any>('producer').transaction().execute((trx) => events.outbox('producer').add(trx, { topic: 'bench.thing.v1', key: `k${i % 8}`, type: 'ThingHappened', payload: { i } }));
    const started = performance.now();
    for (let i = 0; i < EVENTS; i++) {
      if (traced) await withSpan('bench.request', {}, () => write(i));
      else await write(i);
    }
    await events.flush(120_000);
    const ms = performance.now() - started;
    if (consumed !== EVENTS || heard < EVENTS) throw new Error(`bench lost events: consumed ${consumed}, heard ${heard}`);
    return (EVENTS * 1000) / ms;
  } finally {
    await events.stop();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function nsPerCall(fn: () => unknown): number {
  for (let i = 0; i < 10_000; i++) fn(); // warm-up
  const t = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) fn();
  return Number(process.hrtime.bigint() - t) / CALLS;
}

export async function benchTracing(): Promise<TracingFigures> {
  let sink = 0;
  const bare = () => (sink += 1);
  const bareCallNs = nsPerCall(bare);
  const withSpanOffNs = nsPerCall(() => withSpan('bench', {}, bare));
  const carrierOffNs = nsPerCall(() => currentTraceCarrier());
  if (sink === 0) throw new Error('unreachable');

  await eventsPerSec(false); // warm-up (JIT, the first PGlite open), not counted
  // Interleaved rounds, medians: the machine's load drifts during the run.
  const off: number[] = [];
  const on: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    off.push(await eventsPerSec(false));
    const provider = new NodeTracerProvider({ spanProcessors: [new BatchSpanProcessor(new DroppingExporter())] });
    provider.register();
    try {
      on.push(await eventsPerSec(true));
    } finally {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    }
  }
  const offPerSec = median(off);
  const onPerSec = median(on);
  const eventNs = 1e9 / offPerSec;
  return {
    off,
    on,
    offPerSec,
    onPerSec,
    onRatio: onPerSec / offPerSec,
    bareCallNs,
    withSpanOffNs,
    carrierOffNs,
    offShareOfEvent: (carrierOffNs + 2 * withSpanOffNs) / eventNs,
  };
}
