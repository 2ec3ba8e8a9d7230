// `a1111` controller: a client of the AUTOMATIC1111 web UI API (gpu-nodes.md §2). Calls block for
// the whole job (no job id), so the per-request timeout is the job deadline. The checkpoint is
// chosen per request through override_settings — never POST /options, which switches the model
// for everyone at once. While a call blocks, GET /sdapi/v1/progress is polled for live progress
// (progress, sampling steps, current_image as the preview): it describes the node's one GPU, so it
// is ours only on a node that serves us alone — settings.live_progress:false turns it off.
import sharp from 'sharp';
import { nodeUrl, type NodeHttp } from '../net/node-http';
import { isVary, outpaintPadding, upscaleFactor, VARY_STRENGTH } from '../shared/geometry';
import { decodeBase64Image } from '../shared/images';
import { firstSeed, seedAt } from '../shared/seeds';
import { baseUrl, bool, capacityOf, num, obj, str } from '../shared/settings';
import { NodeError, type GeneratedImage, type GenerationRequest, type GpuAdapter, type NodeInstance, type NodeProgress, type ProbeResult, type RunContext } from '../types';
import { probeFailure } from '../shared/probe';
import { sleep } from '../shared/wait';

interface GenerationAnswer {
  images?: string[];
  info?: string;
  errors?: string;
  error?: string;
  detail?: unknown;
}

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** Why the progress watch stops when the blocking call ends. One shared reason: abort() without one
 *  builds a DOMException, stack and all, for every job (~1 % of a worker's busy time on the pipeline
 *  bench) that nobody reads — watchProgress swallows its end. */
const CALL_ANSWERED = new Error('the generation call ended');

export class A1111Adapter implements GpuAdapter {
  readonly controller = 'a1111';

  constructor(private readonly http: NodeHttp) {}

  async run(instance: NodeInstance, req: GenerationRequest, ctx: RunContext): Promise<GeneratedImage[]> {
    await this.checkCheckpoint(instance, ctx.signal);
    if (req.operation === 'upscale' && req.upscale && !isVary(req.upscale.method)) return this.upscale(instance, req, ctx);
    const call = await buildCall(instance, req);
    const answer = await this.post<GenerationAnswer>(instance, call, ctx);
    const info = answer.info ?? '{}';
    const first = indexOfFirstImage(info);
    const images = (answer.images ?? []).slice(first);
    if (images.length < req.count) throw new NodeError('partial', `A1111 node "${instance.name}" returned ${images.length} of ${req.count} images (interrupted?)`);
    const seeds = allSeeds(info);
    const fallback = call.body.seed === -1 ? null : BigInt(call.body.seed as bigint);
    return images.slice(0, req.count).map((b64, i) => ({
      data: decodeBase64Image(b64, `A1111 node "${instance.name}"`),
      seed: seeds[i] ?? (fallback === null ? '' : seedAt(fallback, i).toString()),
    }));
  }

  /** A checkpoint the node lacks would fail (or be ignored) mid-job: refuse it up front. */
  private async checkCheckpoint(instance: NodeInstance, signal: AbortSignal): Promise<void> {
    const checkpoint = str(instance, 'checkpoint');
    if (!checkpoint) return;
    const where = `A1111 node "${instance.name}"`;
    const res = await this.http.json<Array<{ title?: string; model_name?: string }>>(nodeUrl(baseUrl(instance), '/sdapi/v1/sd-models'), {
      headers: authHeaders(instance),
      timeoutMs: num(instance, 'request_timeout_ms', 10_000),
      signal,
    });
    failOnStatus(where, res.status, null, res.text);
    const known = (res.data ?? []).flatMap((m) => [m.title, m.model_name, m.title?.split(' [')[0]]);
    if (!known.includes(checkpoint)) throw new NodeError('rejected', `checkpoint "${checkpoint}" is not on ${where}`, true);
  }

  private async upscale(instance: NodeInstance, req: GenerationRequest, ctx: RunContext): Promise<GeneratedImage[]> {
    const seed = firstSeed(req.seed).toString();
    const body = {
      image: requireImage(req).toString('base64'),
      resize_mode: 0,
      upscaling_resize: upscaleFactor(req.upscale!.method, req.upscale!.value),
      upscaler_1: str(instance, 'upscaler', 'R-ESRGAN 4x+'),
    };
    const out: GeneratedImage[] = [];
    // Up-scaling is deterministic: `count` copies would be the same picture, so it runs once.
    const answer = await this.post<{ image?: string } & GenerationAnswer>(instance, { path: '/sdapi/v1/extra-single-image', body }, ctx);
    if (!answer.image) throw new NodeError('partial', `A1111 node "${instance.name}" returned no up-scaled image`);
    const data = decodeBase64Image(answer.image, `A1111 node "${instance.name}"`);
    for (let i = 0; i < req.count; i++) out.push({ data, seed });
    return out;
  }

