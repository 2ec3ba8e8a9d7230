// `comfyui` controller: a client of ComfyUI's HTTP API (gpu-nodes.md §3). A job becomes one
// queued prompt per wanted image (seed, seed+1, …) so every image has a reproducible seed;
// inputs go through /upload/image; results are polled through /history, with /queue telling
// "still waiting" from "lost to a restart". Live progress comes from the node's WebSocket (/ws,
// one per job under a client id of its own): `progress` messages {value, max, prompt_id} of our
// prompts and binary preview frames — best effort beside the polling, which stays the truth
// (settings.live_progress:false opens no socket).
import { randomUUID } from 'node:crypto';
import { Blob } from 'node:buffer';
import sharp from 'sharp';
import { FormData } from 'undici';
import { nodeUrl, type NodeHttp } from '../net/node-http';
import { isVary, outpaintPadding, upscaleFactor, VARY_STRENGTH } from '../shared/geometry';
import { assertImageBytes } from '../shared/images';
import { firstSeed, seedAt } from '../shared/seeds';
import { baseUrl, bool, capacityOf, misconfigured, num, obj, str } from '../shared/settings';
import { sleep } from '../shared/wait';
import { NodeError, type GeneratedImage, type GenerationRequest, type GpuAdapter, type NodeInstance, type NodeProgress, type ProbeResult, type RunContext } from '../types';
import { probeFailure } from '../shared/probe';
import { DEFAULT_WORKFLOWS, patchWorkflow, type NodeMap, type PatchKey, type Workflow, type WorkflowKind } from './comfyui.workflows';

interface HistoryImage {
  filename: string;
  subfolder: string;
  type: string;
}

interface HistoryEntry {
  outputs?: Record<string, { images?: HistoryImage[] }>;
  status?: { status_str?: string; completed?: boolean; messages?: Array<[string, Record<string, unknown>]> };
}

interface QueueAnswer {
  queue_running?: unknown[][];
  queue_pending?: unknown[][];
}

interface NodeErrorEntry {
  errors?: Array<{ type?: string; message?: string; details?: string; extra_info?: { input_name?: string } }>;
  class_type?: string;
}

export interface ComfyOptions {
  http: NodeHttp;
  pollIntervalMs?: number;
}

export class ComfyUIAdapter implements GpuAdapter {
  readonly controller = 'comfyui';
  private readonly http: NodeHttp;
  private readonly pollIntervalMs: number;
  /** Our client id on every prompt (ComfyUI routes WebSocket messages by it). */
  private readonly clientId = `atelier-${randomUUID()}`;

  constructor(opts: ComfyOptions) {
    this.http = opts.http;
    this.pollIntervalMs = opts.pollIntervalMs ?? 1000;
  }

  async run(instance: NodeInstance, req: GenerationRequest, ctx: RunContext): Promise<GeneratedImage[]> {
    // A client id per job: ComfyUI keeps one socket per client id, and routes a prompt's messages to it.
    const node = new ComfyNode(this.http, instance, `${this.clientId}-${randomUUID().slice(0, 8)}`, num(instance, 'poll_interval_ms', this.pollIntervalMs));
    const kind: WorkflowKind = req.operation === 'upscale' && req.upscale && isVary(req.upscale.method) ? 'vary' : req.operation;
    const { workflow, nodes } = templateFor(instance, kind);
    const fixed = await this.fixedValues(node, instance, req, kind, ctx.signal);
    const first = firstSeed(req.seed);
    // Up-scaling has no seed: one prompt, its image repeated for each wanted copy.
    const prompts = kind === 'upscale' ? 1 : req.count;
    const queued: string[] = [];
    const deadline = Date.now() + num(instance, 'timeout_ms', 600_000);
    const stopWatching = ctx.onProgress && bool(instance, 'live_progress', true) ? node.watchProgress(queued, prompts, ctx.onProgress) : undefined;
    try {
      for (let i = 0; i < prompts; i++) {
        const graph = patchWorkflow(workflow, nodes, { ...fixed, seed: seedAt(first, i) });
        // Not tied to the job's signal: an abort mid-POST would leave a queued prompt we cannot cancel.
        queued.push(await node.queuePrompt(graph));
        if (ctx.signal.aborted) throw ctx.signal.reason;
      }
      const out: GeneratedImage[] = [];
      for (let i = 0; i < queued.length; i++) {
        const images = await node.waitFor(queued[i], deadline, ctx.signal);
        out.push({ data: await node.fetchImage(images[0], ctx.signal), seed: seedAt(first, i).toString() });
        ctx.onProgress?.({ fraction: (i + 1) / queued.length });
      }
      while (out.length < req.count) out.push({ ...out[0] });
      return out;
    } catch (e) {
      await node.cancel(queued);
      throw e;
    } finally {
      stopWatching?.();
    }
  }

