// The cpu node's "text-to-image": a procedural sketch, not AI. The prompt is read into a scene
// (scene.ts: time of day, weather, setting, colours, counted subjects) and drawn in layers — sky with
// sun, moon or stars; the setting (hills, waves and a beach, dunes, a tree line, a skyline, peaks);
// the subjects as silhouettes (silhouettes.ts); then fog, rain or snow. The seed picks the composition
// (where things stand, the terrain, the clouds), so one prompt gives a family of pictures and the same
// prompt + seed gives identical bytes. Every pixel loop breathes once per row (slices.ts).
import sharp from 'sharp';
import { fbm, hash32, rngFor } from './noise';
import { parsePrompt, type ColorName, type Scene, type Setting, type SubjectKind, type TimeOfDay } from './scene';
import { coverage, MIRRORED, SHAPES, type Role } from './silhouettes';
import { breather, type Breathe } from './slices';

// A module-level alias: under jest (Node 20 vm contexts) every global `Math` lookup in a pixel
// loop goes through a slow interceptor; a local binding keeps these loops ~50x faster there.
const math = Math;

type Rgb = [number, number, number];

/** Pixels the sketch is computed at, at most; sharp's Lanczos takes it to the requested size. */
const RENDER_PIXELS = 512 * 512;

export const COLOR_RGB: Record<ColorName, Rgb> = {
  red: [200, 40, 35], orange: [225, 115, 35], yellow: [235, 200, 50], green: [60, 150, 60], teal: [30, 150, 150],
  blue: [45, 90, 200], purple: [125, 60, 170], pink: [235, 120, 165], brown: [120, 75, 40], white: [240, 240, 236],
  grey: [130, 130, 135], black: [28, 28, 32], gold: [215, 170, 55], silver: [190, 195, 205],
};

interface Light {
  skyTop: Rgb;
  skyLow: Rgb;
  /** Sun or moon colour, its height above the horizon (fraction of the image) and radius. */
  orb: Rgb;
  orbHeight: number;
  orbRadius: number;
  cloud: Rgb;
  /** Multiplies everything on the ground. */
  ambient: Rgb;
  /** How far subjects turn to silhouettes against the light (0 day … 0.6 night). */
  backlit: number;
  /** Windows and lamps glow (dusk and night) or just reflect the sky (day). */
  lampsOn: boolean;
}

const LIGHTS: Record<TimeOfDay, Light> = {
  dawn: { skyTop: [90, 110, 175], skyLow: [250, 190, 160], orb: [255, 228, 175], orbHeight: 0.06, orbRadius: 0.05, cloud: [250, 185, 190], ambient: [0.95, 0.84, 0.8], backlit: 0.2, lampsOn: false },
  day: { skyTop: [62, 135, 225], skyLow: [190, 222, 245], orb: [255, 252, 230], orbHeight: 0.42, orbRadius: 0.045, cloud: [252, 252, 255], ambient: [1, 1, 1], backlit: 0, lampsOn: false },
  sunset: { skyTop: [70, 45, 120], skyLow: [255, 140, 60], orb: [255, 190, 95], orbHeight: 0.015, orbRadius: 0.08, cloud: [240, 120, 110], ambient: [0.9, 0.66, 0.52], backlit: 0.5, lampsOn: true },
  night: { skyTop: [6, 10, 32], skyLow: [28, 42, 85], orb: [236, 236, 218], orbHeight: 0.4, orbRadius: 0.04, cloud: [60, 70, 100], ambient: [0.3, 0.35, 0.52], backlit: 0.55, lampsOn: true },
};

/** Where the land meets the sky (fraction of the height from the top). */
const HORIZON: Record<Setting, number> = { meadow: 0.62, sea: 0.56, desert: 0.6, forest: 0.64, city: 0.7, mountains: 0.68 };

/** Each subject's height as a fraction of the image height, in the middle distance. */
const SIZE: Record<SubjectKind, number> = {
  fox: 0.13, cat: 0.12, dog: 0.13, bird: 0.035, horse: 0.22, deer: 0.2, person: 0.22, tree: 0.3,
  house: 0.22, lighthouse: 0.5, castle: 0.34, boat: 0.16, car: 0.12,
};

