// The gateway as a Fastify plugin (fastify/demo style): everything is built from injected
// dependencies, so tests assemble it with fakes and the module with real gRPC clients.
// buildGateway() adds the server-level options a plugin cannot set (body limit, request ids).
import { createHmac, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ACCESS_COOKIE, API_BASE, GATEWAY_MSG } from '@atelier/contracts';
import { AppError, type DevMailbox, type Logger, type Metrics, type ObjectStore, type RazorpayConfig } from '@atelier/platform';
import type { AdminClient, BillingClient, IdentityClient, ImagingClient } from './clients/service-clients';
import { gatewayHub, type ImageEventsHub } from './live/image-events.hub';
import { registerCompression } from './plugins/compression';
import { registerCors } from './plugins/cors';
import { registerHttpMetrics } from './plugins/http-metrics';
import { withLazyRequestLoggers } from './plugins/request-logger';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { UploadBudget } from './plugins/upload-budget';
import { registerImageEvents } from './live/image-events.routes';
import { registerMedia } from './media/media.routes';
import { imageCdn } from './routes/image-record';
import type { GatewaySettings } from './config/settings';
import { clientErrorHandler, frameworkErrors, installErrorHandling, sendError } from './plugins/errors';
import { AllowedMethods, methodNotAllowed, sendMethodNotAllowed } from './plugins/allowed-methods';
import { registerEdgeHeaders } from './plugins/edge-headers';
import { installInputGuard } from './plugins/input-guard';
import { CookieJar } from './session/cookies';
import { uncached, type Reads } from './cache/read-cache';
import { Revocations } from './session/revocations';
import { guardUnsafeRoutes } from './session/csrf';
import { accessVerifier } from './session/auth';
import { registerRateLimit } from './plugins/rate-limit';
import { registerOpenApi } from './plugins/openapi';
import { registerHealth, type ReadinessProbe } from './routes/health.routes';
import { registerDevMailbox } from './web/dev-mailbox.routes';
import { registerRazorpaySandbox } from './web/razorpay-sandbox.routes';
import { registerCspReport } from './web/csp-report.routes';
import { isBuildAsset, isFilesRoute, isSpaPath, loadRemotesFile, registerWeb, remoteOrigins, type Web } from './web/web.routes';
import type { WebOptions } from './web/web-options';
import { registerBillingRoutes } from './routes/billing.routes';
import { registerContractRoutes } from './routes/contract';
import { registerSessionRoutes } from './routes/session.routes';
import { registerGoogleRoutes } from './routes/google.routes';