  private async post<T extends GenerationAnswer>(instance: NodeInstance, call: Call, ctx: RunContext): Promise<T> {
    const where = `A1111 node "${instance.name}"`;
    const watching = new AbortController();
    if (ctx.onProgress && bool(instance, 'live_progress', true)) void this.watchProgress(instance, ctx.onProgress, AbortSignal.any([ctx.signal, watching.signal]));
    try {
      const res = await this.http.json<T>(nodeUrl(baseUrl(instance), call.path), {
        json: call.body,
        headers: authHeaders(instance),
        timeoutMs: num(instance, 'timeout_ms', 600_000),
        signal: ctx.signal,
      });
      failOnStatus(where, res.status, res.data, res.text);
      if (!res.data) throw new NodeError('unavailable', `${where} answered ${res.status} with no JSON`);
      return res.data;
    } catch (e) {
      if (ctx.signal.aborted && bool(instance, 'interrupt_on_abort', false)) await this.interrupt(instance);
      throw e;
    } finally {
      watching.abort(CALL_ANSWERED);
    }
  }

  /** Polls /sdapi/v1/progress until `signal` ends (the blocking call answered); never throws. */
  private async watchProgress(instance: NodeInstance, report: NonNullable<RunContext['onProgress']>, signal: AbortSignal): Promise<void> {
    const pollMs = num(instance, 'poll_interval_ms', 1000);
    const previews = bool(instance, 'step_preview', true);
    try {
      for (;;) {
        await sleep(pollMs, signal);
        const res = await this.http.json<A1111Progress>(nodeUrl(baseUrl(instance), '/sdapi/v1/progress', { skip_current_image: String(!previews) }), {
          headers: authHeaders(instance),
          timeoutMs: num(instance, 'request_timeout_ms', 10_000),
          signal,
        });
        const p = res.status === 200 && res.data ? a1111Progress(res.data) : null;
        if (p && !signal.aborted) report(p);
      }
    } catch {
      // Ended (the call answered or the job was aborted), or the node did not answer: progress is best effort.
    }
  }

  /** /interrupt is global: only used when the admin says this node serves us alone. */
  private async interrupt(instance: NodeInstance): Promise<void> {
    try {
      await this.http.call(nodeUrl(baseUrl(instance), '/sdapi/v1/interrupt'), { method: 'POST', headers: authHeaders(instance), timeoutMs: 5_000 });
    } catch {
      // Best effort: the node may be gone already.
    }
  }

  async probe(instance: NodeInstance, signal: AbortSignal): Promise<ProbeResult> {
    const res = await this.http.json<{ progress?: number; state?: { job_count?: number } }>(nodeUrl(baseUrl(instance), '/sdapi/v1/progress', { skip_current_image: 'true' }), {
      headers: authHeaders(instance),
      timeoutMs: num(instance, 'request_timeout_ms', 10_000),
      signal,
    });
    if (res.status !== 200) return { ok: false, detail: probeFailure('A1111', '/sdapi/v1/progress', res.status, 'the api_token (user:pass for --api-auth)') };
    const busy = (res.data?.state?.job_count ?? 0) > 0;
    return { ok: true, detail: busy ? `A1111 answered /sdapi/v1/progress: busy (${Math.round((res.data?.progress ?? 0) * 100)} %)` : 'A1111 answered /sdapi/v1/progress: idle' };
  }

  capacity(instance: NodeInstance): number {
    return capacityOf(instance, 1);
  }
}

/** GET /sdapi/v1/progress's answer (gpu-nodes.md §2.6), the fields we read. */
export interface A1111Progress {
  progress?: number;
  state?: { job_count?: number; sampling_step?: number; sampling_steps?: number };
  current_image?: string | null;
}

/** The GPU's progress as NodeProgress, or null while it runs nothing (job_count 0: not started yet). */
export function a1111Progress(p: A1111Progress): NodeProgress | null {
  if (!p.state?.job_count) return null;
  const out: NodeProgress = {};
  if (typeof p.progress === 'number' && Number.isFinite(p.progress)) out.fraction = Math.min(1, Math.max(0, p.progress));
  const { sampling_step: step, sampling_steps: total } = p.state;
  if (typeof step === 'number' && typeof total === 'number' && total > 0) Object.assign(out, { step: Math.min(step, total), total });
  if (p.current_image) {
    const bytes = Buffer.from(p.current_image.replace(/^data:[^,]*,/, ''), 'base64');
    if (bytes.length) out.preview = bytes;
  }
  return out;
}

