// Image generation and model administration contract (spec §3, §5, §7 "Image generation" and
// the admin model calls), and imaging's vocabulary: model types, operations, statuses and
// controller names are declared here once; svc-imaging's domain and adapter seam take them from here.
import { z } from 'zod';
import { StatusMsg } from './common';
import { ImageNumber, ImageSize, NegativePrompt, OutpaintSide, Prompt, SeedString, UovMethod } from './imaging-fields';
import { settingsLimitProblem, settingsTextLimitProblem } from './instance-settings';
import { IMAGING_LIMITS, IMAGING_MSG } from './messages';

export const ModelType = z.enum(['text2img', 'upscale', 'inpaint', 'outpaint', 'faceswap']);
export type ModelType = z.infer<typeof ModelType>;
export const ActiveStatus = z.enum(['active', 'deactive']);
export type ActiveStatus = z.infer<typeof ActiveStatus>;
/** An image's state as the browser sees it (`request_status`). */
export const RequestStatus = z.enum(['pending', 'success', 'failure']);
export type RequestStatus = z.infer<typeof RequestStatus>;
export const Operation = z.enum(['text2img', 'inpaint', 'outpaint', 'upscale']);
export type Operation = z.infer<typeof Operation>;
/** Controllers of model instances (GPU-node adapters); `cpu` is built in. svc-imaging's adapter
 *  registry is typed by this list, so adding a controller here without its adapter fails to compile. */
export const ControllerName = z.enum(['cpu', 'fooocus', 'a1111', 'comfyui']);
export type ControllerName = z.infer<typeof ControllerName>;
/** A requested seed: that decimal string, or a whole JSON number while it is exact (≤ 2^53-1: zod's int() refuses beyond). */
export const RequestSeed = z.union(
  [SeedString, z.number({ error: IMAGING_MSG.seed }).int(IMAGING_MSG.seed).min(0, IMAGING_MSG.seed)],
  { error: IMAGING_MSG.seed },
);
const ModelId = z.string({ error: IMAGING_MSG.model }).min(1, IMAGING_MSG.model).max(64, IMAGING_MSG.model);
/** An image as a data URL; the server checks magic bytes, decodes with a pixel cap and re-encodes. */
const DataUrl = (msg: string, max: number = IMAGING_LIMITS.dataUrlMax) =>
  z.string({ error: msg }).min(1, msg).max(max, IMAGING_MSG.dataUrlTooLarge).regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, IMAGING_MSG.dataUrl);
const Mimetype = z.string().trim().max(100).optional().default('');

// ---- records --------------------------------------------------------------------------------

/** Spec §3 "Image record". `image_cdn + image_url` is the file's public address. */
export const ImageRecord = z.strictObject({
  id: z.string(),
  prompt: z.string(),
  negative_prompt: z.string(),
  /** Path under image_cdn; null until the image succeeded. */
  image_url: z.string().nullable(),
  image_cdn: z.string(),
  /** WebP thumbnail path under image_cdn; null until success. */
  thumbnail_url: z.string().nullable(),
  image_size: z.string(),
  /** A string: seeds reach 2^63-1. */
  image_seed: z.string(),
  createdAt: z.string(),
  request_status: RequestStatus,
  /** The request (job) this image came from; images of one request share it. */
  parent_id: z.string().nullable(),
  operation: Operation,
  make_public: z.boolean(),
  /** Why it failed, in words a user can read; null otherwise. */
  error: z.string().nullable(),
  User: z.strictObject({ name: z.string(), profile_pic: z.string().nullable() }),
  /** What the node used, when it said (the cpu sketch: "Procedural sketch · sunset · sea · lighthouse"); null otherwise. */
  preset: z.string().nullable(),
  /** In-painting: the picture the job painted over, as a path under image_cdn (owner only); null otherwise. */
  input_image_url: z.string().nullable(),
});
export type ImageRecord = z.infer<typeof ImageRecord>;

/** A choice for a select; a model option may carry its description as help text and its credits
 *  per image (what the studio's cost line multiplies by the image count). */
export const Option = z.strictObject({ value: z.string(), label: z.string(), description: z.string().optional(), credits: z.number().int().optional() });

