// Liveness (/healthz: the process answers) and readiness (/readyz: the services the gateway needs
// answer their gRPC health check). Readiness is cached briefly so probes never pile up on gRPC.
import type { FastifyInstance } from 'fastify';

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
    const services = await check();
    const ready = Object.values(services).every(Boolean);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', services });
  });
}
