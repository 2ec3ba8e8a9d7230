// Classical pixel work for the cpu node on raw interleaved buffers: a push-pull fill of masked
// pixels (an image pyramid that averages known pixels down, then interpolates them back up into
// the holes: smooth, O(pixels)), and a seeded warp used by the Vary methods.
import { fbm } from './noise';
import type { Breathe } from './slices';

// A module-level alias: under jest (Node 20 vm contexts) every global `Math` lookup in a pixel
// loop goes through a slow interceptor; a local binding keeps these loops ~50x faster there.
const math = Math;

export interface Raw {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

interface Level {
  w: number;
  h: number;
  color: Float32Array;
  weight: Float32Array;
}

/** Averages each 2×2 block of `fine` into the level above, weighted by how known each pixel is. */
async function reduce(l: Level, c: number, breathe: Breathe): Promise<Level> {
  const next = emptyAbove(l.w, l.h, c);
  for (let y = 0; y < l.h; y++) {
    await breathe();
    for (let x = 0; x < l.w; x++) {
      const i = y * l.w + x;
      const wt = l.weight[i];
      if (wt === 0) continue;
      const j = (y >> 1) * next.w + (x >> 1);
      next.weight[j] += wt;
      for (let k = 0; k < c; k++) next.color[j * c + k] += l.color[i * c + k] * wt;
    }
  }
  return normalised(next, c);
}

/**
 * The pyramid's first level, averaged straight from the image's known pixels in `box`. The
 * full-resolution level is never stored: its pixels are either known (kept as they are) or holes
 * (filled from this level), and as Float32 it would cost 16 bytes a pixel — 256 MiB for a hole
 * the size of a 4096² image, the largest single allocation of an in-paint (issue 11's memory).
 */
async function firstLevel(img: Raw, mask: Uint8Array, box: Box, breathe: Breathe): Promise<Level> {
  const { width, channels: c, data } = img;
  const next = emptyAbove(box.w, box.h, c);
  for (let y = 0; y < box.h; y++) {
    await breathe();
    for (let x = 0; x < box.w; x++) {
      const src = (box.y + y) * width + box.x + x;
      if (mask[src] > 127) continue;
      const j = (y >> 1) * next.w + (x >> 1);
      next.weight[j] += 1;
      for (let k = 0; k < c; k++) next.color[j * c + k] += data[src * c + k];
    }
  }
  return normalised(next, c);
}

function emptyAbove(w: number, h: number, c: number): Level {
  const [nw, nh] = [math.max(1, math.ceil(w / 2)), math.max(1, math.ceil(h / 2))];
  return { w: nw, h: nh, color: new Float32Array(nw * nh * c), weight: new Float32Array(nw * nh) };
}

/** Sums → weighted means; a weight over 1 (several known pixels) counts as fully known. */
function normalised(l: Level, c: number): Level {
  for (let j = 0; j < l.w * l.h; j++) {
    const wt = l.weight[j];
    if (wt === 0) continue;
    for (let k = 0; k < c; k++) l.color[j * c + k] /= wt;
    l.weight[j] = math.min(1, wt);
  }
  return l;
}

/** Where the centre of pixel `v` of a level falls on the level above it (`n` pixels long). */
const above = (v: number, n: number): number => math.min(n - 1, math.max(0, (v + 0.5) / 2 - 0.5));

/** Writes into `out` each channel of `coarse` bilinearly sampled at (cx, cy). */
function sample(coarse: Level, c: number, cx: number, cy: number, out: Float64Array): void {
  const x0 = math.floor(cx);
  const x1 = math.min(coarse.w - 1, x0 + 1);
  const fx = cx - x0;
  const y0 = math.floor(cy);
  const y1 = math.min(coarse.h - 1, y0 + 1);
  const fy = cy - y0;
  for (let k = 0; k < c; k++) {
    const a = coarse.color[(y0 * coarse.w + x0) * c + k];
    const b = coarse.color[(y0 * coarse.w + x1) * c + k];
    const d = coarse.color[(y1 * coarse.w + x0) * c + k];
    const e = coarse.color[(y1 * coarse.w + x1) * c + k];
    out[k] = (a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy;
  }
}

/** Fills each pixel of `fine` with weight < 1 from a bilinear sample of `coarse`. */
async function pull(fine: Level, coarse: Level, c: number, breathe: Breathe): Promise<void> {
  const v = new Float64Array(c);
  for (let y = 0; y < fine.h; y++) {
    await breathe();
    const cy = above(y, coarse.h);
    for (let x = 0; x < fine.w; x++) {
      const i = y * fine.w + x;
      const wt = fine.weight[i];
      if (wt >= 1) continue;
      sample(coarse, c, above(x, coarse.w), cy, v);
      for (let k = 0; k < c; k++) fine.color[i * c + k] = fine.color[i * c + k] * wt + v[k] * (1 - wt);
      fine.weight[i] = 1;
    }
  }
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Repaints the pixels where `mask` (one byte per pixel) is > 127 from the surrounding known
 * pixels; every other pixel keeps its exact value. `grain` adds seeded noise inside the hole so
 * different seeds give visibly different fills. Only the mask's bounding box plus a margin of
 * context is processed, so a small hole in a large image stays cheap in time and memory.
 */
export async function pushPullFill(img: Raw, mask: Uint8Array, grain: { salt: number; amount: number }, breathe: Breathe): Promise<Uint8Array> {
  const { width, height, channels: c } = img;
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x] <= 127) continue;
      x0 = math.min(x0, x);
      x1 = math.max(x1, x);
      y0 = math.min(y0, y);
      y1 = math.max(y1, y);
    }
  }
  const out = Uint8Array.from(img.data);
  if (x1 < 0) return out;
  const margin = math.max(16, math.round(math.max(x1 - x0, y1 - y0) * 0.25));
  const rx = math.max(0, x0 - margin);
  const ry = math.max(0, y0 - margin);
  const box: Box = { x: rx, y: ry, w: math.min(width, x1 + margin + 1) - rx, h: math.min(height, y1 + margin + 1) - ry };
  const pyramid = [await firstLevel(img, mask, box, breathe)];
  while (pyramid[pyramid.length - 1].w > 1 || pyramid[pyramid.length - 1].h > 1) pyramid.push(await reduce(pyramid[pyramid.length - 1], c, breathe));
  for (let l = pyramid.length - 2; l >= 0; l--) await pull(pyramid[l], pyramid[l + 1], c, breathe);
  // Each hole of the box takes its colour from the first level, as the pull does between levels
  // (rounded to Float32 as a stored level would be), plus the grain.
  const first = pyramid[0];
  const colorChannels = c === 4 || c === 2 ? c - 1 : c;
  const v = new Float64Array(c);
  for (let y = 0; y < box.h; y++) {
    await breathe();
    const cy = above(y, first.h);
    for (let x = 0; x < box.w; x++) {
      const dst = (box.y + y) * width + box.x + x;
      if (mask[dst] <= 127) continue;
      sample(first, c, above(x, first.w), cy, v);
      const noise = (fbm((box.x + x) / 6, (box.y + y) / 6, grain.salt, 3) - 0.5) * grain.amount;
      for (let k = 0; k < c; k++) {
        const value = math.fround(v[k]) + (k < colorChannels ? noise : 0);
        out[dst * c + k] = math.max(0, math.min(255, math.round(value)));
      }
    }
  }
  return out;
}

