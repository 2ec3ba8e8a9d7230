// What storing a node's output costs the worker, per image at 1024²: the path every output took until
// 2026-11-27 — decode, re-encode as PNG, WebP thumbnail (service/image-codec reencodedOutput, still the
// path of every output that cannot be kept as it is) — as the baseline, against encodeOutput, which
// stores an 8-bit RGB(A) PNG as its header and pixel data once the stream is proven whole. CPU of this
// process (libvips' and zlib's threads included) by process.cpuUsage, the two in alternating blocks;
// the stored sizes beside. Inputs: the built-in cpu node's text-to-image output, and a photo-like
// picture as A1111 sends one (a filtered PNG with its generation parameters in a tEXt chunk).
import sharp from 'sharp';
import { cpuAdapter } from '@atelier/svc-imaging/src/adapters';
import { strippedPng } from '@atelier/svc-imaging/src/domain/image-structure';
import { encodeOutput, reencodedOutput, type EncodedOutput } from '@atelier/svc-imaging/src/service/image-codec';
import { pngChunk } from '@atelier/svc-imaging/tests/support/png';

export interface CodecRow {
  input: string;
  inputKiB: number;
  /** CPU ms per image and the stored original's size, re-encoded (baseline) and as encodeOutput does it. */
  reencoded: { cpuMs: number; pngKiB: number };
  encoded: { cpuMs: number; pngKiB: number; kept: boolean };
}

const BLOCKS = 6;
const PER_BLOCK = 5;

async function inputs(): Promise<Array<[string, Buffer]>> {
  const instance = { id: 'bench', name: 'cpu', controllerName: 'cpu', settings: {}, apiToken: '' };
  const [cpu] = await cpuAdapter.run(
    instance,
    { jobId: 'bench', operation: 'text2img', prompt: 'a red sunset over blue mountains', negativePrompt: '', count: 1, seed: '42', modelName: 'cpu', width: 1024, height: 1024 },
    { signal: new AbortController().signal },
  );
  // Smooth gradients with fine noise, blurred: it compresses like a generated photo, not like a flat fill.
  const w = 1024;
  const raw = Buffer.alloc(w * w * 3);
  for (let y = 0; y < w; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const n = ((x * 2654435761) ^ (y * 40503)) & 15;
      raw[i] = (x / 4 + n) & 255;
      raw[i + 1] = (y / 4 + n) & 255;
      raw[i + 2] = ((x + y) / 8 + n) & 255;
    }
  const photo = await sharp(raw, { raw: { width: w, height: w, channels: 3 } }).blur(1.2).png({ compressionLevel: 6, adaptiveFiltering: true }).toBuffer();
  const parameters = pngChunk('tEXt', Buffer.from('parameters\0a lighthouse at dusk, oil painting\nSteps: 30, Sampler: DPM++ 2M, CFG scale: 7, Seed: 42, Size: 1024x1024'));
  const a1111 = Buffer.concat([photo.subarray(0, 33), parameters, photo.subarray(33)]);
  return [
    ['cpu node text2img 1024²', cpu!.data],
    ['photo-like 1024² (A1111-like)', a1111],
  ];
}

/** Whether the stored file carries the node's own compressed pixel data (kept, not re-encoded). */
function samePixelData(stored: Buffer, node: Buffer): boolean {
  const [a, b] = [strippedPng(stored), strippedPng(node)];
  return !!a && !!b && Buffer.from(a.pixelData).equals(Buffer.from(b.pixelData));
}

async function cpuMsPer(fn: () => Promise<EncodedOutput>): Promise<{ ms: number; out: EncodedOutput }> {
  let out!: EncodedOutput;
  const c0 = process.cpuUsage();
  for (let i = 0; i < PER_BLOCK; i++) out = await fn();
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000 / PER_BLOCK, out };
}

export async function benchCodec(): Promise<CodecRow[]> {
  const rows: CodecRow[] = [];
  for (const [input, b] of await inputs()) {
    await reencodedOutput(b);
    await encodeOutput(b);
    const t = { reencoded: 0, encoded: 0 };
    let last!: { reencoded: EncodedOutput; encoded: EncodedOutput };
    for (let k = 0; k < BLOCKS; k++) {
      const r = await cpuMsPer(() => reencodedOutput(b));
      const e = await cpuMsPer(() => encodeOutput(b));
      t.reencoded += r.ms / BLOCKS;
      t.encoded += e.ms / BLOCKS;
      last = { reencoded: r.out, encoded: e.out };
    }
    const kib = (x: Buffer) => Math.round(x.length / 1024);
    rows.push({
      input,
      inputKiB: kib(b),
      reencoded: { cpuMs: t.reencoded, pngKiB: kib(last.reencoded.png) },
      encoded: { cpuMs: t.encoded, pngKiB: kib(last.encoded.png), kept: samePixelData(last.encoded.png, b) },
    });
  }
  return rows;
}
