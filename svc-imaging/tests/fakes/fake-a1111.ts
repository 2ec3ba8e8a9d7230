// A fake AUTOMATIC1111 node speaking the API of gpu-nodes.md §2, for adapter tests and benchmarks.
// Blocking calls serialized by one lock (like queue_lock); HTTP Basic with WWW-Authenticate on
// 401 when `auth` is set; errors as {"error","detail","body","errors"}; pydantic 422 as
// {"detail":[…]}; raw base64 outputs; `info` a JSON string with all_seeds and
// index_of_first_image (a grid first when more than one image).
//
//   const node = await startFakeA1111({ auth: 'user:pass', imageMs: 20 });
//   node.mode = 'error'        see A1111Mode
//   node.transport = 'hang'    accept connections but never answer ('close': drop them)
//   node.interruptCalls        POST /sdapi/v1/interrupt count (an interrupt ends the running job early)
//   node.runs                  one { prompt, start, end } per generation (performance.now() ms), for benchmarks
//   node.stats                 jobsSeen, inFlight, maxInFlight (concurrent blocking calls), requests, bodies
//   await node.close()
//
// GET /sdapi/v1/progress describes the one GPU like A1111's: progress 0–1 over the whole request
// ((job_no + step/steps) / job_count), state.sampling_step/sampling_steps, job_count 0 when idle,
// and current_image (raw base64 PNG of the step so far) unless skip_current_image=true.
//
// Options: auth ("user:pass"); imageMs (time per image, default 20, split over `steps`); steps
// (sampling steps per image, default 4; 1 when imageMs is 0); checkpoints (sd-models titles); image
// (the bytes of every image, in place of a solid colour of the asked size).
import type { ServerResponse } from 'node:http';
import { delay, GARBAGE, jobEnded, jobStarted, newStats, parseJsonBody, pngOf, sendJson, serve, sizeOf, type FakeServer } from './fake-common';

/**
 * ok           normal
 * error        500 {"error":"OutOfMemoryError", …, "errors":"CUDA out of memory"}
 * interrupted  every job stops after its first image (as if /interrupt came), answering 200
 * empty        200 with images []
 * garbage      images are base64 of bytes that are not an image
 */
export type A1111Mode = 'ok' | 'error' | 'interrupted' | 'empty' | 'garbage';

export interface FakeA1111 extends FakeServer {
  mode: A1111Mode;
  interruptCalls: number;
  /** When the node was busy, per generation: the GPU's own view of a job (performance.now() ms). */
  runs: Array<{ prompt: string; start: number; end: number }>;
}

export interface FakeA1111Options {
  auth?: string;
  imageMs?: number;
  steps?: number;
  checkpoints?: string[];
  /** Every image of every generation (benchmarks: a real picture instead of a solid colour). */
  image?: Buffer;
}

