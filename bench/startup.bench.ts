// Time from starting the product (`npm start`'s command) to a served shell, warm: the frontends
// are already built and the data dir already initialised by a first start.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct } from './lib/product';

export interface StartupFigures {
  firstStartMs: number;
  warmStartsMs: number[];
  warmMedianMs: number;
}

export async function benchStartup(runs = 3): Promise<StartupFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-startup-'));
  const first = await startProduct({ dataDir });
  await first.stop();
  const warmStartsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const p = await startProduct({ dataDir });
    warmStartsMs.push(p.startMs);
    await p.stop();
  }
  const sorted = [...warmStartsMs].sort((a, b) => a - b);
  return { firstStartMs: first.startMs, warmStartsMs, warmMedianMs: sorted[Math.floor(sorted.length / 2)] };
}
