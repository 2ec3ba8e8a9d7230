// Every admin route, generated from the contract's route table, called as nobody and as a signed-in
// user against the whole product in one process (every service module on PGlite, in-process events,
// the real gRPC hops): 401 and 403, and not one row of any schema changed. A new /admin route is
// covered by being added to the table (issue 10: "so a new route is covered by itself").
import type { FastifyInstance } from 'fastify';
import { routes, type RouteDef } from '@atelier/contracts';
import { ModuleManager, createLogger, loadConfig, sql, uuidv7, type Database, type Events, type Module } from '@atelier/platform';
import { allModules, serviceModules } from '@atelier/runtime';
import { tempDataDir } from '@atelier/testkit';
import { Browser, PUBLIC_URL } from '@atelier/svc-gateway/tests/support/gateway';

jest.setTimeout(120_000);

const GATEWAY_ENV = { HOST: '127.0.0.1', SERVE_WEB: 'false' };

let app: FastifyInstance;
let db: Database;
let events: Events;
let stop: () => Promise<void>;

beforeAll(async () => {
  const data = await tempDataDir({ pglite: true });
  // A known bootstrap admin, so identity does not print a generated password.
  const config = loadConfig({ DATA_DIR: data.dir, PORT: '0', PUBLIC_URL, LOG_LEVEL: 'silent', ADMIN_EMAIL: 'admin@authz.test', ADMIN_PASSWORD: 'authz-admin-password' }, []);
  Object.assign(process.env, GATEWAY_ENV);
  // The product's own modules, the gateway, database and events modules wrapped only so the test
  // can hold their values.
  const held = (name: string, keep: (v: never) => void) => (m: Module): Module =>
    m.name === name ? { ...m, start: async (ctx) => { const v = await m.start(ctx); keep(v as never); return v; } } : m;
  const modules = allModules
    .filter((m) => m.name !== 'welcome')
    .map(held('gateway', (v: FastifyInstance) => (app = v)))
    .map(held('database', (v: Database) => (db = v)))
    .map(held('events', (v: Events) => (events = v)));
  const manager = new ModuleManager(modules, {});
  stop = async () => {
    await manager.stop();
    data.remove();
    for (const k of Object.keys(GATEWAY_ENV)) delete process.env[k];
  };
  const target = serviceModules.map((m) => m.name).filter((n) => n !== 'welcome');
  await manager.start(target, config, createLogger(config));
});
afterAll(async () => stop?.());

/** A fingerprint of every row of every table of every schema the product owns. */
async function everything(): Promise<Record<string, string>> {
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
}

const adminRoutes = Object.entries(routes as Record<string, RouteDef>).filter(([, d]) => d.auth === 'admin');
/** A path with every `:param` filled with a well-formed id. */
const pathOf = (d: RouteDef) => `/api${d.path.replace(/:[a-z_]+/g, () => uuidv7())}`;

test('the table has admin routes to check (and every /admin path is admin-only)', () => {
  expect(adminRoutes.length).toBeGreaterThanOrEqual(25);
  for (const d of Object.values(routes as Record<string, RouteDef>)) if (d.path.startsWith('/admin/')) expect(d.auth).toBe('admin');
});

test('every admin route refuses nobody (401) and a signed-in user (403), and nothing changes', async () => {
  const before = await everything();
  const nobody = new Browser(app);
  const user = new Browser(app);
  user.cookies.set('atelier_at', app.jwt.sign({ sub: uuidv7(), role: 'user', sid: uuidv7() }));
  const answers: string[] = [];
  for (const [name, d] of adminRoutes) {
    const body = d.method === 'GET' ? undefined : {};
    const anon = await nobody.call(d.method, pathOf(d), body);
    const asUser = await user.call(d.method, pathOf(d), body);
    answers.push(`${name} ${anon.statusCode} ${asUser.statusCode}`);
  }
  expect(answers).toEqual(adminRoutes.map(([name]) => `${name} 401 403`));
  expect(await everything()).toEqual(before);
});
