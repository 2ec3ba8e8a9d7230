// The studio's form schemas with spec §5's exact messages. The field rules, limits and words are
// the contract's (the server validates with the same schemas), so both word a mistake the same
// way; only the form's shape is the studio's. Selects and pickers start as "" (nothing chosen).
// Written with `zod/mini`, as the contract's imaging fields are (contracts/src/imaging-fields.ts):
// classic zod would add ~15 KiB to every studio screen.
import {
  IMAGE_COUNTS,
  ImageNumber,
  IMAGING_MSG,
  NegativePrompt,
  OutpaintSide as OutpaintSideEnum,
  Prompt,
  SeedString,
  UovMethod,
  UPSCALE_CUSTOM_VALUES,
} from '@atelier/contracts';
import * as z from 'zod/mini';

/**
 * An untouched or emptied prompt is "required"; one of only spaces trims to "" and reads the
 * min-length message.
 */
const prompt = z.pipe(
  z.transform((v: unknown) => (v === '' ? undefined : v)),
  Prompt,
);
const required = (msg: string) => z.string({ error: msg }).check(z.minLength(1, msg));

export { IMAGE_COUNTS };

export const generateSchema = z.object({
  prompt,
  model_id: required(IMAGING_MSG.model),
  image_size: required(IMAGING_MSG.size),
  image_number: ImageNumber,
  negative_prompt: NegativePrompt,
  make_public: z.boolean(),
  /** The Advance option's Seed: "" (or absent) is random; Remix fills the image's seed. */
  image_seed: z.optional(z.union([z.literal(''), SeedString], { error: IMAGING_MSG.seed })),
});
export type GenerateValues = z.input<typeof generateSchema>;
export type GenerateParsed = z.output<typeof generateSchema>;

export const inpaintSchema = z.object({
  prompt,
  model_id: required(IMAGING_MSG.model),
  image_size: required(IMAGING_MSG.size),
  negative_prompt: NegativePrompt,
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
  uov_method: z.union([UovMethod, z.literal('')]).check(z.refine((v) => v !== '', IMAGING_MSG.uovMethod)),
  upscale_value: z.optional(z.string()),
  input_image: required(IMAGING_MSG.uploadFirst),
});
export type UpscaleValues = z.input<typeof upscaleSchema>;

export const OUTPAINT_SIDES = OutpaintSideEnum.options;
export type OutpaintSide = z.infer<typeof OutpaintSideEnum>;

export const outpaintSchema = z.object({
  model_id: required(IMAGING_MSG.model),
  image_size: required(IMAGING_MSG.size),
  sides: z.object({ Left: z.boolean(), Right: z.boolean(), Top: z.boolean(), Bottom: z.boolean() }),
  /** Text boxes that only accept digits; "" means not given. */
  distances: z.object({ Left: z.string(), Right: z.string(), Top: z.string(), Bottom: z.string() }),
  input_image: required(IMAGING_MSG.uploadFirst),
});
export type OutpaintValues = z.input<typeof outpaintSchema>;
