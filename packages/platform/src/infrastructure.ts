// The infrastructure modules every service depends on by name. Each picks its adapter from the
// configuration independently (architecture §2): embedded defaults, or the distributed backends.
import { join } from 'node:path';
import { openDatabase, type Database } from './database';
import { EventBusImpl } from './events/bus';
import { EventsImpl } from './events/events';
import { InProcessTransport } from './events/in-process.transport';
import type { KafkaTransport } from './events/kafka.transport';
import type { EventBus, Events } from './events/types';
import { GrpcClientsImpl, type GrpcClients } from './grpc/clients';
import * as grpc from '@grpc/grpc-js';
import { GrpcServerImpl, type CallObserver, type GrpcServer } from './grpc/server';
import { DevMailboxMailer, SmtpMailer, type DevMailbox, type Mailer } from './mail';
import { createMetrics, METRIC_PREFIX, MetricsServer, type Metrics } from './metrics';
import type { Module } from './module';
import { LocalDiskObjectStore, MinioObjectStore, type ObjectStore } from './objects';
import { startTelemetry, type Telemetry } from './telemetry';

/** How long gRPC calls in flight may finish on shutdown. */
const GRPC_DRAIN_MS = 5000;

export const telemetryModule: Module<Telemetry> = {
  name: 'telemetry',
  start: (ctx) => startTelemetry(`atelier-${ctx.config.target.join('+')}`, ctx.config),
  stop: (t) => t.shutdown(),
};

/** The process's metrics: its registry (module 'metrics'), and once ready the port serving it. */
export interface ProcessMetrics extends Metrics {
  /** The bound METRICS_PORT after the ready phase; undefined when METRICS_PORT is unset. */
  port(): number | undefined;
}

const metricsServers = new WeakMap<Metrics, MetricsServer>();

/** One registry per process (default process metrics, label `target`); GET /metrics on METRICS_PORT
 *  (loopback in the embedded mode, like its gRPC) from the ready phase. */
export const metricsModule: Module<ProcessMetrics> = {
  name: 'metrics',
  start(ctx) {
    const metrics = createMetrics({ defaultLabels: { target: ctx.config.target.join('+') }, logger: ctx.logger });
    const server = ctx.config.metricsPort === undefined ? undefined : new MetricsServer(metrics, ctx.logger);
    if (server) metricsServers.set(metrics, server);
    return Object.assign(metrics, { port: () => server?.port() });
  },
  async ready(metrics, ctx) {
    const port = ctx.config.metricsPort;
    if (port === undefined) return;
    await metricsServers.get(metrics)!.listen(ctx.config.embedded ? '127.0.0.1' : '0.0.0.0', port);
  },
  // The server stays up while draining: Prometheus sees the process until it goes.
  stop: (metrics) => metricsServers.get(metrics)?.close(),
};

/** The gRPC server's latency histogram by service, method and status code name. */
function grpcCallObserver(metrics: Metrics): CallObserver {
  const seconds = metrics.histogram({
    name: `${METRIC_PREFIX}grpc_server_handling_seconds`,
    help: 'Time to answer a unary gRPC call, by service, method and status code',
    labelNames: ['service', 'method', 'code'],
  });
  return (path) => {
    const [service = '', method = ''] = path.split('/');
    const end = seconds.startTimer({ service, method });
    return (code) => void end({ code: grpc.status[code] ?? String(code) });
  };
}

export const databaseModule: Module<Database> = {
  name: 'database',
  deps: ['telemetry'],
  async start(ctx) {
    const db = await openDatabase(ctx.config);
    ctx.logger.info({ kind: db.kind }, 'database open');
    return db;
  },
  stop: (db) => db.close(),
};

/** The transport alone (no database): fan-out listeners, e.g. the gateway's live stream. Kafka when
 *  KAFKA_BROKERS is set, else the in-process bus — which only carries what this process publishes,
 *  so a process apart from the publishers (distributed) needs KAFKA_BROKERS to hear anything. */
