// The whole product in one process for the route-table suites (route-matrix, route-fuzz): every
// service module on PGlite in a temp DATA_DIR, in-process events, the real gRPC hops, the gateway
// driven with fastify.inject; registration mail caught by a local SMTP capture and payments made
// against a Razorpay sandbox on 127.0.0.1. Also: a fingerprint of every row of every schema (the
// "nothing changed" check), real sign-ups, and fresh access cookies minted with the gateway's key.
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { ModuleManager, createLogger, loadConfig, sql, uuidv7, type Database, type Events, type Module } from '@atelier/platform';
import { allModules, serviceModules } from '@atelier/runtime';
import { startRazorpaySandbox, type StartedSandbox } from '@atelier/razorpay-sandbox';
import { extractCode, startSmtpCapture, tempDataDir, type SmtpCapture } from '@atelier/testkit';
import { Browser, PUBLIC_URL } from '@atelier/svc-gateway/tests/support/gateway';

/** Generous limits: the suites make hundreds of calls from one "client" on purpose. */
const GATEWAY_ENV = { HOST: '127.0.0.1', SERVE_WEB: 'false', RATE_LIMIT_AUTH_MAX: '100000', RATE_LIMIT_MAX: '1000000' };
export const ADMIN_EMAIL = 'admin@matrix.test';
export const ADMIN_PASSWORD = 'matrix-admin-password-7';
export const PASSWORD = 'matrix-user-password-7';

export type Role = 'user' | 'admin';
/** A browser that belongs to a known account. */
export type Person = Browser & { id: string; email: string };

export interface Product {
  app: FastifyInstance;
  db: Database;
  events: Events;
  sandbox: StartedSandbox;
  /** The bootstrap admin, signed in. */
  admin: Person;
  fingerprint(): Promise<Record<string, string>>;
  signUp(email: string, name: string): Promise<Person>;
  /** A fresh access cookie for `sub` (a new session id each time: a call that ends "its" session
   *  ends only this one). */
  as(role: Role, sub: string): Browser;
  stop(): Promise<void>;
}

export async function startProduct(): Promise<Product> {
  const smtp: SmtpCapture = await startSmtpCapture();
  const sandbox = await startRazorpaySandbox({ keyId: 'rzp_test_matrix', keySecret: 'matrix-key-secret', webhookSecret: 'matrix-webhook-secret' });
  const data = await tempDataDir({ pglite: true });
  const config = loadConfig(
    {
      DATA_DIR: data.dir,
      PORT: '0',
      PUBLIC_URL,
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      RAZORPAY_KEY_ID: 'rzp_test_matrix',
      RAZORPAY_KEY_SECRET: 'matrix-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'matrix-webhook-secret',
      RAZORPAY_API_BASE: sandbox.url,
    },
    [],
  );
  Object.assign(process.env, GATEWAY_ENV);
  let app!: FastifyInstance;
  let db!: Database;
  let events!: Events;
  // The product's own modules; the gateway, database and events modules wrapped only so the test
  // can hold their values.
  const held = (name: string, keep: (v: never) => void) => (m: Module): Module =>
    m.name === name ? { ...m, start: async (ctx) => { const v = await m.start(ctx); keep(v as never); return v; } } : m;
  const modules = allModules
    .filter((m) => m.name !== 'welcome')
    .map(held('gateway', (v: FastifyInstance) => (app = v)))
    .map(held('database', (v: Database) => (db = v)))
    .map(held('events', (v: Events) => (events = v)));
  const manager = new ModuleManager(modules, {});
  const stop = async () => {
    await manager.stop();
    data.remove();
    for (const k of Object.keys(GATEWAY_ENV)) delete process.env[k];
    await smtp.close();
    await sandbox.close();
  };
  try {
    await manager.start(serviceModules.map((m) => m.name).filter((n) => n !== 'welcome'), config, createLogger(config));
  } catch (err) {
    await stop();
    throw err;
  }

  const ok = (res: LightMyRequestResponse, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res;
  };
  // The account id is the access token's subject (the profile answers carry none).
  const person = (b: Browser, email: string): Person => Object.assign(b, { id: app.jwt.decode<{ sub: string }>(b.cookies.get('atelier_at')!)!.sub, email });
  const admin = new Browser(app);
  try {
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    app,
    db,
    events,
    sandbox,
    admin: person(admin, ADMIN_EMAIL),
    /** md5 and count of every table of every schema the product owns (after the bus is drained). */
    async fingerprint() {
      await events.flush();
      const tables = await sql<{ s: string; t: string }>`
        select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`.execute(db.root);
      const out: Record<string, string> = {};
      for (const { s, t } of tables.rows) {
        const r = await sql<{ h: string; n: number }>`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h, count(*)::int as n from ${sql.table(`${s}.${t}`)} x`.execute(db.root);
        out[`${s}.${t}`] = `${r.rows[0]!.n}:${r.rows[0]!.h}`;
      }
      return out;
    },
    /** Signs a new user up through the routes (the emailed code) and signs them in. */
    async signUp(email, name) {
      const b = new Browser(app);
      const after = smtp.messages.length;
      ok(await b.call('POST', '/api/auth/send_otp', { email }), `send_otp ${email}`);
      const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= after, 10_000);
      ok(await b.call('POST', '/api/auth/verify_otp', { email, otp: extractCode(mail) }), `verify_otp ${email}`);
      ok(await b.call('POST', '/api/auth/register_set_password', { email, name, password: PASSWORD, profile_name: name.toLowerCase() }), `register ${email}`);
      await b.login(email, PASSWORD);
      return person(b, email);
    },
    as(role, sub) {
      const b = new Browser(app);
      b.cookies.set('atelier_at', app.jwt.sign({ sub, role, sid: uuidv7() }));
      return b;
    },
    stop,
  };
}

/** Polls `get()` until `done` holds (events travel through the outbox relay). */
export async function until<T>(get: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const v = await get();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
