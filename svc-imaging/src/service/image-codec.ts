// Every image that enters or leaves imaging goes through here: the magic bytes must say PNG, JPEG
// or WebP, the container must hold one still picture and nothing after it (domain/image-structure),
// the header is read (a PNG's IHDR by domain/image-structure, the others by sharp's metadata: no
// pixels decoded) and judged against the pixel cap, and only then is it decoded — still under
// `limitInputPixels` — and re-encoded as 8-bit sRGB PNG (CMYK and 16-bit inputs included). We
// keep only our own encoding, never the bytes we were handed.
// Uploads are decoded through the DecodePool (decode-pool.ts), which bounds how many run at once.
import sharp from 'sharp';
import { AppError } from '@atelier/platform';
import { IMAGING_LIMITS, IMAGING_MSG, sniffImage } from '@atelier/contracts';
import { pngSize, structureProblem } from '../domain/image-structure';

export const THUMBNAIL_MAX = 384;

// libvips threads per image operation. The decode pool already runs IMAGING_LIMITS.decodeConcurrency
// images side by side; one thread each leaves the other cores to the event loop and other requests
// (issue 11: twelve concurrent uploads had every core in libvips and /healthz at 2.4 s).
sharp.concurrency(1);
// libvips' operation cache (50 MB by default) only pays when the same operation runs again on the
// same input; ours never do (each upload, output and thumbnail is new), so it only held pixels of
// finished work at idle.
sharp.cache(false);

const DECODE = { limitInputPixels: IMAGING_LIMITS.inputPixelsMax, failOn: 'error' } as const;

/** A refusal of an image, with the words the user reads (IMAGING_MSG). */
export class CodecError extends Error {}

/** Checks, header first, then decodes and re-encodes as PNG; CodecError with the user's words. */
async function toPng(b: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  const kind = sniffImage(b);
  if (!kind) throw new CodecError(IMAGING_MSG.badImage);
  const problem = structureProblem(b, kind);
  if (problem) throw new CodecError(problem === 'animated' ? IMAGING_MSG.imageAnimated : IMAGING_MSG.imageMalformed);
  const header: Header = (kind === 'png' && pngSize(b)) || (await headerOf(b));
  if ((header.pages ?? 1) > 1) throw new CodecError(IMAGING_MSG.imageAnimated);
  if (!header.width || !header.height) throw new CodecError(IMAGING_MSG.badImage);
  if (header.width * header.height > IMAGING_LIMITS.inputPixelsMax) throw new CodecError(IMAGING_MSG.imageTooLarge);
  try {
    const { data, info } = await sharp(b, DECODE).rotate().toColourspace('srgb').png().toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (err) {
    throw new CodecError(refusalOf(err));
  }
}

type Header = Pick<sharp.Metadata, 'width' | 'height' | 'pages'>;

/** sharp's header read (no pixels decoded), for what pngSize cannot read itself. */
async function headerOf(b: Buffer): Promise<Header> {
  try {
    return await sharp(b, DECODE).metadata();
  } catch (err) {
    throw new CodecError(refusalOf(err));
  }
}

/** sharp's failure → the user's words: over the pixel cap, cut short, or not decodable. */
function refusalOf(err: unknown): string {
  const message = (err as Error).message ?? '';
  if (/pixel limit/i.test(message)) return IMAGING_MSG.imageTooLarge;
  if (/premature end|end of stream|truncated|unexpected end/i.test(message)) return IMAGING_MSG.imageMalformed;
  return IMAGING_MSG.badImage;
}

/** A user's upload → PNG, or INVALID_ARGUMENT with words the user can act on. */
export async function normaliseInput(b: Buffer, maxBytes: number = IMAGING_LIMITS.inputFileMax): Promise<{ png: Buffer; width: number; height: number }> {
  if (b.length > maxBytes) throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.dataUrlTooLarge);
  try {
    return await toPng(b);
  } catch (err) {
    if (err instanceof CodecError) throw new AppError('INVALID_ARGUMENT', err.message);
    throw err;
  }
}

/** A mask, brought to the input's size, as a single-channel PNG (white = repaint). */
export async function normaliseMask(b: Buffer, width: number, height: number): Promise<Buffer> {
  const { png } = await normaliseInput(b, IMAGING_LIMITS.maskFileMax);
  return sharp(png).resize(width, height, { fit: 'fill' }).greyscale().png().toBuffer();
}

/** A node's output → PNG original + WebP thumbnail; CodecError for anything that is not an image. */
export async function encodeOutput(b: Buffer): Promise<{ png: Buffer; thumbnail: Buffer; width: number; height: number }> {
  const { png, width, height } = await toPng(b);
  const thumbnail = await sharp(png).resize(THUMBNAIL_MAX, THUMBNAIL_MAX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  return { png, thumbnail, width, height };
}
