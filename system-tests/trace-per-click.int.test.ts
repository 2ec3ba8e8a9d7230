// One trace per click (issue 12), on real PostgreSQL and Kafka with the OpenTelemetry SDK on: a
// gateway process and an imaging + worker process (the test's support/traced-process.child.ts, each
// with the kit's preload) export to a real OTLP/HTTP receiver in this process. The "browser" opens
// its live stream, then submits a generation with its own traceparent; the job runs on an A1111 node
// (the fake of svc-imaging/tests/fakes, over HTTP) and its image comes back over SSE. The spans must
// form one tree in that browser's trace, each hop the child of the one before:
//   browser → gateway HTTP → gRPC client → gRPC server (imaging) ─┬→ outbox.publish (JobRequested) → inbox.consume (worker's wake-up)
//                                                                  └→ job.run → node.a1111.generate → POST (the node call)
//                                                                        └→ outbox.publish (JobSucceeded) → bus.listen (gateway) → sse.push
// and the node itself receives the node call's `traceparent`.
import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@atelier/contracts';
import { createSigner } from 'fast-jwt';
import { dropSchemas, integrationEnv, OTLP_KIND, startChild, startOtlpReceiver, tempDataDir, uniqueName, waitFor, type OtlpReceiver, type ReceivedSpan, type StartedChild, type TempDataDir } from '@atelier/testkit';
import { uuidv7 } from '@atelier/platform';
import { TOPICS } from '@atelier/proto/events';
import { startFakeA1111, type FakeA1111 } from '@atelier/svc-imaging/tests/fakes/fake-a1111';
import { SECRETS } from '@atelier/svc-imaging/tests/support/harness';
import { join } from 'node:path';

jest.setTimeout(240_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const schema = uniqueName('it_trace');
const CHILD = join(__dirname, 'support/traced-process.child.ts');
const PUBLIC_URL = 'http://localhost:8080';
const JOBS_TOPIC = TOPICS.jobs;

let receiver: OtlpReceiver;
let node: FakeA1111;
let imaging: StartedChild | undefined;
let gateway: StartedChild | undefined;
let gatewayUrl: string;
let modelId: string;
const dirs: TempDataDir[] = [];

/** What every traced process shares: the receiver, a short export delay, quiet logs. */
async function childEnv(service: string, env: Record<string, string>): Promise<Record<string, string>> {
  const data = await tempDataDir();
  dirs.push(data);
  return {
    ...SECRETS,
    DATA_DIR: data.dir,
    LOG_LEVEL: 'warn',
    KAFKA_BROKERS: kafkaBrokers.join(','),
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_SERVICE_NAME: service,
    OTEL_BSP_SCHEDULE_DELAY: '100',
    ...env,
  };
}

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  node = await startFakeA1111({ imageMs: 5 });
  imaging = await startChild(
    CHILD,
    await childEnv('atelier-trace-imaging', { TRACE_ROLE: 'imaging', DATABASE_URL: databaseUrl, IMAGING_SCHEMA: schema, NODE_URL: node.url, GPU_NODE_ALLOW_LOOPBACK: 'true' }),
    /ready grpc=(\S+) model=(\S+)/,
    120_000,
  );
  modelId = imaging.ready[2]!;
  gateway = await startChild(
    CHILD,
    await childEnv('atelier-trace-gateway', { TRACE_ROLE: 'gateway', SVC_IMAGING_ADDR: imaging.ready[1]!, HOST: '127.0.0.1', SERVE_WEB: 'false', PUBLIC_URL }),
    /ready http=(\S+)/,
    120_000,
  );
  gatewayUrl = gateway.ready[1]!;
});

afterAll(async () => {
  await gateway?.kill();
  await imaging?.kill();
  await dropSchemas(databaseUrl, [schema]);
  await node?.close();
  await receiver?.close();
  for (const d of dirs) d.remove();
});