export interface GatewayDeps {
  identity: IdentityClient;
  /** Absent in gateways built without imaging (its routes then answer 503). */
  imaging?: ImagingClient;
  /** Absent in gateways built without billing (its routes then answer 503). */
  billing?: BillingClient;
  /** Absent in gateways built without svc-admin (the dashboard and audit log routes then answer 503). */
  admin?: AdminClient;
  /** Object storage: staged uploads and the files served under /media/. */
  objects?: ObjectStore;
  settings: GatewaySettings;
  /** Present in embedded mode without SMTP_URL: exposes /dev/mailbox. */
  devMailbox?: DevMailbox;
  /** Present when no Razorpay keys are configured: serves the Razorpay sandbox (test mode). */
  razorpaySandbox?: RazorpayConfig;
  /** Present when this gateway serves the built frontends (embedded mode). */
  web?: WebOptions;
  /** Readiness of the services behind the gateway; absent → always ready. */
  readiness?: ReadinessProbe;
  /** The live stream's hub, fed by the module's job-event listener; absent → a hub nothing feeds. */
  live?: ImageEventsHub;
  /** Sessions and users whose access tokens are refused, fed by the module's revocations
   *  listener; absent → a set nothing feeds. */
  revocations?: Revocations;
  /** The image uploads' in-flight budget; absent → one of settings.uploadBytesInFlight. */
  uploads?: UploadBudget;
  /** The process's metrics (the kit's 'metrics' module): request latencies and live streams; absent → none. */
  metrics?: Metrics;
  /** The read cache, kept current by the module's read-cache listener; absent → every read asks
   *  its service (nothing would tell a cache of a change). */
  reads?: Reads;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The Google callback's query holds a one-time code and state: never written to the logs. */
export function loggedUrl(url: string): string {
  return url.startsWith(`${API_BASE}/auth/google/callback?`) ? `${API_BASE}/auth/google/callback?[redacted]` : url;
}

/** Fastify's request log fields, with the URL redacted where it carries secrets. */
const serializers = {
  req: (req: FastifyRequest) => ({ method: req.method, url: loggedUrl(req.url), host: req.host, remoteAddress: req.ip }),
};

/**
 * One access line per request, written when the answer has gone ("request completed", with the
 * request's method and URL, the status and the time taken): Fastify's default also writes an
 * "incoming request" line first, which doubled the logging cost of every answer (issue 12's
 * plumbing profile) for a line a request timeout already covers. Errors are logged as before.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Server-level options: body limit, request ids (x-request-id passthrough), proxies, logger. */
export function serverOptions(settings: GatewaySettings, logger?: Logger): FastifyServerOptions {
  return {
    ...(logger ? { loggerInstance: withLazyRequestLoggers(logger.child({}, { serializers })) } : { logger: false }),
    bodyLimit: settings.bodyLimit,
    // Trust exactly N proxy hops, so X-Forwarded-For cannot be forged past them (rate limits key on the IP).
    trustProxy: settings.trustProxy ? (_address: string, hop: number) => hop < settings.trustProxy : false,
    requestIdHeader: false,
    logController: new AccessLog({ requestIdLogLabel: 'request_id' }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    // A client gets this long to send its request (headers and body); slow-drip clients are cut off.
    requestTimeout: 60_000,
    // The router's and the HTTP parser's own refusals answer in the one error format too.
    frameworkErrors,
    clientErrorHandler,
  };
}

/** The signed OIDC cookie gets its own key, derived so one secret cannot forge the other's values. */
function cookieSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('atelier-gateway-cookies').digest('base64url');
}

const gatewayApp: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  const { settings, identity } = deps;
  const imaging = deps.imaging ?? unavailable<ImagingClient>();
  const billing = deps.billing ?? unavailable<BillingClient>();
  const admin = deps.admin ?? unavailable<AdminClient>();
  const objects = deps.objects ?? unavailable<ObjectStore>();
  const cdn = imageCdn(settings.publicUrl);
  const hub = deps.live ?? gatewayHub(settings);
  const uploads = deps.uploads ?? new UploadBudget(settings.uploadBytesInFlight);
  // preClose: before the server waits for connections to end, or open streams would hold the stop.
  app.addHook('preClose', async () => hub.closeAll());
  if (deps.metrics) registerHttpMetrics(app, deps.metrics, hub);
  const publicOrigin = new URL(settings.publicUrl).origin;
  const origins = new Set([publicOrigin, ...settings.extraOrigins]);
  const cookies = new CookieJar(settings.publicUrl, settings.accessTtlSeconds);
  app.decorate('revocations', deps.revocations ?? new Revocations(settings.accessTtlSeconds * 1000));
  const reads = deps.reads ?? uncached;
  app.decorate('reads', reads);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(settings.validateResponses));
  installErrorHandling(app);
  installInputGuard(app);
  const allowed = new AllowedMethods();
  allowed.record(app);
  const remotesFile = deps.web ? await loadRemotesFile(deps.web) : undefined;
  await registerEdgeHeaders(app, {
    publicUrl: settings.publicUrl,
    checkoutScriptUrl: settings.checkoutScriptUrl ?? deps.razorpaySandbox?.checkoutScriptUrl,
    remoteOrigins: remotesFile ? remoteOrigins(remotesFile) : [],
    extraSources: settings.cspSources,
    shellIndex: deps.web ? join(deps.web.shellDir, 'index.html') : undefined,
  });

  await registerCompression(app);
  await app.register(cookie, { secret: cookieSecret(settings.jwtSecret) });
  await app.register(jwt, {
    secret: settings.jwtSecret,
    cookie: { cookieName: ACCESS_COOKIE, signed: false },
    sign: { expiresIn: settings.accessTtlSeconds },
  });
  // Verification is session/auth.ts's own (one verifier, built here): the plugin signs.
  app.decorate('verifyAccess', accessVerifier(settings.jwtSecret));
  await registerCors(app, [...origins]);
  await registerRateLimit(app, settings.rateLimitMax, { route: isFilesRoute, request: isBuildAsset });
  await registerOpenApi(app, settings.publicUrl);

  registerHealth(app, deps.readiness ?? (async () => ({})));
  await registerCspReport(app);
  if (deps.devMailbox) registerDevMailbox(app, deps.devMailbox);
  if (deps.razorpaySandbox) await registerRazorpaySandbox(app, deps.razorpaySandbox, settings.publicUrl);
  if (deps.objects) registerMedia(app, deps.objects);
  const web: Web | undefined = deps.web && remotesFile ? await registerWeb(app, deps.web, remotesFile) : undefined;

  await app.register(
    async (api) => {
      api.addHook('onRoute', guardUnsafeRoutes(origins));
      // JSON only: without this, text/plain bodies would reach the schemas as strings.
      api.removeContentTypeParser('text/plain');
      const services = { identity, cookies, imaging, billing, admin, objects, imageCdn: cdn, reads };
      registerContractRoutes(api, services, settings.rateLimitAuthMax, uploads);
      registerImageEvents(api, hub);
      registerBillingRoutes(api, services);
      registerSessionRoutes(api, services, settings.rateLimitAuthMax);
      registerGoogleRoutes(api, services, settings.publicUrl, settings.rateLimitAuthMax);
    },
    { prefix: API_BASE },
  );

  // Unknown URLs count against the global budget too, so probing for paths is limited as well.
  const limit = app.rateLimit();
  // A served path asked with a method it does not declare: 405 and what it does allow.
  app.addHook('onRequest', methodNotAllowed(allowed, limit));
  app.setNotFoundHandler({ preHandler: limit }, (request, reply) => {
    const path = request.url.split('?')[0]!;
    // GET /api/users/get_me reaches here through the static files' GET /* (no such file).
    if (sendMethodNotAllowed(allowed, request, reply)) return reply;
    if (web && (request.method === 'GET' || request.method === 'HEAD') && isSpaPath(path)) return web.sendIndex(reply, path);
    return sendError(reply, 404, GATEWAY_MSG.notFound);
  });
};
// Like fastify-plugin: run in the caller's scope so the error and not-found handlers are the root's.
(gatewayApp as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default gatewayApp;

/** A stand-in for a dependency this gateway was built without: every call answers 503. */
function unavailable<T extends object>(): T {
  return new Proxy({} as T, {
    get: () => async () => {
      throw new AppError('UNAVAILABLE', 'not configured');
    },
  });
}

/** A ready-to-listen gateway: the server with its options, and the app plugin in it. */
export async function buildGateway(deps: GatewayDeps, logger?: Logger): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(deps.settings, logger));
  await app.register(gatewayApp, deps);
  await app.ready();
  return app;
}
