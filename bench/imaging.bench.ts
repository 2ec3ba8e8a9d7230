// The imaging pipeline, measured from the outside through the gateway, against fake A1111 nodes
// (svc-imaging/tests/fakes: the real wire protocol, blocking calls, one job at a time per node):
//  1. jobs per second through the whole pipeline (submit → worker → node → stored files → event)
//     with an instant node, against the node alone driven directly as the baseline;
//  2. from the node finishing a job to the client knowing: the event stream vs the spec's 3 s
//     polling (median, p99), measured on the same jobs;
//  3. with a 3 s node and N instances under a steady queue, the share of time nodes are busy.
import { startSmtpCapture, type SmtpCapture } from '@atelier/testkit';
import { startFakeA1111, type FakeA1111 } from '@atelier/svc-imaging/tests/fakes/fake-a1111';
import { Client } from './lib/client';
import { startProduct, type Product } from './lib/product';

const PASSWORD = 'benchmark-password';
/** The image size every pipeline bench asks for: small by default, so what is measured is the
 *  pipeline; BENCH_IMAGE_SIZE (e.g. 1024*1024) asks for a real output's size, where storing the
 *  image (decode, thumbnail, files) weighs most (the pipeline bench's nodes then send a photo-like picture). */
export const DEFAULT_SIZE = '64*64';
export const SIZE = imageSize(process.env.BENCH_IMAGE_SIZE);

function imageSize(v: string | undefined): string {
  if (v === undefined || v === '') return DEFAULT_SIZE;
  if (!/^\d{1,4}\*\d{1,4}$/.test(v)) throw new Error(`BENCH_IMAGE_SIZE must be <width>*<height>, e.g. 1024*1024 (got "${v}")`);
  return v;
}
/** The per-user cap on jobs in flight (svc-imaging): users × this keeps the queue full. */
export const USER_CAP = 6;

export interface ImagingFigures {
  nodeAloneJobsPerSec: number;
  pipelineJobsPerSec: number;
  pipelineRatio: number;
  notify: { jobs: number; streamMs: { p50: number; p99: number }; pollMs: { p50: number; p99: number } };
  busy: Array<{ instances: number; windowS: number; jobs: number; busyShare: number }>;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Env {
  product: Product;
  smtp: SmtpCapture;
  admin: Client;
  users: Client[];
}

export async function setUp(userCount: number): Promise<Env> {
  const smtp = await startSmtpCapture();
  const admin = { email: 'admin@bench.test', password: 'admin-bench-password' };
  const product = await startProduct({
    env: {
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      GPU_NODE_ALLOW_LOOPBACK: '1',
      RATE_LIMIT_AUTH_MAX: '1000000',
      RATE_LIMIT_MAX: '1000000',
    },
  });
  const adminClient = new Client(product.url);
  await adminClient.call('POST', '/auth/login', admin);
  const users: Client[] = [];
  for (let i = 0; i < userCount; i++) {
    const c = new Client(product.url);
    await c.signUp(smtp, `bench${i}@example.com`, PASSWORD);
    // The saturation phases run far more jobs than a sign-up's free credits pay for.
    await adminClient.grantCredits(c, 100_000);
    users.push(c);
  }
  return { product, smtp, admin: adminClient, users };
}

/** A text2img model served by the given nodes (priority = order). */
export async function modelOn(env: Env, name: string, nodes: FakeA1111[]): Promise<string> {
  const model = await env.admin.call('POST', '/admin/create_model', { name, type: 'text2img', size: [SIZE], credits: 1 });
  for (const [i, node] of nodes.entries()) {
    await env.admin.call('POST', '/admin/model_instance', {
      name: `${name} #${i + 1}`,
      controller_name: 'a1111',
      priority: i + 1,
      api_token: 'bench:bench',
      settings: { base_url: node.url },
      model_id: model.data.id,
    });
  }
  return model.data.id as string;
}

/**
 * Keeps every user at its cap of jobs in flight until `until`, on one model, then lets the last ones
 * finish; resolves with the number of jobs (each submitted and finished inside the call).
 * Completion is learned from each user's event stream.
 */
export async function saturate(users: Client[], modelId: string, until: number, tag: string): Promise<number> {
  let done = 0;
  let seq = 0;
  await Promise.all(
    users.map(async (user) => {
      const waiting = new Map<string, () => void>();
      // A job may end (and its event arrive on the stream) before its submit's answer is read: the
      // two come on different connections. Without this the lane would wait for it forever.
      const endedEarly = new Set<string>();
      const stream = await user.imageEvents((r) => {
        if (r.request_status === 'pending') return;
        const resolve = waiting.get(r.id);
        if (resolve) resolve();
        else endedEarly.add(r.id);
      });
      const lane = async () => {
        while (performance.now() < until) {
          const res = await user.call('POST', '/text_to_image/v2/image_generate', { prompt: `${tag} ${seq++}`, model_id: modelId, image_size: SIZE, image_number: 1 });
          const id = res.data.id as string;
          if (!endedEarly.delete(id)) await new Promise<void>((resolve) => waiting.set(id, resolve));
          waiting.delete(id);
          done++;
        }
      };
      await Promise.all(Array.from({ length: USER_CAP }, lane));
      stream.close();
    }),
  );
  return done;
}

/** The node alone: the same request the adapter sends, back to back, for `seconds`. */
export async function nodeAlone(node: FakeA1111, seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let n = 0;
  const t0 = performance.now();
  while (performance.now() < until) {
    const res = await fetch(`${node.url}/sdapi/v1/txt2img`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: `alone ${n}`, width: 64, height: 64, n_iter: 1, seed: n }),
    });
    await res.arrayBuffer();
    n++;
  }
  return n / ((performance.now() - t0) / 1000);
}

