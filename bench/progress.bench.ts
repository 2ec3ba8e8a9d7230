// What live progress (issue 12) costs the worker, measured in this process against baselines of the
// same run: (1) the built-in cpu node at 1024² (2 images) reporting through the worker's throttle
// (JobProgressReporter: events counted, previews JPEG-encoded) vs the same runs with nobody
// listening; (2) a chatty node calling onProgress 20,000 times vs a no-op listener — the per-update
// cost and how many events the throttle lets through; (3) one preview: a 1024² PNG shrunk to the
// sent JPEG data URL vs decoding that PNG alone.
import sharp from 'sharp';
import { cpuAdapter } from '@atelier/svc-imaging/src/adapters';
import type { GenerationRequest, NodeProgress } from '@atelier/svc-imaging/src/adapters/types';
import { JobProgressReporter, previewDataUrl, PROGRESS_LIMITS, type ProgressPayload } from '@atelier/svc-imaging/src/worker/progress';

export interface ProgressFigures {
  cpu: { withProgressMs: number; withoutMs: number; ratio: number; events: number; previews: number; runs: number };
  chatty: { updates: number; perUpdateNs: number; baselinePerUpdateNs: number; ratio: number; events: number; spanMs: number };
  preview: { encodeMs: number; decodeOnlyMs: number; ratio: number; chars: number };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const job = { id: 'bench-job', user_id: 'bench-user' };

function counter() {
  const sent: ProgressPayload[] = [];
  return { sent, send: async (p: ProgressPayload) => void sent.push(p) };
}

async function cpuNode(): Promise<ProgressFigures['cpu']> {
  const instance = { id: 'bench', name: 'cpu', controllerName: 'cpu', settings: {}, apiToken: '' };
  const req: GenerationRequest = { jobId: 'bench', operation: 'text2img', prompt: 'three red foxes in a snowy forest at sunset', negativePrompt: '', count: 2, seed: '42', modelName: 'cpu', width: 1024, height: 1024 };
  await cpuAdapter.run(instance, req, { signal: new AbortController().signal }); // warm-up
  const runs = 9;
  const withP: number[] = [];
  const without: number[] = [];
  let events = 0;
  let previews = 0;
  const bare = async () => {
    const t = performance.now();
    await cpuAdapter.run(instance, req, { signal: new AbortController().signal });
    without.push(performance.now() - t);
  };
  const reported = async () => {
    const c = counter();
    const reporter = new JobProgressReporter(job, c.send);
    const t = performance.now();
    reporter.start();
    await cpuAdapter.run(instance, req, { signal: new AbortController().signal, onProgress: (p) => reporter.update(p) });
    reporter.close();
    withP.push(performance.now() - t);
    events += c.sent.length;
    previews += new Set(c.sent.map((s) => s.preview).filter(Boolean)).size;
  };
  // Interleaved, each side first every other time, so a busy moment of the machine (or the
  // previous run's garbage) hurts both sides alike.
  for (let i = 0; i < runs; i++) {
    if (i % 2) {
      await reported();
      await bare();
    } else {
      await bare();
      await reported();
    }
  }
  const withProgressMs = median(withP);
  const withoutMs = median(without);
  return { withProgressMs, withoutMs, ratio: withProgressMs / withoutMs, events: events / runs, previews: previews / runs, runs };
}

async function chatty(): Promise<ProgressFigures['chatty']> {
  const updates = 20_000;
  // Spread over ~2 s of wall time (a yield every 100 updates), as a node's poll loop would be.
  const drive = async (onProgress: (p: NodeProgress) => void) => {
    let busy = 0;
    const t0 = performance.now();
    for (let i = 1; i <= updates; i++) {
      const t = performance.now();
      onProgress({ fraction: i / updates, step: i, total: updates });
      busy += performance.now() - t;
      if (i % 100 === 0) await new Promise((r) => setTimeout(r, 10));
    }
    return { busy, span: performance.now() - t0 };
  };
  const base = await drive(() => undefined);
  const c = counter();
  const reporter = new JobProgressReporter(job, c.send);
  const measured = await drive((p) => reporter.update(p));
  await new Promise((r) => setTimeout(r, PROGRESS_LIMITS.minIntervalMs + 50));
  reporter.close();
  const perUpdateNs = (measured.busy / updates) * 1e6;
  const baselinePerUpdateNs = (base.busy / updates) * 1e6;
  return { updates, perUpdateNs, baselinePerUpdateNs, ratio: perUpdateNs / baselinePerUpdateNs, events: c.sent.length, spanMs: measured.span };
}

async function preview(): Promise<ProgressFigures['preview']> {
  const { data } = await cpuAdapter.run({ id: 'b', name: 'cpu', controllerName: 'cpu', settings: {}, apiToken: '' }, { jobId: 'b', operation: 'text2img', prompt: 'a lighthouse at sunset by the sea', negativePrompt: '', count: 1, seed: '7', modelName: 'cpu', width: 1024, height: 1024 }, { signal: new AbortController().signal }).then((o) => o[0]!);
  const enc: number[] = [];
  const dec: number[] = [];
  let chars = 0;
  for (let i = 0; i < 10; i++) {
    let t = performance.now();
    await sharp(data).raw().toBuffer();
    dec.push(performance.now() - t);
    t = performance.now();
    chars = (await previewDataUrl(data)).length;
    enc.push(performance.now() - t);
  }
  const encodeMs = median(enc);
  const decodeOnlyMs = median(dec);
  return { encodeMs, decodeOnlyMs, ratio: encodeMs / decodeOnlyMs, chars };
}

export async function benchProgress(): Promise<ProgressFigures> {
  return { cpu: await cpuNode(), chatty: await chatty(), preview: await preview() };
}
