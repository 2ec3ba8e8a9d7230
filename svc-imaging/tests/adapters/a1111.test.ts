// The a1111 adapter against a fake AUTOMATIC1111 node: txt2img/img2img/extras mappings with real
// images out, Basic auth, seeds from info.all_seeds, and each failure mapped to its NodeError kind.
import sharp from 'sharp';
import { a1111Progress, A1111Adapter } from '../../src/adapters/a1111/a1111.adapter';
import type { NodeProgress } from '../../src/adapters/types';
import { startFakeA1111 } from '../fakes/fake-a1111';
import { adapterSuite, boxMask, ctx, dims, instanceFor, nodeErrorOf, request } from './support';
import { waitFor } from '@atelier/testkit';

const AUTH = 'artist:s3cret';

const inst = (settings: Record<string, unknown> = {}, token = AUTH) => instanceFor('a1111', s.node.url, settings, token);

const s = adapterSuite(() => startFakeA1111({ auth: AUTH, imageMs: 10 }), (http) => new A1111Adapter(http));

describe('a1111 happy paths', () => {
  it('txt2img: n_iter images after the grid, seeds from all_seeds, model via override_settings', async () => {
    const out = await s.adapter.run(inst({ checkpoint: 'sd_xl_base_1.0.safetensors [31e35c80fc]', sampler_name: 'DPM++ 2M', steps: 25 }), request({ count: 3 }), ctx());
    expect(out.map((o) => o.seed)).toEqual(['5', '6', '7']);
    for (const o of out) expect(await dims(o.data)).toEqual([320, 192]);
    expect(s.node.stats.bodies[0]).toMatchObject({
      width: 320,
      height: 192,
      n_iter: 3,
      batch_size: 1,
      seed: 5,
      sampler_name: 'DPM++ 2M',
      steps: 25,
      override_settings: { sd_model_checkpoint: 'sd_xl_base_1.0.safetensors [31e35c80fc]' },
      override_settings_restore_afterwards: false,
    });
    expect(s.node.stats.requests).not.toContain('POST /sdapi/v1/options');
  });

  it('a null seed is sent as -1; seeds beyond 2^53 come back exact', async () => {
    const [r] = await s.adapter.run(inst(), request({ seed: null }), ctx());
    expect(s.node.stats.bodies[0].seed).toBe(-1);
    expect(r.seed).toMatch(/^\d+$/);
    const big = await s.adapter.run(inst(), request({ seed: '9007199254740993', count: 2 }), ctx());
    expect(big.map((o) => o.seed)).toEqual(['9007199254740993', '9007199254740994']);
  });

  it('in-painting: img2img with the mask and inpainting_fill 1 at the input size', async () => {
    const mask = await boxMask(200, 100, { left: 10, top: 10, width: 50, height: 50 });
    const [o] = await s.adapter.run(inst(), request({ operation: 'inpaint', inputImage: s.input, mask }), ctx());
    expect(await dims(o.data)).toEqual([200, 100]);
    expect(s.node.stats.bodies[0]).toMatchObject({ mask: mask.toString('base64'), inpainting_fill: 1, width: 200, height: 100, denoising_strength: 0.75 });
  });

  it('out-painting: padded image, white-over-padding mask, inpainting_fill 2, padded size', async () => {
    const [o] = await s.adapter.run(inst(), request({ operation: 'outpaint', inputImage: s.input, outpaint: { sides: ['Right', 'Bottom'], distances: { right: 40 } } }), ctx());
    expect(await dims(o.data)).toEqual([240, 130]);
    const body = s.node.stats.bodies[0];
    expect(body).toMatchObject({ inpainting_fill: 2, width: 240, height: 130 });
    const mask = Buffer.from(String(body.mask), 'base64');
    expect(await dims(mask)).toEqual([240, 130]);
    const raw = await sharp(mask).raw().toBuffer();
    const at = (x: number, y: number) => raw[(y * 240 + x) * 3];
    expect([at(10, 10), at(230, 10), at(10, 120)]).toEqual([0, 255, 255]);
    expect(await dims(Buffer.from(String((body.init_images as string[])[0]), 'base64'))).toEqual([240, 130]);
  });

  it.each([
    ['Vary (Subtle)', 0.5],
    ['Vary (Strong)', 0.85],
  ] as const)('%s is img2img at the same size with denoise %s', async (method, denoise) => {
    const [o] = await s.adapter.run(inst(), request({ operation: 'upscale', inputImage: s.input, upscale: { method } }), ctx());
    expect(await dims(o.data)).toEqual([200, 100]);
    expect(s.node.stats.bodies[0]).toMatchObject({ denoising_strength: denoise, width: 200, height: 100 });
    expect(s.node.stats.bodies[0].mask).toBeUndefined();
  });

  it.each([
    ['Upscale (1.5x)', undefined, 1.5],
    ['Upscale (2x)', undefined, 2],
    ['Upscale (Fast 2x)', undefined, 2],
    ['Upscale (Custom)', 6, 6],
  ] as const)('%s (%s) goes to extra-single-image with upscaling_resize %s', async (method, value, factor) => {
    const [o] = await s.adapter.run(inst({ upscaler: '4x-UltraSharp' }), request({ operation: 'upscale', inputImage: s.input, upscale: { method, value } }), ctx());
    expect(await dims(o.data)).toEqual([200 * factor, 100 * factor]);
    expect(s.node.stats.bodies[0]).toMatchObject({ upscaling_resize: factor, upscaler_1: '4x-UltraSharp', resize_mode: 0 });
  });

  it('a checkpoint missing from /sdapi/v1/sd-models is refused before any job (retryable elsewhere)', async () => {
    await s.adapter.run(inst({ checkpoint: 'v1-5-pruned-emaonly.safetensors' }), request(), ctx());
    const err = await nodeErrorOf(s.adapter.run(inst({ checkpoint: 'missing.safetensors' }), request(), ctx()));
    expect(err.kind).toBe('rejected');
    expect(err.retryable).toBe(true);
    expect(s.node.stats.jobsSeen).toBe(1);
  });

  it('the default upscaler is R-ESRGAN 4x+', async () => {
    await s.adapter.run(inst(), request({ operation: 'upscale', inputImage: s.input, upscale: { method: 'Upscale (2x)' } }), ctx());
    expect(s.node.stats.bodies[0].upscaler_1).toBe('R-ESRGAN 4x+');
  });

  it('while the call blocks, /sdapi/v1/progress is polled: fraction over all images, sampling steps, current_image as preview', async () => {
    const slow = await startFakeA1111({ auth: AUTH, imageMs: 160, steps: 4 });
    try {
      const seen: NodeProgress[] = [];
      await s.adapter.run(instanceFor('a1111', slow.url, {}, AUTH), request({ count: 2 }), { ...ctx(), onProgress: (p) => seen.push(p) });
      expect(seen.length).toBeGreaterThan(3);
      const fractions = seen.map((p) => p.fraction!);
      expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
      expect(fractions.some((f) => f > 0.5 && f <= 1)).toBe(true);
      expect(seen.every((p) => p.total === 4 && p.step! >= 0 && p.step! <= 4)).toBe(true);
      expect(await dims(seen.find((p) => p.preview)!.preview!)).toEqual([48, 48]);
      // Polling stops with the call: nothing more after it answered.
      const polls = slow.stats.requests.filter((r) => r === 'GET /sdapi/v1/progress').length;
      await new Promise((r) => setTimeout(r, 100));
      expect(slow.stats.requests.filter((r) => r === 'GET /sdapi/v1/progress').length).toBe(polls);
    } finally {
      await slow.close();
    }
  });

  it('live_progress:false polls nothing; a1111Progress reads an idle GPU as nothing', async () => {
    await s.adapter.run(inst({ live_progress: false }), request(), { ...ctx(), onProgress: () => undefined });
    expect(s.node.stats.requests).not.toContain('GET /sdapi/v1/progress');
    expect(a1111Progress({ progress: 0, state: { job_count: 0 } })).toBeNull();
    expect(a1111Progress({ progress: 0.3, state: { job_count: 1, sampling_step: 6, sampling_steps: 20 }, current_image: null })).toEqual({ fraction: 0.3, step: 6, total: 20 });
  });

  it('the probe reads /sdapi/v1/progress (idle or busy); capacity is 1', async () => {
    await expect(s.adapter.probe(inst(), AbortSignal.timeout(2000))).resolves.toEqual({ ok: true, detail: 'A1111 answered /sdapi/v1/progress: idle' });
    await expect(s.adapter.probe(inst({}, 'artist:wrong'), AbortSignal.timeout(2000))).resolves.toEqual({ ok: false, detail: expect.stringMatching(/refused the credentials on \/sdapi\/v1\/progress \(HTTP 401\)/) });
    expect(s.adapter.capacity(inst())).toBe(1);
  });
});