/** The colours a subject is drawn in before light and the prompt's colour words. */
const SUBJECT_COLORS: Record<SubjectKind, Record<Exclude<Role, 'light'>, Rgb>> = {
  fox: { body: [205, 95, 35], accent: [240, 236, 228], dark: [30, 25, 25] },
  cat: { body: [70, 68, 72], accent: [70, 68, 72], dark: [20, 20, 22] },
  dog: { body: [150, 100, 60], accent: [95, 60, 35], dark: [25, 20, 20] },
  bird: { body: [35, 35, 42], accent: [35, 35, 42], dark: [20, 20, 25] },
  horse: { body: [115, 72, 42], accent: [45, 30, 25], dark: [30, 22, 20] },
  deer: { body: [160, 112, 66], accent: [235, 225, 210], dark: [40, 30, 25] },
  person: { body: [60, 80, 140], accent: [225, 185, 150], dark: [45, 45, 55] },
  tree: { body: [40, 105, 55], accent: [40, 105, 55], dark: [85, 58, 35] },
  house: { body: [228, 206, 168], accent: [165, 62, 45], dark: [70, 45, 35] },
  lighthouse: { body: [242, 240, 234], accent: [200, 40, 40], dark: [60, 60, 66] },
  castle: { body: [150, 145, 140], accent: [85, 72, 125], dark: [45, 40, 40] },
  boat: { body: [125, 72, 40], accent: [246, 244, 238], dark: [60, 45, 35] },
  car: { body: [200, 35, 35], accent: [200, 35, 35], dark: [25, 25, 28] },
};

