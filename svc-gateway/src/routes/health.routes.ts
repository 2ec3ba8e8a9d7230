// Liveness (/healthz: the process answers) and readiness (/readyz: the services the gateway needs
// answer their gRPC health check, and the process is not stopping). Readiness is cached briefly so
// probes never pile up on gRPC; a stopping gateway is unready at once (reportDraining).
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Servers whose process is stopping; keyed by the HTTP server, which every plugin scope shares. */
const draining = new WeakSet<Server>();

/** The process is stopping (the gateway module's drain): /readyz answers 503 from now on, so the
 *  load balancer stops sending, while every request that still arrives is served. */
export function reportDraining(app: FastifyInstance): void {
  draining.add(app.server);
}

/** Service name → serving? */
export type ReadinessProbe = () => Promise<Record<string, boolean>>;

const CACHE_MS = 2000;

export function registerHealth(app: FastifyInstance, probe: ReadinessProbe): void {
  let cached: { at: number; result: Promise<Record<string, boolean>> } | undefined;
  const check = () => {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      cached = { at: Date.now(), result: probe().catch(() => ({ probe: false })) };
    }
    return cached.result;
  };

  app.get('/healthz', { schema: { hide: true }, config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) => {
    if (draining.has(app.server)) return reply.code(503).send({ status: 'draining' });
    const services = await check();
    const ready = Object.values(services).every(Boolean);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', services });
  });
}
