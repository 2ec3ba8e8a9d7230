// The comfyui adapter against a fake ComfyUI node: default and admin-supplied workflow templates,
// uploads, one prompt per image with seed+i, /history + /queue polling, every failure mapped to
// its NodeError kind, abort (delete pending vs interrupt running), and live progress over /ws.
import { ComfyUIAdapter, comfyProgress } from '../../src/adapters/comfyui/comfyui.adapter';
import type { NodeProgress } from '../../src/adapters/types';
import { startFakeComfyUI } from '../fakes/fake-comfyui';
import { adapterSuite, boxMask, ctx, dims, instanceFor, nodeErrorOf, png, request } from './support';
import { waitFor } from '@atelier/testkit';

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;


const inst = (settings: Record<string, unknown> = {}) => instanceFor('comfyui', s.node.url, settings);
const graphs = () => s.node.stats.bodies.map((b) => b.prompt as Graph);
const nodeOf = (g: Graph, type: string) => Object.values(g).find((n) => n.class_type === type)!;

const s = adapterSuite(() => startFakeComfyUI({ imageMs: 10 }), (http) => new ComfyUIAdapter({ http, pollIntervalMs: 10 }));

describe('comfyui happy paths', () => {
  it('text-to-image: one prompt per image with seed+i, size patched, images via /view', async () => {
    const out = await s.adapter.run(inst(), request({ count: 2 }), ctx());
    expect(out.map((o) => o.seed)).toEqual(['5', '6']);
    for (const o of out) expect(await dims(o.data)).toEqual([320, 192]);
    expect(graphs().map((g) => nodeOf(g, 'KSampler').inputs.seed)).toEqual([5, 6]);
    expect(nodeOf(graphs()[0], 'EmptyLatentImage').inputs).toMatchObject({ width: 320, height: 192, batch_size: 1 });
    expect(nodeOf(graphs()[0], 'CLIPTextEncode').inputs.text).toBe('a lighthouse in fog');
    expect(String(s.node.stats.bodies[0].client_id)).toMatch(/^atelier-/);
    expect(s.node.stats.requests.filter((r) => r === 'GET /view')).toHaveLength(2);
  });

  it('a null seed becomes a non-negative one that is reported; 2^63-1 is sent exactly', async () => {
    const [o] = await s.adapter.run(inst(), request({ seed: null }), ctx());
    expect(String(nodeOf(graphs()[0], 'KSampler').inputs.seed)).toBe(o.seed);
    await s.adapter.run(inst(), request({ seed: '9223372036854775807' }), ctx());
    expect(nodeOf(graphs()[1], 'KSampler').inputs.seed).toBe('9223372036854775807');
  });

  it('settings.checkpoint, steps and sampler are patched into the template', async () => {
    await s.adapter.run(inst({ checkpoint: 'sd_xl_base_1.0.safetensors', steps: 30, sampler_name: 'dpmpp_2m' }), request(), ctx());
    expect(nodeOf(graphs()[0], 'CheckpointLoaderSimple').inputs.ckpt_name).toBe('sd_xl_base_1.0.safetensors');
    expect(nodeOf(graphs()[0], 'KSampler').inputs).toMatchObject({ steps: 30, sampler_name: 'dpmpp_2m' });
  });

  it('in-painting uploads image and mask (overwrite, unique names) and uses the returned names', async () => {
    const mask = await boxMask(200, 100, { left: 20, top: 20, width: 30, height: 30 });
    const [o] = await s.adapter.run(inst(), request({ operation: 'inpaint', inputImage: s.input, mask }), ctx());
    expect(await dims(o.data)).toEqual([200, 100]);
    expect(s.node.stats.requests.filter((r) => r === 'POST /upload/image')).toHaveLength(2);
    const g = graphs()[0];
    expect(String(nodeOf(g, 'LoadImage').inputs.image)).toMatch(/^atelier-job-1-[0-9a-f]{8}-image\.png$/);
    expect(String(nodeOf(g, 'LoadImageMask').inputs.image)).toMatch(/-mask\.png$/);
    expect(nodeOf(g, 'VAEEncodeForInpaint')).toBeDefined();
  });

  it('out-painting pads the chosen sides (30 % when no distance) through ImagePadForOutpaint', async () => {
    const [o] = await s.adapter.run(inst(), request({ operation: 'outpaint', inputImage: s.input, outpaint: { sides: ['Left', 'Top'], distances: { left: 40 } } }), ctx());
    expect(await dims(o.data)).toEqual([240, 130]);
    expect(nodeOf(graphs()[0], 'ImagePadForOutpaint').inputs).toMatchObject({ left: 40, top: 30, right: 0, bottom: 0 });
  });

  it.each([
    ['Upscale (1.5x)', undefined, [300, 150]],
    ['Upscale (2x)', undefined, [400, 200]],
    ['Upscale (Custom)', 6, [1200, 600]],
  ] as const)('%s (%s): 4x model then ImageScaleBy to the factor → %j', async (method, value, size) => {
    const [o] = await s.adapter.run(inst(), request({ operation: 'upscale', inputImage: s.input, upscale: { method, value } }), ctx());
    expect(await dims(o.data)).toEqual(size);
    expect(nodeOf(graphs()[0], 'UpscaleModelLoader').inputs.model_name).toBe('RealESRGAN_x4plus.pth');
  });

  it.each([
    ['Vary (Subtle)', 0.5],
    ['Vary (Strong)', 0.85],
  ] as const)('%s re-samples the encoded image with denoise %s at the same size', async (method, denoise) => {
    const [o] = await s.adapter.run(inst(), request({ operation: 'upscale', inputImage: s.input, upscale: { method } }), ctx());
    expect(await dims(o.data)).toEqual([200, 100]);
    expect(nodeOf(graphs()[0], 'KSampler').inputs.denoise).toBe(denoise);
    expect(nodeOf(graphs()[0], 'VAEEncode')).toBeDefined();
  });

  it('uses the admin template and patch map from settings', async () => {
    const workflow: Graph = {
      a: { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'sd_xl_base_1.0.safetensors' } },
      b: { class_type: 'EmptyLatentImage', inputs: { width: 1, height: 1, batch_size: 1 } },
      p: { class_type: 'CLIPTextEncode', inputs: { text: '', clip: ['a', 1] } },
      n: { class_type: 'CLIPTextEncode', inputs: { text: '', clip: ['a', 1] } },
      k: { class_type: 'KSampler', inputs: { seed: 0, steps: 8, cfg: 2, sampler_name: 'euler', scheduler: 'sgm_uniform', denoise: 1, model: ['a', 0], positive: ['p', 0], negative: ['n', 0], latent_image: ['b', 0] } },
      d: { class_type: 'VAEDecode', inputs: { samples: ['k', 0], vae: ['a', 2] } },
      s: { class_type: 'SaveImage', inputs: { filename_prefix: 'custom', images: ['d', 0] } },
    };
    const nodes = { prompt: ['p', 'text'], negative: ['n', 'text'], seed: ['k', 'seed'], width: ['b', 'width'], height: ['b', 'height'] };
    const [o] = await s.adapter.run(inst({ workflows: { text2img: workflow }, nodes: { text2img: nodes } }), request(), ctx());
    expect(await dims(o.data)).toEqual([320, 192]);
    const g = graphs()[0];
    expect(g.p.inputs.text).toBe('a lighthouse in fog');
    expect(g.n.inputs.text).toBe('blurry');
    expect(g.k.inputs).toMatchObject({ seed: 5, steps: 8, scheduler: 'sgm_uniform' });
    const err = await nodeErrorOf(s.adapter.run(inst({ workflows: { text2img: workflow } }), request(), ctx()));
    expect(err.kind).toBe('rejected');
    expect(err.message).toMatch(/nodes\.text2img/);
  });

  it('live progress from /ws: our prompts\' progress messages over all prompts, and preview frames', async () => {
    const slow = await startFakeComfyUI({ imageMs: 400, steps: 4 });
    try {
      const seen: NodeProgress[] = [];
      await s.adapter.run(instanceFor('comfyui', slow.url), request({ count: 2 }), { ...ctx(), onProgress: (p) => seen.push(p) });
      // (The adapter also reports each prompt's completion from /history, without steps: left out here.)
      const steps = seen.filter((p) => p.step !== undefined);
      // Prompt 2 of 2 counts prompt 1 as done: 1/8 … 8/8, in order (the socket may miss the first few while it connects).
      expect(steps.length).toBeGreaterThanOrEqual(4);
      expect(steps.map((p) => p.fraction)).toEqual([...steps.map((p) => p.fraction!)].sort((a, b) => a - b));
      expect(steps.at(-1)).toMatchObject({ fraction: 1, step: 4, total: 4 });
      expect(steps.every((p) => p.total === 4 && p.step! >= 1 && p.step! <= 4)).toBe(true);
      expect(await dims(seen.find((p) => p.preview)!.preview!)).toEqual([32, 32]);
      // Each job listens under a client id of its own, and the prompts carry it.
      expect(new Set(slow.stats.bodies.map((b) => b.client_id)).size).toBe(1);
      expect(String(slow.stats.bodies[0]!.client_id)).toMatch(/^atelier-[\w-]+-[0-9a-f]{8}$/);
    } finally {
      await slow.close();
    }
  });

  it('live_progress:false opens no socket; comfyProgress ignores other prompts and other messages', async () => {
    const seen: NodeProgress[] = [];
    await s.adapter.run(inst({ live_progress: false }), request(), { ...ctx(), onProgress: (p) => seen.push(p) });
    expect(seen.filter((p) => p.step !== undefined)).toEqual([]);
    const msg = (type: string, data: object) => JSON.stringify({ type, data });
    expect(comfyProgress(msg('progress', { value: 5, max: 20, prompt_id: 'b' }), ['a', 'b'], 2)).toEqual({ fraction: 0.625, step: 5, total: 20 });
    expect(comfyProgress(msg('progress', { value: 5, max: 20, prompt_id: 'someone-else' }), ['a', 'b'], 2)).toBeNull();
    expect(comfyProgress(msg('executing', { node: '3', prompt_id: 'a' }), ['a'], 1)).toBeNull();
    expect(comfyProgress('not json', ['a'], 1)).toBeNull();
    const frame = Buffer.concat([Buffer.from([0, 0, 0, 1, 0, 0, 0, 1]), Buffer.from('jpeg')]);
    expect(comfyProgress(frame, ['a'], 1)).toEqual({ preview: Buffer.from('jpeg') });
    expect(comfyProgress(Buffer.from([0, 0, 0, 2, 0, 0, 0, 1, 9]), ['a'], 1)).toBeNull();
  });

  it('the probe reads /system_stats (version, device); capacity is 1', async () => {
    await expect(s.adapter.probe(inst(), AbortSignal.timeout(2000))).resolves.toMatchObject({ ok: true, detail: expect.stringContaining('ComfyUI') });
    expect(s.adapter.capacity(inst())).toBe(1);
  });
});