const mix = (a: number, b: number, t: number) => a + (b - a) * t;
const mixRgb = (a: Rgb, b: Rgb, t: number): Rgb => [mix(a[0], b[0], t), mix(a[1], b[1], t), mix(a[2], b[2], t)];
const lit = (c: Rgb, l: Rgb): Rgb => [c[0] * l[0], c[1] * l[1], c[2] * l[2]];
const smooth = (e0: number, e1: number, x: number) => {
  const t = math.min(1, math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

/** A float RGB canvas with a "ground" mask (how much snow settles there, 0–255) and painter's-order blending. */
class Canvas {
  readonly px: Float32Array;
  readonly ground: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Float32Array(w * h * 3);
    this.ground = new Uint8Array(w * h);
  }
  blend(i: number, c: Rgb, a: number): void {
    if (a <= 0) return;
    const o = i * 3;
    this.px[o] = mix(this.px[o], c[0], a);
    this.px[o + 1] = mix(this.px[o + 1], c[1], a);
    this.px[o + 2] = mix(this.px[o + 2], c[2], a);
  }
}

/** Everything fixed for one (prompt, seed) before any pixel is drawn. */
interface Plan {
  scene: Scene;
  light: Light;
  horizon: number;
  salt: number;
  rand: () => number;
  orbX: number;
  /** Tint of the land from the prompt's free colour words (and of the sky from a sky colour). */
  landTint?: Rgb;
}

function planFor(prompt: string, seed: bigint): Plan {
  const scene = parsePrompt(prompt);
  const rand = rngFor(prompt, seed, 0x51ed);
  const base = LIGHTS[scene.timeOfDay];
  // Words outside the vocabulary nudge the sky a little, so two unrelated prompts still differ.
  const nudge = ((hash32(prompt) % 31) - 15) / 255;
  let skyTop: Rgb = [base.skyTop[0] * (1 + nudge), base.skyTop[1], base.skyTop[2] * (1 - nudge)];
  let skyLow = base.skyLow;
  if (scene.skyColor) {
    skyTop = mixRgb(skyTop, COLOR_RGB[scene.skyColor], 0.35);
    skyLow = mixRgb(skyLow, COLOR_RGB[scene.skyColor], 0.55);
  }
  let light: Light = { ...base, skyTop, skyLow };
  if (scene.weather === 'rain') {
    const grey: Rgb = [95, 100, 112];
    light = { ...light, skyTop: mixRgb(light.skyTop, grey, 0.6), skyLow: mixRgb(light.skyLow, grey, 0.5), cloud: mixRgb(light.cloud, grey, 0.6), ambient: lit(light.ambient, [0.78, 0.8, 0.85]), orbRadius: 0 };
  } else if (scene.weather === 'snow') {
    const pale: Rgb = [205, 212, 222];
    light = { ...light, skyTop: mixRgb(light.skyTop, pale, 0.35), skyLow: mixRgb(light.skyLow, pale, 0.4) };
  }
  const landTint = scene.colors.length > 0 ? COLOR_RGB[scene.colors[0]] : undefined;
  return { scene, light, horizon: HORIZON[scene.setting], salt: (hash32(prompt) ^ Number(seed & 0x7fffffffn)) | 0, rand, orbX: 0.15 + rand() * 0.7, landTint };
}

async function paintSky(c: Canvas, p: Plan, breathe: Breathe): Promise<void> {
  const { w, h } = c;
  const { light, horizon, salt } = p;
  const aspect = w / h;
  const orbY = horizon - light.orbHeight;
  const night = p.scene.timeOfDay === 'night';
  const cloudiness = p.scene.weather === 'rain' ? 0.35 : p.scene.weather === 'clear' ? 0.55 + p.rand() * 0.1 : 0.48;
  for (let y = 0; y < h; y++) {
    await breathe();
    const v = y / h;
    const t = math.min(1, v / horizon);
    const row: Rgb = mixRgb(light.skyTop, light.skyLow, t * t);
    for (let x = 0; x < w; x++) {
      const u = x / w;
      const i = y * w + x;
      c.px[i * 3] = row[0];
      c.px[i * 3 + 1] = row[1];
      c.px[i * 3 + 2] = row[2];
      if (night) {
        // Stars: a sparse lattice of twinkles, fewer towards the horizon.
        const s = fbm(x * 0.7, y * 0.7, salt + 5, 1);
        if (s > 0.985 - (1 - t) * 0.01) c.blend(i, [255, 255, 240], (s - 0.97) * 30 * (1 - t));
      }
      if (light.orbRadius > 0) {
        const d = math.hypot((u - p.orbX) * aspect, v - orbY);
        const r = light.orbRadius;
        c.blend(i, light.orb, math.min(1, math.exp(-((d / (r * 4)) ** 2)) * (night ? 0.25 : 0.5)));
        c.blend(i, light.orb, smooth(r + 0.003, r - 0.003, d));
        if (night) c.blend(i, [200, 200, 190], smooth(r * 0.35, r * 0.2, math.hypot((u - p.orbX - r * 0.3 / aspect) * aspect, v - orbY - r * 0.2)) * 0.5);
      }
      const cl = smooth(cloudiness, cloudiness + 0.22, fbm(u * 3 * aspect, v * 8, salt, 4)) * (1 - smooth(horizon * 0.3, horizon, v));
      c.blend(i, light.cloud, cl * (night ? 0.5 : 0.85));
    }
  }
}

/** One column-indexed terrain line: `top[x]` is the y (fraction) of its edge. */
function ridge(w: number, h: number, base: number, amp: number, freq: number, salt: number, sharp_ = false): Float32Array {
  const top = new Float32Array(w);
  const aspect = w / h;
  for (let x = 0; x < w; x++) {
    const n = fbm((x / w) * freq * aspect, 0.5, salt, 5);
    top[x] = base - amp * (sharp_ ? 1 - math.abs(n * 2 - 1) : n);
  }
  return top;
}

/** Paints the land below `top` with `color` (shaded darker downwards), marking it as ground. */
async function paintLand(c: Canvas, top: Float32Array, color: Rgb, p: Plan, breathe: Breathe, opts: { haze?: number; snowcap?: number; snow?: number } = {}): Promise<void> {
  const { w, h } = c;
  const haze = opts.haze ?? 0;
  const tinted = p.landTint ? mixRgb(color, p.landTint, 0.45) : color;
  const col = mixRgb(lit(tinted, p.light.ambient), p.light.skyLow, haze);
  for (let y = 0; y < h; y++) {
    await breathe();
    const v = y / h;
    for (let x = 0; x < w; x++) {
      const edge = top[x];
      if (v < edge - 2 / h) continue;
      const a = smooth(edge - 1 / h, edge + 1 / h, v);
      const shade = 1 - math.min(0.35, (v - edge) * 0.5);
      let rgb: Rgb = [col[0] * shade, col[1] * shade, col[2] * shade];
      if (opts.snowcap !== undefined && edge < opts.snowcap) {
        // Snow on the peaks: white where the slope starts high, fading down the flank.
        const s = smooth(opts.snowcap, opts.snowcap - 0.08, edge) * (1 - smooth(edge, edge + 0.1, v)) * (0.6 + fbm(x * 0.2, y * 0.2, p.salt + 3, 2) * 0.6);
        rgb = mixRgb(rgb, lit([245, 248, 252], p.light.ambient), math.min(1, s));
      }
      const i = y * w + x;
      c.blend(i, rgb, a);
      if (a > 0.5) c.ground[i] = opts.snow ?? 255;
    }
  }
}

async function paintSea(c: Canvas, p: Plan, breathe: Breathe): Promise<void> {
  const { w, h } = c;
  const { horizon, light, salt } = p;
  const deep = lit(p.landTint ? mixRgb([25, 70, 120], p.landTint, 0.35) : [25, 70, 120], light.ambient);
  const beach = horizon + 0.3;
  const shore = ridge(w, h, beach, 0.04, 3, salt + 17);
  for (let y = math.floor(horizon * h); y < h; y++) {
    await breathe();
    const v = y / h;
    const depth = (v - horizon) / (1 - horizon);
    for (let x = 0; x < w; x++) {
      const u = x / w;
      const i = y * w + x;
      // Water reflects the low sky near the horizon and darkens towards the viewer.
      let col = mixRgb(light.skyLow, deep, math.min(1, 0.35 + depth * 1.2));
      const wave = math.sin((v * 90) / (0.2 + depth) + fbm(u * 6, v * 20, salt + 11, 2) * 6);
      col = mixRgb(col, light.skyLow, smooth(0.75, 1, wave) * 0.35);
      if (light.orbRadius > 0) {
        const glitter = math.exp(-(((u - p.orbX) / (0.03 + depth * 0.12)) ** 2)) * smooth(0.3, 1, wave);
        col = mixRgb(col, light.orb, glitter * 0.7);
      }
      c.blend(i, col, 1);
      if (v > shore[x]) {
        // A strip of beach with a line of foam, so land subjects have somewhere to stand.
        const sand = lit(p.scene.timeOfDay === 'night' ? [150, 140, 120] : [222, 200, 150], light.ambient);
        c.blend(i, sand, smooth(shore[x], shore[x] + 0.006, v));
        c.blend(i, lit([250, 250, 250], light.ambient), smooth(0.012, 0, math.abs(v - shore[x] - 0.004)) * 0.7);
        c.ground[i] = 255;
      }
    }
  }
}

async function paintCity(c: Canvas, p: Plan, breathe: Breathe): Promise<void> {
  const { w, h } = c;
  const { horizon, light } = p;
  // Buildings: back row paler and lower, front row darker; lit windows on a grid.
  const top = new Float32Array(w).fill(2);
  const windowSalt = new Int32Array(w);
  const front = new Uint8Array(w);
  for (const row of [0, 1]) {
    let x = 0;
    while (x < w) {
      const bw = math.max(4, math.round(w * (0.04 + p.rand() * 0.07)));
      const height = (row === 0 ? 0.18 : 0.1) + p.rand() * (row === 0 ? 0.25 : 0.18);
      const s = math.floor(p.rand() * 1e9);
      for (let k = x; k < math.min(w, x + bw); k++) {
        const t = horizon - height;
        if (row === 0 || t < top[k]) {
          top[k] = t;
          windowSalt[k] = s;
          front[k] = row;
        }
      }
      x += bw + (row === 0 ? 0 : math.round(p.rand() * w * 0.02));
    }
  }
  const wall = (row: number): Rgb => mixRgb(lit(p.landTint ?? [105, 110, 125], light.ambient), light.skyLow, row === 0 ? 0.45 : 0.1);
  const lamp: Rgb = light.lampsOn ? [255, 214, 130] : mixRgb(light.skyLow, [210, 225, 240], 0.5);
  // After dark the street catches the glow of the windows.
  const road = mixRgb(lit([70, 72, 78], light.ambient), lamp, light.lampsOn ? 0.18 : 0);
  for (let y = 0; y < h; y++) {
    await breathe();
    const v = y / h;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (v >= horizon) {
        c.blend(i, mixRgb(road, [0, 0, 0], (v - horizon) * 0.6), 1);
        c.ground[i] = 255;
        continue;
      }
      if (v < top[x]) continue;
      let col = wall(front[x]);
      // Windows: a 6×8 px cell grid per building, some lit (more at night).
      const cx = x % 6;
      const cy = y % 8;
      if (cx >= 2 && cx <= 4 && cy >= 2 && cy <= 5 && v > top[x] + 0.01) {
        const on = fbm(math.floor(x / 6) * 7.3, math.floor(y / 8) * 3.1, windowSalt[x], 1) > (light.lampsOn ? 0.45 : 0.3);
        if (on) col = mixRgb(col, lamp, front[x] === 1 ? 0.9 : 0.5);
      }
      c.blend(i, col, 1);
      c.ground[i] = v < top[x] + 1.5 / h ? 255 : 0; // roofs hold snow, walls do not
    }
  }
}

