// Imaging's one rule over the object-key scheme (contracts media-keys.ts, shared with the gateway):
// which keys it may read as an upload. Only uploads/<uuid> qualifies, so a caller cannot make
// imaging read (and then delete) any other stored file by passing its key.
import { uploadIdOf } from '@atelier/contracts';
import { isUuid } from '@atelier/platform/src/pure';

/** Whether `key` is where the gateway stages an uploaded file (uploads/<uuid>) before imaging
 *  validates it; such a key is deleted either way, and no other key is ever read as an upload. */
export function isUploadKey(key: string): boolean {
  const id = uploadIdOf(key);
  return id !== null && isUuid(id);
}
