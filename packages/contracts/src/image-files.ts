// Which image files the product takes (PNG, JPEG, WebP) and how their kind is told: by the magic
// bytes, never by a name or a declared type. The gateway compares a data URL's declared type with
// them; imaging refuses anything else before decoding. Pure (Uint8Array), so the browser may use it.

export type ImageKind = 'png' | 'jpeg' | 'webp';

/** The media type a data URL declares for each kind (image/jpg is a common alias of image/jpeg). */
export const IMAGE_MEDIA_TYPES: Readonly<Record<string, ImageKind>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/webp': 'webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** The kind the bytes say they are, or null (text, SVG, HTML, GIF, …). */
export function sniffImage(b: Uint8Array): ImageKind | null {
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  return null;
}
