// The imaging calls of spec §7 the studio makes, in one place. Paths are the plan's route table
// (packages/contracts routes imageGenerate, getPendingImage, userModels, modelSizes…); they go
// through api.raw so the screens do not depend on when each route joins the typed table.
import { api } from '@atelier/api-client';
import type { GenerateBody, GenerateResponse, ImageListResponse, ImageRecord, ImageResponse, InpaintBody, OptionsResponse, OutpaintBody, UpscaleBody } from '@atelier/contracts';
import type { z } from 'zod';

export type Operation = ImageRecord['operation'];
export type Option = z.infer<typeof OptionsResponse>['data'][number];
/** Model list types of GET /users/models/{type} (spec §7). */
export type ModelListType = 'text-to-image' | 'inpaint' | 'upscale' | 'outpaint';

export type GenerateRequest = z.input<typeof GenerateBody>;
export type InpaintRequest = z.input<typeof InpaintBody>;
export type UpscaleRequest = z.input<typeof UpscaleBody>;
export type OutpaintRequest = z.input<typeof OutpaintBody>;
type Generated = z.infer<typeof GenerateResponse>;

const PENDING_PATH: Record<Operation, string> = {
  text2img: '/text_to_image/v2/get_pending_image',
  inpaint: '/inpaint/v2/get_pending_image',
  upscale: '/upscale/v2/get_pending_image',
  outpaint: '/outpaint/v2/get_pending_image',
};

const seg = (s: string) => encodeURIComponent(s);

export const studioApi = {
  models: async (type: ModelListType): Promise<Option[]> =>
    (await api.raw<z.infer<typeof OptionsResponse>>('GET', `/users/models/${seg(type)}`)).data,
  sizes: async (modelId: string): Promise<Option[]> =>
    (await api.raw<z.infer<typeof OptionsResponse>>('GET', `/users/model_sizes/${seg(modelId)}`)).data,
  userImages: async (): Promise<ImageRecord[]> => (await api.raw<z.infer<typeof ImageListResponse>>('GET', '/text_to_image/user_image')).data,
  generate: (body: GenerateRequest): Promise<Generated> => api.raw('POST', '/text_to_image/v2/image_generate', body),
  inpaint: (body: InpaintRequest): Promise<Generated> => api.raw('POST', '/inpaint/v2/generate_image', body),
  upscale: (body: UpscaleRequest): Promise<Generated> => api.raw('POST', '/upscale/v2/generate_image', body),
  outpaint: (body: OutpaintRequest): Promise<Generated> => api.raw('POST', '/outpaint/v2/generate_image', body),
  pending: async (op: Operation, id: string): Promise<ImageRecord> =>
    (await api.raw<z.infer<typeof ImageResponse>>('GET', `${PENDING_PATH[op]}/${seg(id)}`)).data,
};
