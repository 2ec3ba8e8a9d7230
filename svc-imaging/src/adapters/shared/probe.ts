// Asking a node whether it answers: the one place that times an adapter's probe and turns a throw
// (unreachable, refused, past the budget) into a readable "not ok", used by the scheduler before it
// gives a failing node work again and by the admin's Test connection.
import type { GpuAdapter, NodeInstance, ProbeResult } from '../types';

export interface TimedProbe extends ProbeResult {
  latencyMs: number;
}

export async function probeNode(adapter: GpuAdapter, node: NodeInstance, timeoutMs: number): Promise<TimedProbe> {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  let result: ProbeResult;
  try {
    result = await adapter.probe(node, signal);
  } catch (err) {
    result = { ok: false, detail: signal.aborted ? `no answer within ${timeoutMs} ms` : err instanceof Error ? err.message : String(err) };
  }
  return { ...result, latencyMs: Math.round(performance.now() - started) };
}

/** A probe's non-2xx answer in words: 401/403 point at the credentials, anything else is the status. */
export function probeFailure(product: string, path: string, status: number, credentials: string): string {
  if (status === 401 || status === 403) return `${product} refused the credentials on ${path} (HTTP ${status}): check ${credentials}`;
  return `${product} answered ${path} with HTTP ${status}`;
}
