// The headers every answer of the gateway carries, set in one place: the app's onSend hook calls it
// for every routed answer, and frameworkErrors for the router's refusals, which run no hooks.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@atelier/contracts';

/** `/api` and everything under it (what the contract and session routes answer). */
export function isApiPath(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}

export function setEdgeHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  // Cheap hardening for every answer: no MIME sniffing, no framing (clickjacking), no leaking paths.
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'same-origin');
  // No API answer is kept by a browser or proxy cache (ASVS 8.2.1): signed-in answers hold private
  // data, and the rest set cookies or change with the session. Static files keep their own rules.
  if (isApiPath(request.url) && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
}
