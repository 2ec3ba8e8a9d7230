// The imaging calls of spec §7 the studio makes, in one place, through the typed route table
// (packages/contracts routes: imageGenerate, getPendingImage, userImages, userModels, modelSizes…).
import { api } from '@atelier/api-client';
import type { BodyOf, ImageRecord, ResponseOf, RouteName } from '@atelier/contracts';

export type Operation = ImageRecord['operation'];
export type Option = ResponseOf<'userModels'>['data'][number];
/** Model list types of GET /users/models/{type} the screens ask for (spec §7). */
export type ModelListType = 'text-to-image' | 'inpaint' | 'upscale' | 'outpaint';

export type GenerateRequest = BodyOf<'imageGenerate'>;
export type InpaintRequest = BodyOf<'inpaintGenerate'>;
export type UpscaleRequest = BodyOf<'upscaleGenerate'>;
export type OutpaintRequest = BodyOf<'outpaintGenerate'>;
type Generated = ResponseOf<'imageGenerate'>;

/** Each operation's get_pending_image call. */
const PENDING: Record<Operation, Extract<RouteName, 'getPendingImage' | 'inpaintPending' | 'upscalePending' | 'outpaintPending'>> = {
  text2img: 'getPendingImage',
  inpaint: 'inpaintPending',
  upscale: 'upscalePending',
  outpaint: 'outpaintPending',
};

export const studioApi = {
  models: async (type: ModelListType): Promise<Option[]> => (await api.call('userModels', { params: { type } })).data,
  sizes: async (modelId: string): Promise<Option[]> => (await api.call('modelSizes', { params: { model_id: modelId } })).data,
  userImages: async (): Promise<ImageRecord[]> => (await api.call('userImages')).data,
  generate: (body: GenerateRequest): Promise<Generated> => api.call('imageGenerate', body),
  inpaint: (body: InpaintRequest): Promise<Generated> => api.call('inpaintGenerate', body),
  upscale: (body: UpscaleRequest): Promise<Generated> => api.call('upscaleGenerate', body),
  outpaint: (body: OutpaintRequest): Promise<Generated> => api.call('outpaintGenerate', body),
  pending: async (op: Operation, id: string): Promise<ImageRecord> => (await api.call(PENDING[op], { params: { id } })).data,
  /** Cancels the user's own pending or running job (`id` = its images' parent_id); the hold is released. */
  cancelJob: (id: string) => api.call('cancelJob', { params: { id } }),
};
