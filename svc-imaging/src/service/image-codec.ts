// Every image that enters or leaves imaging goes through here: the magic bytes must say PNG, JPEG
// or WebP, sharp decodes it under a pixel cap, and we keep only our own re-encoding (PNG for
// originals and inputs, WebP for thumbnails) — never the bytes we were handed.
import sharp from 'sharp';
import { AppError } from '@atelier/platform';
import { IMAGING_LIMITS, IMAGING_MSG } from '@atelier/contracts';

export type ImageKind = 'png' | 'jpeg' | 'webp';
export const THUMBNAIL_MAX = 384;

export function sniffImage(b: Buffer): ImageKind | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Decodes (pixel cap) and re-encodes as PNG; throws with `tooLarge` when the cap was hit. */
async function toPng(b: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  if (!sniffImage(b)) throw new CodecError('not an image');
  try {
    const { data, info } = await sharp(b, { limitInputPixels: IMAGING_LIMITS.inputPixelsMax, failOn: 'error' })
      .rotate()
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (err) {
    const tooLarge = /pixel limit/i.test((err as Error).message);
    throw new CodecError(tooLarge ? 'too large' : 'undecodable', tooLarge);
  }
}

export class CodecError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/** A user's upload → PNG, or INVALID_ARGUMENT with words the user can act on. */
export async function normaliseInput(b: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  try {
    return await toPng(b);
  } catch (err) {
    if (err instanceof CodecError) throw new AppError('INVALID_ARGUMENT', err.tooLarge ? IMAGING_MSG.imageTooLarge : IMAGING_MSG.badImage);
    throw err;
  }
}

/** A mask, brought to the input's size, as a single-channel PNG (white = repaint). */
export async function normaliseMask(b: Buffer, width: number, height: number): Promise<Buffer> {
  const { png } = await normaliseInput(b);
  return sharp(png).resize(width, height, { fit: 'fill' }).greyscale().png().toBuffer();
}

/** A node's output → PNG original + WebP thumbnail; CodecError for anything that is not an image. */
export async function encodeOutput(b: Buffer): Promise<{ png: Buffer; thumbnail: Buffer; width: number; height: number }> {
  const { png, width, height } = await toPng(b);
  const thumbnail = await sharp(png).resize(THUMBNAIL_MAX, THUMBNAIL_MAX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  return { png, thumbnail, width, height };
}
