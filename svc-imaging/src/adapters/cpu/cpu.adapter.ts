// The built-in `cpu` node: no GPU, no network. Honest classical stand-ins for each operation —
// a procedural sketch of what the prompt names (scene.ts) for text-to-image, push-pull fill for
// in-painting, mirrored-and-blurred edge extension for out-painting, Lanczos for up-scaling and a
// seeded warp + sketch blend for the Vary methods. Every output is a PNG; the same request and seed give identical bytes; each
// names what was used (`preset`).
import { integerSetting } from '@atelier/platform';
import sharp from 'sharp';
import { isVary, outpaintPadding, upscaleFactor, VARY_STRENGTH } from '../shared/geometry';
import { firstSeed, seedAt } from '../shared/seeds';
import { capacityOf, num } from '../shared/settings';
import { sleep } from '../shared/wait';
import { NodeError, type GeneratedImage, type GenerationRequest, type GpuAdapter, type NodeInstance, type ProbeResult, type RunContext } from '../types';
import { pushPullFill, warp, type Raw } from './fill';
import { hash32 } from './noise';
import { SKETCH_STAGES, sketchPng, sketchRaw, type OnStage } from './procedural';
import { describeScene, parsePrompt } from './scene';
import { breather } from './slices';

// A module-level alias: under jest (Node 20 vm contexts) every global `Math` lookup in a pixel
// loop goes through a slow interceptor; a local binding keeps these loops ~50x faster there.
const math = Math;

/** Output pixels above this are refused (a 6x up-scale of 1024×1024 is 37.7 M). */
const DEFAULT_MAX_OUTPUT_PIXELS = 40_000_000;

async function rawOf(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

function encode(raw: Raw, data: Uint8Array): Promise<Buffer> {
  return sharp(data, { raw: { width: raw.width, height: raw.height, channels: raw.channels as 1 | 2 | 3 | 4 } }).png().toBuffer();
}

function saltOf(req: GenerationRequest, seed: bigint): number {
  return (hash32(req.prompt) ^ Number(seed & 0x7fffffffn)) | 0;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new NodeError('rejected', `${what} is required for this operation`);
  return value;
}

async function inpaint(req: GenerationRequest, seed: bigint): Promise<Buffer> {
  const img = await rawOf(need(req.inputImage, 'an input image'));
  const mask = await sharp(need(req.mask, 'a mask')).resize(img.width, img.height, { fit: 'fill' }).greyscale().extractChannel(0).raw().toBuffer();
  return encode(img, await pushPullFill(img, mask, { salt: saltOf(req, seed), amount: 14 }, breather()));
}

async function outpaint(input: Buffer, req: GenerationRequest, cap: number): Promise<Buffer> {
  const meta = await sharp(input).metadata();
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  const pad = outpaintPadding(req, w, h);
  const outW = w + pad.left + pad.right;
  const outH = h + pad.top + pad.bottom;
  if (outW * outH > cap) throw new NodeError('rejected', `out-painted image would be ${outW}×${outH}, over the ${cap}-pixel limit`);
  if (outW === w && outH === h) return sharp(input).png().toBuffer();
  // Mirror the edges outward, soften the new strips, then lay the untouched original back on top.
  const extended = await sharp(input).extend({ ...pad, extendWith: 'mirror' }).png().toBuffer();
  const sigma = math.max(2, math.min(w, h) / 60);
  const layered = await sharp(extended).blur(sigma).composite([{ input, left: pad.left, top: pad.top }]).png().toBuffer();
  // Compositing adds an alpha channel: drop it again unless the input had one.
  return meta.hasAlpha ? layered : sharp(layered).removeAlpha().png().toBuffer();
}

async function upscale(input: Buffer, factor: number, cap: number): Promise<Buffer> {
  const meta = await sharp(input).metadata();
  const outW = math.max(1, math.round((meta.width ?? 0) * factor));
  const outH = math.max(1, math.round((meta.height ?? 0) * factor));
  if (outW * outH > cap) throw new NodeError('rejected', `up-scaled image would be ${outW}×${outH}, over the ${cap}-pixel limit`);
  return sharp(input).resize(outW, outH, { kernel: 'lanczos3', fit: 'fill' }).png().toBuffer();
}

async function vary(req: GenerationRequest, seed: bigint, strength: number): Promise<Buffer> {
  const img = await rawOf(need(req.inputImage, 'an input image'));
  const breathe = breather();
  const warped = await warp(img, saltOf(req, seed), strength * math.min(img.width, img.height) * 0.04, breathe);
  const overlay = await sketchRaw(req.prompt, seed, img.width, img.height, breathe);
  const alpha = strength * 0.35;
  const colorChannels = math.min(3, img.channels);
  for (let y = 0; y < img.height; y++) {
    await breathe();
    for (let i = y * img.width, end = i + img.width; i < end; i++) {
      for (let k = 0; k < colorChannels; k++) {
        const o = i * img.channels + k;
        warped[o] = math.round(warped[o] * (1 - alpha) + overlay[i * 3 + math.min(k, 2)] * alpha);
      }
    }
  }
  return encode(img, warped);
}

/** What the cpu node used for a request, in words: the image's Preset. */
export function presetOf(req: GenerationRequest): string {
  switch (req.operation) {
    case 'text2img':
      return describeScene(parsePrompt(req.prompt));
    case 'inpaint':
      return 'Classical fill (push-pull)';
    case 'outpaint':
      return 'Edge extension (mirrored, blurred)';
    case 'upscale': {
      const method = req.upscale?.method;
      if (method && isVary(method)) return `Seeded warp + sketch · ${method}`;
      return `Lanczos · ${method ?? 'up-scale'}${method === 'Upscale (Custom)' && req.upscale?.value !== undefined ? ` ×${req.upscale.value}` : ''}`;
    }
  }
}

export interface CpuAdapterOptions {
  /** Each progress step (a sketch stage; an image of the other operations) takes at least this long
   *  (ms; default 0: as fast as the machine draws). A demo, or the progress e2e test, sets it so that
   *  every step outlasts the worker's progress throttle (300 ms) and the bar moves visibly; unpaced, a
   *  1024² sketch takes ~0.25 s on a quiet machine and its tile can go from spinner to image with no
   *  bar in between. */
  minStageMs?: number;
}

/** CPU_NODE_STAGE_MS: the built-in node's minimum time per progress step (0–10,000 ms; default 0). */
export function cpuStageMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return integerSetting(env, 'CPU_NODE_STAGE_MS', { fallback: 0, min: 0, max: 10_000 });
}

