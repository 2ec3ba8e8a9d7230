// The built-in cpu node: determinism, exact sizes, the prompt visibly matters (colours, time of day,
// weather, subjects), each image names its Preset, in-painting only touches masked pixels,
// out-painting sizes per side (30 % default), up-scale factors including Custom, Vary keeps size.
import sharp from 'sharp';
import { CpuAdapter, cpuStageMsFromEnv } from '../../src/adapters/cpu/cpu.adapter';
import { pushPullFill } from '../../src/adapters/cpu/fill';
import { SKETCH_STAGES, sketchRaw } from '../../src/adapters/cpu/procedural';
import { NodeError, type GenerationRequest, type NodeInstance, type NodeProgress } from '../../src/adapters/types';

const adapter = new CpuAdapter();
const instance: NodeInstance = { id: 'i1', name: 'cpu', controllerName: 'cpu', settings: {}, apiToken: '' };
const ctx = () => ({ signal: new AbortController().signal });
const base: GenerationRequest = { jobId: 'j1', operation: 'text2img', prompt: 'a blue lake at dawn', negativePrompt: '', width: 320, height: 192, count: 1, seed: '42', modelName: 'Procedural Sketch (CPU)' };

async function size(png: Buffer) {
  const m = await sharp(png).metadata();
  return [m.width, m.height, m.format];
}

let input: Buffer;
beforeAll(async () => {
  [{ data: input }] = await adapter.run(instance, { ...base, width: 200, height: 100 }, ctx());
});

