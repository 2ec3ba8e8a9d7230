// The seam between the job workers and the GPU nodes. A model instance's `controller_name`
// picks one GpuAdapter ('cpu' built in; 'fooocus', 'a1111', 'comfyui' over HTTP). Adapters speak
// their node's wire protocol and nothing else: no database, no object store, no billing. The
// worker validates and re-encodes whatever bytes come back before storing them.
// The job vocabulary (operations, up-scale and out-paint options) is the domain's; the seam only adds
// what talking to a node needs.
import type { ControllerName, JobParams, Operation, OutpaintOptions, OutpaintSide, UpscaleOptions } from '../domain/types';

export type { ControllerName, Operation, OutpaintOptions, UpscaleOptions };
/** An out-paint side, as the adapters' geometry calls it. */
export type Side = OutpaintSide;

/** One job as the node should run it: the job's parameters (the domain's JobParams, less the
 *  visibility only imaging cares about) and what talking to a node needs. Images are PNG bytes
 *  already validated and re-encoded. */
export interface GenerationRequest extends Omit<JobParams, 'makePublic'> {
  jobId: string;
  operation: Operation;
  /** The model's name: adapters map it to a checkpoint through the instance settings. */
  modelName: string;
  inputImage?: Buffer;
  /** White = repaint, black = keep (same size as inputImage). */
  mask?: Buffer;
}

/** What a node produced: raw bytes as fetched (PNG/JPEG/WebP) and the seed it used. */
export interface GeneratedImage {
  data: Buffer;
  seed: string;
  /** What the node actually used, when it knows better than the model name (the cpu sketch: "Procedural
   *  sketch · sunset · sea · lighthouse"); stored on the image and shown as its Preset. Remote adapters leave it unset. */
  preset?: string;
}

/** A model instance as an adapter sees it: the sealed api_token already opened. */
export interface NodeInstance {
  id: string;
  name: string;
  controllerName: string;
  /** Parsed `settings` JSON; remote adapters read `base_url` and their own keys from it. */
  settings: Record<string, unknown>;
  apiToken: string;
}

/** What a node says about a running job, as often as it says it (the worker throttles before
 *  anything leaves the process: worker/progress.ts). Every field is optional: report what you know;
 *  a field left out keeps the value last reported. */
export interface NodeProgress {
  /** Done so far, 0–1, of the whole job (all its images). */
  fraction?: number;
  /** The node's own step count, when it has one (sampling steps, the cpu node's stages). */
  step?: number;
  total?: number;
  /** Jobs ahead of ours in the node's own queue (it accepted the job but has not started it). */
  nodeQueue?: number;
  /** An intermediate picture (PNG/JPEG/WebP bytes) as the node renders it; shrunk before sending. */
  preview?: Buffer;
}

export interface RunContext {
  /** Aborted when the worker loses its lease or shuts down: stop polling, cancel if the node can. */
  signal: AbortSignal;
  /** Best effort; never throws back into the adapter (see worker/progress.ts). */
  onProgress?(progress: NodeProgress): void;
}

/** What a probe found: whether the node answers as it should, and a readable detail for the admin. */
export interface ProbeResult {
  ok: boolean;
  detail: string;
}

export interface GpuAdapter {
  /** A ControllerName for the registered adapters (createAdapters); tests register fakes under other names. */
  readonly controller: string;
  /** Runs one job to completion on one instance. Throws NodeError on any failure. */
  run(instance: NodeInstance, req: GenerationRequest, ctx: RunContext): Promise<GeneratedImage[]>;
  /** Cheap liveness probe on the protocol's cheapest endpoint (Fooocus /ping, A1111 /sdapi/v1/progress,
   *  ComfyUI /system_stats): `ok` and what the node said, readable. A NodeError throw (unreachable,
   *  timed out) counts as not ok; `probeNode` (probe.ts) times it and turns throws into answers. */
  probe(instance: NodeInstance, signal: AbortSignal): Promise<ProbeResult>;
  /** How many jobs the node can take at once (Fooocus/A1111/ComfyUI: 1 — one GPU worker, FIFO). */
  capacity(instance: NodeInstance): number;
}

/**
 * Why a node failed. `retryable` failures move the job to the next instance (it counts as an
 * attempt); the others fail the job at once with `userMessage`.
 */
export type NodeErrorKind =
  | 'queue_full' //  node busy (Fooocus QUEUE_IS_FULL): try another instance
  | 'unavailable' // connection refused/reset, 5xx, node stopped answering
  | 'timeout' //     past the job deadline (stuck in WAITING/RUNNING)
  | 'lost' //        node no longer knows the job (restart: Fooocus 404, ComfyUI in neither queue nor history)
  | 'partial' //     fewer images than asked (a stop/interrupt), or an empty "success"
  | 'bad_output' //  bytes that are not an image
  | 'auth' //        401/403: the instance is misconfigured
  | 'rejected'; //   the node refused the request itself (422/400 validation): same on any node

export class NodeError extends Error {
  constructor(
    readonly kind: NodeErrorKind,
    message: string,
    readonly retryable: boolean = kind !== 'rejected',
  ) {
    super(message);
    this.name = 'NodeError';
  }
}