/** The browser's EventSource, by hand: the ids of the images pushed to it. */
async function openStream(cookie: string): Promise<{ images: string[]; close(): void }> {
  const ac = new AbortController();
  const res = await fetch(`${gatewayUrl}/api/images/events`, { headers: { cookie }, signal: ac.signal });
  expect(res.status).toBe(200);
  const images: string[] = [];
  let ready = false;
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          if (block.includes('event: ready')) ready = true;
          const data = /^event: image\ndata: (.*)$/m.exec(block.replace(/^id: .*\n/, ''));
          if (data) images.push((JSON.parse(data[1]!) as { id: string }).id);
        }
      }
    } catch {
      // aborted
    }
  })();
  await waitFor(() => ready, Boolean, 10_000);
  return { images, close: () => ac.abort() };
}

/** The browser's click: POST image_generate with its own traceparent; returns the image id. */
async function click(cookie: string, traceparent: string): Promise<string> {
  const csrf = await fetch(`${gatewayUrl}/api/auth/csrf`);
  const token = /atelier_csrf=([^;]+)/.exec(csrf.headers.getSetCookie().join('\n'))![1]!;
  expect(CSRF_COOKIE).toBe('atelier_csrf');
  const res = await fetch(`${gatewayUrl}/api/text_to_image/v2/image_generate`, {
    method: 'POST',
    headers: { cookie: `${cookie}; ${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token, origin: PUBLIC_URL, 'content-type': 'application/json', traceparent },
    body: JSON.stringify({ prompt: 'a lighthouse at dusk', model_id: modelId, image_size: '64*64', image_number: 1, negative_prompt: '', make_public: true }),
  });
  const body = (await res.json()) as { data: { id: string } };
  expect(res.status).toBe(200);
  return body.data.id;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

test('a generation is one trace from the browser to the SSE push, each hop the child of the one before', async () => {
  const userId = uuidv7();
  const access = createSigner({ key: SECRETS.JWT_SECRET, expiresIn: 600_000 })({ sub: userId, role: 'user', sid: uuidv7() });
  const cookie = `atelier_at=${access}`;
  const stream = await openStream(cookie);

  // The gateway's live listener is a Kafka group of its own that starts at the newest offset once it
  // has partitions: a click made before that is never pushed. Click (each with a new trace) until
  // one image comes back over SSE; that click's trace is the one checked.
  let traceId = '';
  let browserSpan = '';
  const deadline = Date.now() + 90_000;
  for (;;) {
    traceId = hex(16);
    browserSpan = hex(8);
    const imageId = await click(cookie, `00-${traceId}-${browserSpan}-01`);
    const pushed = await waitFor(() => stream.images.includes(imageId), Boolean, 10_000).then(() => true, () => false);
    if (pushed) break;
    if (Date.now() > deadline) throw new Error('no generation came back over SSE');
  }
  stream.close();

  const inTrace = () => receiver.spans.filter((s) => s.traceId === traceId);
  const find = (what: string, pred: (s: ReceivedSpan) => boolean) => {
    const found = inTrace().filter(pred);
    if (found.length !== 1) throw new Error(`${what}: ${found.length} spans; the trace has ${inTrace().map((s) => `${s.service}:${s.name}`).join(', ')}`);
    return found[0]!;
  };
  const isEvent = (name: string, type: string) => (s: ReceivedSpan) => s.name === `${name} ${JOBS_TOPIC}` && s.attributes['atelier.event.type'] === type;
  // Parent of each span, by span id (the gateway's HTTP span continues the browser's).
  const parentOf = (s: ReceivedSpan) => inTrace().find((p) => p.spanId === s.parentSpanId);
  const roots = () => inTrace().filter((s) => !parentOf(s));
  // Spans arrive in batches from two processes, a parent after its children: wait until the last
  // hops are in and every span's parent is (one root) before looking.
  await waitFor(
    () => inTrace(),
    (spans) => spans.some((s) => s.name === 'sse.push') && spans.some((s) => s.name === `inbox.consume ${JOBS_TOPIC}`) && roots().length === 1,
    30_000,
  ).catch(() => undefined);
  expect(receiver.rejected).toEqual([]);

  const gw = 'atelier-trace-gateway';
  const img = 'atelier-trace-imaging';
  const http = find('the gateway HTTP server span', (s) => s.service === gw && s.kind === OTLP_KIND.server && String(s.attributes['url.path'] ?? s.attributes['http.target'] ?? '').includes('image_generate'));
  const grpcClient = find('the gateway gRPC client span', (s) => s.service === gw && s.kind === OTLP_KIND.client && s.name.endsWith('ImagingService/SubmitJob'));
  const grpcServer = find('the imaging gRPC server span', (s) => s.service === img && s.kind === OTLP_KIND.server && s.name.endsWith('ImagingService/SubmitJob'));
  const requested = find('JobRequested published', isEvent('outbox.publish', 'JobRequested'));
  // A Kafka rebalance may deliver an event twice: the repeat is a second span (the inbox skips it).
  const woken = find('JobRequested consumed by the worker', (s) => isEvent('inbox.consume', 'JobRequested')(s) && s.attributes['atelier.inbox.duplicate'] === undefined);
  const run = find('job.run', (s) => s.name === 'job.run');
  const generate = find('node.a1111.generate', (s) => s.name === 'node.a1111.generate');
  const nodeCall = find('the node HTTP call', (s) => s.kind === OTLP_KIND.client && s.name === 'POST' && s.attributes['url.path'] === '/sdapi/v1/txt2img');
  const succeeded = find('JobSucceeded published', isEvent('outbox.publish', 'JobSucceeded'));
  // The hub pushes an event once however often the bus delivers it: the listen span that pushed is the push's parent.
  const push = find('sse.push', (s) => s.service === gw && s.name === 'sse.push');
  const heard = find('JobSucceeded heard by the gateway', (s) => s.spanId === push.parentSpanId);

  const ancestors = (s: ReceivedSpan) => {
    const out: ReceivedSpan[] = [];
    for (let p = parentOf(s); p; p = parentOf(p)) out.push(p);
    return out;
  };
  expect(http.parentSpanId).toBe(browserSpan);
  expect(ancestors(grpcClient)).toContain(http);
  expect(grpcServer.parentSpanId).toBe(grpcClient.spanId); // the context crossed in gRPC metadata
  expect(requested.parentSpanId).toBe(grpcServer.spanId); // stored with the outbox row
  expect(requested.kind).toBe(OTLP_KIND.producer);
  expect(woken.parentSpanId).toBe(requested.spanId); // carried as Kafka message headers
  expect(woken).toMatchObject({ service: img, kind: OTLP_KIND.consumer, attributes: expect.objectContaining({ 'messaging.system': 'kafka', 'messaging.consumer.group.name': `${schema}.worker` }) });
  expect(run.parentSpanId).toBe(grpcServer.spanId); // stored with the job row
  expect(run.attributes).toMatchObject({ 'atelier.node.controller': 'a1111', 'atelier.job.operation': 'text2img' });
  expect(generate).toMatchObject({ kind: OTLP_KIND.internal, parentSpanId: run.spanId });
  expect(nodeCall.parentSpanId).toBe(generate.spanId);
  // The node itself was told the call's context (a traced node would join the trace here).
  expect(node.stats.traceparents).toContain(`00-${traceId}-${nodeCall.spanId}-01`);
  expect(succeeded.parentSpanId).toBe(run.spanId);
  expect(heard).toMatchObject({ service: gw, kind: OTLP_KIND.consumer, parentSpanId: succeeded.spanId });
  expect(isEvent('bus.listen', 'JobSucceeded')(heard)).toBe(true);
  expect(push.attributes).toMatchObject({ 'atelier.sse.event': 'image', 'atelier.sse.messages': 1, 'atelier.sse.streams': 1 });
  // Nothing in the trace hangs off a span that is not in it (no broken link), and no hop errored.
  expect(roots().map((s) => `${s.service}:${s.name}`)).toEqual([`${gw}:${http.name}`]);
  expect(inTrace().filter((s) => s.status === 2)).toEqual([]);
});