export class CpuAdapter implements GpuAdapter {
  readonly controller = 'cpu';
  private readonly minStageMs: number;

  constructor(opts: CpuAdapterOptions = {}) {
    this.minStageMs = opts.minStageMs ?? 0;
  }

  async run(instance: NodeInstance, req: GenerationRequest, ctx: RunContext): Promise<GeneratedImage[]> {
    const cap = num(instance, 'max_output_pixels', DEFAULT_MAX_OUTPUT_PIXELS);
    const first = firstSeed(req.seed);
    const out: GeneratedImage[] = [];
    // Its own progress: steps are the sketch's stages (text-to-image) or one per image (the other
    // operations), over all images; each finished image is the preview until the next one is.
    const perImage = req.operation === 'text2img' ? SKETCH_STAGES : 1;
    const total = perImage * req.count;
    let preview: Buffer | undefined;
    const report = (step: number) => ctx.onProgress?.({ fraction: step / total, step, total, ...(preview ? { preview } : {}) });
    // Paced (minStageMs), a step is reported once it has taken its minimum; a cancel ends the wait.
    let stageStart = Date.now();
    const stage = async (step: number) => {
      const wait = stageStart + this.minStageMs - Date.now();
      if (wait > 0) await sleep(wait, ctx.signal);
      stageStart = Date.now();
      report(step);
    };
    for (let i = 0; i < req.count; i++) {
      if (ctx.signal.aborted) throw ctx.signal.reason;
      const seed = seedAt(first, i);
      const data = await this.one(req, seed, cap, (done) => (done < perImage ? stage(i * perImage + done) : undefined));
      out.push({ data, seed: seed.toString(), preset: presetOf(req) });
      preview = data;
      await stage((i + 1) * perImage);
    }
    return out;
  }

  private async one(req: GenerationRequest, seed: bigint, cap: number, onStage: OnStage): Promise<Buffer> {
    switch (req.operation) {
      case 'text2img':
        if (req.width * req.height > cap || req.width < 1 || req.height < 1) throw new NodeError('rejected', `size ${req.width}×${req.height} is outside 1…${cap} pixels`);
        return sketchPng(req.prompt, seed, req.width, req.height, onStage);
      case 'inpaint':
        return inpaint(req, seed);
      case 'outpaint':
        return outpaint(need(req.inputImage, 'an input image'), req, cap);
      case 'upscale': {
        const method = need(req.upscale, 'an up-scale method').method;
        if (isVary(method)) return vary(req, seed, VARY_STRENGTH[method]);
        return upscale(need(req.inputImage, 'an input image'), upscaleFactor(method, req.upscale?.value), cap);
      }
    }
  }

  async probe(instance: NodeInstance): Promise<ProbeResult> {
    return { ok: true, detail: `Built in: runs in the worker's own process (${this.capacity(instance)} at a time)` };
  }

  capacity(instance: NodeInstance): number {
    return capacityOf(instance, 2);
  }
}
