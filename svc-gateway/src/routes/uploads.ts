// Input images arrive as data URLs inside JSON. They are too big for a gRPC message, so the
// gateway checks each one's declared type against its magic bytes, stages the decoded bytes in the object store (uploads/<uuid>) and passes the key;
// imaging checks magic bytes, decodes under a pixel cap, keeps its own PNG and deletes the upload.
import { randomUUID } from 'node:crypto';
import { IMAGE_MEDIA_TYPES, IMAGING_MSG, sniffImage, uploadKey } from '@atelier/contracts';
import type { ObjectStore } from '@atelier/platform';
import { HttpError } from '../plugins/errors';

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The data URL's bytes. Its declared type must be one we take (an SVG or HTML body is refused
 *  here) and must be what the magic bytes say (image/png holding a JPEG or text is refused);
 *  imaging then checks the container and decodes under its caps. */
export function decodeDataUrl(url: string): Buffer {
  const m = DATA_URL.exec(url);
  const declared = m ? IMAGE_MEDIA_TYPES[m[1]!.toLowerCase()] : undefined;
  const bytes = m && declared ? Buffer.from(m[2]!, 'base64') : Buffer.alloc(0);
  if (!bytes.length) throw new HttpError(400, IMAGING_MSG.badImage);
  const actual = sniffImage(bytes);
  if (!actual) throw new HttpError(400, IMAGING_MSG.badImage);
  if (actual !== declared) throw new HttpError(400, IMAGING_MSG.imageTypeMismatch);
  return bytes;
}

/** Stages each data URL; returns the keys (same order). Decoding all first means a broken second
 *  image stores nothing at all. */
export async function stageUploads(objects: ObjectStore, dataUrls: string[]): Promise<string[]> {
  const decoded = dataUrls.map(decodeDataUrl);
  const keys: string[] = [];
  for (const bytes of decoded) {
    const key = uploadKey(randomUUID());
    await objects.put(key, bytes, 'application/octet-stream');
    keys.push(key);
  }
  return keys;
}

/** Imaging deletes uploads it read; this covers a call that never reached it. */
export async function discardUploads(objects: ObjectStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((k) => objects.delete(k).catch(() => undefined)));
}
