// Small scripted GPU adapters for the queue tests: each instance's behaviour is chosen by its
// settings (`mode`), and every call is recorded, so tests can see which instance ran what.
import sharp from 'sharp';
import type { GeneratedImage, GenerationRequest, GpuAdapter, NodeInstance, ProbeResult, RunContext } from '../../src/adapters/types';
import { NodeError } from '../../src/adapters/types';

export type Mode = 'ok' | 'fail' | 'garbage' | 'reject' | 'hang' | 'slow' | 'short';

export async function png(width: number, height: number, seed = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: seed % 255, g: 80, b: 160 } } }).png().toBuffer();
}

export class ScriptedAdapter implements GpuAdapter {
  readonly controller = 'fake';
  readonly calls: Array<{ instance: string; jobId: string; at: number }> = [];
  /** Resolves a 'hang' run when the test says so (or when its signal aborts). */
  private releases: Array<() => void> = [];

  constructor(readonly slowMs = 150) {}

  async run(instance: NodeInstance, req: GenerationRequest, ctx: RunContext): Promise<GeneratedImage[]> {
    this.calls.push({ instance: instance.name, jobId: req.jobId, at: Date.now() });
    const mode = (instance.settings.mode as Mode | undefined) ?? 'ok';
    const images = async (n: number) => Promise.all(Array.from({ length: n }, async (_, i) => ({ data: await png(req.width, req.height, i + 1), seed: String(1000 + i) })));
    switch (mode) {
      case 'fail':
        throw new NodeError('unavailable', `${instance.name} is down`);
      case 'reject':
        throw new NodeError('rejected', 'bad request');
      case 'garbage':
        return [{ data: Buffer.from('<html>not an image</html>'), seed: '1' }];
      case 'short':
        return images(req.count - 1);
      case 'hang':
        await new Promise<void>((resolve) => {
          this.releases.push(resolve);
          ctx.signal.addEventListener('abort', () => resolve());
        });
        return images(req.count);
      case 'slow':
        await new Promise((r) => setTimeout(r, this.slowMs));
        return images(req.count);
      default:
        return images(req.count);
    }
  }

  releaseAll(): void {
    for (const r of this.releases.splice(0)) r();
  }

  async probe(instance: NodeInstance): Promise<ProbeResult> {
    const ok = instance.settings.healthy !== false;
    return { ok, detail: ok ? 'fake node answered' : 'fake node is down' };
  }

  capacity(instance: NodeInstance): number {
    return Number(instance.settings.capacity ?? 1);
  }
}
