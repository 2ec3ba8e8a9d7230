// Imaging's vocabulary: the words of the REST contract (spec §3, §4, §9) used as stored values.
import type { UovMethod } from '@atelier/contracts';
import type { Side } from '../adapters/types';

export type ModelType = 'text2img' | 'upscale' | 'inpaint' | 'outpaint' | 'faceswap';
export type Operation = 'text2img' | 'inpaint' | 'outpaint' | 'upscale';
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
  upscale?: { method: UovMethod; value?: number };
  outpaint?: { sides: Side[]; distances: Partial<Record<'left' | 'right' | 'top' | 'bottom', number>> };
}

