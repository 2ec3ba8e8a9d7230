// svc-admin on real PostgreSQL, through its gRPC server with a real client (the in-process event
// transport, so every event folded is this test's own — see tests/support/harness.ts):
// the projection equals a from-scratch rebuild, also when the same events arrive shuffled and
// twice in another schema; revenue per currency after purchases and a refund; the premium count
// following subscription and status changes, deletion included; audit rows stored once and
// append-only (UPDATE, DELETE and TRUNCATE refused); ListAuditLog's filters and pages with the
// actor's name; an RPC without an admin actor refused; the documented rebuild command.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADMIN_LIMITS, ADMIN_MSG, GATEWAY_MSG } from '@atelier/contracts';
import { sql } from '@atelier/platform';
import { TOPICS } from '@atelier/proto/events';
import { dropSchemas, integrationEnv, uniqueName } from '@atelier/testkit';
import type { Envelope } from '../src/domain/projection';
import { rebuildProjection } from '../src/service/projection.service';
import { ev, shuffled } from './support/events';
import { startHarness, type Harness } from './support/harness';

jest.setTimeout(180_000);

const { databaseUrl } = integrationEnv();
const env = { DATABASE_URL: databaseUrl };
const schemaA = uniqueName('it_admin_a');
const schemaB = uniqueName('it_admin_b');
const probeA = uniqueName('it_admin_probe_a');
const probeB = uniqueName('it_admin_probe_b');
const NOW = new Date('2026-11-23T12:00:00.000Z');
const day = (n: number, time = '08:00:00.000Z') => `${new Date(NOW.getTime() - n * 86_400_000).toISOString().slice(0, 10)}T${time}`;
let a: Harness;
let b: Harness;

const ADMIN_ID = randomUUID();
const ANN = randomUUID();
const BEN = randomUUID();
const CY = randomUUID();
/** Every projection event published into A, in publication order. */
const published: Envelope[] = [];

