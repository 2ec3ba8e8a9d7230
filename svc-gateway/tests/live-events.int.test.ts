// The live stream across gateway replicas on real PostgreSQL + Kafka: job events written to an
// outbox (as imaging writes them) reach two gateways — separate module stacks, each with its own
// Kafka clients and consumer group — and each delivers every event to its own SSE client; a client
// whose connection dies loses nothing (its reconnect with Last-Event-ID replays); a gateway
// restarted mid-stream answers the reconnect with `event: resync` (the studio then polls) and
// streams new events again. Billing's CreditsChanged reaches the owner's streams on both replicas as
// `event: credits` (the badge's live value); imaging's JobProgress, emitted straight on the bus with
// no outbox, as `event: progress`.
import type { FastifyInstance } from 'fastify';
import { ModuleManager, createLogger, infrastructureModules, loadConfig, uuidv7, type Database, type Events, type Module } from '@atelier/platform';
import type { Image } from '@atelier/proto/gen/atelier/imaging/v1/Image';
import type { CreditsChanged } from '@atelier/proto/gen/atelier/events/v1/CreditsChanged';
import type { JobSucceeded } from '@atelier/proto/gen/atelier/events/v1/JobSucceeded';
import type { JobProgress } from '@atelier/proto/gen/atelier/events/v1/JobProgress';
import { dropSchemas, integrationEnv, tempDataDir, uniqueName, waitFor, type TempDataDir } from '@atelier/testkit';
import { TOPICS } from '@atelier/proto/events';
import { gatewayModule } from '../src/module';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const schema = uniqueName('it_live');
const SECRETS = { JWT_SECRET: 'it-live-jwt-secret-it-live-jwt-secret-0123', SECRETS_KEY: Buffer.alloc(32, 5).toString('base64') };
const PUBLIC_URL = 'http://localhost:8080';
const dirs: TempDataDir[] = [];

/** Each stack gets its own data dir and an ephemeral gRPC port (its health server). */
async function configFor(env: Record<string, string>) {
  const data = await tempDataDir();
  dirs.push(data);
  return loadConfig({ DATA_DIR: data.dir, LOG_LEVEL: 'silent', PUBLIC_URL, GRPC_PORT: '0', KAFKA_BROKERS: kafkaBrokers.join(','), ...SECRETS, ...env }, []);
}