  /** Values that are the same for every prompt of the job (everything but the seed). */
  private async fixedValues(node: ComfyNode, instance: NodeInstance, req: GenerationRequest, kind: WorkflowKind, signal: AbortSignal): Promise<Partial<Record<PatchKey, unknown>>> {
    const values: Partial<Record<PatchKey, unknown>> = {
      prompt: req.prompt,
      negative: req.negativePrompt,
      ckpt: str(instance, 'checkpoint'),
      steps: num(instance, 'steps'),
      cfg: num(instance, 'cfg'),
      sampler_name: str(instance, 'sampler_name'),
      scheduler: str(instance, 'scheduler'),
    };
    if (kind === 'text2img') return { ...values, width: req.width, height: req.height, batch: 1 };
    if (!req.inputImage) throw new NodeError('rejected', 'an input image is required for this operation');
    const tag = `atelier-${req.jobId}-${randomUUID().slice(0, 8)}`;
    values.image = await node.upload(req.inputImage, `${tag}-image.png`, signal);
    if (kind === 'inpaint') {
      if (!req.mask) throw new NodeError('rejected', 'a mask is required for in-painting');
      values.mask = await node.upload(req.mask, `${tag}-mask.png`, signal);
    }
    if (kind === 'outpaint') {
      const meta = await sharp(req.inputImage).metadata();
      Object.assign(values, outpaintPadding(req, meta.width ?? 0, meta.height ?? 0));
    }
    if (kind === 'vary' && req.upscale && isVary(req.upscale.method)) values.denoise = VARY_STRENGTH[req.upscale.method];
    if (kind === 'upscale' && req.upscale) {
      values.upscale_model = str(instance, 'upscale_model');
      values.scale_by = upscaleFactor(req.upscale.method, req.upscale.value) / num(instance, 'upscale_model_scale', 4);
    }
    return values;
  }

  async probe(instance: NodeInstance, signal: AbortSignal): Promise<ProbeResult> {
    type Stats = { system?: { comfyui_version?: string }; devices?: Array<{ name?: string }> };
    const res = await this.http.json<Stats>(nodeUrl(baseUrl(instance), '/system_stats'), { timeoutMs: num(instance, 'request_timeout_ms', 10_000), signal });
    if (res.status !== 200) return { ok: false, detail: probeFailure('ComfyUI', '/system_stats', res.status, 'the authenticating proxy in front of it') };
    const version = res.data?.system?.comfyui_version;
    const device = res.data?.devices?.[0]?.name;
    return { ok: true, detail: `ComfyUI${version ? ` ${version}` : ''} answered /system_stats${device ? ` (${device})` : ''}` };
  }

  capacity(instance: NodeInstance): number {
    return capacityOf(instance, 1);
  }
}

/**
 * One /ws message as NodeProgress (gpu-nodes.md §3.4), or null when it says nothing about our job:
 * a text `progress` {value, max, prompt_id} of one of `queued` (the job's fraction counts the prompts
 * before it as done), or a binary preview frame (4-byte big-endian type 1 = preview, 4-byte format,
 * then the JPEG/PNG bytes — the socket is ours alone, so any preview is of our running prompt).
 */
export function comfyProgress(data: unknown, queued: readonly string[], prompts: number): NodeProgress | null {
  if (data instanceof ArrayBuffer || Buffer.isBuffer(data)) {
    const buf = Buffer.isBuffer(data) ? data : Buffer.from(data);
    return buf.length > 8 && buf.readUInt32BE(0) === 1 ? { preview: buf.subarray(8) } : null;
  }
  if (typeof data !== 'string') return null;
  let msg: { type?: string; data?: { value?: unknown; max?: unknown; prompt_id?: unknown } };
  try {
    msg = JSON.parse(data);
  } catch {
    return null;
  }
  if (msg?.type !== 'progress' || !msg.data) return null;
  const { value, max, prompt_id: promptId } = msg.data;
  const i = queued.indexOf(String(promptId));
  if (i < 0 || typeof value !== 'number' || typeof max !== 'number' || !(max > 0) || prompts < 1) return null;
  const step = Math.min(Math.max(0, value), max);
  return { fraction: Math.min(1, (i + step / max) / prompts), step, total: max };
}