async function paintSetting(c: Canvas, p: Plan, breathe: Breathe): Promise<void> {
  const { w, h } = c;
  const { horizon, salt } = p;
  const r = () => p.rand();
  switch (p.scene.setting) {
    case 'meadow':
      await paintLand(c, ridge(w, h, horizon, 0.08 + r() * 0.06, 2 + r() * 2, salt + 1), [110, 150, 95], p, breathe, { haze: 0.35 });
      await paintLand(c, ridge(w, h, horizon + 0.08, 0.07 + r() * 0.05, 1.5 + r() * 1.5, salt + 2), [85, 150, 60], p, breathe);
      return;
    case 'sea':
      return paintSea(c, p, breathe);
    case 'desert':
      await paintLand(c, ridge(w, h, horizon, 0.05, 2, salt + 1), [200, 160, 110], p, breathe, { haze: 0.35 });
      await paintLand(c, ridge(w, h, horizon + 0.08, 0.08, 1.6, salt + 2), [225, 180, 115], p, breathe, { haze: 0.1 });
      await paintLand(c, ridge(w, h, horizon + 0.2, 0.1, 1.2, salt + 3), [235, 195, 130], p, breathe);
      return;
    case 'forest': {
      await paintLand(c, ridge(w, h, horizon - 0.02, 0.08, 2, salt + 1), [70, 110, 80], p, breathe, { haze: 0.45, snow: 120 });
      // A tree line: a saw-tooth of conifer tips over the far hill.
      const line = ridge(w, h, horizon + 0.02, 0.04, 3, salt + 2);
      const period = math.max(3, math.round(w / 40));
      for (let x = 0; x < w; x++) {
        const k = x % period;
        const tip = 0.05 + fbm(math.floor(x / period) * 1.7, 0, salt + 9, 1) * 0.07;
        line[x] -= tip * (1 - math.abs(k / period - 0.5) * 2);
      }
      await paintLand(c, line, [35, 80, 45], p, breathe, { haze: 0.15, snow: 70 });
      await paintLand(c, ridge(w, h, horizon + 0.14, 0.04, 1.5, salt + 3), [60, 110, 50], p, breathe);
      return;
    }
    case 'city':
      return paintCity(c, p, breathe);
    case 'mountains':
      await paintLand(c, ridge(w, h, horizon - 0.05, 0.38, 1.6 + r(), salt + 1, true), [105, 115, 140], p, breathe, { haze: 0.45, snowcap: horizon - 0.28, snow: 140 });
      await paintLand(c, ridge(w, h, horizon + 0.02, 0.22, 2.4 + r(), salt + 2, true), [80, 95, 95], p, breathe, { haze: 0.2, snowcap: horizon - 0.14, snow: 190 });
      await paintLand(c, ridge(w, h, horizon + 0.12, 0.05, 1.5, salt + 3), [85, 140, 60], p, breathe);
      return;
  }
}