describe('cpu text-to-image', () => {
  it('draws PNGs of exactly the requested size, seeds seed+i as strings', async () => {
    const out = await adapter.run(instance, { ...base, count: 3 }, ctx());
    expect(out.map((o) => o.seed)).toEqual(['42', '43', '44']);
    for (const o of out) expect(await size(o.data)).toEqual([320, 192, 'png']);
  });

  it('same prompt and seed give identical bytes; another seed or prompt gives another picture', async () => {
    const [a] = await adapter.run(instance, base, ctx());
    const [b] = await adapter.run(instance, base, ctx());
    const [c] = await adapter.run(instance, { ...base, seed: '43' }, ctx());
    const [d] = await adapter.run(instance, { ...base, prompt: 'a red desert at night' }, ctx());
    expect(a.data.equals(b.data)).toBe(true);
    const diff = async (x: Buffer, y: Buffer) => {
      const [rx, ry] = await Promise.all([sharp(x).raw().toBuffer(), sharp(y).raw().toBuffer()]);
      let sum = 0;
      for (let i = 0; i < rx.length; i++) sum += Math.abs(rx[i] - ry[i]);
      return sum / rx.length;
    };
    expect(await diff(a.data, c.data)).toBeGreaterThan(8);
    expect(await diff(a.data, d.data)).toBeGreaterThan(8);
  });

  it('picks a random seed when none is given and reports it; seeds up to 2^63-1 wrap like Fooocus', async () => {
    const [r] = await adapter.run(instance, { ...base, seed: null, width: 64, height: 64 }, ctx());
    expect(r.seed).toMatch(/^\d+$/);
    expect(BigInt(r.seed)).toBeLessThanOrEqual((1n << 63n) - 1n);
    const [again] = await adapter.run(instance, { ...base, seed: r.seed, width: 64, height: 64 }, ctx());
    expect(again.data.equals(r.data)).toBe(true);
    const big = await adapter.run(instance, { ...base, seed: '9223372036854775807', count: 2, width: 64, height: 64 }, ctx());
    expect(big.map((o) => o.seed)).toEqual(['9223372036854775807', '0']);
    for (const bad of ['-1', '9223372036854775808', '12abc']) {
      await expect(adapter.run(instance, { ...base, seed: bad }, ctx())).rejects.toMatchObject({ kind: 'rejected', retryable: false });
    }
  });

  it('renders large sizes exactly (downscaled sketch, Lanczos up)', async () => {
    const [o] = await adapter.run(instance, { ...base, width: 1152, height: 896 }, ctx());
    expect(await size(o.data)).toEqual([1152, 896, 'png']);
  });

  it('refuses sizes over its pixel cap', async () => {
    const capped: NodeInstance = { ...instance, settings: { max_output_pixels: 10_000 } };
    await expect(adapter.run(capped, base, ctx())).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('reports its own progress: every sketch stage of every image, in order, the finished images as previews', async () => {
    const seen: NodeProgress[] = [];
    const out = await adapter.run(instance, { ...base, count: 2 }, { ...ctx(), onProgress: (p) => seen.push(p) });
    const total = SKETCH_STAGES * 2;
    expect(seen.map((p) => p.step)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(seen.every((p) => p.total === total && p.fraction === p.step! / total)).toBe(true);
    // Before the first image is done there is nothing to show; then the latest finished image.
    expect(seen.slice(0, SKETCH_STAGES - 1).some((p) => p.preview)).toBe(false);
    expect(seen[SKETCH_STAGES - 1]!.preview).toBe(out[0]!.data);
    expect(seen.at(-1)!.preview).toBe(out[1]!.data);
  });

  it('paced (CPU_NODE_STAGE_MS), every stage takes at least its time; a cancel ends the wait', async () => {
    const paced = new CpuAdapter({ minStageMs: 60 });
    const at: number[] = [];
    const t0 = Date.now();
    await paced.run(instance, base, { ...ctx(), onProgress: () => at.push(Date.now()) });
    expect(at).toHaveLength(SKETCH_STAGES);
    // Each report at least 60 ms after the previous one (the first after the start); timers may
    // fire a millisecond early by Date.now()'s rounding.
    at.forEach((t, i) => expect(t - (i ? at[i - 1]! : t0)).toBeGreaterThanOrEqual(59));
    const ac = new AbortController();
    const slow = new CpuAdapter({ minStageMs: 10_000 }).run(instance, base, { signal: ac.signal });
    setTimeout(() => ac.abort(new Error('cancelled')), 50);
    await expect(slow).rejects.toThrow('cancelled');
  });

  it('CPU_NODE_STAGE_MS: 0 to 10,000 ms, anything else refused at start', () => {
    expect(cpuStageMsFromEnv({})).toBe(0);
    expect(cpuStageMsFromEnv({ CPU_NODE_STAGE_MS: '400' })).toBe(400);
    for (const bad of ['-1', '1.5', 'fast', '10001']) expect(() => cpuStageMsFromEnv({ CPU_NODE_STAGE_MS: bad })).toThrow('CPU_NODE_STAGE_MS');
  });

  it('other operations report one step per image', async () => {
    const seen: NodeProgress[] = [];
    await adapter.run(instance, { ...base, operation: 'upscale', inputImage: input, upscale: { method: 'Upscale (2x)' }, count: 3 }, { ...ctx(), onProgress: (p) => seen.push(p) });
    expect(seen.map((p) => [p.step, p.total])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('stops between images when aborted', async () => {
    const ac = new AbortController();
    ac.abort(new Error('lease lost'));
    await expect(adapter.run(instance, base, { signal: ac.signal })).rejects.toThrow('lease lost');
  });
});

/** Raw RGB of the sketch for a prompt (seed 42 unless given) at 256×160. */
const pixels = (prompt: string, seed = 42n) => sketchRaw(prompt, seed, 256, 160);
function meanRgb(raw: Buffer): [number, number, number] {
  const sum = [0, 0, 0];
  for (let i = 0; i < raw.length; i += 3) for (let k = 0; k < 3; k++) sum[k] += raw[i + k];
  return sum.map((v) => v / (raw.length / 3)) as [number, number, number];
}
const luminance = (raw: Buffer) => {
  const [r, g, b] = meanRgb(raw);
  return 0.299 * r + 0.587 * g + 0.114 * b;
};
/** Share of pixels matching a test on (r, g, b). */
function share(raw: Buffer, test: (r: number, g: number, b: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < raw.length; i += 3) if (test(raw[i], raw[i + 1], raw[i + 2])) n++;
  return n / (raw.length / 3);
}
/** 8 bins per channel, normalised; the L1 distance of two of them is in [0, 6]. */
function histogramDistance(a: Buffer, b: Buffer): number {
  const hist = (raw: Buffer) => {
    const h = new Array<number>(24).fill(0);
    for (let i = 0; i < raw.length; i++) h[(i % 3) * 8 + (raw[i] >> 5)] += 3 / raw.length;
    return h;
  };
  const [ha, hb] = [hist(a), hist(b)];
  return ha.reduce((acc, v, i) => acc + Math.abs(v - hb[i]), 0);
}
const whitish = (r: number, g: number, b: number) => Math.min(r, g, b) > 200 && Math.max(r, g, b) - Math.min(r, g, b) < 30;
const reddish = (r: number, g: number, b: number) => r > 150 && g < 90 && b < 90;

describe('cpu text-to-image listens to the prompt', () => {
  it('"three red foxes in a snowy forest" and "a lighthouse at sunset" differ strongly in mean colour and histogram', async () => {
    const [foxes, lighthouse] = await Promise.all([pixels('three red foxes in a snowy forest'), pixels('a lighthouse at sunset')]);
    const [a, b] = [meanRgb(foxes), meanRgb(lighthouse)];
    expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeGreaterThan(60);
    // The snowy forest is cold (blue over red), the sunset warm (red over blue).
    expect(a[2]).toBeGreaterThan(a[0]);
    expect(b[0]).toBeGreaterThan(b[2] + 20);
    expect(histogramDistance(foxes, lighthouse)).toBeGreaterThan(1.5);
  });

  it.each(['a meadow', 'a lake', 'a city', 'a desert', 'a forest', 'mountains'])('"%s" is darker at night than at dawn', async (place) => {
    const [night, dawn] = await Promise.all([pixels(`${place} at night`), pixels(`${place} at dawn`)]);
    expect(luminance(night)).toBeLessThan(luminance(dawn) * 0.6);
  });

  it('snow adds white pixels, fog greys the picture out, rain darkens it', async () => {
    const [plain, snowy, foggy, rainy] = await Promise.all(['a forest', 'a snowy forest', 'a foggy forest', 'a rainy forest'].map((p) => pixels(p)));
    expect(share(snowy, whitish)).toBeGreaterThan(share(plain, whitish) + 0.1);
    const spread = (raw: Buffer) => {
      const m = luminance(raw);
      let v = 0;
      for (let i = 0; i < raw.length; i += 3) v += (0.299 * raw[i] + 0.587 * raw[i + 1] + 0.114 * raw[i + 2] - m) ** 2;
      return Math.sqrt(v / (raw.length / 3));
    };
    expect(spread(foggy)).toBeLessThan(spread(plain) * 0.75);
    expect(luminance(rainy)).toBeLessThan(luminance(plain));
  });

  it('subjects appear in their colours and in their numbers', async () => {
    const [empty, redFoxes, redCar, oneFox, fiveFoxes] = await Promise.all(
      ['a meadow', 'three red foxes in a meadow', 'a red car in a meadow', 'a fox in a meadow', 'five foxes in a meadow'].map((p) => pixels(p)),
    );
    expect(share(empty, reddish)).toBe(0);
    expect(share(redFoxes, reddish)).toBeGreaterThan(0.003);
    expect(share(redCar, reddish)).toBeGreaterThan(0.001);
    const foxOrange = (r: number, g: number, b: number) => r > 160 && g > 60 && g < 140 && b < 80;
    expect(share(oneFox, foxOrange)).toBeGreaterThan(0.001);
    expect(share(fiveFoxes, foxOrange)).toBeGreaterThan(share(oneFox, foxOrange) * 2.5);
  });

  it('a colour word before "sky" tints the sky; a free colour word tints the land', async () => {
    const top = (raw: Buffer) => meanRgb(raw.subarray(0, 256 * 40 * 3));
    const bottom = (raw: Buffer) => meanRgb(raw.subarray(256 * 120 * 3));
    const [plain, purpleSky, redLand] = await Promise.all([pixels('a desert'), pixels('a desert under a purple sky'), pixels('a red desert')]);
    const [p, q] = [top(plain), top(purpleSky)];
    expect(q[0] - q[1]).toBeGreaterThan(p[0] - p[1] + 15);
    const [l, r] = [bottom(plain), bottom(redLand)];
    expect(r[0] - r[2]).toBeGreaterThan(l[0] - l[2]);
    expect(r[1]).toBeLessThan(l[1] - 20);
  });

  it('each setting looks different from the others', async () => {
    const settings = ['a meadow', 'the sea', 'a desert', 'a forest', 'a city', 'mountains'];
    const raws = await Promise.all(settings.map((p) => pixels(p)));
    for (let i = 0; i < raws.length; i++) {
      for (let j = i + 1; j < raws.length; j++) expect([settings[i], settings[j], histogramDistance(raws[i], raws[j]) > 0.3]).toEqual([settings[i], settings[j], true]);
    }
  });

  it('same prompt and seed give identical bytes; another seed recomposes the same scene', async () => {
    const prompt = 'three red foxes in a snowy forest';
    const [a, b, c] = await Promise.all([pixels(prompt), pixels(prompt), pixels(prompt, 43n)]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    // Another seed moves things around but keeps the scene: far closer to itself than to a sunset lighthouse.
    expect(histogramDistance(a, c)).toBeLessThan(histogramDistance(a, await pixels('a lighthouse at sunset')));
  });

  it('names what it drew as each image\'s preset; the other operations name their method', async () => {
    const out = await adapter.run(instance, { ...base, prompt: 'a lighthouse at sunset', count: 2 }, ctx());
    expect(out.map((o) => o.preset)).toEqual(['Procedural sketch · sunset · sea · lighthouse', 'Procedural sketch · sunset · sea · lighthouse']);
    const [up] = await adapter.run(instance, { ...base, operation: 'upscale', inputImage: input, upscale: { method: 'Upscale (2x)' } }, ctx());
    expect(up.preset).toBe('Lanczos · Upscale (2x)');
    const [vary] = await adapter.run(instance, { ...base, operation: 'upscale', inputImage: input, upscale: { method: 'Vary (Subtle)' } }, ctx());
    expect(vary.preset).toBe('Seeded warp + sketch · Vary (Subtle)');
  });
});

describe('cpu in-painting', () => {
  it('changes only white mask pixels, and fills them from their surroundings', async () => {
    const hole = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const mask = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000000' } }).composite([{ input: hole, left: 70, top: 30 }]).png().toBuffer();
    const [out] = await adapter.run(instance, { ...base, operation: 'inpaint', inputImage: input, mask }, ctx());
    expect(await size(out.data)).toEqual([200, 100, 'png']);
    const [before, after] = await Promise.all([sharp(input).raw().toBuffer(), sharp(out.data).raw().toBuffer()]);
    let changedInside = 0;
    let changedOutside = 0;
    for (let y = 0; y < 100; y++) {
      for (let x = 0; x < 200; x++) {
        const inside = x >= 70 && x < 130 && y >= 30 && y < 70;
        const i = (y * 200 + x) * 3;
        const same = before[i] === after[i] && before[i + 1] === after[i + 1] && before[i + 2] === after[i + 2];
        if (!same && inside) changedInside++;
        if (!same && !inside) changedOutside++;
      }
    }
    expect(changedOutside).toBe(0);
    expect(changedInside).toBeGreaterThan(60 * 40 * 0.5);
  });

  it('a hole as large as the image keeps no full-resolution float level (the pyramid starts at half size)', async () => {
    // At 4096² a Float32 colour + weight level of every pixel was 256 MiB, the in-paint's largest allocation.
    const [w, h, c] = [301, 200, 3];
    const img = { data: new Uint8Array(w * h * c).map((_, i) => (i * 37) & 255), width: w, height: h, channels: c };
    // Everything but a 1-pixel frame is hole; the frame is all that is known.
    const hole = new Uint8Array(w * h).map((_, i) => (i % w === 0 || i % w === w - 1 || i < w || i >= w * (h - 1) ? 0 : 255));
    const floats: number[] = [];
    const Real = globalThis.Float32Array;
    globalThis.Float32Array = new Proxy(Real, {
      construct(target, args: [number]) {
        floats.push(args[0]);
        return Reflect.construct(target, args) as object;
      },
    });
    let out: Uint8Array;
    try {
      out = await pushPullFill(img, hole, { salt: 1, amount: 14 }, () => undefined);
    } finally {
      globalThis.Float32Array = Real;
    }
    expect(Math.max(...floats)).toBe(Math.ceil(w / 2) * Math.ceil(h / 2) * c);
    // The hole is repainted from the frame's colours (a mean near theirs); the frame is kept.
    const mean = (a: ArrayLike<number>) => Array.from(a).reduce((s, v) => s + v, 0) / a.length;
    const frame = Array.from(img.data).filter((_, i) => hole[Math.floor(i / c)] === 0);
    expect(Array.from(out).filter((_, i) => hole[Math.floor(i / c)] === 0)).toEqual(frame);
    expect(out.some((v, i) => v !== img.data[i])).toBe(true);
    expect(Math.abs(mean(out) - mean(frame))).toBeLessThan(8);
  });

  it('an all-black mask repaints nothing', async () => {
    const mask = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000000' } }).png().toBuffer();
    const [out] = await adapter.run(instance, { ...base, operation: 'inpaint', inputImage: input, mask }, ctx());
    expect((await sharp(out.data).raw().toBuffer()).equals(await sharp(input).raw().toBuffer())).toBe(true);
  });

  it('needs a mask', async () => {
    await expect(adapter.run(instance, { ...base, operation: 'inpaint', inputImage: input }, ctx())).rejects.toBeInstanceOf(NodeError);
  });
});

describe('cpu out-painting', () => {
  it('extends the chosen sides by the given distances, keeping the original pixels', async () => {
    const [out] = await adapter.run(instance, { ...base, operation: 'outpaint', inputImage: input, outpaint: { sides: ['Left', 'Bottom'], distances: { left: 40, bottom: 24, right: 99 } } }, ctx());
    expect(await size(out.data)).toEqual([240, 124, 'png']);
    const inner = await sharp(out.data).extract({ left: 40, top: 0, width: 200, height: 100 }).raw().toBuffer();
    expect(inner.equals(await sharp(input).raw().toBuffer())).toBe(true);
  });

  it('uses 30 % of the width (left/right) or height (top/bottom) when a distance is missing or 0', async () => {
    const [out] = await adapter.run(instance, { ...base, operation: 'outpaint', inputImage: input, outpaint: { sides: ['Left', 'Right', 'Top', 'Bottom'], distances: { top: 0 } } }, ctx());
    expect(await size(out.data)).toEqual([200 + 60 + 60, 100 + 30 + 30, 'png']);
  });

  it('with no sides returns the image unchanged in size', async () => {
    const [out] = await adapter.run(instance, { ...base, operation: 'outpaint', inputImage: input, outpaint: { sides: [], distances: {} } }, ctx());
    expect(await size(out.data)).toEqual([200, 100, 'png']);
  });
});

describe('cpu up-scaling and variations', () => {
  it.each([
    ['Upscale (1.5x)', undefined, 300, 150],
    ['Upscale (2x)', undefined, 400, 200],
    ['Upscale (Fast 2x)', undefined, 400, 200],
    ['Upscale (Custom)', 3, 600, 300],
    ['Upscale (Custom)', 6, 1200, 600],
    ['Upscale (Custom)', 1, 200, 100],
  ] as const)('%s (value %s) → %i×%i', async (method, value, w, h) => {
    const [out] = await adapter.run(instance, { ...base, operation: 'upscale', inputImage: input, upscale: { method, value } }, ctx());
    expect(await size(out.data)).toEqual([w, h, 'png']);
  });

  it('Vary keeps the size, differs from the input, and Strong differs more than Subtle', async () => {
    const raw = await sharp(input).raw().toBuffer();
    const distance = async (png: Buffer) => {
      const r = await sharp(png).raw().toBuffer();
      let sum = 0;
      for (let i = 0; i < r.length; i++) sum += Math.abs(r[i] - raw[i]);
      return sum / r.length;
    };
    const [subtle] = await adapter.run(instance, { ...base, operation: 'upscale', inputImage: input, upscale: { method: 'Vary (Subtle)' } }, ctx());
    const [strong] = await adapter.run(instance, { ...base, operation: 'upscale', inputImage: input, upscale: { method: 'Vary (Strong)' } }, ctx());
    expect(await size(subtle.data)).toEqual([200, 100, 'png']);
    expect(await size(strong.data)).toEqual([200, 100, 'png']);
    const [ds, dg] = [await distance(subtle.data), await distance(strong.data)];
    expect(ds).toBeGreaterThan(1);
    expect(dg).toBeGreaterThan(ds);
  });

  it('refuses an up-scale over the pixel cap', async () => {
    const capped: NodeInstance = { ...instance, settings: { max_output_pixels: 50_000 } };
    await expect(adapter.run(capped, { ...base, operation: 'upscale', inputImage: input, upscale: { method: 'Upscale (2x)' } }, ctx())).rejects.toMatchObject({ kind: 'rejected' });
  });
});

describe('cpu node contract', () => {
  it('is always healthy and takes settings.capacity (default 2)', async () => {
    await expect(adapter.probe({ id: 'i', name: 'cpu', controllerName: 'cpu', settings: {}, apiToken: '' })).resolves.toMatchObject({ ok: true, detail: expect.stringContaining('Built in') });
    expect(adapter.capacity(instance)).toBe(2);
    expect(adapter.capacity({ ...instance, settings: { capacity: 4 } })).toBe(4);
  });
});
