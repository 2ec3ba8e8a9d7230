// A fake Fooocus-API node speaking the wire contract of gpu-nodes.md §1, for adapter tests and
// benchmarks. One GPU worker, FIFO; jobs go WAITING → RUNNING → SUCCESS with progress 0 → 100;
// uuid job ids; string seeds; `data:` prefix only on result base64; 403 {"detail":"Forbidden"}
// on a bad X-API-KEY (every route but /files); PNG files under /files/<date>/<job>-<i>.png.
// Each image takes `steps` sampling steps (imageMs split evenly): job_progress moves per step, and
// query-job with require_step_preview=true carries the current step's picture as RAW base64 PNG
// in job_step_preview (null before the first step, and when not asked for).
//
//   const node = await startFakeFooocus({ apiKey: 'k', imageMs: 20 });
//   node.url                       base URL (http://127.0.0.1:<port>)
//   node.mode = 'error'            how the next jobs end (see FooocusMode)
//   node.transport = 'hang'        accept connections but never answer ('close': drop them)
//   node.restart()                 forget every job and file (query-job then answers 404)
//   node.stats                     jobsSeen, inFlight, maxInFlight, requests, bodies
//   node.stopCalls                 how many POST /v1/generation/stop arrived
//   node.imagesMade                images finished so far (all jobs)
//   await node.close()
//
// Options: apiKey; queueSize (default 100: running + waiting, like --queue-size); imageMs
// (time per image, default 20; 3000 makes a "3 s node"); models (all-models list); publicBaseUrl
// (what result URLs start with, as --base-url: set it to an unreachable host to test NAT rewrite);
// queueFullVariant ('async' = job_id "" + ERROR, the default; 'sync' = a bare result list);
// queueHistory (like --queue-history: past this many finished jobs the oldest is dropped and its
// files deleted; default 0 = unlimited); steps (sampling steps per image, default 4; 1 when imageMs is 0).
import { randomUUID } from 'node:crypto';
import { delay, GARBAGE, jobEnded, jobStarted, newStats, parseJsonBody, pngOf, sendBytes, sendJson, serve, sizeOf, type FakeServer } from './fake-common';

/**
 * ok        normal
 * error     jobs end in ERROR (cause not exposed, job_result null)
 * empty     jobs end in SUCCESS with job_result [] (a silent failure)
 * stuck     jobs stay WAITING forever
 * garbage   result files (and base64) are bytes that are not an image
 * queue_full every submission is refused as QUEUE_IS_FULL
 */
export type FooocusMode = 'ok' | 'error' | 'empty' | 'stuck' | 'garbage' | 'queue_full';

interface Job {
  id: string;
  type: string;
  stage: 'WAITING' | 'RUNNING' | 'SUCCESS' | 'ERROR';
  progress: number;
  status: string | null;
  /** The step whose preview query-job shows (0 before the first); drawn only when asked for. */
  previewStep: number;
  result: Array<{ base64: string | null; url: string | null; seed: string; finish_reason: string }> | null;
  body: Record<string, unknown>;
  stopped: boolean;
}

export interface FakeFooocus extends FakeServer {
  mode: FooocusMode;
  stopCalls: number;
  imagesMade: number;
  restart(): void;
}

export interface FakeFooocusOptions {
  apiKey?: string;
  queueSize?: number;
  imageMs?: number;
  models?: string[];
  publicBaseUrl?: string;
  queueFullVariant?: 'async' | 'sync';
  queueHistory?: number;
  steps?: number;
}

const ROUTES: Record<string, string> = {
  '/v1/generation/text-to-image': 'Text to Image',
  '/v2/generation/image-upscale-vary': 'Image Upscale or Variation',
  '/v2/generation/image-inpaint-outpaint': 'Image Inpaint or Outpaint',
};

