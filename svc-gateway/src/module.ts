// The gateway as a platform module: builds the app from the kit's gRPC clients and mail port,
// listens on PORT in the ready phase (after every in-process service is up), closes on stop. Its
// live stream hears imaging's job events and billing's wallet changes on the event bus (no
// database: Kafka when distributed).
import type { FastifyInstance } from 'fastify';
import type { EventBus, GrpcClients, MailPort, Module, ObjectStore } from '@atelier/platform';
import { buildGateway } from './app';
import { serviceClients, type IdentityClient } from './clients/service-clients';
import { gatewaySettings } from './config/settings';
import { ImageEventsHub } from './live/image-events.hub';
import { creditsListener } from './live/credits.listener';
import { jobEventsListener } from './live/job-events.listener';
import { imageCdn } from './routes/image-record';
import { defaultWebOptions } from './web/web-options';
import type { ReadinessProbe } from './routes/health.routes';

const PROBE_DEADLINE_MS = 1000;

/** Identity answers a cheap call within a second → ready. */
function readinessOf(identity: IdentityClient): ReadinessProbe {
  return async () => {
    const ok = await identity.GetSignInProviders({}, { deadlineMs: PROBE_DEADLINE_MS }).then(() => true, () => false);
    return { identity: ok };
  };
}

export const gatewayModule: Module<FastifyInstance> = {
  name: 'gateway',
  deps: ['grpc-clients', 'mail', 'objects', 'event-bus'],
  async start(ctx) {
    const { identity, imaging, billing, admin } = serviceClients(ctx.get<GrpcClients>('grpc-clients'));
    const { devMailbox } = ctx.get<MailPort>('mail');
    const settings = gatewaySettings(ctx.config);
    const live = new ImageEventsHub(imageCdn(settings.publicUrl));
    const bus = ctx.get<EventBus>('event-bus');
    bus.listen(jobEventsListener(live));
    bus.listen(creditsListener(live));
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
      },
      ctx.logger,
    );
  },
  async ready(app, ctx) {
    // The single-process default serves this machine only (like its gRPC); a gateway Deployment
    // must answer on the pod's address. HOST overrides either (HOST=0.0.0.0 to reach a dev box).
    await app.listen({ port: ctx.config.port, host: process.env.HOST || (ctx.config.embedded ? '127.0.0.1' : '0.0.0.0') });
  },
  async stop(app) {
    await app.close();
  },
};
