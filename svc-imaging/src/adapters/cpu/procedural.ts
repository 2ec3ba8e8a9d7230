// The cpu node's "text-to-image": a procedural landscape sketch, not AI. The prompt's words pick
// the palette (colour words and moods steer it, every other word nudges the hue), the seed picks
// the composition (sun, ridges, clouds, light angle), so one prompt gives a family of related
// pictures and the same prompt + seed gives identical bytes.
import sharp from 'sharp';
import { fbm, hash32, rngFor } from './noise';
import { breather, type Breathe } from './slices';

// A module-level alias: under jest (Node 20 vm contexts) every global `Math` lookup in a pixel
// loop goes through a slow interceptor; a local binding keeps these loops ~50x faster there.
const math = Math;

type Rgb = [number, number, number];

/** Hues (degrees) for words that name a colour or a mood. */
const WORD_HUES: Record<string, number> = {
  red: 0, crimson: 350, rose: 340, pink: 330, magenta: 300, purple: 275, violet: 270, lavender: 260,
  blue: 220, ocean: 200, sea: 195, sky: 205, cyan: 185, teal: 175, turquoise: 172, green: 120,
  forest: 110, jungle: 100, emerald: 140, lime: 90, yellow: 52, gold: 45, golden: 45, desert: 38,
  orange: 28, sunset: 20, autumn: 25, fire: 12, lava: 8, brown: 30, night: 235, moon: 225,
  winter: 200, ice: 195, snow: 205, spring: 95, dawn: 15, dusk: 285,
};
const DARK_WORDS = new Set(['night', 'dark', 'moon', 'midnight', 'gloomy', 'storm', 'space', 'noir']);
const PALE_WORDS = new Set(['snow', 'winter', 'mist', 'fog', 'pastel', 'ice', 'cloud', 'clouds', 'soft']);

/** Longest side the sketch is computed at; sharp's Lanczos takes it to the requested size. */
const RENDER_PIXELS = 512 * 512;

function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const ch = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
    return math.round(v * 255);
  };
  return [ch(hue + 1 / 3), ch(hue), ch(hue - 1 / 3)];
}

interface Palette {
  skyTop: Rgb;
  skyLow: Rgb;
  sun: Rgb;
  cloud: Rgb;
  ridges: Rgb[];
}

