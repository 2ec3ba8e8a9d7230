// @atelier/platform — the only package that touches infrastructure. Services import from here.
export { loadConfig, ConfigError, integerSetting, RAZORPAY_SANDBOX_KEYS, RAZORPAY_SANDBOX_PATH, type PlatformConfig, type RazorpayConfig } from './config';
export { ModuleManager, type Module, type ModuleContext } from './module';
export {
  infrastructureModules,
  telemetryModule,
  metricsModule,
  databaseModule,
  eventBusModule,
  eventsModule,
  objectsModule,
  mailModule,
  grpcServerModule,
  grpcClientsModule,
  type MailPort,
  type ProcessMetrics,
} from './infrastructure';
export {
  createMetrics,
  MetricsServer,
  LATENCY_BUCKETS,
  METRIC_PREFIX,
  type Metrics,
  type Sample,
  type ScrapeGaugeOptions,
  type Counter,
  type Gauge,
  type Histogram,
} from './metrics';
export { runProcess, type RunProcessOptions } from './process';
export { startPeriodic, type PeriodicTask } from './periodic';
export {
  openDatabase,
  openPglite,
  openPostgres,
  isUniqueViolation,
  isUuid,
  type Database,
  type Migration,
  type Db,
  type CreatedAt,
  type UpdatedAt,
} from './database';
export { prepared, preparedPerSchema, type PreparedQuery } from './prepared';
export type { EventEnvelope, Outbox, OutboxRow, Consumer, Listener, SubscriptionState, EventBus, Events } from './events/types';
export { inboxConsumer, type InboxConsumerOptions } from './events/consumer';
export { outboxColumns, outboxNotify, outboxRowsOf, type OutboxColumns } from './events/events';
export { OUTBOX_COLUMNS } from './events/types';
export { InvalidObjectKeyError, LocalDiskObjectStore, MinioObjectStore, OBJECT_STORE_IDLE_TIMEOUT_MS, assertObjectKey, type ObjectStore } from './objects';
export { SmtpMailer, DevMailboxMailer, type Mailer, type MailMessage, type DevMailbox, type StoredMail } from './mail';
export { AppError, httpStatusOf, type AppErrorCode } from './grpc/errors';
export { ACTOR_TOKEN_KEY, CLIENT_IP_KEY, USER_AGENT_KEY, actorOf, requireAdmin, setActorMetadata, type Actor } from './grpc/actor';
export { auditPayload, type AuditChange } from './audit';
export { CALLER_GONE, callSignal, type GrpcServer } from './grpc/server';
export { DEFAULT_DEADLINE_MS, withCallOptions, type GrpcClients, type ServiceName } from './grpc/clients';
export type { CallOptions, GrpcClient, ServiceImpl, UnaryHandler } from './grpc/service-types';
export { createLogger, type Logger } from './logging';
export { startTelemetry, type Telemetry } from './telemetry';
export { withSpan, currentTraceCarrier, SpanKind, type Span, type SpanOptions, type TraceCarrier } from './tracing';
export { encryptSecret, decryptSecret, uuidv7 } from './crypto';
// Query-building vocabulary for repositories and migrations, so services need no kysely import.
export { sql } from 'kysely';
export type { Kysely, Transaction, QueryCreator, QueryResult, RawBuilder, Selectable, Insertable, Updateable, Generated, ColumnType, Selection, OnConflictBuilder } from 'kysely';