/** The instance's own template for `kind` (settings.workflows + settings.nodes) or ours. */
export function templateFor(instance: NodeInstance, kind: WorkflowKind): { workflow: Workflow; nodes: NodeMap } {
  const workflow = obj(instance, 'workflows')?.[kind];
  if (workflow === undefined) return DEFAULT_WORKFLOWS[kind];
  const nodes = (obj(instance, 'nodes') ?? {})[kind];
  if (typeof workflow !== 'object' || workflow === null || typeof nodes !== 'object' || nodes === null) {
    throw misconfigured(instance, `workflows.${kind} needs a matching nodes.${kind} map of patch points`);
  }
  return { workflow: workflow as Workflow, nodes: nodes as NodeMap };
}

/** One instance's endpoints for the duration of a job. */
class ComfyNode {
  private readonly base: string;
  private readonly requestTimeoutMs: number;
  private readonly where: string;

  constructor(
    private readonly http: NodeHttp,
    private readonly instance: NodeInstance,
    private readonly clientId: string,
    private readonly pollMs: number,
  ) {
    this.base = baseUrl(instance);
    this.requestTimeoutMs = num(instance, 'request_timeout_ms', 30_000);
    this.where = `ComfyUI node "${instance.name}"`;
  }

  private get<T>(path: string, signal: AbortSignal | undefined, query?: Record<string, string>) {
    return this.http.json<T>(nodeUrl(this.base, path, query), { timeoutMs: this.requestTimeoutMs, signal });
  }

  private failOnStatus(status: number, text: string): void {
    if (status >= 200 && status < 300) return;
    if (status === 401 || status === 403) throw new NodeError('auth', `${this.where} refused us (${status}): check its CORS/auth proxy`);
    if (status === 400) throw new NodeError('rejected', `${this.where} rejected the request: ${text.slice(0, 300)}`);
    throw new NodeError('unavailable', `${this.where} answered ${status}: ${text.slice(0, 200)}`);
  }

  /** Listens on /ws for our prompts' progress until the returned function is called; never throws
   *  (a node without a reachable socket just reports nothing live). */
  watchProgress(queued: readonly string[], prompts: number, report: (p: NodeProgress) => void): () => void {
    let ws: ReturnType<NodeHttp['websocket']>;
    try {
      ws = this.http.websocket(nodeUrl(this.base, '/ws', { clientId: this.clientId }));
    } catch {
      return () => undefined;
    }
    ws.binaryType = 'arraybuffer';
    ws.onmessage = (ev: { data: unknown }) => {
      const p = comfyProgress(ev.data, queued, prompts);
      if (p) report(p);
    };
    ws.onerror = () => undefined;
    return () => {
      try {
        ws.close();
      } catch {
        // Already closed.
      }
    };
  }

  /** Uploads an input with overwrite on and returns the name LoadImage must use. */
  async upload(data: Buffer, name: string, signal: AbortSignal): Promise<string> {
    const form = new FormData();
    form.set('image', new Blob([data], { type: 'image/png' }), name);
    form.set('type', 'input');
    form.set('overwrite', 'true');
    const res = await this.http.call(nodeUrl(this.base, '/upload/image'), { method: 'POST', form, timeoutMs: this.requestTimeoutMs, signal });
    const text = res.body.toString('utf8');
    this.failOnStatus(res.status, text);
    const answer = JSON.parse(text) as { name?: string; subfolder?: string };
    if (!answer.name) throw new NodeError('unavailable', `${this.where} upload answered without a name`);
    return answer.subfolder ? `${answer.subfolder}/${answer.name}` : answer.name;
  }

  async queuePrompt(graph: Workflow): Promise<string> {
    const res = await this.http.json<{ prompt_id?: string; error?: unknown; node_errors?: Record<string, NodeErrorEntry> }>(nodeUrl(this.base, '/prompt'), {
      json: { prompt: graph, client_id: this.clientId },
      timeoutMs: this.requestTimeoutMs,
    });
    if (res.status === 400) throw this.validationError(res.data?.error, res.data?.node_errors);
    this.failOnStatus(res.status, res.text);
    if (!res.data?.prompt_id) throw new NodeError('unavailable', `${this.where} queued the prompt without an id: ${res.text.slice(0, 200)}`);
    return res.data.prompt_id;
  }

