// Object keys, deterministic per image and job: a job re-run after a lost lease writes the same
// keys, so an image never ends up with two sets of files. Public and private images live under
// different prefixes so the gateway can decide who may read a file from its key alone (private
// keys carry the owner id) — no database or gRPC hop per media request.
import { isUuid } from '@atelier/platform';

export const PUBLIC_PREFIX = 'images/public/';
export const PRIVATE_PREFIX = 'images/private/';

export function imageKeys(image: { id: string; user_id: string; make_public: boolean }): { original: string; thumbnail: string } {
  const base = image.make_public ? `${PUBLIC_PREFIX}${image.id}` : `${PRIVATE_PREFIX}${image.user_id}/${image.id}`;
  return { original: `${base}.png`, thumbnail: `${base}.thumb.webp` };
}

/** A job's inputs carry the owner id too, so the gateway can show the in-painting input to its owner only. */
export function inputKey(userId: string, jobId: string, which: 'image' | 'mask'): string {
  return `inputs/${userId}/${jobId}/${which}.png`;
}

const UPLOAD_PREFIX = 'uploads/';

/** Whether `key` is where the gateway stages an uploaded file (uploads/<uuid>) before imaging
 *  validates it; such a key is deleted either way, and no other key is ever read as an upload. */
export function isUploadKey(key: string): boolean {
  return key.startsWith(UPLOAD_PREFIX) && isUuid(key.slice(UPLOAD_PREFIX.length));
}
