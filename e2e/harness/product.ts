// Starts the whole product in ONE child process exactly as `npm start` runs it
// (`node --import tsx packages/runtime/src/main.ts`), on a free port, in a fresh data dir, with
// sign-up and reset codes delivered over real SMTP to a capture server; stops both afterwards.
import { freePort } from '@atelier/testkit';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailbox, type Mailbox } from './mailbox';

export const REPO = join(__dirname, '..', '..');
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;

export interface Product {
  url: string;
  admin: { email: string; password: string };
  mailbox: Mailbox;
  /** The last 8,000 characters the process wrote (stdout and stderr). */
  logs(): string;
  stop(): Promise<void>;
}


/**
 * The browser tests run the production build; building is `npm run build:web` (the `web` stage
 * of `npm test`), not a test's job. The shell and mfe-auth carry every screen these tests use.
 */
function assertFrontendsBuilt(): void {
  const built = (app: string) => existsSync(join(REPO, app, 'dist', app === 'shell-app' ? 'index.html' : 'mf-manifest.json'));
  const missing = ['shell-app', 'mfe-auth', 'mfe-studio', 'mfe-feeds', 'mfe-billing', 'mfe-admin'].filter((app) => !built(app));
  if (missing.length) throw new Error(`frontends not built (${missing.join(', ')}): run \`npm run build:web\` first`);
}

/**
 * The caller's environment without the product's own configuration (architecture §9), so the
 * product runs on embedded defaults even when `npm test` has exported DATABASE_URL etc. for the
 * integration stage.
 */
function embeddedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  const prefixes = ['PLATFORM_', 'DATABASE_', 'KAFKA_', 'S3_', 'SMTP_', 'MAIL_', 'GOOGLE_', 'RAZORPAY_', 'JWT_', 'SECRETS_', 'ADMIN_', 'OTEL_', 'GRPC_', 'SVC_'];
  for (const key of Object.keys(env)) if (prefixes.some((p) => key.startsWith(p))) delete env[key];
  return env;
}

/** `env` adds configuration for one file (e.g. GOOGLE_* pointing at a test OIDC provider). */
export async function startProduct(opts: { env?: Record<string, string> } = {}): Promise<Product> {
  assertFrontendsBuilt();
  const [port, mailbox] = await Promise.all([freePort(), startMailbox()]);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
  const admin = { email: 'admin@e2e.test', password: 'admin-e2e-password' };

  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/runtime/src/main.ts'], {
    cwd: REPO,
    env: {
      ...embeddedEnv(),
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: mailbox.smtpUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1 within seconds; the default of 20 auth calls per
      // minute per IP (meant for password guessing) would throttle the suite, not test it. The
      // same for the global 600 a minute: a suite is dozens of users behind one address, and every
      // request counts, a signed-out page's 401s too (the limits are tested in svc-gateway).
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_MAX: '10000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`product exited (${child.exitCode}) before it was ready:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`product not ready within ${READY_TIMEOUT_MS} ms:\n${output}`);
    }
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, admin, mailbox, stop, logs: () => output };
}