describe('a1111 failure signals', () => {
  it('401 (wrong or missing Basic credentials) → auth', async () => {
    expect((await nodeErrorOf(s.adapter.run(inst({}, 'artist:wrong'), request(), ctx()))).kind).toBe('auth');
    expect((await nodeErrorOf(s.adapter.run(inst({}, ''), request(), ctx()))).kind).toBe('auth');
  });

  it('422 validation → rejected, not retryable', async () => {
    const err = await nodeErrorOf(s.adapter.run(inst({ extra_params: { n_iter: 'many' } }), request(), ctx()));
    expect(err.kind).toBe('rejected');
    expect(err.retryable).toBe(false);
  });

  it('500 with an `errors` field → unavailable carrying the cause', async () => {
    s.node.mode = 'error';
    const err = await nodeErrorOf(s.adapter.run(inst(), request(), ctx()));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/CUDA out of memory/);
  });

  it('an interrupt that returns fewer images than asked → partial', async () => {
    s.node.mode = 'interrupted';
    const err = await nodeErrorOf(s.adapter.run(inst(), request({ count: 3 }), ctx()));
    expect(err.kind).toBe('partial');
    expect(err.message).toMatch(/1 of 3/);
  });

  it('200 with no images → partial', async () => {
    s.node.mode = 'empty';
    expect((await nodeErrorOf(s.adapter.run(inst(), request(), ctx()))).kind).toBe('partial');
  });

  it('bytes that are not an image → bad_output', async () => {
    s.node.mode = 'garbage';
    expect((await nodeErrorOf(s.adapter.run(inst(), request(), ctx()))).kind).toBe('bad_output');
  });

  it('a node that never answers → unavailable once timeout_ms passes; a dropped connection → unavailable', async () => {
    s.node.transport = 'hang';
    const err = await nodeErrorOf(s.adapter.run(inst({ timeout_ms: 200 }), request(), ctx()));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/did not answer/);
    s.node.transport = 'close';
    expect((await nodeErrorOf(s.adapter.run(inst(), request(), ctx()))).kind).toBe('unavailable');
  });
});

describe('a1111 abort', () => {
  it('drops the blocking call; sends the global /interrupt only when interrupt_on_abort is set', async () => {
    const slow = await startFakeA1111({ imageMs: 1000 });
    try {
      for (const interrupt of [false, true]) {
        const ac = new AbortController();
        const seen = slow.stats.jobsSeen;
        const run = s.adapter.run(instanceFor('a1111', slow.url, { interrupt_on_abort: interrupt }), request(), ctx(ac.signal));
        await waitFor(() => slow.stats.jobsSeen === seen + 1);
        ac.abort(new Error('lease lost'));
        await expect(run).rejects.toThrow('lease lost');
      }
      expect(slow.interruptCalls).toBe(1);
    } finally {
      await slow.close();
    }
  });
});
