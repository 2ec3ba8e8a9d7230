/**
 * The object-key scheme of stored media, in one place: imaging writes files under these keys and
 * the gateway decides who may read a file under /media/<key> from the key alone (no database or
 * gRPC hop per request). Pure functions; this file imports nothing.
 *
 * - images/public/<image id>.png | .thumb.webp              anyone
 * - images/private/<owner id>/<image id>.png | .thumb.webp  the owner only
 * - inputs/<owner id>/<job id>/image.png                    the owner only (shown beside an in-painting result)
 * - inputs/<owner id>/<job id>/mask.png                     nobody
 * - uploads/<uuid>                                          nobody (staged by the gateway, consumed by imaging)
 */

const PUBLIC_PREFIX = 'images/public/';
const PRIVATE_PREFIX = 'images/private/';
const INPUTS_PREFIX = 'inputs/';
const UPLOAD_PREFIX = 'uploads/';
/** The one input file that is ever served; the mask beside it never is. */
const SERVED_INPUT = /^inputs\/([^/]+)\/[^/]+\/image\.png$/;

/**
 * An image's files. Deterministic per image: a job re-run after a lost lease writes the same keys,
 * so an image never ends up with two sets of files.
 */
export function imageKeys(image: { id: string; user_id: string; make_public: boolean }): { original: string; thumbnail: string } {
  const base = image.make_public ? `${PUBLIC_PREFIX}${image.id}` : `${PRIVATE_PREFIX}${image.user_id}/${image.id}`;
  return { original: `${base}.png`, thumbnail: `${base}.thumb.webp` };
}

/** A job's input picture or mask; it carries the owner id so the input can be shown to its owner only. */
export function inputKey(userId: string, jobId: string, which: 'image' | 'mask'): string {
  return `${INPUTS_PREFIX}${userId}/${jobId}/${which}.png`;
}

/** Where the gateway stages an uploaded file before imaging validates it. */
export function uploadKey(id: string): string {
  return `${UPLOAD_PREFIX}${id}`;
}

/** The id part of an upload key (uploads/<id>, one segment), or null for any other key. */
export function uploadIdOf(key: string): string | null {
  if (!key.startsWith(UPLOAD_PREFIX)) return null;
  const id = key.slice(UPLOAD_PREFIX.length);
  return id && !id.includes('/') ? id : null;
}

/** Who may read a key under /media: anyone, only the owner with this id, or nobody. */
export type MediaReader = { kind: 'anyone' } | { kind: 'owner'; owner: string } | { kind: 'nobody' };

export function mediaReaderOf(key: string): MediaReader {
  if (key.startsWith(PUBLIC_PREFIX)) return { kind: 'anyone' };
  const owner = key.startsWith(PRIVATE_PREFIX) ? key.split('/')[2] : SERVED_INPUT.exec(key)?.[1];
  return owner ? { kind: 'owner', owner } : { kind: 'nobody' };
}