export async function startFakeA1111(opts: FakeA1111Options = {}): Promise<FakeA1111> {
  const stats = newStats();
  const checkpoints = opts.checkpoints ?? ['v1-5-pruned-emaonly.safetensors [6ce0161689]', 'sd_xl_base_1.0.safetensors [31e35c80fc]'];
  let lock: Promise<void> = Promise.resolve();
  let interrupted = false;
  let running = false;
  /** The GPU's state as /progress reports it. */
  const gpu = { jobNo: 0, jobCount: 0, step: 0, steps: 0 };

  /** Runs `fn` under the global lock, one job at a time. */
  function serialized<T>(fn: () => Promise<T>): Promise<T> {
    const run = lock.then(fn);
    lock = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  const fail = (res: ServerResponse, status: number, error: string, errors: string) => sendJson(res, status, { error, detail: '', body: '', errors });

  async function generate(body: Record<string, unknown>, width: number, height: number): Promise<{ images: string[]; info: string }> {
    const n = Number(body.n_iter ?? 1) * Number(body.batch_size ?? 1);
    const asked = BigInt(String(body.seed ?? -1));
    const seed0 = asked < 0n ? BigInt(Math.floor(Math.random() * 4294967294)) : asked;
    const images: string[] = [];
    const seeds: string[] = [];
    running = true;
    interrupted = false;
    // An instant node (imageMs 0, benchmarks) takes one step: no extra timer turns per image.
    const steps = opts.imageMs === 0 ? 1 : (opts.steps ?? 4);
    Object.assign(gpu, { jobNo: 0, jobCount: n, step: 0, steps });
    const start = performance.now();
    for (let i = 0; i < n; i++) {
      if (interrupted || (fake.mode === 'interrupted' && i >= 1)) break;
      Object.assign(gpu, { jobNo: i, step: 0 });
      for (let k = 1; k <= steps; k++) {
        await delay((opts.imageMs ?? 20) / steps);
        gpu.step = k;
      }
      const seed = (seed0 + BigInt(i)).toString();
      seeds.push(seed);
      images.push((fake.mode === 'garbage' ? GARBAGE : (opts.image ?? (await pngOf(width, height, seed)))).toString('base64'));
    }
    running = false;
    Object.assign(gpu, { jobNo: 0, jobCount: 0, step: 0, steps: 0 });
    fake.runs.push({ prompt: String(body.prompt ?? ''), start, end: performance.now() });
    const grid = images.length > 1;
    if (grid) images.unshift((await pngOf(width * 2, height, 1)).toString('base64'));
    // Written by hand so seeds beyond 2^53 stay exact, as Python's json.dumps writes them.
    const info = `{"prompt": ${JSON.stringify(body.prompt ?? '')}, "all_prompts": [], "seed": ${seeds[0] ?? seed0}, "all_seeds": [${seeds.join(', ')}], "subseed": 1, "all_subseeds": [], "width": ${width}, "height": ${height}, "sampler_name": "Euler a", "cfg_scale": 7.0, "steps": 20, "batch_size": 1, "sd_model_hash": "6ce0161689", "denoising_strength": ${body.denoising_strength ?? 0}, "index_of_first_image": ${grid ? 1 : 0}, "infotexts": [], "styles": [], "job_timestamp": "20250101000000", "clip_skip": 1}`;
    return { images: fake.mode === 'empty' ? [] : images, info };
  }

  const fake = (await serve(async (req, res, raw, url) => {
    const path = url.pathname;
    if (opts.auth && path.startsWith('/sdapi')) {
      const header = req.headers.authorization ?? '';
      const given = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString() : null;
      if (given !== opts.auth) {
        return sendJson(res, 401, { detail: given === null ? 'Not authenticated' : 'Incorrect username or password' }, { 'www-authenticate': 'Basic' });
      }
    }
    if (req.method === 'GET' && path === '/sdapi/v1/progress') {
      const progress = running && gpu.jobCount ? (gpu.jobNo + gpu.step / gpu.steps) / gpu.jobCount : 0;
      // The step's picture is drawn only when asked for (it costs an encode).
      const image = running && gpu.step > 0 && url.searchParams.get('skip_current_image') !== 'true' ? (await pngOf(48, 48, gpu.jobNo * gpu.steps + gpu.step)).toString('base64') : null;
      return sendJson(res, 200, {
        progress,
        eta_relative: 0,
        state: { skipped: false, interrupted, job: '', job_count: running ? gpu.jobCount : 0, job_no: gpu.jobNo, sampling_step: gpu.step, sampling_steps: gpu.steps },
        current_image: image,
        textinfo: null,
      });
    }
    if (req.method === 'GET' && path === '/sdapi/v1/sd-models') {
      return sendJson(res, 200, checkpoints.map((title) => ({ title, model_name: title.split('.')[0], hash: title.slice(-11, -1), filename: `/models/${title.split(' ')[0]}` })));
    }
    if (req.method === 'POST' && path === '/sdapi/v1/interrupt') {
      fake.interruptCalls++;
      if (running) interrupted = true;
      return sendJson(res, 200, {});
    }
    const kind = req.method === 'POST' ? { '/sdapi/v1/txt2img': 'txt2img', '/sdapi/v1/img2img': 'img2img', '/sdapi/v1/extra-single-image': 'extras' }[path] : undefined;
    if (!kind) return sendJson(res, 404, { detail: 'Not Found' });
    let body: Record<string, unknown>;
    try {
      body = parseJsonBody(raw);
    } catch {
      return sendJson(res, 422, { detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'value_error.jsondecode' }] });
    }
    for (const key of ['width', 'height', 'n_iter', 'upscaling_resize'] as const) {
      if (body[key] !== undefined && typeof body[key] !== 'number') return sendJson(res, 422, { detail: [{ loc: ['body', key], msg: 'value is not a valid integer', type: 'type_error.integer' }] });
    }
    if (kind === 'img2img' && !(Array.isArray(body.init_images) && body.init_images.length > 0)) return fail(res, 404, 'HTTPException', 'Init image not found');
    const ckpt = (body.override_settings as Record<string, unknown> | undefined)?.sd_model_checkpoint;
    if (ckpt !== undefined && !checkpoints.some((t) => t === ckpt || t.startsWith(`${String(ckpt)} `) || t.split(' ')[0] === ckpt)) {
      return fail(res, 500, 'RuntimeError', `model '${String(ckpt)}' not found`);
    }
    stats.bodies.push(body);
    jobStarted(stats);
    try {
      const answer = await serialized(async () => {
        if (fake.mode === 'error') return null;
        if (kind === 'extras') {
          const input = await sizeOf(Buffer.from(String(body.image), 'base64'));
          const f = Number(body.upscaling_resize ?? 2);
          await delay(opts.imageMs ?? 20);
          const png = fake.mode === 'garbage' ? GARBAGE : await pngOf(Math.round(input.width * f), Math.round(input.height * f), 7);
          return { image: png.toString('base64'), html_info: '<p></p>' };
        }
        const out = await generate(body, Number(body.width ?? 512), Number(body.height ?? 512));
        return { ...out, parameters: body };
      });
      if (!answer) return fail(res, 500, 'OutOfMemoryError', 'CUDA out of memory. Tried to allocate 2.00 GiB');
      sendJson(res, 200, answer);
    } finally {
      jobEnded(stats);
    }
  }, stats)) as FakeA1111;
  fake.mode = 'ok';
  fake.interruptCalls = 0;
  fake.runs = [];
  return fake;
}