export async function startFakeFooocus(opts: FakeFooocusOptions = {}): Promise<FakeFooocus> {
  const stats = newStats();
  const models = opts.models ?? ['juggernautXL_v8Rundiffusion.safetensors', 'realisticStockPhoto_v20.safetensors'];
  let jobs = new Map<string, Job>();
  let files = new Map<string, Buffer>();
  let queue: Job[] = [];
  let finished: Job[] = [];
  let generation = 0;
  let working = false;

  const view = (j: Job | undefined, preview: string | null = null) =>
    j
      ? { job_id: j.id, job_type: j.type, job_stage: j.stage, job_progress: j.progress, job_status: j.status, job_step_preview: preview, job_result: j.stage === 'SUCCESS' ? j.result : null }
      : { job_id: '', job_type: 'Not Found', job_stage: 'ERROR', job_progress: 0, job_status: 'Job not found', job_step_preview: null, job_result: null };

  /** Output size of a job: text-to-image from aspect_ratios_selection, the others from the input. */
  async function outputSize(j: Job): Promise<{ width: number; height: number }> {
    const b = j.body;
    if (j.type === 'Text to Image') {
      const [w, h] = String(b.aspect_ratios_selection ?? '1152*896').split('*').map(Number);
      return { width: w, height: h };
    }
    const input = await sizeOf(Buffer.from(String(b.input_image).replace(/^data:[^,]*,/, ''), 'base64'));
    if (j.type === 'Image Upscale or Variation') {
      const m = String(b.uov_method ?? 'Upscale (2x)');
      const v = Number(b.upscale_value ?? 1);
      const f = m.startsWith('Vary') ? 1 : m === 'Upscale (1.5x)' ? 1.5 : m === 'Upscale (Custom)' ? (v > 0 && v < 5 ? v : 2) : 2;
      return { width: Math.round(input.width * f), height: Math.round(input.height * f) };
    }
    const sel = (b.outpaint_selections as string[] | undefined) ?? [];
    const d = (side: string, span: number) => {
      const v = Number(b[`outpaint_distance_${side.toLowerCase()}`] ?? -1);
      return sel.includes(side) ? (v > 0 ? v : Math.round(span * 0.3)) : 0;
    };
    return { width: input.width + d('Left', input.width) + d('Right', input.width), height: input.height + d('Top', input.height) + d('Bottom', input.height) };
  }

  async function work(): Promise<void> {
    if (working) return;
    working = true;
    const gen = generation;
    while (queue.length > 0 && gen === generation) {
      const job = queue[0];
      if (fake.mode === 'stuck') {
        await delay(20);
        continue;
      }
      job.stage = 'RUNNING';
      const n = Number(job.body.image_number ?? 1);
      const asked = BigInt(String(job.body.image_seed ?? -1));
      const seed0 = asked < 0n ? BigInt(Math.floor(Math.random() * 2 ** 31)) : asked;
      const size = await outputSize(job);
      const results: NonNullable<Job['result']> = [];
      // An instant node (imageMs 0, benchmarks) takes one step: no extra timer turns per image.
      const steps = opts.imageMs === 0 ? 1 : (opts.steps ?? 4);
      for (let i = 0; i < n && !job.stopped && gen === generation; i++) {
        for (let k = 1; k <= steps && !job.stopped && gen === generation; k++) {
          await delay((opts.imageMs ?? 20) / steps);
          // Like Fooocus: progress counts sampling steps over all images; the preview is the latent so far.
          job.progress = Math.round(((i * steps + k) / (n * steps)) * 100);
          job.previewStep = i * steps + k;
        }
        if (job.stopped || gen !== generation) break;
        const seed = (seed0 + BigInt(i)).toString();
        const png = fake.mode === 'garbage' ? GARBAGE : await pngOf(size.width, size.height, seed);
        const name = `2025-01-01/${job.id}-${i}.png`;
        files.set(name, png);
        fake.imagesMade++;
        const base64 = job.body.require_base64 ? `data:image/png;base64,${png.toString('base64')}` : null;
        results.push({ base64, url: `${opts.publicBaseUrl ?? fake.url}/files/${name}`, seed, finish_reason: 'SUCCESS' });
        job.progress = Math.round(((i + 1) / n) * 100);
      }
      if (gen !== generation) break;
      queue.shift();
      jobEnded(stats);
      if (fake.mode === 'error') {
        job.stage = 'ERROR';
        job.status = 'Error';
      } else {
        job.stage = 'SUCCESS';
        job.status = 'Finished';
        job.progress = 100;
        job.result = fake.mode === 'empty' ? [] : results;
      }
      finished.push(job);
      while (opts.queueHistory && finished.length > opts.queueHistory) {
        const old = finished.shift()!;
        jobs.delete(old.id);
        for (const name of [...files.keys()]) if (name.includes(old.id)) files.delete(name);
      }
    }
    if (gen === generation) working = false;
  }

  const fake = (await serve(async (req, res, body, url) => {
    const path = url.pathname;
    if (req.method === 'GET' && path.startsWith('/files/')) {
      const file = files.get(path.slice('/files/'.length));
      return file ? sendBytes(res, 200, file) : sendJson(res, 404, { detail: 'Not Found' });
    }
    if (opts.apiKey && req.headers['x-api-key'] !== opts.apiKey) return sendJson(res, 403, { detail: 'Forbidden' });
    if (req.method === 'GET' && path === '/ping') return sendJson(res, 200, 'pong');
    if (req.method === 'GET' && path === '/v1/engines/all-models') return sendJson(res, 200, { model_filenames: models, lora_filenames: [] });
    if (req.method === 'GET' && path === '/v1/generation/query-job') {
      const job = jobs.get(url.searchParams.get('job_id') ?? '');
      const wantPreview = job && job.previewStep > 0 && url.searchParams.get('require_step_preview') === 'true';
      return sendJson(res, job ? 200 : 404, view(job, wantPreview ? (await pngOf(64, 64, job.previewStep)).toString('base64') : null));
    }
    if (req.method === 'GET' && path === '/v1/generation/job-queue') {
      return sendJson(res, 200, { running_size: queue.length, finished_size: jobs.size - queue.length, last_job_id: [...jobs.keys()].pop() ?? null });
    }
    if (req.method === 'POST' && path === '/v1/generation/stop') {
      fake.stopCalls++;
      const running = queue[0];
      if (running?.stage === 'RUNNING') running.stopped = true;
      return sendJson(res, 200, { msg: 'success' });
    }
    const type = req.method === 'POST' ? ROUTES[path] : undefined;
    if (!type) return sendJson(res, 404, { detail: 'Not Found' });
    const parsed = parseJsonBody(body);
    const invalid = validate(parsed, type);
    if (invalid) return sendJson(res, 422, { detail: [{ type: 'value_error', loc: ['body', invalid], msg: `invalid ${invalid}`, input: parsed[invalid] }], body: parsed });
    stats.bodies.push(parsed);
    if (fake.mode === 'queue_full' || queue.length >= (opts.queueSize ?? 100)) {
      const full = { base64: null, url: null, seed: '', finish_reason: 'QUEUE_IS_FULL' };
      if (opts.queueFullVariant === 'sync') return sendJson(res, 200, [full]);
      return sendJson(res, 200, { job_id: '', job_type: type, job_stage: 'ERROR', job_progress: 0, job_status: null, job_step_preview: null, job_result: [full] });
    }
    const job: Job = { id: randomUUID(), type, stage: 'WAITING', progress: 0, status: null, previewStep: 0, result: null, body: parsed, stopped: false };
    jobs.set(job.id, job);
    queue.push(job);
    jobStarted(stats);
    sendJson(res, 200, view(job));
    void work();
  }, stats)) as FakeFooocus;

  fake.mode = 'ok';
  fake.stopCalls = 0;
  fake.imagesMade = 0;
  const closeServer = fake.close;
  fake.close = async () => {
    generation++; // ends a worker loop that is waiting on a "stuck" job
    await closeServer();
  };
  fake.restart = () => {
    generation++;
    jobs = new Map();
    files = new Map();
    queue = [];
    finished = [];
    working = false;
    stats.inFlight = 0;
  };
  return fake;
}

/** The few pydantic checks that matter for the adapter: a 422 names the bad field. */
function validate(b: Record<string, unknown>, type: string): string | null {
  const n = b.image_number ?? 1;
  if (typeof n !== 'number' || n < 1 || n > 32) return 'image_number';
  if (type === 'Text to Image' && b.aspect_ratios_selection !== undefined && !/^\d+\*\d+$/.test(String(b.aspect_ratios_selection))) return 'aspect_ratios_selection';
  if (type !== 'Text to Image' && typeof b.input_image !== 'string') return 'input_image';
  if (b.performance_selection !== undefined && !['Speed', 'Quality', 'Extreme Speed', 'Lightning', 'Hyper-SD'].includes(String(b.performance_selection))) return 'performance_selection';
  const uv = b.upscale_value;
  if (uv !== undefined && uv !== null && (typeof uv !== 'number' || uv < 1 || uv > 5)) return 'upscale_value';
  return null;
}
