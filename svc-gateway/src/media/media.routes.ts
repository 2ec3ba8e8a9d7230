// Stored files under /media/<object key> (image_cdn = PUBLIC_URL + /media/). Who may read a file is
// decided from its key alone, with no gRPC hop: imaging writes public images under images/public/
// and private ones under images/private/<owner id>/, so a private file (original or thumbnail) is
// served only to a request whose access cookie names that owner. The picture an edit started from
// (inputs/<owner id>/<job id>/image.png, shown beside an in-painting result) is private to its
// owner the same way. Nothing else (masks, uploads) is ever served.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectStore } from '@atelier/platform';
import { MSG_NOT_FOUND, sendError } from '../plugins/errors';
import { MSG_LOGIN_REQUIRED, type AccessClaims } from '../session/auth';

export const PUBLIC_PREFIX = 'images/public/';
export const PRIVATE_PREFIX = 'images/private/';
/** An edit's input picture; the mask beside it is never served. */
const INPUT_IMAGE = /^inputs\/([^/]+)\/[^/]+\/image\.png$/;
const SERVED_TYPES = new Set(['image/png', 'image/webp']);
/** Who may read a non-public key: its owner id, or null when nobody may. */
function ownerInKey(key: string): string | null {
  if (key.startsWith(PRIVATE_PREFIX)) return key.split('/')[2] || null;
  return INPUT_IMAGE.exec(key)?.[1] ?? null;
}

/** Files never change under a key once the image succeeded. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, max-age=3600';

async function ownerOf(request: FastifyRequest): Promise<string | null> {
  try {
    return (await request.jwtVerify<AccessClaims>({ onlyCookie: true })).sub;
  } catch {
    return null;
  }
}

export function registerMedia(app: FastifyInstance, objects: ObjectStore): void {
  app.get('/media/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    const isPublic = key.startsWith(PUBLIC_PREFIX);
    if (!isPublic) {
      const owner = ownerInKey(key);
      if (!owner) return sendError(reply, 404, MSG_NOT_FOUND);
      const viewer = await ownerOf(request);
      if (!viewer) return sendError(reply, 401, MSG_LOGIN_REQUIRED);
      // Someone else's private file looks exactly like a missing one.
      if (owner !== viewer) return sendError(reply, 404, MSG_NOT_FOUND);
    }
    const file = await objects.get(key).catch(() => null); // a malformed key is refused by the store
    if (!file || !SERVED_TYPES.has(file.contentType)) return sendError(reply, 404, MSG_NOT_FOUND);
    reply
      .header('content-type', file.contentType)
      .header('cache-control', isPublic ? PUBLIC_CACHE : PRIVATE_CACHE)
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (!isPublic) reply.header('vary', 'Cookie');
    return reply.send(file.body);
  });
}