export const eventBusModule: Module<EventBus> = {
  name: 'event-bus',
  deps: ['telemetry'],
  start(ctx) {
    const brokers = ctx.config.kafkaBrokers;
    // kafkajs is required only when there are brokers: the embedded default never loads it.
    const transport = brokers?.length ? new (kafkaTransport())(brokers, ctx.logger) : new InProcessTransport(ctx.logger);
    ctx.logger.info({ transport: brokers?.length ? 'kafka' : 'in-process' }, 'event bus ready');
    if (!brokers?.length && !ctx.config.embedded) ctx.logger.warn('KAFKA_BROKERS is not set: this process hears only the events it publishes itself');
    return new EventBusImpl(transport, ctx.logger);
  },
  ready: (bus) => (bus as EventBusImpl).start(),
  // Closing twice is harmless: the events module (if this process runs it) closed it already.
  stop: async (bus) => void (await (bus as EventBusImpl).close()),
};

function kafkaTransport(): typeof KafkaTransport {
  return (require('./events/kafka.transport') as typeof import('./events/kafka.transport')).KafkaTransport;
}

export const eventsModule: Module<Events> = {
  name: 'events',
  deps: ['database', 'event-bus', 'metrics'],
  start: (ctx) => new EventsImpl(ctx.get<Database>('database'), ctx.get<EventBusImpl>('event-bus'), ctx.logger, ctx.get<Metrics>('metrics')),
  ready: (events) => (events as EventsImpl).start(),
  stop: (events) => (events as EventsImpl).stop(),
};

export const objectsModule: Module<ObjectStore> = {
  name: 'objects',
  deps: ['telemetry'],
  async start(ctx) {
    if (!ctx.config.s3) return new LocalDiskObjectStore(join(ctx.config.dataDir, 'objects'));
    const store = new MinioObjectStore(ctx.config.s3);
    await store.ensureBucket();
    return store;
  },
};

export interface MailPort {
  mailer: Mailer;
  /** Only without SMTP_URL. */
  devMailbox?: DevMailbox;
}

export const mailModule: Module<MailPort> = {
  name: 'mail',
  start(ctx) {
    if (ctx.config.smtpUrl) return { mailer: new SmtpMailer(ctx.config.smtpUrl, ctx.config.mailFrom) };
    const box = new DevMailboxMailer(join(ctx.config.dataDir, 'mailbox'), ctx.logger);
    return { mailer: box, devMailbox: box };
  },
  stop: (port) => (port.mailer instanceof SmtpMailer ? port.mailer.close() : undefined),
};

export const grpcServerModule: Module<GrpcServer> = {
  name: 'grpc-server',
  deps: ['telemetry', 'metrics'],
  start: (ctx) => new GrpcServerImpl(ctx.logger, grpcCallObserver(ctx.get<Metrics>('metrics'))),
  // Port 0 means every gRPC peer is in this process: listen on loopback only.
  ready: async (server, ctx) => void (await (server as GrpcServerImpl).bind(ctx.config.grpcPort === 0 ? '127.0.0.1' : '0.0.0.0', ctx.config.grpcPort)),
  drain: (server) => (server as GrpcServerImpl).notServing(),
  stop: (server) => (server as GrpcServerImpl).shutdown(GRPC_DRAIN_MS),
};

export const grpcClientsModule: Module<GrpcClients> = {
  name: 'grpc-clients',
  // The in-process server tells which services answer on loopback in this process.
  deps: ['grpc-server'],
  start: (ctx) => new GrpcClientsImpl(ctx.config.serviceAddrs, ctx.get<GrpcServer>('grpc-server')),
  stop: (clients) => clients.close(),
};

export const infrastructureModules: Module[] = [
  telemetryModule,
  metricsModule,
  databaseModule,
  eventBusModule,
  eventsModule,
  objectsModule,
  mailModule,
  grpcServerModule,
  grpcClientsModule,
] as Module[];