interface Placed {
  kind: SubjectKind;
  /** Centre x and foot y in pixels; height in pixels. */
  x: number;
  y: number;
  size: number;
  mirror: boolean;
  color?: ColorName;
}

/** Where each subject stands: on the ground (far ones small and high), boats on water, birds in the sky. */
function place(c: Canvas, p: Plan): Placed[] {
  const { w, h } = c;
  const { horizon, scene } = p;
  const r = () => p.rand();
  const out: Placed[] = [];
  const sea = scene.setting === 'sea';
  const landTop = sea ? horizon + 0.33 : horizon + 0.1;
  const instances: Array<{ kind: SubjectKind; color?: ColorName }> = [];
  for (const s of scene.subjects) for (let k = 0; k < s.count; k++) instances.push(s.color ? { kind: s.kind, color: s.color } : { kind: s.kind });
  // A forest has trees of its own (not counted in the Preset), at the sides so subjects stay visible.
  const scenery: SubjectKind[] = scene.setting === 'forest' ? ['tree', 'tree', 'tree', 'tree', 'tree', 'tree'] : [];
  const ground = instances.filter((s) => s.kind !== 'bird' && !(sea && (s.kind === 'boat' || s.kind === 'lighthouse')));
  // Stratified x slots in a seeded order, so several subjects spread over the width.
  const slots = ground.map((_, k) => k);
  for (let k = slots.length - 1; k > 0; k--) {
    const j = math.floor(r() * (k + 1));
    [slots[k], slots[j]] = [slots[j], slots[k]];
  }
  ground.forEach((s, k) => {
    const depth = 0.15 + r() * 0.8;
    const y = landTop + depth * (0.97 - landTop);
    const x = ((slots[k] + 0.5) / ground.length) * 0.8 + 0.1 + (r() - 0.5) * (0.5 / ground.length);
    out.push({ ...s, x: x * w, y: y * h, size: SIZE[s.kind] * (0.55 + depth * 0.7) * h, mirror: MIRRORED.has(s.kind) && r() < 0.5 });
  });
  scenery.forEach((kind, k) => {
    const side = k % 2 === 0 ? 0.01 + r() * 0.17 : 0.82 + r() * 0.17;
    const depth = 0.1 + r() * 0.9;
    out.push({ kind, x: side * w, y: (landTop - 0.04 + depth * 0.3) * h, size: SIZE.tree * (0.9 + depth * 1.2) * h, mirror: false });
  });
  for (const s of instances) {
    if (sea && s.kind === 'lighthouse') {
      const left = r() < 0.5;
      out.push({ ...s, x: (left ? 0.16 : 0.84) * w, y: (horizon + 0.2) * h, size: SIZE.lighthouse * h, mirror: false });
    } else if (sea && s.kind === 'boat') {
      const depth = r();
      out.push({ ...s, x: (0.15 + r() * 0.7) * w, y: (horizon + 0.03 + depth * 0.2) * h, size: SIZE.boat * (0.5 + depth) * h, mirror: r() < 0.5 });
    }
  }
  // Birds fly in a loose V or flock between the clouds.
  const birds = instances.filter((s) => s.kind === 'bird');
  const bx = 0.2 + r() * 0.6;
  const by = 0.12 + r() * (horizon * 0.45);
  birds.forEach((s, k) => {
    const side = k % 2 === 0 ? 1 : -1;
    const step = math.ceil(k / 2);
    out.push({ ...s, x: (bx + side * step * 0.06 + (r() - 0.5) * 0.03) * w, y: (by + step * 0.035 + (r() - 0.5) * 0.02) * h, size: SIZE.bird * (0.8 + r() * 0.5) * h * 2.2, mirror: false });
  });
  // Far (higher on the page) first, so near ones overlap them.
  return out.sort((a, b) => a.y - b.y);
}

