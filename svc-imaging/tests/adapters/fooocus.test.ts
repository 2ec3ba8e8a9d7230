// The fooocus adapter against a fake Fooocus-API node: the four operations with real images out,
// every failure signal of gpu-nodes.md §1.6 mapped to its NodeError kind, and /stop on abort.
import { FooocusAdapter, fooocusProgress } from '../../src/adapters/fooocus/fooocus.adapter';
import type { NodeProgress } from '../../src/adapters/types';
import { startFakeFooocus } from '../fakes/fake-fooocus';
import { adapterSuite, boxMask, ctx, dims, instanceFor, nodeErrorOf, request } from './support';
import { waitFor } from '@atelier/testkit';

const KEY = 'secret-key';

const inst = (settings: Record<string, unknown> = {}, key = KEY) => instanceFor('fooocus', s.node.url, settings, key);

const s = adapterSuite(() => startFakeFooocus({ apiKey: KEY, imageMs: 10 }), (http) => new FooocusAdapter({ http, pollIntervalMs: 10 }));

describe('fooocus happy paths', () => {
  it('text-to-image: async job, W*H, seeds as strings, styles [] and the API key', async () => {
    const out = await s.adapter.run(inst(), request({ count: 2 }), ctx());
    expect(out.map((o) => o.seed)).toEqual(['5', '6']);
    for (const o of out) expect(await dims(o.data)).toEqual([320, 192]);
    expect(s.node.stats.bodies[0]).toMatchObject({ aspect_ratios_selection: '320*192', image_number: 2, image_seed: 5, async_process: true, style_selections: [], performance_selection: 'Speed', negative_prompt: 'blurry' });
    expect(s.node.stats.requests).toContain('GET /v1/generation/query-job');
    expect(s.node.stats.requests.filter((r) => r.startsWith('GET /files/'))).toHaveLength(2);
  });

  it('a null seed is sent as -1 and the node-chosen seeds come back', async () => {
    const [o] = await s.adapter.run(inst(), request({ seed: null }), ctx());
    expect(s.node.stats.bodies[0].image_seed).toBe(-1);
    expect(o.seed).toMatch(/^\d+$/);
  });

  it('a seed of 2^63-1 reaches the node with every digit', async () => {
    await s.adapter.run(inst(), request({ seed: '9223372036854775807' }), ctx());
    expect(s.node.stats.bodies[0].image_seed).toBe('9223372036854775807');
  });

  it('validates settings.checkpoint against all-models and sends it as base_model_name', async () => {
    await s.adapter.run(inst({ checkpoint: 'realisticStockPhoto_v20.safetensors', styles: ['Fooocus Sharp'], performance: 'Quality' }), request(), ctx());
    expect(s.node.stats.bodies[0]).toMatchObject({ base_model_name: 'realisticStockPhoto_v20.safetensors', style_selections: ['Fooocus Sharp'], performance_selection: 'Quality' });
    const err = await nodeErrorOf(s.adapter.run(inst({ checkpoint: 'missing.safetensors' }), request(), ctx()));
    expect(err.kind).toBe('rejected');
    expect(err.retryable).toBe(true);
    expect(s.node.stats.jobsSeen).toBe(1);
  });

  it.each([
    ['Upscale (1.5x)', undefined, [300, 150]],
    ['Upscale (2x)', undefined, [400, 200]],
    ['Upscale (Fast 2x)', undefined, [400, 200]],
    ['Upscale (Custom)', 3, [600, 300]],
    ['Vary (Subtle)', undefined, [200, 100]],
    ['Vary (Strong)', undefined, [200, 100]],
  ] as const)('upscale/vary %s (%s) → %j through /v2/generation/image-upscale-vary', async (method, value, size) => {
    const [o] = await s.adapter.run(inst(), request({ operation: 'upscale', inputImage: s.input, upscale: { method, value } }), ctx());
    expect(await dims(o.data)).toEqual(size);
    expect(s.node.stats.requests).toContain('POST /v2/generation/image-upscale-vary');
    expect(s.node.stats.bodies[0]).toMatchObject({ uov_method: method, input_image: s.input.toString('base64') });
  });

  it('Custom 6 (which Fooocus would silently turn into 2x) asks for 4.99 and finishes at exactly 6x', async () => {
    const [o] = await s.adapter.run(inst(), request({ operation: 'upscale', inputImage: s.input, upscale: { method: 'Upscale (Custom)', value: 6 } }), ctx());
    expect(s.node.stats.bodies[0].upscale_value).toBe(4.99);
    expect(await dims(o.data)).toEqual([1200, 600]);
  });

  it('in-painting sends the mask; out-painting the sides with -1 for "30 %"', async () => {
    const mask = await boxMask(200, 100, { left: 50, top: 20, width: 40, height: 40 });
    const [i] = await s.adapter.run(inst(), request({ operation: 'inpaint', inputImage: s.input, mask }), ctx());
    expect(await dims(i.data)).toEqual([200, 100]);
    expect(s.node.stats.bodies[0]).toMatchObject({ input_mask: mask.toString('base64'), outpaint_selections: [] });
    const [o] = await s.adapter.run(inst(), request({ operation: 'outpaint', inputImage: s.input, outpaint: { sides: ['Left', 'Top'], distances: { left: 40 } } }), ctx());
    expect(s.node.stats.bodies[1]).toMatchObject({ outpaint_selections: ['Left', 'Top'], outpaint_distance_left: 40, outpaint_distance_top: -1, outpaint_distance_right: -1 });
    expect(await dims(o.data)).toEqual([240, 130]);
  });

  it('require_base64 takes the images from the job result instead of /files', async () => {
    const [o] = await s.adapter.run(inst({ require_base64: true }), request(), ctx());
    expect(await dims(o.data)).toEqual([320, 192]);
    expect(s.node.stats.requests.some((r) => r.startsWith('GET /files/'))).toBe(false);
  });

  it('behind NAT, result URLs are rewritten to base_url; otherwise a URL to a forbidden address is refused', async () => {
    const natted = await startFakeFooocus({ imageMs: 5, publicBaseUrl: 'http://169.254.169.254:8888' });
    try {
      const nat = instanceFor('fooocus', natted.url, { behind_nat: true });
      const [o] = await s.adapter.run(nat, request(), ctx());
      expect(await dims(o.data)).toEqual([320, 192]);
      const err = await nodeErrorOf(s.adapter.run({ ...nat, settings: { ...nat.settings, behind_nat: false } }, request(), ctx()));
      expect(err.kind).toBe('unavailable');
      expect(err.message).toMatch(/metadata/);
    } finally {
      await natted.close();
    }
  });

  it('reports job_progress as a fraction and job_step_preview as PNG bytes while RUNNING', async () => {
    const slow = await startFakeFooocus({ imageMs: 200, steps: 4 });
    try {
      const seen: NodeProgress[] = [];
      await s.adapter.run(instanceFor('fooocus', slow.url), request({ count: 2 }), { ...ctx(), onProgress: (p) => seen.push(p) });
      const fractions = seen.map((p) => p.fraction!);
      expect(fractions.length).toBeGreaterThan(2);
      expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
      expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
      expect(fractions.at(-1)).toBeGreaterThan(0.5);
      const previews = seen.flatMap((p) => (p.preview ? [p.preview] : []));
      expect(previews.length).toBeGreaterThan(0);
      expect(await dims(previews.at(-1)!)).toEqual([64, 64]);
      expect(slow.stats.requests.filter((r) => r === 'GET /v1/generation/query-job').length).toBeGreaterThan(2);
    } finally {
      await slow.close();
    }
  });

  it('settings.step_preview:false asks for no preview; fooocusProgress parses what the node sends', async () => {
    const seen: NodeProgress[] = [];
    await s.adapter.run(inst({ step_preview: false }), request(), { ...ctx(), onProgress: (p) => seen.push(p) });
    expect(seen.some((p) => p.preview)).toBe(false);
    expect(fooocusProgress({ job_progress: 37, job_step_preview: null })).toEqual({ fraction: 0.37 });
    expect(fooocusProgress({ job_progress: 140, job_step_preview: Buffer.from('png').toString('base64') })).toEqual({ fraction: 1, preview: Buffer.from('png') });
  });

  it('the probe is GET /ping → "pong", with a readable detail', async () => {
    await expect(s.adapter.probe(inst(), AbortSignal.timeout(2000))).resolves.toEqual({ ok: true, detail: 'Fooocus-API answered /ping with pong' });
    await expect(s.adapter.probe(inst({}, 'wrong'), AbortSignal.timeout(2000))).resolves.toEqual({ ok: false, detail: expect.stringMatching(/refused the credentials on \/ping \(HTTP 40[13]\)/) });
    expect(s.adapter.capacity(inst())).toBe(1);
  });
});