export const Model = z.strictObject({
  id: z.string(),
  name: z.string(),
  type: ModelType,
  size: z.array(z.string()),
  status: ActiveStatus,
  /** Credits charged per output image. */
  credits: z.number().int(),
  createdAt: z.string(),
  /** What the model can and cannot do, in words; "" when none was written. */
  description: z.string(),
});
export type Model = z.infer<typeof Model>;

/** healthy: its last call worked; backing_off: failing, retried after a pause; down: failing past
 *  the retries (no work sent until it answers again); unknown: never called since start. */
export const InstanceHealthState = z.enum(['healthy', 'backing_off', 'down', 'unknown']);
export type InstanceHealthState = z.infer<typeof InstanceHealthState>;

export const InstanceHealth = z.strictObject({
  state: InstanceHealthState,
  running_jobs: z.number().int(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
});
export type InstanceHealth = z.infer<typeof InstanceHealth>;

export const ModelInstance = z.strictObject({
  id: z.string(),
  name: z.string(),
  controller_name: ControllerName,
  priority: z.number().int(),
  settings: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]),
  status: ActiveStatus,
  model_id: z.string(),
  /** api_token is stored sealed and never returned; this says whether one is set. */
  has_api_token: z.boolean(),
  Model: z.strictObject({ id: z.string(), name: z.string(), type: ModelType }),
  createdAt: z.string(),
  /** Paused by an admin: its running jobs finish, no new ones start (issue 10). */
  paused: z.boolean(),
  /** Live health as imaging's scheduler sees it (issue 10). */
  health: InstanceHealth,
});
export type ModelInstance = z.infer<typeof ModelInstance>;

// ---- user requests --------------------------------------------------------------------------

export const GenerateBody = z.strictObject({
  prompt: Prompt,
  model_id: ModelId,
  image_size: ImageSize,
  image_number: z.optional(ImageNumber).default(1),
  negative_prompt: NegativePrompt,
  make_public: z.boolean().optional().default(true),
  /** Ours, beside the spec's fields: the first image's seed (image i gets seed+i); left out, the node picks one. Remix sends the image's `image_seed`. */
  image_seed: RequestSeed.optional(),
});

export const InpaintBody = z.strictObject({
  prompt: Prompt,
  model_id: ModelId,
  image_size: ImageSize,
  negative_prompt: NegativePrompt,
  make_public: z.boolean().optional().default(true),
  input_image: DataUrl(IMAGING_MSG.inputImage),
  input_mask: DataUrl(IMAGING_MSG.inputImage, IMAGING_LIMITS.maskDataUrlMax),
  mimetype: Mimetype,
});

export const UpscaleBody = z
  .strictObject({
    model_id: ModelId,
    image_size: ImageSize,
    uov_method: z.union([UovMethod, z.undefined()]).refine((v) => v !== undefined, IMAGING_MSG.uovMethod),
    upscale_value: z.number().min(1).max(6).optional(),
    input_image: DataUrl(IMAGING_MSG.uploadFirst),
    mimetype: Mimetype,
  });

const Distance = z.number().int().min(0).max(IMAGING_LIMITS.outpaintDistanceMax).optional();
export const OutpaintBody = z.strictObject({
  model_id: ModelId,
  image_size: ImageSize,
  input_image: DataUrl(IMAGING_MSG.uploadFirst),
  mimetype: Mimetype,
  outpaint_selections: z.array(OutpaintSide).max(4).optional().default([]),
  outpaint_distance_left: Distance,
  outpaint_distance_right: Distance,
  outpaint_distance_top: Distance,
  outpaint_distance_bottom: Distance,
});

/** One record per request in `data` (the spec's shape); every record of the request in `images`. */
export const GenerateResponse = z.strictObject({
  status: z.literal('success'),
  msg: z.string(),
  data: ImageRecord,
  images: z.array(ImageRecord),
});
export const ImageResponse = z.strictObject({ status: z.literal('success'), data: ImageRecord });
export const ImageListResponse = z.strictObject({ status: z.literal('success'), data: z.array(ImageRecord) });
export const ImagePageResponse = z.strictObject({
  status: z.literal('success'),
  data: z.strictObject({ rows: z.array(ImageRecord), count: z.number().int() }),
});
export const OptionsResponse = z.strictObject({ status: z.literal('success'), data: z.array(Option) });

// ---- admin ----------------------------------------------------------------------------------

