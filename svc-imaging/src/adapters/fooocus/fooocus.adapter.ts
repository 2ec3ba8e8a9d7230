// `fooocus` controller: a client of Fooocus-API (gpu-nodes.md §1). Every job is submitted with
// async_process:true and polled through query-job, because the sync mode hides queue state and
// ties a request to the whole run. Result files are copied off the node at once (the node's
// --queue-history deletes them).
import sharp from 'sharp';
import { nodeUrl, NodeHttp } from '../net/node-http';
import { isVary, upscaleFactor } from '../shared/geometry';
import { decodeBase64Image, assertImageBytes } from '../shared/images';
import { firstSeed } from '../shared/seeds';
import { baseUrl, bool, capacityOf, num, obj, str, strList } from '../shared/settings';
import { sleep } from '../shared/wait';
import { NodeError, type GeneratedImage, type GenerationRequest, type GpuAdapter, type NodeInstance, type NodeProgress, type ProbeResult, type RunContext } from '../types';
import { probeFailure } from '../shared/probe';

export interface FooocusResult {
  base64: string | null;
  url: string | null;
  seed: string;
  finish_reason: string;
}

export interface FooocusJob {
  job_id: string;
  job_type: string;
  job_stage: 'WAITING' | 'RUNNING' | 'SUCCESS' | 'ERROR';
  job_progress: number;
  job_status: string | null;
  /** Raw base64 PNG of the current sampling step, when asked for (require_step_preview=true). */
  job_step_preview?: string | null;
  job_result: FooocusResult[] | null;
}

/** Fooocus honours Custom only for 0 < value < 5 (5.0 silently becomes 2x): we ask for this at most. */
export const FOOOCUS_MAX_CUSTOM = 4.99;

export interface FooocusOptions {
  http: NodeHttp;
  /** Default poll interval (ms); settings.poll_interval_ms overrides per instance. */
  pollIntervalMs?: number;
}

export class FooocusAdapter implements GpuAdapter {
  readonly controller = 'fooocus';
  private readonly http: NodeHttp;
  private readonly pollIntervalMs: number;

  constructor(opts: FooocusOptions) {
    this.http = opts.http;
    this.pollIntervalMs = opts.pollIntervalMs ?? 1000;
  }

  async run(instance: NodeInstance, req: GenerationRequest, ctx: RunContext): Promise<GeneratedImage[]> {
    const node = new FooocusNode(this.http, instance, this.pollIntervalMs);
    await node.checkCheckpoint(ctx.signal);
    const { path, body } = buildRequest(instance, req);
    // Not tied to the job's signal: an abort mid-POST would leave a job we never heard of.
    const jobId = await node.submit(path, body);
    const job = await node.waitFor(jobId, req, ctx);
    const images = await node.collect(job, req, ctx.signal);
    return req.operation === 'upscale' && req.upscale?.method === 'Upscale (Custom)' ? exactFactor(images, req) : images;
  }

