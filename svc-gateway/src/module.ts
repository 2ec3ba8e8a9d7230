// The gateway as a platform module: builds the app from the kit's gRPC clients and mail port,
// listens on PORT in the ready phase (after every in-process service is up), closes on stop. Its
// live stream hears imaging's job events and billing's wallet changes on the event bus (no
// database: Kafka when distributed), its session guard identity's session revocations and
// user status changes (a logged-out session's or blocked user's next request is refused, their
// live streams end), seeded at start from identity, and its read cache the owners' changes to
// profiles, wallets, models and plans.
import type { FastifyInstance } from 'fastify';
import type { EventBus, GrpcClients, MailPort, Metrics, Module, ObjectStore } from '@atelier/platform';
import { buildGateway } from './app';
import { serviceClients, type IdentityClient } from './clients/service-clients';
import { gatewaySettings } from './config/settings';
import { gatewayHub } from './live/image-events.hub';
import { creditsListener } from './live/credits.listener';
import { Revocations, revocationsListener, loadRevocations } from './session/revocations';
import { jobEventsListener } from './live/job-events.listener';
import { ReadCache } from './cache/read-cache';
import { readCacheListener } from './cache/read-cache.listener';
import { registerReadCacheMetrics } from './cache/read-cache.metrics';
import { progressListener } from './live/progress.listener';
import { defaultWebOptions } from './web/web-options';
import { reportDraining, type ReadinessProbe } from './routes/health.routes';

const PROBE_DEADLINE_MS = 1000;

/** Identity answers a cheap call within a second → ready. */
function readinessOf(identity: IdentityClient): ReadinessProbe {
  return async () => {
    const ok = await identity.GetSignInProviders({}, { deadlineMs: PROBE_DEADLINE_MS }).then(() => true, () => false);
    return { identity: ok };
  };
}

const LOAD_WAIT_MS = 3000;

/** Each app's start-up load of the revocation set, stopped with the app. */
const stopLoading = new WeakMap<FastifyInstance, () => void>();

export const gatewayModule: Module<FastifyInstance> = {
  name: 'gateway',
  deps: ['grpc-clients', 'mail', 'objects', 'event-bus', 'metrics'],
  async start(ctx) {
    const { identity, imaging, billing, admin } = serviceClients(ctx.get<GrpcClients>('grpc-clients'));
    const { devMailbox } = ctx.get<MailPort>('mail');
    const settings = gatewaySettings(ctx.config);
    const live = gatewayHub(settings);
    const bus = ctx.get<EventBus>('event-bus');
    bus.listen(jobEventsListener(live));
    bus.listen(creditsListener(live));
    const reads = new ReadCache({ max: settings.readCache.max, ttlMs: settings.readCache.ttlSeconds * 1000 });
    bus.listen(readCacheListener(reads));
    registerReadCacheMetrics(ctx.get<Metrics>('metrics'), reads);
    bus.listen(progressListener(live));
    const revocations = new Revocations(settings.accessTtlSeconds * 1000);
    bus.listen(
      revocationsListener(revocations, {
        userDisabled: (userId) => live.closeUser(userId),
        sessionsRevoked: (userId, sessionIds) => live.closeSessions(userId, sessionIds),
      }),
    );
    return buildGateway(
      {
        identity,
        imaging,
        billing,
        admin,
        objects: ctx.get<ObjectStore>('objects'),
        settings,
        live,
        devMailbox,
        razorpaySandbox: ctx.config.razorpay.sandbox ? ctx.config.razorpay : undefined,
        // Frontends are served here only in the embedded mode; in Kubernetes each remote has its own Deployment.
        web: process.env.SERVE_WEB === 'false' ? undefined : defaultWebOptions(),
        readiness: readinessOf(identity),
        revocations,
        metrics: ctx.get<Metrics>('metrics'),
        reads,
      },
      ctx.logger,
    );
  },
  async ready(app, ctx) {
    // After every in-process service is up (identity answers at once in the single process; a
    // distributed gateway keeps retrying in the background while the event stream feeds the set).
    const { identity } = serviceClients(ctx.get<GrpcClients>('grpc-clients'));
    const accessTtlMs = gatewaySettings(ctx.config).accessTtlSeconds * 1000;
    const load = loadRevocations(identity, app.revocations, { accessTtlMs, logger: ctx.logger });
    stopLoading.set(app, load.stop);
    // Wait briefly so the first requests are already checked, but never hold the listen up for long.
    await Promise.race([load.done, new Promise((r) => setTimeout(r, LOAD_WAIT_MS).unref())]);
    // The single-process default serves this machine only (like its gRPC); a gateway Deployment
    // must answer on the pod's address. HOST overrides either (HOST=0.0.0.0 to reach a dev box).
    await app.listen({ port: ctx.config.port, host: process.env.HOST || (ctx.config.embedded ? '127.0.0.1' : '0.0.0.0') });
  },
  drain: (app) => reportDraining(app),
  async stop(app) {
    stopLoading.get(app)?.();
    await app.close();
  },
};