describe('fooocus failure signals', () => {
  it('403 on a bad key → auth', async () => {
    expect((await nodeErrorOf(s.adapter.run(inst({}, 'wrong'), request(), ctx()))).kind).toBe('auth');
  });

  it('422 validation → rejected, not retryable', async () => {
    const err = await nodeErrorOf(s.adapter.run(inst({ performance: 'Turbo' }), request(), ctx()));
    expect(err.kind).toBe('rejected');
    expect(err.retryable).toBe(false);
  });

  it('QUEUE_IS_FULL, async variant (job_id "") → queue_full', async () => {
    s.node.mode = 'queue_full';
    expect((await nodeErrorOf(s.adapter.run(inst(), request(), ctx()))).kind).toBe('queue_full');
  });

  it('QUEUE_IS_FULL, result-list variant → queue_full', async () => {
    const sync = await startFakeFooocus({ queueFullVariant: 'sync' });
    try {
      sync.mode = 'queue_full';
      expect((await nodeErrorOf(s.adapter.run(instanceFor('fooocus', sync.url), request(), ctx()))).kind).toBe('queue_full');
    } finally {
      await sync.close();
    }
  });

  it('--queue-size counts the running job: the next submission is queue_full', async () => {
    const small = await startFakeFooocus({ queueSize: 1, imageMs: 5 });
    try {
      small.mode = 'stuck';
      const first = s.adapter.run(instanceFor('fooocus', small.url), request(), ctx());
      await waitFor(() => small.stats.jobsSeen === 1);
      expect((await nodeErrorOf(s.adapter.run(instanceFor('fooocus', small.url), request(), ctx()))).kind).toBe('queue_full');
      small.mode = 'ok';
      expect(await first).toHaveLength(1);
    } finally {
      await small.close();
    }
  });

  it('a restart mid-job (query-job 404) → lost', async () => {
    s.node.mode = 'stuck';
    const run = s.adapter.run(inst(), request(), ctx());
    await waitFor(() => s.node.stats.jobsSeen === 1);
    s.node.restart();
    expect((await nodeErrorOf(run)).kind).toBe('lost');
  });

  it('--queue-history dropping our finished job before we polled (query-job 404) → lost', async () => {
    const short = await startFakeFooocus({ queueHistory: 1, imageMs: 100 });
    try {
      const run = s.adapter.run(instanceFor('fooocus', short.url, { poll_interval_ms: 1000 }), request(), ctx());
      await waitFor(() => short.imagesMade === 1);
      const other = await fetch(`${short.url}/v1/generation/text-to-image`, { method: 'POST', body: JSON.stringify({ prompt: 'x', async_process: true }), headers: { 'content-type': 'application/json' } });
      expect(other.status).toBe(200);
      await waitFor(() => short.imagesMade === 2);
      expect((await nodeErrorOf(run)).kind).toBe('lost');
    } finally {
      await short.close();
    }
  });

  it('ERROR stage → unavailable (retryable)', async () => {
    s.node.mode = 'error';
    const err = await nodeErrorOf(s.adapter.run(inst(), request(), ctx()));
    expect(err.kind).toBe('unavailable');
    expect(err.retryable).toBe(true);
  });

  it('SUCCESS with [] (silent empty result) → partial', async () => {
    s.node.mode = 'empty';
    expect((await nodeErrorOf(s.adapter.run(inst(), request(), ctx()))).kind).toBe('partial');
  });

  it('a /stop from elsewhere leaves fewer images than asked → partial', async () => {
    const slow = await startFakeFooocus({ imageMs: 300 });
    try {
      const run = s.adapter.run(instanceFor('fooocus', slow.url), request({ count: 3 }), ctx());
      await waitFor(() => slow.imagesMade === 1);
      await fetch(`${slow.url}/v1/generation/stop`, { method: 'POST' });
      const err = await nodeErrorOf(run);
      expect(err.kind).toBe('partial');
      expect(err.message).toMatch(/of 3 images/);
    } finally {
      await slow.close();
    }
  });

  it('stuck in WAITING past settings.timeout_ms → timeout', async () => {
    s.node.mode = 'stuck';
    expect((await nodeErrorOf(s.adapter.run(inst({ timeout_ms: 150 }), request(), ctx()))).kind).toBe('timeout');
  });

  it('a node that accepts connections but never answers → unavailable after request_timeout_ms', async () => {
    s.node.transport = 'hang';
    const err = await nodeErrorOf(s.adapter.run(inst({ request_timeout_ms: 200 }), request(), ctx()));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/did not answer/);
  });

  it('a node that drops connections, or is not there at all → unavailable', async () => {
    s.node.transport = 'close';
    expect((await nodeErrorOf(s.adapter.run(inst(), request(), ctx()))).kind).toBe('unavailable');
    const url = s.node.url;
    await s.node.close();
    expect((await nodeErrorOf(s.adapter.run(instanceFor('fooocus', url), request(), ctx()))).kind).toBe('unavailable');
    s.node = await startFakeFooocus({ apiKey: KEY });
  });

  it('result bytes that are not an image → bad_output', async () => {
    s.node.mode = 'garbage';
    expect((await nodeErrorOf(s.adapter.run(inst(), request(), ctx()))).kind).toBe('bad_output');
  });
});

describe('fooocus abort', () => {
  it('aborting our RUNNING job sends /v1/generation/stop and rejects with the abort reason', async () => {
    const slow = await startFakeFooocus({ imageMs: 2000 });
    try {
      const ac = new AbortController();
      const run = s.adapter.run(instanceFor('fooocus', slow.url), request(), ctx(ac.signal));
      await waitFor(() => slow.stats.jobsSeen === 1);
      await new Promise((r) => setTimeout(r, 50));
      ac.abort(new Error('lease lost'));
      await expect(run).rejects.toThrow('lease lost');
      expect(slow.stopCalls).toBe(1);
    } finally {
      await slow.close();
    }
  });

  it('aborting a job still WAITING only stops polling (no /stop: it would hit another job)', async () => {
    s.node.mode = 'stuck';
    const ac = new AbortController();
    const run = s.adapter.run(inst(), request(), ctx(ac.signal));
    await waitFor(() => s.node.stats.jobsSeen === 1);
    ac.abort(new Error('shutdown'));
    await expect(run).rejects.toThrow('shutdown');
    expect(s.node.stopCalls).toBe(0);
  });
});
