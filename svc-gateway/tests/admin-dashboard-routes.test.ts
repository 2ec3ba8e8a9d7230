// The admin dashboard and audit log routes through the gateway with a fake svc-admin client: the
// contract shapes (DashboardResponse with every currency present and int64 text turned to numbers;
// AuditLogResponse with before/after parsed and "" → null), the query passed on as the RPC's
// filters, the caller's token forwarded in the call's metadata (svc-admin verifies it again), a
// non-admin refused before svc-admin is called, and svc-admin's refusal passed through.
import type { FastifyInstance } from 'fastify';
import { ADMIN_LIMITS, ADMIN_MSG, AuditLogResponse, DashboardResponse } from '@atelier/contracts';
import { ACTOR_TOKEN_KEY, AppError, type CallOptions } from '@atelier/platform';
import type { AdminClient } from '../src/clients/service-clients';
import { Browser, testGateway } from './support/gateway';

const ADMIN_ID = '0197a0b0-0000-7000-8000-0000000000a9';

let app: FastifyInstance;
let calls: Array<{ method: string; req: any; token?: string }>;
let failNext: AppError | undefined;

const series = Array.from({ length: ADMIN_LIMITS.seriesDays }, (_, i) => ({
  date: new Date(Date.UTC(2026, 10, 23) - (ADMIN_LIMITS.seriesDays - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  signups: i === ADMIN_LIMITS.seriesDays - 1 ? '2' : '0',
  images: i === ADMIN_LIMITS.seriesDays - 1 ? '5' : '0',
  // Only the currencies that moved; USD absent must still come out as 0.
  revenue: i === ADMIN_LIMITS.seriesDays - 1 ? [{ currency: 'INR', amount: '49999' }] : [],
}));

function fakeAdmin(): AdminClient {
  const rec = (method: string, req: unknown, opts?: CallOptions) => {
    calls.push({ method, req, token: opts?.metadata?.get(ACTOR_TOKEN_KEY)[0]?.toString() });
    if (failNext) {
      const f = failNext;
      failNext = undefined;
      throw f;
    }
  };
  return {
    async GetDashboard(req: unknown, opts?: CallOptions) {
      rec('GetDashboard', req, opts);
      return {
        users: '12',
        total_premium_user: '3',
        total_image_generated: '5000000000',
        total_revenue: [
          { currency: 'INR', amount: '149997' },
          { currency: 'USD', amount: '-499' },
        ],
        series,
        updated_at: '2026-11-23T08:00:00.000Z',
      };
    },
    async ListAuditLog(req: unknown, opts?: CallOptions) {
      rec('ListAuditLog', req, opts);
      return {
        rows: [
          {
            id: '0197a0b0-0000-7000-8000-0000000000c1',
            at: '2026-11-23T08:00:00.000Z',
            actor_id: ADMIN_ID,
            actor_name: 'Root',
            actor_email: 'admin@example.com',
            ip: '10.0.0.7',
            user_agent: 'Firefox',
            action: 'model_instance.update',
            entity_type: 'model_instance',
            entity_id: 'mi-1',
            before_json: '{"name":"gpu-1","settings":{"api_token":"[redacted]"}}',
            after_json: '{"name":"gpu-2","settings":{"api_token":"[redacted]"}}',
            service: 'imaging',
          },
          { id: '0197a0b0-0000-7000-8000-0000000000c0', at: '2026-11-23T07:00:00.000Z', actor_id: 'gone', actor_name: '', actor_email: '', ip: '', user_agent: '', action: 'plan.create', entity_type: 'plan', entity_id: 'p-1', before_json: '', after_json: '{"name":"Pro"}', service: 'billing' },
        ],
        count: 41,
      };
    },
  } as unknown as AdminClient;
}

beforeEach(async () => {
  calls = [];
  failNext = undefined;
  ({ app } = await testGateway({ admin: fakeAdmin() }));
});
afterEach(() => app.close());

function as(role: 'admin' | 'user', sub = ADMIN_ID): { browser: Browser; token: string } {
  const b = new Browser(app);
  const token = app.jwt.sign({ sub, role, sid: 's-1' });
  b.cookies.set('atelier_at', token);
  return { browser: b, token };
}

test('dashboard: the contract shape, every currency present, numbers from int64 text; the token goes along', async () => {
  const { browser, token } = as('admin');
  const res = await browser.call('GET', '/api/admin/dashboard');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(DashboardResponse.parse(body)).toEqual(body);
  expect(body.data).toMatchObject({ users: 12, totalPremiumUser: 3, totalImageGenerated: 5_000_000_000, totalRevenue: { INR: 149997, USD: -499 }, updatedAt: '2026-11-23T08:00:00.000Z' });
  expect(body.data.series).toHaveLength(ADMIN_LIMITS.seriesDays);
  expect(body.data.series.at(-1)).toEqual({ date: '2026-11-23', signups: 2, images: 5, revenue: { INR: 49999, USD: 0 } });
  expect(body.data.series[0]).toEqual({ date: series[0]!.date, signups: 0, images: 0, revenue: { INR: 0, USD: 0 } });
  expect(calls).toEqual([{ method: 'GetDashboard', req: {}, token }]);
});

test('an empty projection: updatedAt null', async () => {
  const fake = fakeAdmin();
  const empty = { ...fake, GetDashboard: async () => ({ users: '0', total_premium_user: '0', total_image_generated: '0', total_revenue: [], series: [], updated_at: '' }) } as AdminClient;
  await app.close();
  ({ app } = await testGateway({ admin: empty }));
  const body = (await as('admin').browser.call('GET', '/api/admin/dashboard')).json();
  expect(body.data).toEqual({ users: 0, totalPremiumUser: 0, totalImageGenerated: 0, totalRevenue: { INR: 0, USD: 0 }, series: [], updatedAt: null });
});

test('audit log: rows with the actor, before/after parsed ("" → null), the count; filters passed on', async () => {
  const { browser } = as('admin');
  const res = await browser.call('GET', `/api/admin/audit_log?page=3&actor=${ADMIN_ID}&action=model_instance.update&entity=model_instance`);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(AuditLogResponse.parse(body)).toEqual(body);
  expect(body.data.count).toBe(41);
  expect(body.data.rows[0]).toEqual({
    id: '0197a0b0-0000-7000-8000-0000000000c1',
    at: '2026-11-23T08:00:00.000Z',
    actor: { id: ADMIN_ID, name: 'Root', email: 'admin@example.com' },
    ip: '10.0.0.7',
    user_agent: 'Firefox',
    action: 'model_instance.update',
    entity_type: 'model_instance',
    entity_id: 'mi-1',
    before: { name: 'gpu-1', settings: { api_token: '[redacted]' } },
    after: { name: 'gpu-2', settings: { api_token: '[redacted]' } },
  });
  expect(body.data.rows[1]).toMatchObject({ actor: { id: 'gone', name: '', email: '' }, before: null, after: { name: 'Pro' } });
  expect(calls[0]).toMatchObject({ method: 'ListAuditLog', req: { page: 3, actor_id: ADMIN_ID, action: 'model_instance.update', entity_type: 'model_instance' } });
});

test('audit log without filters: page 1 and empty filters', async () => {
  await as('admin').browser.call('GET', '/api/admin/audit_log');
  expect(calls[0]!.req).toEqual({ page: 1, actor_id: '', action: '', entity_type: '' });
});

test('an unknown action or entity is refused before svc-admin is called', async () => {
  const { browser } = as('admin');
  expect((await browser.call('GET', '/api/admin/audit_log?action=user.rename')).statusCode).toBe(400);
  expect((await browser.call('GET', '/api/admin/audit_log?entity=wallet')).statusCode).toBe(400);
  expect(calls).toEqual([]);
});

test('anonymous → 401 and a user → 403, svc-admin never called', async () => {
  for (const url of ['/api/admin/dashboard', '/api/admin/audit_log']) {
    expect((await new Browser(app).call('GET', url)).statusCode).toBe(401);
    expect((await as('user', 'u-1').browser.call('GET', url)).statusCode).toBe(403);
  }
  expect(calls).toEqual([]);
});

test("svc-admin's own refusal passes through", async () => {
  failNext = new AppError('PERMISSION_DENIED', ADMIN_MSG.adminOnly);
  const res = await as('admin').browser.call('GET', '/api/admin/dashboard');
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ status: 'error', msg: ADMIN_MSG.adminOnly });
});