function paletteFor(prompt: string, rand: () => number): Palette {
  const words = prompt.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  // The first colour word sets the sky, a second one the land; other words only nudge the hue.
  const named = words.filter((w) => w in WORD_HUES).map((w) => WORD_HUES[w]);
  const drift = words.reduce((acc, w) => acc + (hash32(w) % 21) - 10, 0) % 30;
  const hue = (named[0] ?? hash32(words.join(' ')) % 360) + drift + (rand() - 0.5) * 30;
  const land = named.length > 1 ? named[1] + (rand() - 0.5) * 20 : hue + 180;
  const dark = words.some((w) => DARK_WORDS.has(w));
  const pale = words.some((w) => PALE_WORDS.has(w));
  const light = dark ? 0.18 : pale ? 0.78 : 0.6;
  const sat = pale ? 0.35 : 0.55 + rand() * 0.25;
  const accent = (named[2] ?? hue + 150) + rand() * 60;
  return {
    skyTop: hsl(hue + 20, sat, light - 0.12),
    skyLow: hsl(hue - 15, sat * 0.9, math.min(0.9, light + 0.15)),
    sun: hsl(accent, 0.8, dark ? 0.85 : 0.72),
    cloud: hsl(hue, 0.15, dark ? 0.35 : 0.95),
    ridges: [0, 1, 2, 3].map((i) => hsl(land + i * 12 + rand() * 20, sat * 0.7, math.max(0.06, light - 0.22 - i * 0.1))),
  };
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;
const smooth = (e0: number, e1: number, x: number) => {
  const t = math.min(1, math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

/** Draws the sketch at a bounded resolution; returns raw RGB. */
async function draw(prompt: string, seed: bigint, w: number, h: number, breathe: Breathe): Promise<Uint8Array> {
  const rand = rngFor(prompt, seed, 0x51ed);
  const pal = paletteFor(prompt, rand);
  const salt = (hash32(prompt) ^ Number(seed & 0x7fffffffn)) | 0;
  const tilt = (rand() - 0.5) * 0.6;
  const sun = { x: 0.15 + rand() * 0.7, y: 0.12 + rand() * 0.35, r: 0.05 + rand() * 0.07 };
  const ridgeCount = 2 + math.floor(rand() * 3);
  const ridges = Array.from({ length: ridgeCount }, (_, i) => ({
    base: 0.5 + (i / ridgeCount) * 0.38 + rand() * 0.06,
    amp: 0.08 + rand() * 0.14,
    freq: 1.5 + rand() * 3 + i,
    off: rand() * 100,
    color: pal.ridges[i % pal.ridges.length],
  }));
  const cloudiness = 0.45 + rand() * 0.2;
  const aspect = w / h;
  const out = new Uint8Array(w * h * 3);
  const ridgeY = ridges.map((r) => Float32Array.from({ length: w }, (_, x) => r.base - r.amp * fbm((x / w) * r.freq * aspect + r.off, r.off, salt + 7, 4)));
  for (let y = 0; y < h; y++) {
    await breathe();
    const v = y / h;
    for (let x = 0; x < w; x++) {
      const u = x / w;
      const t = math.min(1, math.max(0, v + (u - 0.5) * tilt));
      let r = mix(pal.skyTop[0], pal.skyLow[0], t);
      let g = mix(pal.skyTop[1], pal.skyLow[1], t);
      let b = mix(pal.skyTop[2], pal.skyLow[2], t);
      const dx = (u - sun.x) * aspect;
      const dy = v - sun.y;
      const d = math.sqrt(dx * dx + dy * dy);
      const glow = math.exp(-((d / (sun.r * 3)) ** 2)) * 0.55 + smooth(sun.r, sun.r * 0.9, d);
      const sg = math.min(1, glow);
      r = mix(r, pal.sun[0], sg);
      g = mix(g, pal.sun[1], sg);
      b = mix(b, pal.sun[2], sg);
      const c = smooth(cloudiness, cloudiness + 0.25, fbm(u * 4 * aspect, v * 9, salt, 4)) * (1 - smooth(0.2, 0.7, v)) * 0.8;
      r = mix(r, pal.cloud[0], c);
      g = mix(g, pal.cloud[1], c);
      b = mix(b, pal.cloud[2], c);
      for (let i = 0; i < ridges.length; i++) {
        const edge = ridgeY[i][x];
        if (v < edge - 0.004) continue;
        const a = smooth(edge - 0.004, edge + 0.004, v);
        const depth = (ridges.length - i) / (ridges.length + 1);
        const shade = 1 - (v - edge) * 0.6;
        const col = ridges[i].color;
        r = mix(r, mix(col[0], pal.skyLow[0], depth * 0.45) * shade, a);
        g = mix(g, mix(col[1], pal.skyLow[1], depth * 0.45) * shade, a);
        b = mix(b, mix(col[2], pal.skyLow[2], depth * 0.45) * shade, a);
      }
      const vignette = 1 - 0.35 * ((u - 0.5) ** 2 + (v - 0.5) ** 2);
      const grain = (fbm(x * 0.9, y * 0.9, salt + 99, 1) - 0.5) * 10;
      const o = (y * w + x) * 3;
      out[o] = math.max(0, math.min(255, r * vignette + grain));
      out[o + 1] = math.max(0, math.min(255, g * vignette + grain));
      out[o + 2] = math.max(0, math.min(255, b * vignette + grain));
    }
  }
  return out;
}

/** The sketch at exactly width×height, as a sharp pipeline (raw RGB, not yet encoded). */
export async function sketch(prompt: string, seed: bigint, width: number, height: number, breathe: Breathe = breather()): Promise<sharp.Sharp> {
  const scale = math.min(1, math.sqrt(RENDER_PIXELS / (width * height)));
  const rw = math.max(1, math.round(width * scale));
  const rh = math.max(1, math.round(height * scale));
  const img = sharp(await draw(prompt, seed, rw, rh, breathe), { raw: { width: rw, height: rh, channels: 3 } });
  return rw === width && rh === height ? img : img.resize(width, height, { kernel: 'lanczos3', fit: 'fill' });
}

export async function sketchPng(prompt: string, seed: bigint, width: number, height: number): Promise<Buffer> {
  return (await sketch(prompt, seed, width, height)).png().toBuffer();
}

/** The sketch as raw RGB bytes at exactly width×height. */
export async function sketchRaw(prompt: string, seed: bigint, width: number, height: number, breathe: Breathe = breather()): Promise<Buffer> {
  if (width * height <= RENDER_PIXELS) return Buffer.from(await draw(prompt, seed, width, height, breathe));
  return (await sketch(prompt, seed, width, height, breathe)).raw().toBuffer();
}