function requireImage(req: GenerationRequest): Buffer {
  if (!req.inputImage) throw new NodeError('rejected', 'an input image is required for this operation');
  return req.inputImage;
}

function authHeaders(instance: NodeInstance): Record<string, string> {
  // api_token holds "user:pass" for --api-auth; an empty token means an open node.
  return instance.apiToken ? { authorization: `Basic ${Buffer.from(instance.apiToken).toString('base64')}` } : {};
}

/** The body for txt2img/img2img (gpu-nodes.md §2.3–2.4, §2.7). */
export async function buildCall(instance: NodeInstance, req: GenerationRequest): Promise<Call> {
  const common: Record<string, unknown> = {
    prompt: req.prompt,
    negative_prompt: req.negativePrompt,
    seed: req.seed === null ? -1 : firstSeed(req.seed),
    // n_iter runs the images one after another: VRAM-safe, and A1111 gives image i seed+i.
    n_iter: req.count,
    batch_size: 1,
    send_images: true,
    save_images: false,
    override_settings_restore_afterwards: false,
  };
  const checkpoint = str(instance, 'checkpoint');
  if (checkpoint) common.override_settings = { sd_model_checkpoint: checkpoint };
  for (const key of ['sampler_name', 'scheduler'] as const) {
    const v = str(instance, key);
    if (v) common[key] = v;
  }
  for (const key of ['steps', 'cfg_scale'] as const) {
    const v = num(instance, key);
    if (v !== undefined) common[key] = v;
  }
  Object.assign(common, obj(instance, 'extra_params') ?? {});
  if (req.operation === 'text2img') return { path: '/sdapi/v1/txt2img', body: { ...common, width: req.width, height: req.height } };
  const input = requireImage(req);
  const meta = await sharp(input).metadata();
  const w = meta.width ?? req.width;
  const h = meta.height ?? req.height;
  const img2img = { ...common, init_images: [input.toString('base64')], resize_mode: 0, inpaint_full_res: false };
  if (req.operation === 'inpaint') {
    if (!req.mask) throw new NodeError('rejected', 'a mask is required for in-painting');
    return {
      path: '/sdapi/v1/img2img',
      body: { ...img2img, mask: req.mask.toString('base64'), inpainting_fill: 1, mask_blur: 4, denoising_strength: num(instance, 'inpaint_denoise', 0.75), width: w, height: h },
    };
  }
  if (req.operation === 'outpaint') {
    const pad = outpaintPadding(req, w, h);
    const padded = await sharp(input).extend({ ...pad, extendWith: 'copy' }).png().toBuffer();
    const mask = await sharp({ create: { width: w, height: h, channels: 3, background: '#000000' } })
      .extend({ ...pad, background: '#ffffff' })
      .png()
      .toBuffer();
    return {
      path: '/sdapi/v1/img2img',
      body: {
        ...img2img,
        init_images: [padded.toString('base64')],
        mask: mask.toString('base64'),
        inpainting_fill: 2,
        mask_blur: 8,
        denoising_strength: num(instance, 'outpaint_denoise', 0.95),
        width: w + pad.left + pad.right,
        height: h + pad.top + pad.bottom,
      },
    };
  }
  const method = req.upscale?.method;
  if (!method || !isVary(method)) throw new NodeError('rejected', 'an up-scale method is required');
  return { path: '/sdapi/v1/img2img', body: { ...img2img, denoising_strength: VARY_STRENGTH[method], width: w, height: h } };
}

/** `info` is a JSON string; its seeds may exceed 2^53, so they are read as digits, not numbers. */
export function allSeeds(info: string): string[] {
  const m = /"all_seeds"\s*:\s*\[([^\]]*)\]/.exec(info);
  return m ? (m[1].match(/-?\d+/g) ?? []) : [];
}

function indexOfFirstImage(info: string): number {
  const m = /"index_of_first_image"\s*:\s*(\d+)/.exec(info);
  return m ? Number(m[1]) : 0;
}

function failOnStatus(where: string, status: number, data: GenerationAnswer | null, text: string): void {
  const detail = data?.errors ?? (typeof data?.detail === 'string' ? data.detail : undefined) ?? text.slice(0, 300);
  if (status === 401 || status === 403) throw new NodeError('auth', `${where} refused the credentials (${status})`);
  if (status === 400 || status === 404 || status === 422) throw new NodeError('rejected', `${where} rejected the request (${status}): ${detail}`);
  if (status < 200 || status >= 300) throw new NodeError('unavailable', `${where} failed (${status}): ${detail}`);
  if (data?.errors) throw new NodeError('unavailable', `${where} failed: ${data.errors}`);
}
