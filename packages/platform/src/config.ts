// Typed process configuration: reads the architecture §9 environment names, validates them with zod
// and fills embedded defaults, so `npm start` with no environment runs the single-process mode.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

export interface PlatformConfig {
  port: number;
  publicUrl: string;
  dataDir: string;
  target: string[];
  databaseUrl?: string;
  kafkaBrokers?: string[];
  s3?: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
  smtpUrl?: string;
  mailFrom: string;
  google?: { clientId: string; clientSecret: string; issuer: string };
  /** Always set: Razorpay's keys, or (no RAZORPAY_KEY_ID) the local sandbox's fixed test keys. */
  razorpay: RazorpayConfig;
  jwtSecret: string;
  secretsKey: string;
  adminEmail?: string;
  adminPassword?: string;
  otlpEndpoint?: string;
  /** The whole product in one process calling no remote peer (target 'all', no SVC_*_ADDR):
   *  servers then listen on loopback only unless told otherwise. */
  embedded: boolean;
  /** 0 = ephemeral loopback port (embedded: every peer is in-process); else 50051. */
  grpcPort: number;
  serviceAddrs: Record<string, string | undefined>;
  logLevel: string;
  /** SHUTDOWN_DELAY_MS: how long a stopping process keeps serving while it reports not ready, so
   *  load balancers stop sending before it closes (process.ts). 0: close at once. */
  shutdownDelayMs: number;
  /** METRICS_PORT: where GET /metrics (Prometheus) is served, a port of its own (never the
   *  gateway's public one). Unset: no metrics endpoint (metrics are still recorded); 0: ephemeral. */
  metricsPort?: number;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Base URL of Razorpay's REST API, without /v1. */
  apiBase: string;
  /** The Checkout script the browser loads: Razorpay's for its own API, else the sandbox's
   *  (`<apiBase>/checkout.js`: a custom RAZORPAY_API_BASE is a sandbox in tests). */
  checkoutScriptUrl: string;
  /** True when no keys are configured: payments go to @atelier/razorpay-sandbox, mounted by the
   *  gateway at RAZORPAY_SANDBOX_PATH (test mode: no real money; a "Test mode" checkout dialog). */
  sandbox: boolean;
}

const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

/** Where the gateway mounts the Razorpay sandbox when no keys are configured. */
export const RAZORPAY_SANDBOX_PATH = '/razorpay-sandbox';

/** The sandbox's fixed test keys. Not secrets: with the sandbox anyone who can reach the gateway
 *  can "pay" through its test-mode checkout anyway — which is why a deployment must set real keys. */
export const RAZORPAY_SANDBOX_KEYS = {
  keyId: 'rzp_test_AtelierSandbox',
  keySecret: 'atelier-sandbox-key-secret',
  webhookSecret: 'atelier-sandbox-webhook-secret',
} as const;

/** Thrown when the environment is invalid; the message lists every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * An integer setting a module reads from the environment itself (WORKER_CONCURRENCY, the gateway's
 * limits, …): `fallback` when unset or empty; anything but an integer from `min` to `max` (no upper
 * bound without one) stops the start with a message that names the setting and the value given.
 */
export function integerSetting(env: NodeJS.ProcessEnv, name: string, range: { fallback: number; min: number; max?: number }): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return range.fallback;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= range.min && (range.max === undefined || n <= range.max)) return n;
  const expected =
    range.max !== undefined ? `an integer from ${range.min} to ${range.max}` : range.min === 1 ? 'a positive integer' : `an integer of at least ${range.min}`;
  throw new Error(`invalid configuration: ${name} must be ${expected}, got "${raw}"`);
}

// Empty strings count as unset: `FOO= npm start` and docker-compose blanks behave like absent vars.
const opt = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const list = (v: string | undefined) => v?.split(',').map((s) => s.trim()).filter(Boolean);