async function paintSubjects(c: Canvas, p: Plan, placed: Placed[], breathe: Breathe): Promise<void> {
  const { w, h } = c;
  const { light } = p;
  const shadowColor: Rgb = mixRgb(light.skyTop, [0, 0, 0], 0.55);
  // Subjects are what the prompt asked for: keep them readable after dark.
  const ambient: Rgb = [math.max(0.62, light.ambient[0]), math.max(0.62, light.ambient[1]), math.max(0.68, light.ambient[2])];
  for (const s of placed) {
    const shape = SHAPES[s.kind];
    const colors = SUBJECT_COLORS[s.kind];
    const named = s.color ? COLOR_RGB[s.color] : undefined;
    const roleColor = (role: Role): Rgb => {
      if (role === 'light') return light.lampsOn ? [255, 220, 140] : mixRgb(light.skyLow, [215, 230, 245], 0.6);
      const base = role === 'body' && named ? named : colors[role];
      // Lit by the time of day, then pulled towards a silhouette when the light is behind it.
      return mixRgb(lit(base, ambient), shadowColor, light.backlit * (s.kind === 'bird' ? 1 : 0.5));
    };
    const partColors = shape.parts.map((part) => roleColor(part.role));
    const x0 = math.max(0, math.floor(s.x - shape.halfWidth * s.size));
    const x1 = math.min(w - 1, math.ceil(s.x + shape.halfWidth * s.size));
    const y0 = math.max(0, math.floor(s.y - shape.height * s.size - 2));
    const y1 = math.min(h - 1, math.ceil(s.y + 2));
    // A soft contact shadow keeps ground subjects from floating.
    if (s.kind !== 'bird') {
      for (let y = math.max(0, math.floor(s.y - 3)); y <= math.min(h - 1, math.ceil(s.y + 3)); y++) {
        for (let x = x0; x <= x1; x++) {
          const d = math.hypot((x - s.x) / (shape.halfWidth * s.size * 0.8), (y - s.y) / math.max(1.5, s.size * 0.04));
          c.blend(y * w + x, [0, 0, 0], smooth(1, 0.3, d) * 0.25);
        }
      }
    }
    const pxPerUnit = s.size;
    for (let y = y0; y <= y1; y++) {
      await breathe();
      const ly = (s.y - y - 0.5) / s.size;
      for (let x = x0; x <= x1; x++) {
        let lx = (x + 0.5 - s.x) / s.size;
        if (s.mirror) lx = -lx;
        const i = y * w + x;
        for (let k = 0; k < shape.parts.length; k++) {
          const a = coverage(shape.parts[k], lx, ly, pxPerUnit);
          if (a > 0) c.blend(i, partColors[k], a);
          if (a > 0.5) c.ground[i] = s.kind === 'tree' || s.kind === 'house' || s.kind === 'castle' ? 50 : 0;
        }
      }
    }
    // A lighthouse lamp throws beams after dark.
    if (s.kind === 'lighthouse' && light.lampsOn) {
      const lampY = s.y - 0.86 * s.size;
      for (let y = math.max(0, math.floor(lampY - s.size * 0.3)); y < math.min(h, lampY + s.size * 0.3); y++) {
        await breathe();
        for (let x = 0; x < w; x++) {
          const dx = x - s.x;
          const dy = y - lampY;
          const spread = math.abs(dy) / (math.abs(dx) + 1);
          c.blend(y * w + x, [255, 236, 170], smooth(0.12, 0, spread) * smooth(w * 0.7, 0, math.abs(dx)) * 0.45);
        }
      }
    }
  }
}

