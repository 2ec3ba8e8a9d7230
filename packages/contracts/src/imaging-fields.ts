// The imaging fields the studio's forms check exactly as the server does (prompt, sizes, counts,
// seeds, up-scale methods, out-paint sides) and the live stream's progress event it parses, written
// with `zod/mini` for the reason ./fields.ts gives: classic zod's floor is ~15 KiB on the wire of
// every studio screen, mini's is the checks in use. imaging.ts builds the request bodies from these.
import * as z from 'zod/mini';
import { IMAGING_LIMITS, IMAGING_MSG } from './messages';

export const UovMethod = z.enum(['Vary (Subtle)', 'Vary (Strong)', 'Upscale (1.5x)', 'Upscale (2x)', 'Upscale (Fast 2x)', 'Upscale (Custom)']);
export type UovMethod = z.infer<typeof UovMethod>;
export const UPSCALE_CUSTOM_VALUES = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0] as const;
export const OutpaintSide = z.enum(['Left', 'Right', 'Top', 'Bottom']);
export type OutpaintSide = z.infer<typeof OutpaintSide>;
/** How many images one text-to-image request may ask for. */
export const IMAGE_COUNTS = [1, 2, 3] as const;

/** "W*H", as Fooocus spells sizes. */
export const ImageSize = z.string({ error: IMAGING_MSG.size }).check(z.regex(/^[1-9]\d{1,4}\*[1-9]\d{1,4}$/, IMAGING_MSG.size));

/** The prompt as the spec words its mistakes; the studio's form wraps this same schema. */
export const Prompt = z
  .string({ error: (i) => (i.input === undefined ? IMAGING_MSG.promptRequired : IMAGING_MSG.promptString) })
  .check(z.trim(), z.minLength(1, IMAGING_MSG.promptMin), z.maxLength(IMAGING_LIMITS.promptMax, IMAGING_MSG.promptMax));
export const NegativePrompt = z._default(z.optional(z.string().check(z.trim(), z.maxLength(IMAGING_LIMITS.promptMax))), '');
export const ImageNumber = z.literal(IMAGE_COUNTS, { error: IMAGING_MSG.imageNumber });
const SEED_DIGITS = /^\d{1,19}$/;
/** A seed as the image record spells it (a decimal string; seeds overflow JS numbers); imaging checks it with the same schema. */
export const SeedString = z.string({ error: IMAGING_MSG.seed }).check(
  z.regex(SEED_DIGITS, IMAGING_MSG.seed),
  // Zod runs this also when the regex failed: only digits are compared (the regex already said no).
  z.refine((v) => !SEED_DIGITS.test(v) || BigInt(v) <= IMAGING_LIMITS.seedMax, IMAGING_MSG.seed),
);
/** Seed of image i of a request whose first seed is `first`: first+i, wrapping to 0 past seedMax, as Fooocus and A1111 do. */
export function seedAt(first: bigint, i: number): bigint {
  return (first + BigInt(i)) % (IMAGING_LIMITS.seedMax + 1n);
}

/** The live stream's `event: progress` (GET /api/images/events, issue 12): where one pending request
 *  (job; an image's `parent_id`) stands. Ephemeral: no id, no replay; the finished request's
 *  `event: image` supersedes it. Null fields are unknown (the tile then shows what it has). */
export const JobProgressEvent = z.strictObject({
  job_id: z.string(),
  /** Waiting for a node, or on one. */
  state: z.enum(['queued', 'running']),
  /** queued: 1 = next among the waiting requests for the same model (oldest first). */
  position: z.nullable(z.int().check(z.positive())),
  /** running: 0–1 of the whole request. */
  fraction: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  /** running: the node's own step of `total` (sampling steps; the cpu node's stages). */
  step: z.nullable(z.int().check(z.nonnegative())),
  total: z.nullable(z.int().check(z.positive())),
  /** running: a small JPEG data URL of the picture so far, when the node gives one. */
  preview: z.nullable(z.string()),
});
export type JobProgressEvent = z.infer<typeof JobProgressEvent>;
