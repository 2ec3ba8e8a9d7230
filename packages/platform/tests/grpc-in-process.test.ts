// What only the in-process path of the gRPC kit does (grpc.test.ts runs every shared case over
// loopback and in-process): it opens no channel, it traces a call as the wire's instrumentation does
// (a CLIENT span and its SERVER child, the handler inside the latter), and once the server is
// stopping a call goes to the wire and meets the closing server as a remote caller would.
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { GrpcClientsImpl } from '../src/grpc/clients';
import { GrpcServerImpl } from '../src/grpc/server';
import { silentLogger } from './support/silent-logger';

const echoPkg = grpc.loadPackageDefinition(protoLoader.loadSync(join(__dirname, 'support/echo.proto'))) as any;
const EchoService = echoPkg.atelier.identity.v1.EchoService as grpc.ServiceClientConstructor;
const ECHO_PATH = '/atelier.identity.v1.EchoService/Echo';

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
let server: GrpcServerImpl;
let clients: GrpcClientsImpl;
/** The span active in the handler, and the traceparent its metadata carried. */
let inHandler: { spanId?: string; traceparent?: string } = {};

beforeAll(async () => {
  provider.register();
  server = new GrpcServerImpl(silentLogger);
  server.add(EchoService.service, {
    async Echo(req: { text: string; failCode?: string }, call: grpc.ServerUnaryCall<unknown, unknown>) {
      inHandler = { spanId: trace.getActiveSpan()?.spanContext().spanId, traceparent: call.metadata.get('traceparent')[0]?.toString() };
      if (req.failCode) throw new Error('handler failed');
      return { text: `echo ${req.text}` };
    },
  });
  await server.bind('127.0.0.1', 0);
  clients = new GrpcClientsImpl({}, server);
});
afterAll(async () => {
  clients.close();
  await server.shutdown(500);
  await provider.shutdown();
});

test('a call to this process opens no channel', async () => {
  const echo = clients.get('identity', EchoService as any);
  await expect(echo.Echo({ text: 'here' })).resolves.toEqual({ text: 'echo here' });
  expect((clients as unknown as { channels: Map<string, unknown> }).channels.size).toBe(0);
});

test('a CLIENT span and its SERVER child, named and marked as instrumentation-grpc does; the handler runs in the server span', async () => {
  exporter.reset();
  const echo = clients.get('identity', EchoService as any);
  await echo.Echo({ text: 'traced' });
  await expect(echo.Echo({ text: 'x', failCode: 'BUG' })).rejects.toMatchObject({ code: 'INTERNAL' });
  const spans = exporter.getFinishedSpans().filter((s) => s.name === `grpc.${ECHO_PATH.slice(1)}`);
  expect(spans).toHaveLength(4);
  const [okServer, okClient, badServer, badClient] = [
    spans.find((s) => s.kind === SpanKind.SERVER && s.attributes['rpc.grpc.status_code'] === grpc.status.OK),
    spans.find((s) => s.kind === SpanKind.CLIENT && s.attributes['rpc.grpc.status_code'] === grpc.status.OK),
    spans.find((s) => s.kind === SpanKind.SERVER && s.attributes['rpc.grpc.status_code'] === grpc.status.INTERNAL),
    spans.find((s) => s.kind === SpanKind.CLIENT && s.attributes['rpc.grpc.status_code'] === grpc.status.INTERNAL),
  ];
  expect(okClient!.attributes).toMatchObject({ 'rpc.system': 'grpc', 'rpc.service': 'atelier.identity.v1.EchoService', 'rpc.method': 'Echo' });
  expect(okServer!.parentSpanContext?.spanId ?? (okServer as any).parentSpanId).toBe(okClient!.spanContext().spanId);
  expect(badServer!.parentSpanContext?.spanId ?? (badServer as any).parentSpanId).toBe(badClient!.spanContext().spanId);
  expect(badClient!.status.code).toBe(2); // ERROR
  // The handler of the last call ran inside its server span; its metadata carried the client span's context.
  expect(inHandler.spanId).toBe(badServer!.spanContext().spanId);
  expect(inHandler.traceparent).toContain(badClient!.spanContext().spanId);
});

test('once the server is stopping, a call goes over the wire and meets the closing server', async () => {
  const other = new GrpcServerImpl(silentLogger);
  other.add(EchoService.service, { Echo: async (req: { text: string }) => ({ text: `echo ${req.text}` }) });
  await other.bind('127.0.0.1', 0);
  expect(other.local(ECHO_PATH)).toBeDefined();
  const c = new GrpcClientsImpl({}, other).get('identity', EchoService as any, { deadlineMs: 1000 });
  await other.shutdown(200);
  expect(other.local(ECHO_PATH)).toBeUndefined();
  await expect(c.Echo({ text: 'late' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
});
