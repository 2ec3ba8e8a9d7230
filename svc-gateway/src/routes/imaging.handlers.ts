// Handlers of the image-generation routes (spec §7 "Image generation"): the caller is always the
// subject of the verified access token; imaging answers NOT_FOUND for anyone else's image.
import { IMAGING_LIMITS, IMAGING_MSG, type GenerateResponse } from '@atelier/contracts';
import type { SubmitJobRequest } from '@atelier/proto/gen/atelier/imaging/v1/SubmitJobRequest';
import type { z } from 'zod';
import type { Handler, Handlers, Services } from './context';
import { imageRecord } from './image-record';
import { discardUploads, stageUploads } from './uploads';
import { cacheKeys } from '../cache/read-cache';

type Submit = Omit<SubmitJobRequest, 'user_id' | 'input_image_upload' | 'input_mask_upload'>;

async function submit(s: Services, userId: string, req: Submit, dataUrls: string[]): Promise<z.infer<typeof GenerateResponse>> {
  const uploads = dataUrls.length ? await stageUploads(s.objects, dataUrls) : [];
  try {
    const res = await s.imaging.SubmitJob({ ...req, user_id: userId, input_image_upload: uploads[0] ?? '', input_mask_upload: uploads[1] ?? '' });
    s.reads.invalidate(cacheKeys.credits(userId)); // the job's credits are held
    const images = res.images.map((i) => imageRecord(i, s.imageCdn));
    return { status: 'success', msg: IMAGING_MSG.generationStarted, data: images[0]!, images };
  } finally {
    await discardUploads(s.objects, uploads);
  }
}

export const imageGenerate: Handler<'imageGenerate'> = (s, { body, claims }) =>
  submit(s, claims.sub, { operation: 'text2img', model_id: body.model_id, prompt: body.prompt, negative_prompt: body.negative_prompt, image_size: body.image_size, image_number: body.image_number, make_public: body.make_public, ...(body.image_seed !== undefined ? { seed: String(body.image_seed) } : {}) }, []);

export const inpaintGenerate: Handler<'inpaintGenerate'> = (s, { body, claims }) =>
  submit(
    s,
    claims.sub,
    { operation: 'inpaint', model_id: body.model_id, prompt: body.prompt, negative_prompt: body.negative_prompt, image_size: body.image_size, image_number: 1, make_public: body.make_public },
    [body.input_image, body.input_mask],
  );

export const upscaleGenerate: Handler<'upscaleGenerate'> = (s, { body, claims }) =>
  submit(
    s,
    claims.sub,
    {
      operation: 'upscale',
      model_id: body.model_id,
      image_size: body.image_size,
      image_number: 1,
      make_public: false,
      uov_method: body.uov_method,
      ...(body.upscale_value !== undefined ? { upscale_value: body.upscale_value } : {}),
    },
    [body.input_image],
  );

export const outpaintGenerate: Handler<'outpaintGenerate'> = (s, { body, claims }) => {
  const on = new Set(body.outpaint_selections);
  // Only the sides that are switched on carry a distance (spec §4 out-paint gating).
  const distance = (side: 'Left' | 'Right' | 'Top' | 'Bottom', v: number | undefined) => (on.has(side) && v !== undefined ? v : undefined);
  const d = {
    outpaint_distance_left: distance('Left', body.outpaint_distance_left),
    outpaint_distance_right: distance('Right', body.outpaint_distance_right),
    outpaint_distance_top: distance('Top', body.outpaint_distance_top),
    outpaint_distance_bottom: distance('Bottom', body.outpaint_distance_bottom),
  };
  return submit(
    s,
    claims.sub,
    {
      operation: 'outpaint',
      model_id: body.model_id,
      image_size: body.image_size,
      image_number: 1,
      make_public: false,
      outpaint_selections: [...on],
      ...Object.fromEntries(Object.entries(d).filter(([, v]) => v !== undefined)),
    },
    [body.input_image],
  );
};

export const getPendingImage: Handler<'getPendingImage' | 'inpaintPending' | 'upscalePending' | 'outpaintPending'> = async (s, { params, claims }) => {
  const res = await s.imaging.GetImage({ user_id: claims.sub, image_id: params.id });
  return { status: 'success', data: imageRecord(res.image!, s.imageCdn) };
};

export const userImages: Handler<'userImages'> = async (s, { claims }) => {
  const res = await s.imaging.ListUserImages({ user_id: claims.sub, page: 1, page_size: IMAGING_LIMITS.recentImages });
  return { status: 'success', data: res.images.map((i) => imageRecord(i, s.imageCdn)) };
};

export const allUserImages: Handler<'allUserImages'> = async (s, { query, claims }) => {
  const res = await s.imaging.ListUserImages({ user_id: claims.sub, page: query.page ?? 1, page_size: IMAGING_LIMITS.imagePageSize });
  return { status: 'success', data: { rows: res.images.map((i) => imageRecord(i, s.imageCdn)), count: res.count } };
};

export const imagingHandlers = {
  imageGenerate,
  getPendingImage,
  userImages,
  allUserImages,
  inpaintGenerate,
  inpaintPending: getPendingImage,
  upscaleGenerate,
  upscalePending: getPendingImage,
  outpaintGenerate,
  outpaintPending: getPendingImage,
} satisfies Partial<Handlers>;
