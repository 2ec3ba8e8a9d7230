// Runs Schemathesis (installed by `bash scripts/infra.sh schemathesis`) against a running product's
// own /docs/json as one signed-in role: the API-level sessions it needs (a user registered through
// the real SMTP capture, or the bootstrap admin) and the `st run` command line CI uses.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESS_COOKIE, API_BASE, CSRF_COOKIE, CSRF_HEADER, routes } from '@atelier/contracts';
import type { Product } from '../harness/product';
import { REPO } from '../harness/product';

export const ST = join(process.env.ATELIER_CACHE ?? join(REPO, '.cache'), 'schemathesis', 'bin', 'st');
/** Credentials by security scheme, and the rules JSON Schema cannot state (each with its reason). */
const CONFIG = join(__dirname, 'schemathesis.toml');

/** One signed-in browser: its access cookie and the CSRF value it echoes. */
export interface ApiSession {
  access: string;
  csrf: string;
}

/** A tiny cookie jar over fetch: enough for the sign-in calls below. */
class Jar {
  private readonly cookies = new Map<string, string>();
  header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  get = (name: string) => this.cookies.get(name) ?? '';
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
  }
}

async function call(url: string, jar: Jar, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${url}${API_BASE}${path}`, {
    method,
    headers: { cookie: jar.header(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(method === 'GET' ? {} : { [CSRF_HEADER]: jar.get(CSRF_COOKIE) }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  jar.take(res);
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function signIn(product: Product, jar: Jar, email: string, password: string): Promise<ApiSession> {
  await call(product.url, jar, 'GET', '/auth/csrf');
  await call(product.url, jar, routes.login.method, routes.login.path, { email, password });
  return { access: jar.get(ACCESS_COOKIE), csrf: jar.get(CSRF_COOKIE) };
}

export function signInAdmin(product: Product): Promise<ApiSession> {
  return signIn(product, new Jar(), product.admin.email, product.admin.password);
}

/** Registers a new user the way the sign-up screens do (code over real SMTP) and signs them in. */
export async function signUpUser(product: Product, tag: string): Promise<ApiSession> {
  const jar = new Jar();
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${tag}-${id}@e2e.test`;
  const password = `st-${id}-correct-horse`;
  await call(product.url, jar, 'GET', '/auth/csrf');
  const mark = product.mailbox.mark();
  await call(product.url, jar, routes.sendOtp.method, routes.sendOtp.path, { email });
  const otp = await product.mailbox.codeFor(email, mark);
  await call(product.url, jar, routes.verifyOtp.method, routes.verifyOtp.path, { email, otp });
  await call(product.url, jar, routes.registerSetPassword.method, routes.registerSetPassword.path, { email, name: 'Schema Tester', profile_name: `st_${id}`, password });
  return signIn(product, jar, email, password);
}

/**
 * Operations left out of generation: those that would end the session under test (logout) and
 * the live event stream (an SSE answer never ends; it is not in the document anyway).
 */
export const EXCLUDED_OPERATIONS = ['logout', 'adminLogout'] as const;

export interface StRun {
  code: number | null;
  output: string;
}

/**
 * `st run` with every check, a fixed seed and a bounded number of examples per operation. NUL is
 * not generated: the document says in words that no text may hold it (the gateway answers 400).
 */
export function runSchemathesis(product: Product, session: ApiSession, opts: { maxExamples: number; seed: number }): Promise<StRun> {
  if (!existsSync(ST)) throw new Error(`Schemathesis is not installed at ${ST}: run \`bash scripts/infra.sh schemathesis\``);
  const args = [
    '--config-file', CONFIG,
    'run', `${product.url}/docs/json`,
    '--checks', 'all',
    '--max-examples', String(opts.maxExamples),
    '--seed', String(opts.seed),
    '--workers', '1',
    '--no-color',
    '--generation-database', 'none',
    '--generation-allow-x00', 'false',
    '--suppress-health-check', 'all',
    ...EXCLUDED_OPERATIONS.flatMap((op) => ['--exclude-operation-id', op]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ST, args, {
      cwd: REPO,
      env: { ...process.env, NO_COLOR: '1', ST_ACCESS_COOKIE: session.access, ST_CSRF: session.csrf },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
