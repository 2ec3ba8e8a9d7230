// Every image that enters or leaves imaging goes through here: the magic bytes must say PNG, JPEG
// or WebP, the container must hold one still picture and nothing after it (domain/image-structure),
// the header is read (a PNG's IHDR by domain/image-structure, the others by sharp's metadata: no
// pixels decoded) and judged against the pixel cap, and only then is it decoded — still under
// `limitInputPixels` — and re-encoded as 8-bit sRGB PNG (CMYK and 16-bit inputs included). A PNG
// whose pixels already are 8-bit RGB(A) with nothing that changes their meaning is not re-encoded
// but rebuilt from its header and pixel data alone (keptPng), once proven to decode whole. Either
// way we store a file of our own making — never the bytes we were handed as they came.
// Uploads are decoded through the DecodePool (decode-pool.ts), which bounds how many run at once.
import { createInflate } from 'node:zlib';
import sharp from 'sharp';
import { AppError } from '@atelier/platform';
import { IMAGING_LIMITS, IMAGING_MSG, sniffImage } from '@atelier/contracts';
import { pngSize, strippedPng, structureProblem } from '../domain/image-structure';

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
/** The same, the decoder failing on its warnings too: the proof that a PNG we keep decodes whole. */
const CLEAN_DECODE = { ...DECODE, failOn: 'warning' } as const;

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

/** A user's upload → PNG, or INVALID_ARGUMENT with words the user can act on. A PNG keptPng can
 *  keep (one from our own gallery, sent back for an up-scale or an in-paint, usually is) is proven by
 *  decoding it through its last row: a PNG's rows can only be read in order, each unfiltered from the
 *  one before, so every row is decoded and checked, without the whole picture in memory. A 1024²
 *  upload costs ~10 ms of CPU that way, ~52 re-encoded (sharp's stats() as the proof cost ~44). */
export async function normaliseInput(b: Buffer, maxBytes: number = IMAGING_LIMITS.inputFileMax): Promise<{ png: Buffer; width: number; height: number }> {
  if (b.length > maxBytes) throw new AppError('INVALID_ARGUMENT', IMAGING_MSG.dataUrlTooLarge);
  try {
    return (await keptPng(b, lastRowOf)) ?? (await toPng(b));
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

export interface EncodedOutput {
  png: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** A node's output → PNG original + WebP thumbnail; CodecError for anything that is not an image.
 *  A PNG keptPng can keep is stored as rebuilt, its thumbnail — made from the rebuilt bytes — the
 *  proof that it decodes whole; anything else is decoded and re-encoded. A 1024² output costs
 *  ~25–35 ms of CPU kept against ~70–100 re-encoded (`npm run bench -- --only=codec`). */
export async function encodeOutput(b: Buffer): Promise<EncodedOutput> {
  const kept = await keptPng(b, (png) => thumbnailOf(png, CLEAN_DECODE));
  return kept ? { png: kept.png, thumbnail: kept.proof, width: kept.width, height: kept.height } : await reencodedOutput(b);
}

/** An 8-bit RGB(A) PNG stored as its header and pixel data (domain strippedPng: the other chunks
 *  gone, the CRCs checked) once proven whole: its pixel data one zlib stream of exactly the picture
 *  with nothing behind it, and `prove` — a decode of the rebuilt bytes with the decoder failing on
 *  any warning — done. Null at any doubt: the caller decodes and re-encodes, which decides as before
 *  (and refuses with the user's words). */
async function keptPng<T>(b: Buffer, prove: (png: Buffer, size: { width: number; height: number }) => Promise<T>): Promise<{ png: Buffer; width: number; height: number; proof: T } | null> {
  const kept = sniffImage(b) === 'png' ? strippedPng(b) : null;
  if (!kept || kept.width * kept.height > IMAGING_LIMITS.inputPixelsMax) return null;
  if (!(await inflatesTo(kept.pixelData, kept.rawBytes))) return null;
  const png = Buffer.from(kept.png.buffer, kept.png.byteOffset, kept.png.byteLength);
  try {
    return { png, width: kept.width, height: kept.height, proof: await prove(png, kept) };
  } catch {
    return null;
  }
}

/** Whether `data` is one zlib stream of exactly `size` bytes with nothing after it: libvips reads
 *  the rows it needs and stops, so data behind them (a payload riding in the pixel stream) would
 *  otherwise be stored and served. Inflated on libuv's pool and counted, not kept (~5 ms of CPU
 *  for a 1024² picture, 64 KiB of memory whatever its size). */
function inflatesTo(data: Uint8Array, size: number): Promise<boolean> {
  return new Promise((resolve) => {
    const z = createInflate({ chunkSize: 64 * 1024 });
    let out = 0;
    z.on('data', (chunk: Buffer) => {
      out += chunk.length;
      if (out > size) {
        z.destroy();
        resolve(false);
      }
    });
    z.on('error', () => resolve(false));
    z.on('end', () => resolve(out === size && z.bytesWritten === data.length));
    z.end(data);
  });
}

/** Decodes and re-encodes as PNG, then the thumbnail: every output strippedPng does not keep, and
 *  the baseline of the codec bench. */
export async function reencodedOutput(b: Buffer): Promise<EncodedOutput> {
  const { png, width, height } = await toPng(b);
  return { png, thumbnail: await thumbnailOf(png), width, height };
}

/** The last row's first pixel, decoded under CLEAN_DECODE: every row before it is decoded on the way. */
const lastRowOf = (png: Buffer, size: { height: number }) => sharp(png, CLEAN_DECODE).extract({ left: 0, top: size.height - 1, width: 1, height: 1 }).raw().toBuffer();

const thumbnailOf = (png: Buffer, decode?: sharp.SharpOptions) =>
  sharp(png, decode).resize(THUMBNAIL_MAX, THUMBNAIL_MAX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
