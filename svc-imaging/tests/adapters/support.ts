// Shared setup for the remote-adapter tests: adapters that may reach 127.0.0.1 and poll fast,
// instances pointing at a fake node, requests with real PNG inputs, and NodeError capture.
import sharp from 'sharp';
import { NodeHttp } from '../../src/adapters/net/node-http';
import { NodeError, type GenerationRequest, type NodeInstance } from '../../src/adapters/types';

export const loopback = { allowLoopback: true, allowedCidrs: [] };

export function testHttp(): NodeHttp {
  return new NodeHttp(loopback);
}

export function instanceFor(controller: string, baseUrl: string, settings: Record<string, unknown> = {}, apiToken = ''): NodeInstance {
  return { id: `${controller}-1`, name: `${controller} test node`, controllerName: controller, settings: { base_url: baseUrl, poll_interval_ms: 10, ...settings }, apiToken };
}

/**
 * The setup every remote-adapter test file shares: one adapter (and its NodeHttp) per file, a fresh
 * fake node per test, and a 200×100 PNG input. Read them as `s.node`, `s.adapter`, `s.input`.
 */
export function adapterSuite<N extends { close(): Promise<void> }, A>(startNode: () => Promise<N>, makeAdapter: (http: NodeHttp) => A) {
  const s = {} as { node: N; adapter: A; input: Buffer; http: NodeHttp };
  beforeAll(async () => {
    s.http = testHttp();
    s.adapter = makeAdapter(s.http);
    s.input = await png(200, 100);
  });
  beforeEach(async () => {
    s.node = await startNode();
  });
  afterEach(() => s.node.close());
  afterAll(() => s.http.close());
  return s;
}

export const ctx = (signal: AbortSignal = new AbortController().signal) => ({ signal });

export function request(overrides: Partial<GenerationRequest> = {}): GenerationRequest {
  return { jobId: 'job-1', operation: 'text2img', prompt: 'a lighthouse in fog', negativePrompt: 'blurry', width: 320, height: 192, count: 1, seed: '5', modelName: 'Test Model', ...overrides };
}

export async function png(width: number, height: number, color = '#336699'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** A mask of the image's size, white (repaint) over the given box. */
export async function boxMask(width: number, height: number, box: { left: number; top: number; width: number; height: number }): Promise<Buffer> {
  const white = await png(box.width, box.height, '#ffffff');
  return sharp({ create: { width, height, channels: 3, background: '#000000' } }).composite([{ input: white, left: box.left, top: box.top }]).png().toBuffer();
}

export async function dims(data: Buffer): Promise<[number, number]> {
  const m = await sharp(data).metadata();
  return [m.width ?? 0, m.height ?? 0];
}

/** The NodeError a promise rejects with (fails the test if it resolves or throws something else). */
export async function nodeErrorOf(p: Promise<unknown>): Promise<NodeError> {
  const outcome = await p.then(
    () => new Error('expected a NodeError, but the call succeeded'),
    (e: unknown) => e,
  );
  if (!(outcome instanceof NodeError)) throw outcome instanceof Error ? outcome : new Error(String(outcome));
  return outcome;
}

