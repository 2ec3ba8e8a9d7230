// Where an image record's files are (spec §3: `image_cdn + image_url` is the file's address; the
// WebP thumbnail beside it; an in-painting job's input picture): one home for the studio's tiles and
// dialog and the feeds' cards.
import type { ImageRecord } from './imaging';

type Paths = Pick<ImageRecord, 'image_cdn' | 'image_url' | 'thumbnail_url'>;

export const fullUrl = (r: Paths): string | null => (r.image_url ? r.image_cdn + r.image_url : null);
/** The WebP thumbnail when there is one, else the original. */
export const thumbUrl = (r: Paths): string | null => (r.thumbnail_url ? r.image_cdn + r.thumbnail_url : fullUrl(r));
/** The picture an in-painting job painted over, as the server keeps it (null for other jobs). */
export const inputUrl = (r: Pick<ImageRecord, 'image_cdn' | 'input_image_url'>): string | null =>
  r.input_image_url ? r.image_cdn + r.input_image_url : null;
