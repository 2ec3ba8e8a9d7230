// The studio's form schemas with spec §5's exact messages (IMAGING_MSG is shared with the
// server, so both word a mistake the same way). Selects and pickers start as "" (nothing chosen).
import { IMAGING_LIMITS, IMAGING_MSG, UovMethod, UPSCALE_CUSTOM_VALUES } from '@atelier/contracts';
import { z } from 'zod';

/**
 * An untouched or emptied prompt is "required"; one of only spaces trims to "" and reads the
 * min-length message.
 */
const prompt = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string({ error: (i) => (i.input === undefined ? IMAGING_MSG.promptRequired : IMAGING_MSG.promptString) })
    .trim()
    .min(1, IMAGING_MSG.promptMin)
    .max(IMAGING_LIMITS.promptMax, `Prompt can not be more than ${IMAGING_LIMITS.promptMax} characters`),
);
const required = (msg: string) => z.string({ error: msg }).min(1, msg);
const negativePrompt = z.string().trim().max(IMAGING_LIMITS.promptMax).optional();

export const IMAGE_COUNTS = [1, 2, 3] as const;

export const generateSchema = z.object({
  prompt,
  model_id: required(IMAGING_MSG.model),
  image_size: required(IMAGING_MSG.size),
  image_number: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: IMAGING_MSG.imageNumber }),
  negative_prompt: negativePrompt,
  make_public: z.boolean(),
});
export type GenerateValues = z.input<typeof generateSchema>;
export type GenerateParsed = z.output<typeof generateSchema>;

export const inpaintSchema = z.object({
  prompt,
  model_id: required(IMAGING_MSG.model),
  image_size: required(IMAGING_MSG.size),
  negative_prompt: negativePrompt,
  make_public: z.boolean(),
  /** Set by the canvas's upload button (a data URL). */
  input_image: required(IMAGING_MSG.inputImage),
});
export type InpaintValues = z.input<typeof inpaintSchema>;
export type InpaintParsed = z.output<typeof inpaintSchema>;

export const UOV_METHODS = UovMethod.options;
export const CUSTOM_METHOD: UovMethod = 'Upscale (Custom)';
/** "1.0" … "6.0", as the select shows them. */
export const UPSCALE_VALUES = UPSCALE_CUSTOM_VALUES.map((v) => v.toFixed(1));

export const upscaleSchema = z.object({
  model_id: required(IMAGING_MSG.model),
  image_size: required(IMAGING_MSG.size),
  uov_method: z.union([UovMethod, z.literal('')]).refine((v) => v !== '', IMAGING_MSG.uovMethod),
  upscale_value: z.string().optional(),
  input_image: required(IMAGING_MSG.uploadFirst),
});
export type UpscaleValues = z.input<typeof upscaleSchema>;

export const OUTPAINT_SIDES = ['Left', 'Right', 'Top', 'Bottom'] as const;
export type OutpaintSide = (typeof OUTPAINT_SIDES)[number];

export const outpaintSchema = z.object({
  model_id: required(IMAGING_MSG.model),
  image_size: required(IMAGING_MSG.size),
  sides: z.object({ Left: z.boolean(), Right: z.boolean(), Top: z.boolean(), Bottom: z.boolean() }),
  /** Text boxes that only accept digits; "" means not given. */
  distances: z.object({ Left: z.string(), Right: z.string(), Top: z.string(), Bottom: z.string() }),
  input_image: required(IMAGING_MSG.uploadFirst),
});
export type OutpaintValues = z.input<typeof outpaintSchema>;
