// What storing a node's output costs the worker, per image at 1024²: the path every output took until
// 2026-11-27 — decode, re-encode as PNG, WebP thumbnail (service/image-codec reencodedOutput, still the
// path of every output that cannot be kept as it is) — as the baseline, against encodeOutput, which
// stores an 8-bit RGB(A) PNG as its header and pixel data once the stream is proven whole. Measured in
// a process of its own that loads only the codec (bench/lib/codec-child.ts), the two in alternating
// blocks (ABBA), CPU with libvips' and zlib's threads; mean and median per image, the stored sizes
// beside. Inputs: the built-in cpu node's text-to-image output, and a photo-like picture as A1111
// sends one (a row-filtered PNG with its generation parameters in a tEXt chunk).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuAdapter } from '@atelier/svc-imaging/src/adapters';
import { strippedPng } from '@atelier/svc-imaging/src/domain/image-structure';
import { a1111LikePng } from './lib/pictures';

export interface CodecRow {
  input: string;
  inputKiB: number;
  /** CPU ms per image (mean, and the median of the runs: a garbage collection now and then lands on
   *  one run) and the stored original's size, re-encoded (baseline) and as encodeOutput does it. */
  reencoded: { cpuMs: number; medianMs: number; pngKiB: number };
  encoded: { cpuMs: number; medianMs: number; pngKiB: number; kept: boolean };
}

async function inputs(): Promise<Array<[string, Buffer]>> {
  const instance = { id: 'bench', name: 'cpu', controllerName: 'cpu', settings: {}, apiToken: '' };
  const [cpu] = await cpuAdapter.run(
    instance,
    { jobId: 'bench', operation: 'text2img', prompt: 'a red sunset over blue mountains', negativePrompt: '', count: 1, seed: '42', modelName: 'cpu', width: 1024, height: 1024 },
    { signal: new AbortController().signal },
  );
  const a1111 = await a1111LikePng(1024, 1024);
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

const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

export async function benchCodec(): Promise<CodecRow[]> {
  const named = await inputs();
  const dir = mkdtempSync(join(tmpdir(), 'atelier-codec-'));
  try {
    const files = named.map(([, b], i) => {
      const file = join(dir, `${i}.png`);
      writeFileSync(file, b);
      return file;
    });
    const child = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'lib/codec-child.ts'), ...files], { cwd: join(__dirname, '..'), encoding: 'utf8', maxBuffer: 64 << 20, timeout: 300_000 });
    if (child.status !== 0) throw new Error(`codec child failed (${child.status}): ${child.stderr}`);
    const measured = JSON.parse(child.stdout) as Array<Record<'reencoded' | 'encoded', { ms: number[]; png: string }>>;
    const kib = (x: Buffer) => Math.round(x.length / 1024);
    return named.map(([input, b], i) => {
      const m = measured[i]!;
      const [re, en] = [Buffer.from(m.reencoded.png, 'base64'), Buffer.from(m.encoded.png, 'base64')];
      return {
        input,
        inputKiB: kib(b),
        reencoded: { cpuMs: mean(m.reencoded.ms), medianMs: median(m.reencoded.ms), pngKiB: kib(re) },
        encoded: { cpuMs: mean(m.encoded.ms), medianMs: median(m.encoded.ms), pngKiB: kib(en), kept: samePixelData(en, b) },
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
