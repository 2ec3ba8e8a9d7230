// Imaging's vocabulary: the words of the REST contract (spec §3, §4, §9) used as stored values.
import type { Operation, OutpaintOptions, UpscaleOptions } from '../adapters/types';

export type { Operation };

export type ModelType = 'text2img' | 'upscale' | 'inpaint' | 'outpaint' | 'faceswap';
export type ActiveStatus = 'active' | 'deactive';
export type JobStatus = 'pending' | 'running' | 'success' | 'failure' | 'canceled';
export type ImageStatus = 'pending' | 'success' | 'failure';

export const MODEL_TYPES: readonly ModelType[] = ['text2img', 'upscale', 'inpaint', 'outpaint', 'faceswap'];
export const OPERATIONS: readonly Operation[] = ['text2img', 'inpaint', 'outpaint', 'upscale'];
export const CONTROLLERS = ['cpu', 'fooocus', 'a1111', 'comfyui'] as const;

/** What a job asks the node for; stored as jobs.params. */
export interface JobParams {
  prompt: string;
  negativePrompt: string;
  width: number;
  height: number;
  count: number;
  /** Decimal; null lets the node choose. */
  seed: string | null;
  makePublic: boolean;
  upscale?: UpscaleOptions;
  outpaint?: OutpaintOptions;
}