  async probe(instance: NodeInstance, signal: AbortSignal): Promise<ProbeResult> {
    const node = new FooocusNode(this.http, instance, this.pollIntervalMs);
    const res = await node.get('/ping', signal);
    // FastAPI answers the JSON string "pong"; a proxy may hand back plain text.
    if (res.status === 200 && res.text.replace(/"/g, '').trim() === 'pong') return { ok: true, detail: 'Fooocus-API answered /ping with pong' };
    return { ok: false, detail: probeFailure('Fooocus-API', '/ping', res.status, 'the api_token (X-API-KEY)') };
  }

  capacity(instance: NodeInstance): number {
    return capacityOf(instance, 1);
  }
}

/** The request body and route for one job (gpu-nodes.md §1.3–1.4). */
export function buildRequest(instance: NodeInstance, req: GenerationRequest): { path: string; body: Record<string, unknown> } {
  const common: Record<string, unknown> = {
    prompt: req.prompt,
    negative_prompt: req.negativePrompt,
    // Deliberately [] by default: Fooocus's default styles ("Fooocus V2") rewrite the prompt.
    style_selections: strList(instance, 'styles', []),
    performance_selection: str(instance, 'performance', 'Speed'),
    image_number: req.count,
    image_seed: req.seed === null ? -1 : firstSeed(req.seed),
    async_process: true,
    require_base64: bool(instance, 'require_base64', false),
  };
  const checkpoint = str(instance, 'checkpoint');
  if (checkpoint) common.base_model_name = checkpoint;
  const guidance = num(instance, 'guidance_scale');
  if (guidance !== undefined) common.guidance_scale = guidance;
  const sharpness = num(instance, 'sharpness');
  if (sharpness !== undefined) common.sharpness = sharpness;
  const advanced = obj(instance, 'advanced_params');
  if (advanced) common.advanced_params = advanced;
  const image = () => req.inputImage?.toString('base64') ?? '';
  switch (req.operation) {
    case 'text2img':
      return { path: '/v1/generation/text-to-image', body: { ...common, aspect_ratios_selection: `${req.width}*${req.height}` } };
    case 'upscale': {
      const method = req.upscale?.method ?? 'Upscale (2x)';
      const body: Record<string, unknown> = { ...common, input_image: image(), uov_method: method };
      if (method === 'Upscale (Custom)') body.upscale_value = Math.min(FOOOCUS_MAX_CUSTOM, upscaleFactor(method, req.upscale?.value));
      return { path: '/v2/generation/image-upscale-vary', body };
    }
    case 'inpaint':
      return { path: '/v2/generation/image-inpaint-outpaint', body: { ...common, input_image: image(), input_mask: req.mask?.toString('base64') ?? null, outpaint_selections: [] } };
    case 'outpaint': {
      const d = req.outpaint?.distances ?? {};
      return {
        path: '/v2/generation/image-inpaint-outpaint',
        body: {
          ...common,
          input_image: image(),
          input_mask: null,
          outpaint_selections: req.outpaint?.sides ?? [],
          // -1 (and any value ≤ 0) means 30 % of the side, the same rule as our other nodes.
          outpaint_distance_left: d.left ?? -1,
          outpaint_distance_right: d.right ?? -1,
          outpaint_distance_top: d.top ?? -1,
          outpaint_distance_bottom: d.bottom ?? -1,
        },
      };
    }
  }
}

/** Custom factors Fooocus cannot do (≥ 5): finish the last step with Lanczos so the size is exact. */
async function exactFactor(images: GeneratedImage[], req: GenerationRequest): Promise<GeneratedImage[]> {
  const factor = upscaleFactor('Upscale (Custom)', req.upscale?.value);
  if (factor <= FOOOCUS_MAX_CUSTOM || !req.inputImage) return images;
  const meta = await sharp(req.inputImage).metadata();
  const w = Math.round((meta.width ?? 0) * factor);
  const h = Math.round((meta.height ?? 0) * factor);
  return Promise.all(images.map(async (img) => ({ ...img, data: await sharp(img.data).resize(w, h, { kernel: 'lanczos3', fit: 'fill' }).png().toBuffer() })));
}

/** One instance's endpoints, headers and timeouts for the duration of a call. */
class FooocusNode {
  private readonly base: string;
  private readonly headers: Record<string, string>;
  private readonly requestTimeoutMs: number;

  constructor(
    private readonly http: NodeHttp,
    private readonly instance: NodeInstance,
    private readonly defaultPollMs: number,
  ) {
    this.base = baseUrl(instance);
    this.headers = instance.apiToken ? { 'x-api-key': instance.apiToken } : {};
    this.requestTimeoutMs = num(instance, 'request_timeout_ms', 30_000);
  }

  get<T>(path: string, signal: AbortSignal | undefined, query?: Record<string, string>) {
    return this.http.json<T>(nodeUrl(this.base, path, query), { headers: this.headers, timeoutMs: this.requestTimeoutMs, signal });
  }

  /** Unknown checkpoint names silently fall back to the node's default: refuse them instead. */
  async checkCheckpoint(signal: AbortSignal): Promise<void> {
    const checkpoint = str(this.instance, 'checkpoint');
    if (!checkpoint) return;
    const res = await this.get<{ model_filenames?: string[] }>('/v1/engines/all-models', signal);
    this.failOnStatus(res.status, res.text);
    if (!res.data?.model_filenames?.includes(checkpoint)) {
      throw new NodeError('rejected', `checkpoint "${checkpoint}" is not on Fooocus node "${this.instance.name}"`, true);
    }
  }

  async submit(path: string, body: Record<string, unknown>): Promise<string> {
    const res = await this.http.json<FooocusJob | FooocusResult[]>(nodeUrl(this.base, path), { json: body, headers: this.headers, timeoutMs: this.requestTimeoutMs });
    // 409 QUEUE_IS_FULL is the Accept: image/png variant; async answers carry it in the body.
    if (res.status === 409) throw queueFull(this.instance);
    this.failOnStatus(res.status, res.text);
    const data = res.data;
    if (Array.isArray(data)) {
      if (data.some((r) => r.finish_reason === 'QUEUE_IS_FULL')) throw queueFull(this.instance);
      throw new NodeError('unavailable', 'Fooocus answered synchronously to an async request');
    }
    if (!data || typeof data.job_id !== 'string') throw new NodeError('unavailable', `Fooocus answered ${res.status} without a job: ${res.text.slice(0, 200)}`);
    if (data.job_id === '' || data.job_result?.some((r) => r.finish_reason === 'QUEUE_IS_FULL')) throw queueFull(this.instance);
    return data.job_id;
  }

  async query(jobId: string, signal: AbortSignal | undefined, preview = false): Promise<FooocusJob> {
    const res = await this.get<FooocusJob>('/v1/generation/query-job', signal, { job_id: jobId, require_step_preview: String(preview) });
    if (res.status === 404) throw new NodeError('lost', `Fooocus node "${this.instance.name}" no longer knows job ${jobId} (restarted?)`);
    this.failOnStatus(res.status, res.text);
    if (!res.data || typeof res.data.job_stage !== 'string') throw new NodeError('unavailable', `unexpected query-job answer: ${res.text.slice(0, 200)}`);
    return res.data;
  }

  async waitFor(jobId: string, req: GenerationRequest, ctx: RunContext): Promise<FooocusJob> {
    const deadline = Date.now() + num(this.instance, 'timeout_ms', 600_000);
    const pollMs = num(this.instance, 'poll_interval_ms', this.defaultPollMs);
    // Step previews ride on the poll we make anyway; settings.step_preview:false saves the bytes.
    const previews = bool(this.instance, 'step_preview', true) && !!ctx.onProgress;
    try {
      for (;;) {
        const job = await this.query(jobId, ctx.signal, previews);
        if (job.job_stage === 'SUCCESS') return job;
        if (job.job_stage === 'ERROR') throw new NodeError('unavailable', `Fooocus job ${jobId} failed on "${this.instance.name}"${job.job_status ? `: ${job.job_status}` : ''}`);
        if (job.job_stage === 'RUNNING') ctx.onProgress?.(fooocusProgress(job));
        if (Date.now() >= deadline) {
          await this.stopIfRunning(jobId);
          throw new NodeError('timeout', `Fooocus job ${jobId} still ${job.job_stage} after ${num(this.instance, 'timeout_ms', 600_000)} ms`);
        }
        await sleep(pollMs, ctx.signal);
      }
    } catch (e) {
      if (ctx.signal.aborted) await this.stopIfRunning(jobId);
      throw e;
    }
  }

  /** /stop has no job id and stops whatever runs: only send it when that is our job. */
  private async stopIfRunning(jobId: string): Promise<void> {
    try {
      const job = await this.query(jobId, undefined);
      if (job.job_stage !== 'RUNNING') return;
      await this.http.call(nodeUrl(this.base, '/v1/generation/stop'), { method: 'POST', headers: this.headers, timeoutMs: 5_000 });
    } catch {
      // Best effort: the node is already gone or the job already finished.
    }
  }

  async collect(job: FooocusJob, req: GenerationRequest, signal: AbortSignal): Promise<GeneratedImage[]> {
    const results = (job.job_result ?? []).filter((r) => r.finish_reason === 'SUCCESS' && (r.base64 || r.url));
    if (results.length === 0) throw new NodeError('partial', `Fooocus job ${job.job_id} succeeded with no images (stopped or failed silently)`);
    if (results.length < req.count) throw new NodeError('partial', `Fooocus job ${job.job_id} returned ${results.length} of ${req.count} images (stopped?)`);
    return Promise.all(results.slice(0, req.count).map(async (r) => ({ data: await this.fetchImage(r, signal), seed: String(r.seed) })));
  }

  private async fetchImage(r: FooocusResult, signal: AbortSignal): Promise<Buffer> {
    if (r.base64) return decodeBase64Image(r.base64, `Fooocus node "${this.instance.name}"`);
    const url = this.resultUrl(r.url ?? '');
    const res = await this.http.call(url, { timeoutMs: this.requestTimeoutMs, signal });
    if (res.status === 404) throw new NodeError('lost', `Fooocus result ${url} is gone (deleted by --queue-history?)`);
    this.failOnStatus(res.status, res.body.toString('utf8', 0, 200));
    return assertImageBytes(res.body, `Fooocus node "${this.instance.name}"`);
  }

  /** Behind NAT the node's own --base-url is unreachable for us: keep the path, use our base_url. */
  private resultUrl(url: string): string {
    if (!bool(this.instance, 'behind_nat', false)) return url;
    const u = new URL(url);
    return nodeUrl(this.base, u.pathname + u.search);
  }

  private failOnStatus(status: number, text: string): void {
    if (status >= 200 && status < 300) return;
    const where = `Fooocus node "${this.instance.name}"`;
    if (status === 401 || status === 403) throw new NodeError('auth', `${where} refused the API key (${status})`);
    if (status === 422 || status === 400) throw new NodeError('rejected', `${where} rejected the request: ${text.slice(0, 300)}`);
    throw new NodeError('unavailable', `${where} answered ${status}: ${text.slice(0, 200)}`);
  }
}

/** A RUNNING job's job_progress (int 0–100) and job_step_preview (raw base64 PNG) as NodeProgress. */
export function fooocusProgress(job: Pick<FooocusJob, 'job_progress' | 'job_step_preview'>): NodeProgress {
  const percent = Number(job.job_progress);
  const out: NodeProgress = Number.isFinite(percent) ? { fraction: Math.min(1, Math.max(0, percent / 100)) } : {};
  if (job.job_step_preview) {
    const bytes = Buffer.from(job.job_step_preview.replace(/^data:[^,]*,/, ''), 'base64');
    if (bytes.length) out.preview = bytes;
  }
  return out;
}

function queueFull(instance: NodeInstance): NodeError {
  return new NodeError('queue_full', `Fooocus node "${instance.name}" queue is full`);
}
