// The built-in cpu node runs on the event loop of the embedded product, which also serves
// requests and event streams: for each operation at 1024², its total time and the longest
// stretch it held the event loop (its pixel loops yield every ~8 ms; sharp works off-thread).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { cpuAdapter } from '@atelier/svc-imaging/src/adapters';
import type { GenerationRequest } from '@atelier/svc-imaging/src/adapters/types';

export type CpuNodeFigures = Array<{ operation: string; totalMs: number; maxBlockMs: number }>;

export async function benchCpuNode(): Promise<CpuNodeFigures> {
  const instance = { id: 'bench', name: 'cpu', controllerName: 'cpu', settings: {}, apiToken: '' };
  const ctx = { signal: new AbortController().signal };
  const base = { jobId: 'bench', prompt: 'a red sunset over blue mountains', negativePrompt: '', count: 1, seed: '42', modelName: 'cpu', width: 1024, height: 1024 };
  const solid = (background: string) => sharp({ create: { width: 1024, height: 1024, channels: 3, background } }).png().toBuffer();
  const [image, mask] = await Promise.all([solid('#3366aa'), solid('#ffffff')]);
  const cases: Array<[string, GenerationRequest]> = [
    ['text2img', { ...base, operation: 'text2img' }],
    ['inpaint (whole image masked)', { ...base, operation: 'inpaint', inputImage: image, mask }],
    ['outpaint (four sides, 30 %)', { ...base, operation: 'outpaint', inputImage: image, outpaint: { sides: ['Left', 'Right', 'Top', 'Bottom'], distances: {} } }],
    ['Vary (Strong)', { ...base, operation: 'upscale', inputImage: image, upscale: { method: 'Vary (Strong)' } }],
    ['Upscale (2x)', { ...base, operation: 'upscale', inputImage: image, upscale: { method: 'Upscale (2x)' } }],
  ];
  const out: CpuNodeFigures = [];
  for (const [operation, req] of cases) {
    const delay = monitorEventLoopDelay({ resolution: 2 });
    delay.enable();
    const t0 = performance.now();
    await cpuAdapter.run(instance, req, ctx);
    const totalMs = performance.now() - t0;
    delay.disable();
    out.push({ operation, totalMs, maxBlockMs: delay.max / 1e6 });
  }
  return out;
}
