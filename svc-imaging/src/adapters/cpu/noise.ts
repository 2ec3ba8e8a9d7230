// Deterministic randomness for the cpu node: a string hash, a seeded PRNG and smooth value noise.
// Everything here is integer arithmetic on fixed inputs, so the same prompt and seed always give
// the same pixels on any machine.

// A module-level alias: under jest (Node 20 vm contexts) every global `Math` lookup in a pixel
// loop goes through a slow interceptor; a local binding keeps these loops ~50x faster there.
const math = Math;

/** FNV-1a over UTF-8 bytes: a stable 32-bit hash of a word or prompt. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    h ^= byte;
    h = math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** sfc32 seeded from four 32-bit words: returns floats in [0, 1). */
export function prng(a: number, b: number, c: number, d: number): () => number {
  let [x, y, z, w] = [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
  const next = () => {
    const t = (((x + y) >>> 0) + w) >>> 0;
    w = (w + 1) >>> 0;
    x = y ^ (y >>> 9);
    y = (z + (z << 3)) >>> 0;
    z = ((z << 21) | (z >>> 11)) >>> 0;
    z = (z + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** A PRNG for one (prompt, seed) pair: the 64-bit seed feeds two words, the prompt a third. */
export function rngFor(prompt: string, seed: bigint, salt: number): () => number {
  return prng(hash32(prompt), Number(seed & 0xffffffffn), Number((seed >> 32n) & 0xffffffffn), salt);
}

/** Integer lattice hash in [0, 1). */
function lattice(ix: number, iy: number, salt: number): number {
  let h = math.imul(ix, 0x27d4eb2d) ^ math.imul(iy, 0x165667b1) ^ salt;
  h = math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth 2-D value noise in [0, 1). */
export function valueNoise(x: number, y: number, salt: number): number {
  const ix = math.floor(x);
  const iy = math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = lattice(ix, iy, salt);
  const b = lattice(ix + 1, iy, salt);
  const c = lattice(ix, iy + 1, salt);
  const d = lattice(ix + 1, iy + 1, salt);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

/** Fractal sum of `octaves` value-noise layers, normalised to [0, 1). */
export function fbm(x: number, y: number, salt: number, octaves: number): number {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    sum += amp * valueNoise(x, y, salt + o * 1013);
    norm += amp;
    x *= 2.03;
    y *= 2.03;
    amp *= 0.5;
  }
  return sum / norm;
}
