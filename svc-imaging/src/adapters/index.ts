// What the rest of svc-imaging imports from the adapters: the registry of controllers by
// `controller_name`, the built-in cpu adapter, and the SSRF check for admin-entered node URLs.
import { A1111Adapter } from './a1111/a1111.adapter';
import { ComfyUIAdapter } from './comfyui/comfyui.adapter';
import { CpuAdapter, cpuStageMsFromEnv } from './cpu/cpu.adapter';
import { FooocusAdapter } from './fooocus/fooocus.adapter';
import { NodeHttp } from './net/node-http';
import { ssrfPolicyFromEnv, type SsrfPolicy } from './net/ssrf';
import type { ControllerName, GpuAdapter } from './types';

export * from './types';
export { assertNodeUrlAllowed, ssrfPolicyFromEnv, SsrfError, type SsrfPolicy } from './net/ssrf';
export { CpuAdapter, cpuStageMsFromEnv } from './cpu/cpu.adapter';

export interface AdapterOptions {
  /** Which node addresses may be reached; default from GPU_NODE_ALLOW_LOOPBACK / GPU_NODE_ALLOWED_CIDRS. */
  ssrf?: SsrfPolicy;
  /** Default poll interval for Fooocus and ComfyUI (ms; instance settings.poll_interval_ms wins). */
  pollIntervalMs?: number;
  /** The built-in node's minimum time per progress step (ms); default from CPU_NODE_STAGE_MS, else 0. */
  cpuStageMs?: number;
}

/** The built-in cpu adapter (stateless; safe to share). */
export const cpuAdapter: GpuAdapter = new CpuAdapter();

/**
 * One adapter per controller_name. Typed by the contract's ControllerName list, so a controller
 * added there without its adapter here (or an adapter for a name the contract does not know) fails
 * to compile: the admin's controller choices and the registry cannot drift apart.
 */
export function createAdapters(opts: AdapterOptions = {}): Map<string, GpuAdapter> {
  const http = new NodeHttp(opts.ssrf ?? ssrfPolicyFromEnv());
  const cpuStageMs = opts.cpuStageMs ?? cpuStageMsFromEnv();
  const registry: Record<ControllerName, GpuAdapter> = {
    cpu: cpuStageMs ? new CpuAdapter({ minStageMs: cpuStageMs }) : cpuAdapter,
    fooocus: new FooocusAdapter({ http, pollIntervalMs: opts.pollIntervalMs }),
    a1111: new A1111Adapter(http),
    comfyui: new ComfyUIAdapter({ http, pollIntervalMs: opts.pollIntervalMs }),
  };
  return new Map(Object.entries(registry));
}
export { probeNode, type TimedProbe } from './shared/probe';
