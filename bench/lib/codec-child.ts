// The codec bench's measuring process (bench/codec.bench.ts starts it): it loads only imaging's codec,
// as a worker process holds little else, so a garbage collection costs what it costs there — in the
// bench's own process, which has loaded every benchmark (Lighthouse, Playwright…), a full collection
// landing on one run added 20–40 ms to it. Reads the input files named in argv, runs both paths in
// ABBA blocks, prints one JSON line: per input, the CPU ms of each run and the stored originals.
import { readFileSync } from 'node:fs';
import { encodeOutput, reencodedOutput, type EncodedOutput } from '@atelier/svc-imaging/src/service/image-codec';

const BLOCKS = 6;
const PER_BLOCK = 5;

type Path = 'reencoded' | 'encoded';
const PATHS: Record<Path, (b: Buffer) => Promise<EncodedOutput>> = { reencoded: reencodedOutput, encoded: encodeOutput };

async function measure(b: Buffer): Promise<Record<Path, { ms: number[]; png: string }>> {
  for (const p of Object.values(PATHS)) await p(b);
  const ms: Record<Path, number[]> = { reencoded: [], encoded: [] };
  const last = {} as Record<Path, EncodedOutput>;
  for (let k = 0; k < BLOCKS; k++) {
    // ABBA: the garbage a block leaves is collected in the next one, so each path goes first as often as second.
    for (const which of k % 2 === 0 ? (['reencoded', 'encoded'] as const) : (['encoded', 'reencoded'] as const)) {
      for (let i = 0; i < PER_BLOCK; i++) {
        const c0 = process.cpuUsage();
        last[which] = await PATHS[which](b);
        const c = process.cpuUsage(c0);
        ms[which].push((c.user + c.system) / 1000);
      }
    }
  }
  // Encoded for the parent once, here: in the loop its garbage would land on the next measured run.
  return {
    reencoded: { ms: ms.reencoded, png: last.reencoded.png.toString('base64') },
    encoded: { ms: ms.encoded, png: last.encoded.png.toString('base64') },
  };
}

async function main(): Promise<void> {
  const results = [];
  for (const file of process.argv.slice(2)) results.push(await measure(readFileSync(file)));
  process.stdout.write(`${JSON.stringify(results)}\n`);
}
void main();