const envSchema = z.object({
  PORT: z.preprocess((v) => (v === '' || v === undefined ? '8080' : v), z.coerce.number().int().min(0).max(65535)),
  PUBLIC_URL: opt.pipe(z.url().optional()),
  DATA_DIR: opt,
  PLATFORM_TARGET: opt,
  DATABASE_URL: opt.pipe(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
  KAFKA_BROKERS: opt,
  S3_ENDPOINT: opt.pipe(z.url().optional()),
  S3_ACCESS_KEY: opt,
  S3_SECRET_KEY: opt,
  S3_BUCKET: opt,
  SMTP_URL: opt.pipe(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: opt,
  GOOGLE_CLIENT_ID: opt,
  GOOGLE_CLIENT_SECRET: opt,
  GOOGLE_ISSUER: opt.pipe(z.url().optional()),
  RAZORPAY_KEY_ID: opt,
  RAZORPAY_KEY_SECRET: opt,
  RAZORPAY_WEBHOOK_SECRET: opt,
  RAZORPAY_API_BASE: opt.pipe(z.url().optional()),
  JWT_SECRET: opt.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SECRETS_KEY: opt.pipe(
    z
      .string()
      .refine((s) => Buffer.from(s, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
      .optional(),
  ),
  ADMIN_EMAIL: opt.pipe(z.email().optional()),
  ADMIN_PASSWORD: opt,
  OTEL_EXPORTER_OTLP_ENDPOINT: opt.pipe(z.url().optional()),
  GRPC_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  LOG_LEVEL: opt.pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  SHUTDOWN_DELAY_MS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(60_000).optional()),
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
});

/** Reads the configuration; `--target=a,b` in argv wins over PLATFORM_TARGET, which wins over
 *  `defaults.target` (the runtime launcher passes ['all']).
 *  Throws ConfigError. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: string[] = process.argv,
  defaults: { target?: string[] } = {},
): PlatformConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  requireTogether(e, ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET']);
  requireTogether(e, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']);
  requireTogether(e, ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']);
  // An API base without keys would silently talk to the sandbox instead: refuse it.
  if (e.RAZORPAY_API_BASE && !e.RAZORPAY_KEY_ID) {
    throw new ConfigError('invalid configuration: RAZORPAY_API_BASE set but RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET missing');
  }

  const dataDir = resolve(e.DATA_DIR ?? './data');
  const argTarget = argv.find((a) => a.startsWith('--target='))?.slice('--target='.length);
  const target = list(argTarget) ?? list(e.PLATFORM_TARGET) ?? defaults.target ?? ['all'];
  const serviceAddrs = serviceAddrsOf(env);
  // Only the whole product in one process, calling no remote peer, keeps gRPC on loopback.
  const embedded = target.length === 1 && target[0] === 'all' && !Object.values(serviceAddrs).some(Boolean);
  const secrets = e.JWT_SECRET && e.SECRETS_KEY ? undefined : persistedSecrets(dataDir);

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');

  return {
    port: e.PORT,
    publicUrl,
    dataDir,
    target,
    embedded,
    databaseUrl: e.DATABASE_URL,
    kafkaBrokers: list(e.KAFKA_BROKERS),
    s3: e.S3_ENDPOINT
      ? { endpoint: e.S3_ENDPOINT, accessKey: e.S3_ACCESS_KEY!, secretKey: e.S3_SECRET_KEY!, bucket: e.S3_BUCKET! }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Atelier <no-reply@atelier.local>',
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET!,
          issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
        }
      : undefined,
    razorpay: razorpayConfig(e, publicUrl),
    jwtSecret: e.JWT_SECRET ?? secrets!.jwtSecret,
    secretsKey: e.SECRETS_KEY ?? secrets!.secretsKey,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    grpcPort: e.GRPC_PORT ?? (embedded ? 0 : 50051),
    serviceAddrs,
    logLevel: e.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS ?? 0,
    metricsPort: e.METRICS_PORT,
  };
}

function razorpayConfig(e: z.infer<typeof envSchema>, publicUrl: string): RazorpayConfig {
  if (!e.RAZORPAY_KEY_ID) {
    const apiBase = `${publicUrl}${RAZORPAY_SANDBOX_PATH}`;
    return { ...RAZORPAY_SANDBOX_KEYS, apiBase, checkoutScriptUrl: `${apiBase}/checkout.js`, sandbox: true };
  }
  const apiBase = (e.RAZORPAY_API_BASE ?? RAZORPAY_API).replace(/\/$/, '');
  return {
    keyId: e.RAZORPAY_KEY_ID,
    keySecret: e.RAZORPAY_KEY_SECRET!,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
    apiBase,
    checkoutScriptUrl: apiBase === RAZORPAY_API ? RAZORPAY_CHECKOUT_JS : `${apiBase}/checkout.js`,
    sandbox: false,
  };
}

function requireTogether(e: Record<string, unknown>, names: string[]): void {
  const set = names.filter((n) => e[n] !== undefined);
  if (set.length > 0 && set.length < names.length) {
    const missing = names.filter((n) => e[n] === undefined);
    throw new ConfigError(`invalid configuration: ${set.join(', ')} set but ${missing.join(', ')} missing`);
  }
}

/** SVC_IDENTITY_ADDR=identity:50051 → { identity: 'identity:50051' } */
function serviceAddrsOf(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) {
    const m = /^SVC_([A-Z0-9_]+)_ADDR$/.exec(k);
    if (m && v) out[m[1]!.toLowerCase()] = v;
  }
  return out;
}

interface Secrets {
  jwtSecret: string;
  secretsKey: string;
}

/** Generated once per data dir so sessions and sealed tokens survive restarts of the embedded mode. */
function persistedSecrets(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const s = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (s.jwtSecret && s.secretsKey) return { jwtSecret: s.jwtSecret, secretsKey: s.secretsKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const s: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    secretsKey: randomBytes(32).toString('base64'),
  };
  // 'wx' fails if another process won the race; then we read its file instead of overwriting it.
  try {
    writeFileSync(file, JSON.stringify(s, null, 2), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return persistedSecrets(dataDir);
  }
  chmodSync(file, 0o600);
  return s;
}