const Sizes = z
  .array(ImageSize, { error: IMAGING_MSG.modelSize })
  .min(1, IMAGING_MSG.modelSize)
  .max(IMAGING_LIMITS.sizesPerModel);
const Credits = z.number({ error: IMAGING_MSG.modelCredits }).int(IMAGING_MSG.modelCredits).min(0, IMAGING_MSG.modelCredits).max(1_000_000, IMAGING_MSG.modelCredits);
const ModelName = z.string({ error: IMAGING_MSG.modelName }).trim().min(1, IMAGING_MSG.modelName).max(IMAGING_LIMITS.modelNameMax, IMAGING_MSG.modelName);
const ModelDescription = z.string().trim().max(IMAGING_LIMITS.modelDescriptionMax);

export const CreateModelBody = z.strictObject({
  name: ModelName,
  type: ModelType.or(z.undefined()).refine((v) => v !== undefined, IMAGING_MSG.modelType),
  size: Sizes,
  credits: Credits.optional().default(1),
  description: ModelDescription.optional(),
});
export const UpdateModelBody = z.strictObject({
  name: ModelName,
  type: ModelType.or(z.undefined()).refine((v) => v !== undefined, IMAGING_MSG.modelType),
  size: Sizes,
  status: ActiveStatus.or(z.undefined()).refine((v) => v !== undefined, IMAGING_MSG.modelStatus),
  credits: Credits.optional(),
  /** Omitted keeps the stored one. */
  description: ModelDescription.optional(),
});

/** Settings arrive as an object/array, or as the JSON text the admin typed. Either form is held to
 *  the size and depth limits here, at the edge (a 10,000-deep value once overflowed the stack past
 *  it); the text's other checks (JSON, shape, base_url) are checkSettings' in imaging. */
const Settings = (msg: string) =>
  z
    .union([z.record(z.string(), z.unknown()), z.array(z.unknown()), z.string().min(1, msg)], { error: msg })
    .superRefine((v, ctx) => {
      const problem = typeof v === 'string' ? settingsTextLimitProblem(v) : settingsLimitProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const CreateModelInstanceBody = z.strictObject({
  name: z.string({ error: IMAGING_MSG.instanceName }).trim().min(1, IMAGING_MSG.instanceName).max(IMAGING_LIMITS.modelNameMax, IMAGING_MSG.instanceName),
  controller_name: ControllerName.or(z.undefined()).refine((v) => v !== undefined, IMAGING_MSG.controllerCreate),
  priority: z.number({ error: IMAGING_MSG.priorityCreate }).int().min(0).max(1_000_000),
  api_token: z.string({ error: IMAGING_MSG.apiTokenCreate }).min(1, IMAGING_MSG.apiTokenCreate).max(4096),
  settings: Settings(IMAGING_MSG.settingsCreate),
  model_id: z.string({ error: IMAGING_MSG.modelIdCreate }).min(1, IMAGING_MSG.modelIdCreate).max(64),
});
export const UpdateModelInstanceBody = z.strictObject({
  name: z.string({ error: IMAGING_MSG.instanceName }).trim().min(1, IMAGING_MSG.instanceName).max(IMAGING_LIMITS.modelNameMax, IMAGING_MSG.instanceName),
  controller_name: ControllerName.or(z.undefined()).refine((v) => v !== undefined, IMAGING_MSG.controllerUpdate),
  priority: z.number({ error: IMAGING_MSG.priorityUpdate }).int().min(0).max(1_000_000),
  /** Write-only: sent to change the token; omitted (or "") keeps the stored one, which is never shown. */
  api_token: z.string({ error: IMAGING_MSG.apiTokenUpdate }).max(4096).optional(),
  settings: Settings(IMAGING_MSG.settingsUpdate),
  status: ActiveStatus.or(z.undefined()).refine((v) => v !== undefined, IMAGING_MSG.statusUpdate),
  model_id: z.string().min(1).max(64).optional(),
});

export const ModelListResponse = z.strictObject({ status: z.literal('success'), data: z.array(Model) });
export const ModelResponse = z.strictObject({ status: z.literal('success'), msg: z.string(), data: Model });
export const ModelInstanceListResponse = z.strictObject({ status: z.literal('success'), data: z.array(ModelInstance) });
export const ModelInstanceResponse = z.strictObject({ status: z.literal('success'), msg: z.string(), data: ModelInstance });
export const Deleted = StatusMsg;