async function paintWeather(c: Canvas, p: Plan, breathe: Breathe): Promise<void> {
  const { w, h } = c;
  const { scene, light, horizon, salt } = p;
  if (scene.weather === 'snow') {
    // Snow lies on the ground (patchy) and falls as soft flakes.
    const snow = lit([246, 248, 252], [math.max(0.55, light.ambient[0]), math.max(0.6, light.ambient[1]), math.max(0.7, light.ambient[2])]);
    for (let y = 0; y < h; y++) {
      await breathe();
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (c.ground[i]) c.blend(i, snow, (c.ground[i] / 255) * (0.7 + fbm(x * 0.08, y * 0.08, salt + 21, 3) * 0.3));
      }
    }
    const flakes = math.round((w * h) / 260);
    for (let k = 0; k < flakes; k++) {
      const fx = p.rand() * w;
      const fy = p.rand() * h;
      const fr = 0.5 + p.rand() * 1.3 * (math.min(w, h) / 400);
      await breathe();
      for (let y = math.max(0, math.floor(fy - fr - 1)); y <= math.min(h - 1, fy + fr + 1); y++) {
        for (let x = math.max(0, math.floor(fx - fr - 1)); x <= math.min(w - 1, fx + fr + 1); x++) {
          c.blend(y * w + x, [255, 255, 255], smooth(fr + 0.7, fr - 0.5, math.hypot(x + 0.5 - fx, y + 0.5 - fy)) * 0.95);
        }
      }
    }
  } else if (scene.weather === 'rain') {
    const streak = mixRgb(light.skyLow, [220, 228, 240], 0.6);
    const drops = math.round((w * h) / 350);
    const slant = 0.25;
    for (let k = 0; k < drops; k++) {
      const fx = p.rand() * w;
      const fy = p.rand() * h;
      const len = (8 + p.rand() * 14) * (math.min(w, h) / 400);
      await breathe();
      for (let t = 0; t < len; t++) {
        const x = math.round(fx + t * slant);
        const y = math.round(fy + t);
        if (x >= 0 && x < w && y >= 0 && y < h) c.blend(y * w + x, streak, 0.4 * (1 - math.abs(t / len - 0.5)));
      }
    }
  } else if (scene.weather === 'fog') {
    const fog = mixRgb(lit([208, 212, 218], light.ambient), light.skyLow, 0.3);
    for (let y = 0; y < h; y++) {
      await breathe();
      const v = y / h;
      const band = 0.3 + 0.45 * math.exp(-(((v - horizon) / 0.2) ** 2));
      for (let x = 0; x < w; x++) {
        c.blend(y * w + x, fog, math.min(0.85, band * (0.75 + fbm(x / w * 4, v * 6, salt + 31, 3) * 0.5)));
      }
    }
  }
}