  private validationError(error: unknown, nodeErrors: Record<string, NodeErrorEntry> | undefined): NodeError {
    const all = Object.values(nodeErrors ?? {}).flatMap((n) => (n.errors ?? []).map((e) => ({ ...e, class_type: n.class_type })));
    const top = typeof error === 'object' && error ? (error as { message?: string; type?: string }) : { message: String(error) };
    const text = [top.message, ...all.map((e) => `${e.class_type}: ${e.message}${e.details ? ` (${e.details})` : ''}`)].filter(Boolean).join('; ');
    // A model file missing on this node is the node's problem: another instance may have it.
    const missingModel = all.some((e) => e.type === 'value_not_in_list' && ['ckpt_name', 'model_name'].includes(e.extra_info?.input_name ?? ''));
    return new NodeError('rejected', `${this.where} rejected the workflow: ${text.slice(0, 400)}`, missingModel);
  }

  /** Polls /history until the prompt finishes; returns its output images. */
  async waitFor(promptId: string, deadline: number, signal: AbortSignal): Promise<HistoryImage[]> {
    for (;;) {
      const entry = await this.history(promptId, signal);
      if (entry) return this.outputsOf(promptId, entry);
      if (!(await this.isQueued(promptId, signal))) {
        // It may have finished between the two calls: look once more before calling it lost.
        const late = await this.history(promptId, signal);
        if (late) return this.outputsOf(promptId, late);
        throw new NodeError('lost', `${this.where} has prompt ${promptId} in neither its queue nor its history (restarted?)`);
      }
      if (Date.now() >= deadline) throw new NodeError('timeout', `${this.where} did not finish prompt ${promptId} before the job deadline`);
      await sleep(this.pollMs, signal);
    }
  }

  private async history(promptId: string, signal: AbortSignal): Promise<HistoryEntry | null> {
    const res = await this.get<Record<string, HistoryEntry>>(`/history/${encodeURIComponent(promptId)}`, signal);
    this.failOnStatus(res.status, res.text);
    return res.data?.[promptId] ?? null;
  }

  private async queue(signal: AbortSignal | undefined): Promise<QueueAnswer> {
    const res = await this.get<QueueAnswer>('/queue', signal);
    this.failOnStatus(res.status, res.text);
    return res.data ?? {};
  }

  private async isQueued(promptId: string, signal: AbortSignal): Promise<boolean> {
    const q = await this.queue(signal);
    return [...(q.queue_running ?? []), ...(q.queue_pending ?? [])].some((item) => item[1] === promptId);
  }

  private outputsOf(promptId: string, entry: HistoryEntry): HistoryImage[] {
    const status = entry.status;
    if (status?.status_str === 'error') {
      const messages = status.messages ?? [];
      if (messages.some(([name]) => name === 'execution_interrupted')) throw new NodeError('partial', `${this.where} interrupted prompt ${promptId}`);
      const failure = messages.find(([name]) => name === 'execution_error')?.[1];
      const why = failure ? `${String(failure.node_type ?? '')}: ${String(failure.exception_message ?? '')}` : 'no detail';
      throw new NodeError('unavailable', `${this.where} failed prompt ${promptId}: ${why}`);
    }
    const images = Object.values(entry.outputs ?? {})
      .flatMap((o) => o.images ?? [])
      .filter((img) => img.type === 'output');
    if (images.length === 0) throw new NodeError('partial', `${this.where} finished prompt ${promptId} without an output image`);
    return images;
  }

  async fetchImage(img: HistoryImage, signal: AbortSignal): Promise<Buffer> {
    const url = nodeUrl(this.base, '/view', { filename: img.filename, subfolder: img.subfolder, type: img.type });
    const res = await this.http.call(url, { timeoutMs: this.requestTimeoutMs, signal });
    if (res.status === 404) throw new NodeError('lost', `${this.where} no longer has ${img.filename}`);
    this.failOnStatus(res.status, res.body.toString('utf8', 0, 200));
    return assertImageBytes(res.body, this.where);
  }

  /** Pending prompts are deleted; the running one is interrupted only if it is ours (/interrupt is global). */
  async cancel(promptIds: string[]): Promise<void> {
    if (promptIds.length === 0) return;
    try {
      const q = await this.queue(undefined);
      const pending = new Set((q.queue_pending ?? []).map((item) => item[1]));
      const mine = promptIds.filter((id) => pending.has(id));
      const post = (path: string, json: unknown) => this.http.call(nodeUrl(this.base, path), { method: 'POST', json, timeoutMs: 5_000 });
      if (mine.length > 0) await post('/queue', { delete: mine });
      const running = q.queue_running?.[0]?.[1];
      if (typeof running === 'string' && promptIds.includes(running)) await post('/interrupt', {});
    } catch {
      // Best effort: a node that is gone has nothing left to cancel.
    }
  }
}