beforeAll(async () => {
  [a, b] = await Promise.all([
    startHarness({ env, schema: schemaA, probeSchema: probeA, now: () => NOW }),
    startHarness({ env, schema: schemaB, probeSchema: probeB, now: () => NOW }),
  ]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await dropSchemas(databaseUrl, [schemaA, schemaB, probeA, probeB]);
});

const dashboard = (h: Harness) => h.client.GetDashboard({}, h.as('admin', ADMIN_ID));
async function publishA(envs: Envelope[]) {
  published.push(...envs);
  await a.publish(envs);
}
const money = (r: { total_revenue: Array<{ currency: string; amount: string }> }) => Object.fromEntries(r.total_revenue.map((m) => [m.currency, Number(m.amount)]));

/** The projection's tables, sorted, for comparing two folds row by row. */
async function tables(h: Harness) {
  const db = h.admin.context.db;
  return {
    users: await db.selectFrom('users').selectAll().orderBy('user_id').execute(),
    activity: await db.selectFrom('daily_activity').selectAll().orderBy('day').execute(),
    revenue: await db.selectFrom('daily_revenue').selectAll().orderBy('day').orderBy('currency').execute(),
  };
}

test('revenue per currency after purchases and a refund; users, images and the series', async () => {
  expect(a.database.kind).toBe('postgres');
  await publishA([
    ev.registered(ADMIN_ID, day(40), { role: 'admin', name: 'Root', email: 'root@example.com' }),
    ev.registered(ANN, day(3), { name: 'Ann', email: 'ann@example.com' }),
    ev.registered(BEN, day(1), { name: 'Ben', email: 'ben@example.com' }),
    ev.captured(ANN, day(2), 49999, 'INR'),
    ev.captured(BEN, day(1), 999, 'USD'),
    ev.captured(BEN, day(0), 49999, 'INR'),
    ev.refunded(BEN, day(0, '09:00:00.000Z'), 20000, 'INR'),
    ev.job(ANN, day(2), 4),
    ev.job(BEN, day(0), 1),
    ev.job(BEN, day(45), 2),
  ]);
  const d = await dashboard(a);
  expect(money(d)).toEqual({ INR: 79998, USD: 999 });
  expect({ users: Number(d.users), images: Number(d.total_image_generated), premium: Number(d.total_premium_user) }).toEqual({ users: 3, images: 7, premium: 0 });
  expect(d.series).toHaveLength(ADMIN_LIMITS.seriesDays);
  expect(d.series.at(-1)).toEqual({ date: '2026-11-23', signups: '0', images: '1', revenue: [{ currency: 'INR', amount: '29999' }, { currency: 'USD', amount: '0' }] });
  expect(d.series.at(-2)).toMatchObject({ date: '2026-11-22', signups: '1', images: '0', revenue: [{ currency: 'INR', amount: '0' }, { currency: 'USD', amount: '999' }] });
  expect(d.updated_at).toBe(day(0, '09:00:00.000Z'));
});

test('the premium count follows subscription and status changes, deletion included', async () => {
  const premium = async () => Number((await dashboard(a)).total_premium_user);
  const users = async () => Number((await dashboard(a)).users);
  await publishA([ev.subscription(ANN, day(2, '10:00:00.000Z'), 'premium'), ev.subscription(BEN, day(0, '10:00:00.000Z'), 'premium')]);
  expect(await premium()).toBe(2);
  await publishA([ev.status(ANN, day(0, '10:30:00.000Z'), 'block')]);
  expect(await premium()).toBe(1);
  // An older change arriving late does not undo the newer one.
  await publishA([ev.status(ANN, day(1, '10:00:00.000Z'), 'active')]);
  expect(await premium()).toBe(1);
  await publishA([ev.status(ANN, day(0, '11:00:00.000Z'), 'active')]);
  expect(await premium()).toBe(2);
  await publishA([ev.subscription(BEN, day(0, '11:00:00.000Z'), 'free')]);
  expect(await premium()).toBe(1);
  // An admin on premium is not a premium user.
  await publishA([ev.subscription(ADMIN_ID, day(0, '11:00:00.000Z'), 'premium')]);
  expect(await premium()).toBe(1);
  // A deleted user leaves both counts and their personal data goes, whatever comes after.
  await publishA([ev.registered(CY, day(0, '08:30:00.000Z'), { name: 'Cy', email: 'cy@example.com', subscription: 'premium' })]);
  expect([await users(), await premium()]).toEqual([4, 2]);
  await publishA([ev.status(CY, day(0, '11:30:00.000Z'), 'deleted'), ev.profile(CY, day(0, '11:31:00.000Z'), 'Deleted user', 'deleted-cy@deleted.invalid')]);
  expect([await users(), await premium()]).toEqual([3, 1]);
  const cy = await a.admin.context.db.selectFrom('users').select(['name', 'email', 'deleted']).where('user_id', '=', CY).executeTakeFirstOrThrow();
  expect(cy).toEqual({ name: '', email: '', deleted: true });
});

test('a redelivered event changes nothing, also once the inbox has forgotten it (the event log remembers)', async () => {
  const before = await tables(a);
  await a.redeliverAll();
  expect(await tables(a)).toEqual(before);
  await a.admin.context.db.deleteFrom('inbox' as never).execute();
  await a.redeliverAll();
  expect(await tables(a)).toEqual(before);
  const logged = await a.admin.context.db.selectFrom('events').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  expect(Number(logged.n)).toBe(published.length);
});

test('the projection equals a from-scratch rebuild; the same events shuffled and twice in another schema give the same dashboard', async () => {
  const live = await tables(a);
  const liveDashboard = await dashboard(a);
  const r = await rebuildProjection(a.admin.context);
  expect(r.events).toBe(published.length);
  expect(await tables(a)).toEqual(live);
  expect(await dashboard(a)).toEqual(liveDashboard);

  // B: the same events in a shuffled order, each delivered twice (copies before and after originals).
  const order = shuffled(published, 7);
  const half = Math.floor(order.length / 2);
  await b.publish(order.slice(0, half));
  await b.redeliverAll();
  await b.publish(order.slice(half));
  await b.redeliverAll();
  expect(await dashboard(b)).toEqual(liveDashboard);
  const rowsB = await tables(b);
  expect(rowsB).toEqual(live);
  await rebuildProjection(b.admin.context);
  expect(await tables(b)).toEqual(live);
});

test('the documented command rebuilds a schema: npm run admin:rebuild', async () => {
  const before = await tables(a);
  // Spoil the projection: the command must put it back from the log.
  await a.admin.context.db.updateTable('users').set({ premium: false, counted: false, name: 'x' }).execute();
  await a.admin.context.db.deleteFrom('daily_revenue').execute();
  const root = path.resolve(__dirname, '../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-rebuild-'));
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin:rebuild', '--', `--schema=${schemaA}`], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir } });
  rmSync(dataDir, { recursive: true, force: true });
  expect(stdout).toMatch(new RegExp(`admin:rebuild: schema ${schemaA} \\(postgres\\): folded ${published.length} events into \\d+ users and \\d+ days`));
  expect(await tables(a)).toEqual(before);
});

// ---- the audit log ------------------------------------------------------------------------------

