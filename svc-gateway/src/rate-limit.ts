// Rate limits: a global per-IP budget, and one shared budget per IP for all /api/auth/* routes
// together (groupId), so guessing passwords or codes is slow whichever route is used.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError, MSG_TOO_MANY } from './errors';

export const WINDOW = '1 minute';

export function authRateLimit(max: number) {
  return { max, timeWindow: WINDOW, groupId: 'auth' };
}

export async function registerRateLimit(app: FastifyInstance, max: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: WINDOW,
    // Thrown into the error handler, which answers in the one error format.
    errorResponseBuilder: () => new HttpError(429, MSG_TOO_MANY),
  });
}
