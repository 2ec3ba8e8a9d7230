// Where an image's files live (plan: `image_cdn + image_url` is the file's address) and the
// name a download gets (spec §7: the last path segment of image_url), and the shape of a tile.
import type { ImageRecord } from '@atelier/contracts';

type Paths = Pick<ImageRecord, 'image_cdn' | 'image_url' | 'thumbnail_url'>;

export const fullUrl = (r: Paths): string | null => (r.image_url ? r.image_cdn + r.image_url : null);
/** The WebP thumbnail when there is one, else the original. */
export const thumbUrl = (r: Paths): string | null => (r.thumbnail_url ? r.image_cdn + r.thumbnail_url : fullUrl(r));
/** The picture an in-painting job painted over, as the server keeps it (null for other jobs). */
export const inputUrl = (r: Pick<ImageRecord, 'image_cdn' | 'input_image_url'>): string | null =>
  r.input_image_url ? r.image_cdn + r.input_image_url : null;

/** "832*1216" → "832 / 1216" (CSS aspect-ratio), so a tile keeps the image's shape; null when unreadable. */
export function aspectRatio(imageSize: string): string | null {
  const m = /^\s*(\d+)\s*[*x×]\s*(\d+)\s*$/i.exec(imageSize);
  if (!m) return null;
  const [w, h] = [Number(m[1]), Number(m[2])];
  return w > 0 && h > 0 ? `${w} / ${h}` : null;
}

/** "/media/u/abc/xyz.png?v=1" → "xyz.png"; "image" when nothing usable is left. */
export function downloadName(imageUrl: string): string {
  const path = imageUrl.split(/[?#]/)[0];
  const last = path.split('/').filter(Boolean).pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape keeps the raw segment.
  }
  return name || 'image';
}