const audit = (over: { actor?: string; action?: string; entity?: string; at: string; before?: string; after?: string }): Envelope & { key: string } => {
  const id = randomUUID();
  return {
    event_id: randomUUID(),
    occurred_at: over.at,
    topic: TOPICS.audit,
    type: 'AdminActionRecorded',
    key: id,
    payload: {
      audit_id: id,
      actor_id: over.actor ?? ADMIN_ID,
      ip: '10.0.0.9',
      user_agent: 'Firefox',
      action: over.action ?? 'plan.update',
      entity_type: over.entity ?? 'plan',
      entity_id: `e-${id.slice(0, 6)}`,
      before_json: over.before ?? '{"name":"A"}',
      after_json: over.after ?? '{"name":"B"}',
      occurred_at: over.at,
      service: 'billing',
    },
  };
};

const OTHER_ADMIN = randomUUID();
const log: Array<Envelope & { key: string }> = [];

test('audit rows are stored once (a duplicate event) and the log is append-only', async () => {
  for (let i = 0; i < 25; i++) {
    const at = new Date(NOW.getTime() - (25 - i) * 60_000).toISOString();
    log.push(i % 5 === 0 ? audit({ actor: OTHER_ADMIN, action: 'job.cancel', entity: 'job', at, before: '', after: '{"status":"canceled"}' }) : audit({ at }));
  }
  await a.publish(log);
  await a.redeliverAll();
  await a.admin.context.db.deleteFrom('inbox' as never).execute();
  await a.redeliverAll();
  const db = a.admin.context.db;
  const n = await db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  expect(Number(n.n)).toBe(25);
  await expect(db.updateTable('audit_log').set({ action: 'plan.delete' }).execute()).rejects.toThrow(/append-only: UPDATE refused/);
  await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only: DELETE refused/);
  await expect(sql`truncate table ${sql.id(schemaA, 'audit_log')}`.execute(db)).rejects.toThrow(/append-only: TRUNCATE refused/);
  await expect(db.deleteFrom('events').execute()).rejects.toThrow(/append-only: DELETE refused/);
  expect(Number((await db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)).toBe(25);
});

test('ListAuditLog: newest first, a page of ADMIN_LIMITS.auditPageSize, filters, the actor from the users projection', async () => {
  const call = (req: Partial<{ page: number; actor_id: string; action: string; entity_type: string }>) =>
    a.client.ListAuditLog({ page: 1, actor_id: '', action: '', entity_type: '', ...req }, a.as('admin', ADMIN_ID));
  const newestFirst = [...log].reverse().map((e) => (e.payload as { audit_id: string }).audit_id);
  const p1 = await call({});
  expect(p1.count).toBe(25);
  expect(p1.rows.map((r) => r.id)).toEqual(newestFirst.slice(0, ADMIN_LIMITS.auditPageSize));
  const p2 = await call({ page: 2 });
  expect(p2.rows.map((r) => r.id)).toEqual(newestFirst.slice(ADMIN_LIMITS.auditPageSize));
  expect((await call({ page: 3 })).rows).toEqual([]);

  expect(p1.rows[0]).toMatchObject({ actor_id: ADMIN_ID, actor_name: 'Root', actor_email: 'root@example.com', ip: '10.0.0.9', user_agent: 'Firefox', action: 'plan.update', entity_type: 'plan', before_json: '{"name":"A"}', service: 'billing' });
  const byOther = await call({ actor_id: OTHER_ADMIN });
  expect(byOther.count).toBe(5);
  // An actor the projection does not know: name and email ''.
  expect(byOther.rows.every((r) => r.actor_name === '' && r.actor_email === '' && r.action === 'job.cancel' && r.before_json === '')).toBe(true);
  expect((await call({ action: 'job.cancel' })).count).toBe(5);
  expect((await call({ entity_type: 'plan' })).count).toBe(20);
  expect((await call({ entity_type: 'plan', actor_id: OTHER_ADMIN })).count).toBe(0);
  expect(await call({ action: 'plan.explode' })).toEqual({ rows: [], count: 0 });
});

test('an RPC without an admin actor fails: UNAUTHENTICATED without a token, PERMISSION_DENIED for a user', async () => {
  for (const rpc of [() => a.client.GetDashboard({}, a.as('none')), () => a.client.ListAuditLog({ page: 1, actor_id: '', action: '', entity_type: '' }, a.as('none'))]) {
    await expect(rpc()).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: GATEWAY_MSG.loginRequired });
  }
  await expect(a.client.GetDashboard({}, a.as('user', ANN))).rejects.toMatchObject({ code: 'PERMISSION_DENIED', message: ADMIN_MSG.adminOnly });
  await expect(a.client.ListAuditLog({ page: 1, actor_id: '', action: '', entity_type: '' }, a.as('user', ANN))).rejects.toMatchObject({ code: 'PERMISSION_DENIED', message: ADMIN_MSG.adminOnly });
});