/** The sketch's stages, in order (sky, setting, subjects, weather, finish): the cpu node's own
 *  progress steps. `onStage(done, SKETCH_STAGES)` is called after each, and awaited (the adapter may
 *  pace the stages: cpu.adapter.ts `minStageMs`). */
export const SKETCH_STAGES = 5;
export type OnStage = (done: number, total: number) => void | Promise<void>;

/** Draws the sketch at a bounded resolution; returns raw RGB. */
async function draw(prompt: string, seed: bigint, w: number, h: number, breathe: Breathe, onStage?: OnStage): Promise<Uint8Array> {
  const p = planFor(prompt, seed);
  const c = new Canvas(w, h);
  await paintSky(c, p, breathe);
  await onStage?.(1, SKETCH_STAGES);
  await paintSetting(c, p, breathe);
  await onStage?.(2, SKETCH_STAGES);
  await paintSubjects(c, p, place(c, p), breathe);
  await onStage?.(3, SKETCH_STAGES);
  await paintWeather(c, p, breathe);
  await onStage?.(4, SKETCH_STAGES);
  const out = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    await breathe();
    const v = y / h;
    for (let x = 0; x < w; x++) {
      const u = x / w;
      const vignette = 1 - 0.3 * ((u - 0.5) ** 2 + (v - 0.5) ** 2);
      const grain = (fbm(x * 0.9, y * 0.9, p.salt + 99, 1) - 0.5) * 6;
      const o = (y * w + x) * 3;
      out[o] = math.max(0, math.min(255, c.px[o] * vignette + grain));
      out[o + 1] = math.max(0, math.min(255, c.px[o + 1] * vignette + grain));
      out[o + 2] = math.max(0, math.min(255, c.px[o + 2] * vignette + grain));
    }
  }
  await onStage?.(SKETCH_STAGES, SKETCH_STAGES);
  return out;
}

/** The sketch at exactly width×height, as a sharp pipeline (raw RGB, not yet encoded). */
export async function sketch(prompt: string, seed: bigint, width: number, height: number, breathe: Breathe = breather(), onStage?: OnStage): Promise<sharp.Sharp> {
  const scale = math.min(1, math.sqrt(RENDER_PIXELS / (width * height)));
  const rw = math.max(1, math.round(width * scale));
  const rh = math.max(1, math.round(height * scale));
  const img = sharp(await draw(prompt, seed, rw, rh, breathe, onStage), { raw: { width: rw, height: rh, channels: 3 } });
  return rw === width && rh === height ? img : img.resize(width, height, { kernel: 'lanczos3', fit: 'fill' });
}

export async function sketchPng(prompt: string, seed: bigint, width: number, height: number, onStage?: OnStage): Promise<Buffer> {
  return (await sketch(prompt, seed, width, height, breather(), onStage)).png().toBuffer();
}

/** The sketch as raw RGB bytes at exactly width×height. */
export async function sketchRaw(prompt: string, seed: bigint, width: number, height: number, breathe: Breathe = breather()): Promise<Buffer> {
  if (width * height <= RENDER_PIXELS) return Buffer.from(await draw(prompt, seed, width, height, breathe));
  return (await sketch(prompt, seed, width, height, breathe)).raw().toBuffer();
}