/** Displaces pixels along a smooth seeded field (bilinear resampling); `amount` in pixels. */
export async function warp(img: Raw, salt: number, amount: number, breathe: Breathe): Promise<Uint8Array> {
  const { width: w, height: h, channels: c, data } = img;
  const out = new Uint8Array(data.length);
  // The field is smooth, so it is sampled on a coarse grid and interpolated (cheap on big images).
  const step = 8;
  const gw = math.ceil(w / step) + 2;
  const gh = math.ceil(h / step) + 2;
  const freq = 3 / math.max(w, h);
  const field = new Float32Array(gw * gh * 2);
  for (let gy = 0; gy < gh; gy++) {
    await breathe();
    for (let gx = 0; gx < gw; gx++) {
      field[(gy * gw + gx) * 2] = (fbm(gx * step * freq, gy * step * freq, salt, 2) - 0.5) * 2 * amount;
      field[(gy * gw + gx) * 2 + 1] = (fbm(gx * step * freq, gy * step * freq, salt + 31, 2) - 0.5) * 2 * amount;
    }
  }
  const at = (x: number, y: number, k: number) => {
    const gx = x / step;
    const gy = y / step;
    const x0 = math.floor(gx);
    const y0 = math.floor(gy);
    const fx = gx - x0;
    const fy = gy - y0;
    const f = (xx: number, yy: number) => field[(yy * gw + xx) * 2 + k];
    return (f(x0, y0) * (1 - fx) + f(x0 + 1, y0) * fx) * (1 - fy) + (f(x0, y0 + 1) * (1 - fx) + f(x0 + 1, y0 + 1) * fx) * fy;
  };
  for (let y = 0; y < h; y++) {
    await breathe();
    for (let x = 0; x < w; x++) {
      const sx = math.min(w - 1, math.max(0, x + at(x, y, 0)));
      const sy = math.min(h - 1, math.max(0, y + at(x, y, 1)));
      const x0 = math.floor(sx);
      const y0 = math.floor(sy);
      const x1 = math.min(w - 1, x0 + 1);
      const y1 = math.min(h - 1, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const o = (y * w + x) * c;
      for (let k = 0; k < c; k++) {
        const a = data[(y0 * w + x0) * c + k];
        const b = data[(y0 * w + x1) * c + k];
        const d = data[(y1 * w + x0) * c + k];
        const e = data[(y1 * w + x1) * c + k];
        out[o + k] = math.round((a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy);
      }
    }
  }
  return out;
}