/** Node finish → client knows, for jobs submitted one by one: via the stream and via 3 s polling. */
async function notifyLatency(env: Env, node: FakeA1111, modelId: string, jobs: number) {
  const user = env.users[0];
  const seenByStream = new Map<string, number>();
  const stream = await user.imageEvents((r) => {
    if (r.request_status === 'success' && !seenByStream.has(r.id)) seenByStream.set(r.id, performance.now());
  });
  const streamMs: number[] = [];
  const pollMs: number[] = [];
  const pollers: Promise<void>[] = [];
  for (let i = 0; i < jobs; i++) {
    const prompt = `notify ${i}`;
    const res = await user.call('POST', '/text_to_image/v2/image_generate', { prompt, model_id: modelId, image_size: SIZE, image_number: 1 });
    const id = res.data.id as string;
    // The spec's client: poll every 3000 ms from the moment the request was accepted.
    pollers.push(
      (async () => {
        for (;;) {
          await sleep(3000);
          const p = await user.call('GET', `/text_to_image/v2/get_pending_image/${id}`);
          if (p.data.request_status === 'success') {
            const finished = node.runs.find((r) => r.prompt === prompt)!.end;
            pollMs.push(performance.now() - finished);
            return;
          }
        }
      })(),
    );
    while (!seenByStream.has(id)) await sleep(5);
    streamMs.push(seenByStream.get(id)! - node.runs.find((r) => r.prompt === prompt)!.end);
    await sleep(100 + Math.random() * 400); // spread submissions across the polling phase
  }
  await Promise.all(pollers);
  stream.close();
  return { jobs, streamMs: { p50: quantile(streamMs, 0.5), p99: quantile(streamMs, 0.99) }, pollMs: { p50: quantile(pollMs, 0.5), p99: quantile(pollMs, 0.99) } };
}

/** Sum of the nodes' busy time inside [from, to] over (instances × window). */
function busyShare(nodes: FakeA1111[], from: number, to: number): number {
  let busy = 0;
  for (const n of nodes) for (const r of n.runs) busy += Math.max(0, Math.min(r.end, to) - Math.max(r.start, from));
  return busy / (nodes.length * (to - from));
}

export async function benchImaging(opts: { seconds?: number; instanceCounts?: number[] } = {}): Promise<ImagingFigures> {
  const seconds = opts.seconds ?? 8;
  const instant = await startFakeA1111({ imageMs: 0 });
  const env = await setUp(4);
  const slowNodes: FakeA1111[] = [];
  try {
    const nodeAloneJobsPerSec = await nodeAlone(instant, 3);
    instant.runs.length = 0;

    const fastModel = await modelOn(env, 'Bench instant', [instant]);
    await saturate(env.users, fastModel, performance.now() + 2000, 'warm-up');
    const t0 = performance.now();
    const finished = await saturate(env.users, fastModel, t0 + seconds * 1000, 'throughput');
    const pipelineJobsPerSec = finished / ((performance.now() - t0) / 1000);

    const notify = await notifyLatency(env, instant, fastModel, 20);

    const busy: ImagingFigures['busy'] = [];
    for (const n of opts.instanceCounts ?? [2, 4]) {
      const nodes = await Promise.all(Array.from({ length: n }, () => startFakeA1111({ imageMs: 3000 })));
      slowNodes.push(...nodes);
      const model = await modelOn(env, `Bench 3s x${n}`, nodes);
      const end = performance.now() + 6000 + 15_000;
      const running = saturate(env.users, model, end, `busy ${n}`);
      await sleep(6000); // let every node take its first job
      const from = performance.now();
      await sleep(15_000);
      const to = performance.now();
      // A node records a run when it ends: wait for the runs still going at `to` before counting.
      await running;
      const jobs = nodes.reduce((s, node) => s + node.runs.filter((r) => r.end >= from && r.end <= to).length, 0);
      busy.push({ instances: n, windowS: (to - from) / 1000, jobs, busyShare: busyShare(nodes, from, to) });
    }
    return { nodeAloneJobsPerSec, pipelineJobsPerSec, pipelineRatio: pipelineJobsPerSec / nodeAloneJobsPerSec, notify, busy };
  } finally {
    await env.product.stop();
    await env.smtp.close();
    await instant.close();
    await Promise.all(slowNodes.map((n) => n.close()));
  }
}