/** One gateway replica: the production module on its own infrastructure stack (no database). */
async function startGateway(): Promise<{ app: FastifyInstance; url: string; manager: ModuleManager }> {
  let app!: FastifyInstance;
  const gateway: Module<FastifyInstance> = { ...gatewayModule, start: async (ctx) => (app = await gatewayModule.start(ctx)) };
  const manager = new ModuleManager([...infrastructureModules, gateway as Module], {});
  const config = await configFor({ PORT: '0', PLATFORM_TARGET: 'gateway' });
  await manager.start(['gateway'], config, createLogger(config));
  expect(manager.has('database')).toBe(false);
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}`, manager };
}

/** Stands in for imaging: writes JobSucceeded to its outbox in a transaction; the relay publishes to Kafka. */
let producer: { manager: ModuleManager; database: Database; events: Events };
async function startProducer() {
  let value!: { database: Database; events: Events };
  const module: Module<void> = {
    name: 'producer',
    deps: ['database', 'events'],
    async start(ctx) {
      value = { database: ctx.get<Database>('database'), events: ctx.get<Events>('events') };
      await value.database.migrate(schema, {});
      value.events.outbox(schema);
    },
  };
  const manager = new ModuleManager([...infrastructureModules, module], {});
  const config = await configFor({ DATABASE_URL: databaseUrl });
  await manager.start(['producer'], config, createLogger(config));
  return { manager, ...value };
}

function image(userId: string, jobId: string, n: number): Required<Image> {
  const id = uuidv7();
  return {
    id,
    job_id: jobId,
    user_id: userId,
    operation: 'text2img',
    prompt: `live ${n}`,
    negative_prompt: '',
    image_size: '512*512',
    seed: String(n),
    status: 'success',
    make_public: false,
    error: '',
    original_key: `images/private/${userId}/${id}.png`,
    thumbnail_key: `images/private/${userId}/${id}.thumb.webp`,
    created_at: new Date().toISOString(),
    user_name: 'Ann',
    user_profile_pic: '',
    preset: '',
    input_image_key: '',
  };
}

/** A finished job of `userId` with `count` images; returns the image ids. */
async function finishJob(userId: string, count = 1): Promise<string[]> {
  const jobId = uuidv7();
  const images = Array.from({ length: count }, (_, i) => image(userId, jobId, i));
  const payload: Required<JobSucceeded> = { job_id: jobId, user_id: userId, image_ids: images.map((i) => i.id), credits: count, finished_at: new Date().toISOString(), images };
  await producer.database
    .forSchema<any>(schema)
    .transaction()
    .execute((trx) => producer.events.outbox(schema).add(trx, { topic: TOPICS.jobs, key: jobId, type: 'JobSucceeded', payload }));
  return payload.image_ids;
}

/** Stands in for billing: its wallet after a ledger entry, written to the outbox on the credits topic. */
async function changeCredits(userId: string, credits: number, held: number): Promise<void> {
  const payload: Required<CreditsChanged> = { user_id: userId, credits, held, balance: credits + held, entry_kind: 'hold', source_id: uuidv7(), changed_at: new Date().toISOString() };
  await producer.database
    .forSchema<any>(schema)
    .transaction()
    .execute((trx) => producer.events.outbox(schema).add(trx, { topic: TOPICS.credits, key: userId, type: 'CreditsChanged', payload }));
}

interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

/** A browser's EventSource, by hand: reads SSE messages and remembers the last id it saw. */
class SseClient {
  readonly messages: SseMessage[] = [];
  ended = false;
  private readonly ac = new AbortController();

  private constructor() {}

  static async open(baseUrl: string, token: string, lastEventId?: string): Promise<SseClient> {
    const client = new SseClient();
    const headers: Record<string, string> = { cookie: `atelier_at=${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) };
    const res = await fetch(`${baseUrl}/api/images/events`, { headers, signal: client.ac.signal });
    expect(res.status).toBe(200);
    void client.read(res.body!.getReader());
    await client.until((m) => m.event === 'ready');
    return client;
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>) {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          const lines = block.split('\n').filter((l) => l && !l.startsWith(':'));
          if (lines.length) this.messages.push(Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)])));
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
  }

  imageIds(): string[] {
    return this.messages.filter((m) => m.event === 'image').map((m) => (JSON.parse(m.data!) as { id: string }).id);
  }

  lastId(): string | undefined {
    return this.messages.filter((m) => m.id).at(-1)?.id;
  }

  async until(pred: (m: SseMessage) => boolean, timeoutMs = 30_000): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(pred);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching SSE message in ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async untilImages(ids: string[], timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ids.every((id) => this.imageIds().includes(id))) {
      if (Date.now() > deadline) throw new Error(`missing images ${ids.filter((id) => !this.imageIds().includes(id))}; got ${this.imageIds()}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  close(): void {
    this.ac.abort();
  }
}


/** A new Kafka group starts at the newest offset once it has partitions: emit until both hear one. */
async function warmUp(clients: SseClient[], userId: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  const sent: string[] = [];
  while (!clients.every((c) => sent.some((id) => c.imageIds().includes(id)))) {
    if (Date.now() > deadline) throw new Error('the gateways never heard a warm-up event');
    sent.push(...(await finishJob(userId)));
    await new Promise((r) => setTimeout(r, 500));
  }
}

const ann = uuidv7();
let a: Awaited<ReturnType<typeof startGateway>>;
let b: Awaited<ReturnType<typeof startGateway>>;
const tokenFor = (g: { app: FastifyInstance }, sub: string) => g.app.jwt.sign({ sub, role: 'user', sid: uuidv7() });
const open: SseClient[] = [];
const connect = async (g: { app: FastifyInstance; url: string }, lastEventId?: string) => {
  const c = await SseClient.open(g.url, tokenFor(g, ann), lastEventId);
  open.push(c);
  return c;
};

beforeAll(async () => {
  process.env.HOST = '127.0.0.1';
  process.env.SERVE_WEB = 'false';
  producer = await startProducer();
  [a, b] = await Promise.all([startGateway(), startGateway()]);
});
afterAll(async () => {
  for (const c of open) c.close();
  await a?.manager.stop();
  await b?.manager.stop();
  await producer?.manager.stop();
  await dropSchemas(databaseUrl, [schema]);
  for (const d of dirs) d.remove();
  delete process.env.HOST;
  delete process.env.SERVE_WEB;
});

test('two gateway replicas each deliver every job event to their own client; a dropped connection replays on reconnect; a restarted gateway says resync', async () => {
  const onA = await connect(a);
  const onB = await connect(b);
  await warmUp([onA, onB], ann);

  // Every replica hears every event (a consumer group each), whichever replica the browser uses.
  const first = [...(await finishJob(ann, 2)), ...(await finishJob(ann)), ...(await finishJob(ann, 3))];
  await onA.untilImages(first);
  await onB.untilImages(first);
  expect(onA.imageIds().filter((id) => first.includes(id))).toHaveLength(first.length);
  expect(onB.imageIds().filter((id) => first.includes(id))).toHaveLength(first.length);
  // Another user's stream on the same gateway sees none of them.
  const bob = await SseClient.open(a.url, tokenFor(a, uuidv7()));
  open.push(bob);

  // A's connection dies (a failed delivery): events keep coming; its reconnect with the last id it
  // saw replays exactly those, and B's client was never affected.
  const seenByA = onA.lastId()!;
  onA.close();
  const whileDown = await finishJob(ann, 2);
  await onB.untilImages(whileDown);
  const resumed = await connect(a, seenByA);
  await resumed.untilImages(whileDown);
  // Everything it missed, nothing it already had, no resync.
  expect(resumed.imageIds().filter((id) => onA.imageIds().includes(id))).toEqual([]);
  expect(resumed.messages.some((m) => m.event === 'resync')).toBe(false);
  expect(bob.imageIds()).toEqual([]);

  // Gateway A restarts mid-stream: its stream ends, events pass while it is down (B still delivers).
  const lastBeforeRestart = resumed.lastId()!;
  await a.manager.stop();
  await waitFor(() => resumed.ended, Boolean, 30_000);
  const duringRestart = await finishJob(ann);
  await onB.untilImages(duringRestart);
  a = await startGateway();

  // The browser reconnects with its Last-Event-ID: the new process cannot know what it missed and
  // says resync (the studio polls its pending images at once); new events stream again.
  const afterRestart = await connect(a, lastBeforeRestart);
  expect(afterRestart.messages[0]).toEqual({ event: 'resync', data: '{}' });
  await warmUp([afterRestart], ann);
  const later = await finishJob(ann);
  await afterRestart.untilImages(later);
  await onB.untilImages(later);
});

test('a wallet change reaches the owner\'s stream on every replica as `event: credits`', async () => {
  const carol = uuidv7();
  const onA = await SseClient.open(a.url, tokenFor(a, carol));
  const onB = await SseClient.open(b.url, tokenFor(b, carol));
  const other = await SseClient.open(a.url, tokenFor(a, uuidv7()));
  open.push(onA, onB, other);
  const wallets = (c: SseClient) => c.messages.filter((m) => m.event === 'credits').map((m) => JSON.parse(m.data!) as { credits: number; held: number });
  // A new consumer group starts at the newest offset once it has partitions: emit until both hear one.
  const deadline = Date.now() + 60_000;
  let n = 0;
  while (!(wallets(onA).length && wallets(onB).length)) {
    if (Date.now() > deadline) throw new Error('the gateways never heard a CreditsChanged');
    await changeCredits(carol, 100 + n++, 0);
    await new Promise((r) => setTimeout(r, 500));
  }
  await changeCredits(carol, 37, 6);
  const last = (c: SseClient) => waitFor(() => wallets(c).at(-1), (w) => w?.credits === 37, 30_000);
  expect(await last(onA)).toEqual({ credits: 37, held: 6 });
  expect(await last(onB)).toEqual({ credits: 37, held: 6 });
  // The raw message: no id (it never moves Last-Event-ID), exactly the two numbers.
  expect(onA.messages.find((m) => m.event === 'credits' && m.data === '{"credits":37,"held":6}')).toEqual({ event: 'credits', data: '{"credits":37,"held":6}' });
  expect(wallets(other)).toEqual([]);
});

test('a job\'s live progress, emitted straight on Kafka (no outbox), reaches the owner\'s stream on every replica as `event: progress`', async () => {
  const dora = uuidv7();
  const jobId = uuidv7();
  const onA = await SseClient.open(a.url, tokenFor(a, dora));
  const onB = await SseClient.open(b.url, tokenFor(b, dora));
  const other = await SseClient.open(a.url, tokenFor(a, uuidv7()));
  open.push(onA, onB, other);
  const progress = (c: SseClient) => c.messages.filter((m) => m.event === 'progress').map((m) => JSON.parse(m.data!) as { job_id: string; state: string; fraction: number | null; position: number | null });
  const emit = (p: Partial<Required<JobProgress>>) =>
    producer.events.emit({ topic: TOPICS.progress, key: jobId, type: 'JobProgress', payload: { job_id: jobId, user_id: dora, state: 'running', position: 0, fraction: -1, step: 0, total: 0, preview: '', ...p } satisfies Required<JobProgress> });
  // A new consumer group starts at the newest offset once it has partitions: emit until both hear one.
  const deadline = Date.now() + 60_000;
  while (!(progress(onA).length && progress(onB).length)) {
    if (Date.now() > deadline) throw new Error('the gateways never heard a JobProgress');
    await emit({ state: 'queued', position: 2 });
    await new Promise((r) => setTimeout(r, 500));
  }
  await emit({ fraction: 0.4, step: 4, total: 10 });
  for (const c of [onA, onB]) {
    expect(await waitFor(() => progress(c).at(-1), (p) => p?.fraction === 0.4, 30_000)).toEqual({ job_id: jobId, state: 'running', position: null, fraction: 0.4, step: 4, total: 10, preview: null });
  }
  expect(progress(onA)[0]).toMatchObject({ state: 'queued', position: 2, fraction: null });
  expect(onA.messages.filter((m) => m.event === 'progress').every((m) => m.id === undefined)).toBe(true);
  expect(progress(other)).toEqual([]);
  // Nothing of it is stored: the producer's outbox has no row for it.
  expect(await producer.database.forSchema<any>(schema).selectFrom('outbox').select('event_id').where('topic', '=', TOPICS.progress).execute()).toEqual([]);
});