describe('comfyui failure signals', () => {
  it('a checkpoint the node lacks → 400 value_not_in_list → rejected, retryable elsewhere', async () => {
    const err = await nodeErrorOf(s.adapter.run(inst({ checkpoint: 'nope.safetensors' }), request(), ctx()));
    expect(err.kind).toBe('rejected');
    expect(err.retryable).toBe(true);
    expect(err.message).toMatch(/ckpt_name/);
  });

  it('any other validation error → rejected, not retryable', async () => {
    const noOutputs = { a: { class_type: 'EmptyLatentImage', inputs: { width: 8, height: 8, batch_size: 1 } } };
    const err = await nodeErrorOf(s.adapter.run(inst({ workflows: { text2img: noOutputs }, nodes: { text2img: {} } }), request(), ctx()));
    expect(err.kind).toBe('rejected');
    expect(err.retryable).toBe(false);
  });

  it('status_str "error" with execution_error → unavailable with the exception', async () => {
    s.node.mode = 'error';
    const err = await nodeErrorOf(s.adapter.run(inst(), request(), ctx()));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/CUDA out of memory/);
  });

  it('an interrupt from elsewhere (execution_interrupted) → partial', async () => {
    const slow = await startFakeComfyUI({ imageMs: 2000 });
    try {
      const run = s.adapter.run(instanceFor('comfyui', slow.url), request(), ctx());
      await waitFor(() => slow.stats.jobsSeen === 1);
      await new Promise((r) => setTimeout(r, 30));
      await fetch(`${slow.url}/interrupt`, { method: 'POST' });
      expect((await nodeErrorOf(run)).kind).toBe('partial');
    } finally {
      await slow.close();
    }
  });

  it('success without output images → partial', async () => {
    s.node.mode = 'empty';
    expect((await nodeErrorOf(s.adapter.run(inst(), request(), ctx()))).kind).toBe('partial');
  });

  it('a restart (prompt in neither queue nor history) → lost', async () => {
    s.node.mode = 'stuck';
    const run = s.adapter.run(inst(), request(), ctx());
    await waitFor(() => s.node.stats.jobsSeen === 1);
    s.node.restart();
    expect((await nodeErrorOf(run)).kind).toBe('lost');
  });

  it('pending past settings.timeout_ms → timeout, and the prompt is deleted from the queue', async () => {
    s.node.mode = 'stuck';
    const err = await nodeErrorOf(s.adapter.run(inst({ timeout_ms: 150 }), request(), ctx()));
    expect(err.kind).toBe('timeout');
    expect(s.node.deleted).toHaveLength(1);
  });

  it('garbage from /view → bad_output', async () => {
    s.node.mode = 'garbage';
    expect((await nodeErrorOf(s.adapter.run(inst(), request(), ctx()))).kind).toBe('bad_output');
  });

  it('a node that never answers or drops connections → unavailable', async () => {
    s.node.transport = 'hang';
    expect((await nodeErrorOf(s.adapter.run(inst({ request_timeout_ms: 200 }), request(), ctx()))).kind).toBe('unavailable');
    s.node.transport = 'close';
    expect((await nodeErrorOf(s.adapter.run(inst(), request(), ctx()))).kind).toBe('unavailable');
  });
});

describe('comfyui abort', () => {
  it('interrupts our running prompt and deletes our pending ones', async () => {
    const slow = await startFakeComfyUI({ imageMs: 2000 });
    try {
      const ac = new AbortController();
      const run = s.adapter.run(instanceFor('comfyui', slow.url), request({ count: 2 }), ctx(ac.signal));
      await waitFor(() => slow.stats.jobsSeen === 2);
      ac.abort(new Error('lease lost'));
      await expect(run).rejects.toThrow('lease lost');
      expect(slow.interruptCalls).toBe(1);
      expect(slow.deleted).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it('only deletes when nothing of ours is running (no global /interrupt)', async () => {
    s.node.mode = 'stuck';
    const ac = new AbortController();
    const run = s.adapter.run(inst(), request({ count: 2 }), ctx(ac.signal));
    await waitFor(() => s.node.stats.jobsSeen === 2);
    ac.abort(new Error('shutdown'));
    await expect(run).rejects.toThrow('shutdown');
    expect(s.node.interruptCalls).toBe(0);
    expect(s.node.deleted).toHaveLength(2);
  });
});
