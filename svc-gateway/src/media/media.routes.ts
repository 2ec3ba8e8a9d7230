// Stored files under /media/<object key> (image_cdn = PUBLIC_URL + /media/). Who may read a file is
// decided from its key alone, with no gRPC hop, by the key scheme imaging writes with
// (contracts media-keys.ts): public images to anyone, private images and an edit's input picture
// only to a request whose access cookie names their owner, nothing else (masks, uploads) at all.
// A store that cannot answer (down, hung: the MinIO store gives up after its idle timeout) is a 503
// with Retry-After in the house shape — never a 404 that a browser or CDN would take as final, nor a 500.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InvalidObjectKeyError, type ObjectStore } from '@atelier/platform';
import { GATEWAY_MSG, MSG, mediaReaderOf } from '@atelier/contracts';
import { sendError } from '../plugins/errors';
import { authenticate } from '../session/auth';

const SERVED_TYPES = new Set(['image/png', 'image/webp']);

/** Files never change under a key once the image succeeded. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** A private file is an authenticated answer: never stored by a browser or proxy (ASVS 8.2.1),
 *  so it is gone from the machine when the session ends. */
const PRIVATE_CACHE = 'private, no-store';

/** The signed-in viewer (the session guard's check, so a disabled user is nobody here too). */
function ownerOf(request: FastifyRequest): Promise<string | null> {
  return authenticate(request).then((c) => c.sub, () => null);
}

export function registerMedia(app: FastifyInstance, objects: ObjectStore): void {
  app.get('/media/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    const reader = mediaReaderOf(key);
    if (reader.kind === 'nobody') return sendError(reply, 404, GATEWAY_MSG.notFound);
    const isPublic = reader.kind === 'anyone';
    if (reader.kind === 'owner') {
      const viewer = await ownerOf(request);
      if (!viewer) return sendError(reply, 401, GATEWAY_MSG.loginRequired);
      // Someone else's private file looks exactly like a missing one.
      if (reader.owner !== viewer) return sendError(reply, 404, GATEWAY_MSG.notFound);
    }
    let file: Awaited<ReturnType<ObjectStore['get']>>;
    try {
      file = await objects.get(key);
    } catch (err) {
      // A malformed key is refused by the store before any I/O: there is no such file.
      if (err instanceof InvalidObjectKeyError) return sendError(reply, 404, GATEWAY_MSG.notFound);
      request.log.warn({ err }, 'media: the object store did not answer');
      return sendError(reply, 503, MSG.unavailable);
    }
    if (!file || !SERVED_TYPES.has(file.contentType)) return sendError(reply, 404, GATEWAY_MSG.notFound);
    reply
      .header('content-type', file.contentType)
      .header('cache-control', isPublic ? PUBLIC_CACHE : PRIVATE_CACHE)
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (!isPublic) reply.header('vary', 'Cookie');
    return reply.send(file.body);
  });
}
