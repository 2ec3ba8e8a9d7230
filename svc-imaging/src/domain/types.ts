// Imaging's vocabulary. The words the REST contract also speaks (model types, operations, statuses,
// controller names, up-scale methods, out-paint sides) are declared once in @atelier/contracts and
// only re-exported here; this file adds imaging's own: job and image states and a job's parameters.
// The adapter seam (adapters/types.ts) takes its vocabulary from here — domain imports no adapter code.
import { ControllerName, ModelType, Operation, type ActiveStatus, type OutpaintSide, type RequestStatus, type SubscriptionType, type UovMethod } from '@atelier/contracts';

export type { ActiveStatus, ControllerName, ModelType, Operation, OutpaintSide, SubscriptionType, UovMethod };

export type JobStatus = 'pending' | 'running' | 'success' | 'failure' | 'canceled';
/** An image's state is what the browser reads as `request_status`. */
export type ImageStatus = RequestStatus;

export const MODEL_TYPES = ModelType.options;
export const OPERATIONS = Operation.options;
export const CONTROLLERS = ControllerName.options;

export interface UpscaleOptions {
  method: UovMethod;
  value?: number;
}

export interface OutpaintOptions {
  sides: OutpaintSide[];
  distances: Partial<Record<'left' | 'right' | 'top' | 'bottom', number>>;
}

/** What a job asks the node for; stored as jobs.params. */
export interface JobParams {
  prompt: string;
  negativePrompt: string;
  /** Requested output size (text2img) or the target size the model was asked for. */
  width: number;
  height: number;
  /** Outputs wanted, 1–3. */
  count: number;
  /** Decimal string in 0…2^63-1; null lets the node choose (it must report the seed it used). */
  seed: string | null;
  makePublic: boolean;
  upscale?: UpscaleOptions;
  outpaint?: OutpaintOptions;
}
