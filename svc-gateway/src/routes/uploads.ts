// Input images arrive as data URLs inside JSON. They are too big for a gRPC message, so the
// gateway stages the decoded bytes in the object store (uploads/<uuid>) and passes the key;
// imaging checks magic bytes, decodes under a pixel cap, keeps its own PNG and deletes the upload.
import { randomUUID } from 'node:crypto';
import { IMAGING_MSG, uploadKey } from '@atelier/contracts';
import type { ObjectStore } from '@atelier/platform';
import { HttpError } from '../plugins/errors';

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/;

export function decodeDataUrl(url: string): Buffer {
  const m = DATA_URL.exec(url);
  const bytes = m ? Buffer.from(m[1]!, 'base64') : Buffer.alloc(0);
  if (!bytes.length) throw new HttpError(400, IMAGING_MSG.badImage);
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
