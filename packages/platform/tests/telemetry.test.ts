// Telemetry: nothing starts without OTEL_EXPORTER_OTLP_ENDPOINT; with it, spans are exported over
// OTLP/HTTP and log lines carry the active span's trace_id / span_id.
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { trace } from '@opentelemetry/api';
import { startTelemetry } from '../src/telemetry';

test('without an endpoint nothing is started and spans do not record', async () => {
  const t = startTelemetry('atelier-test', {});
  const span = trace.getTracer('test').startSpan('noop');
  expect(span.isRecording()).toBe(false);
  span.end();
  await expect(t.shutdown()).resolves.toBeUndefined();
});

test('with an endpoint spans are exported over OTLP/HTTP and log lines carry the trace ids', async () => {
  const requests: Array<{ url: string; body: string }> = [];
  const collector = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('latin1')));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(__dirname, 'support/telemetry-fixture.ts')], {
      env: { PATH: process.env.PATH!, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` },
      timeout: 30_000,
    });
    const line = JSON.parse(stdout.split('\n').find((l) => l.includes('inside the span'))!) as {
      trace_id: string;
      span_id: string;
      ids: { traceId: string; spanId: string };
    };
    expect(line.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(line.trace_id).toBe(line.ids.traceId);
    expect(line.span_id).toBe(line.ids.spanId);
    const exported = requests.filter((r) => r.url === '/v1/traces').map((r) => JSON.parse(r.body));
    const resourceSpans = exported.flatMap((b) => b.resourceSpans);
    expect(resourceSpans[0].resource.attributes).toContainEqual({ key: 'service.name', value: { stringValue: 'atelier-telemetry-test' } });
    const spans = resourceSpans.flatMap((r: any) => r.scopeSpans).flatMap((s: any) => s.spans);
    expect(spans).toContainEqual(expect.objectContaining({ name: 'unit-of-work', traceId: line.trace_id, spanId: line.span_id }));
  } finally {
    await new Promise<void>((resolve) => collector.close(() => resolve()));
  }
}, 40_000);
