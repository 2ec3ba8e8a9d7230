// The admin dashboard and audit log routes: svc-admin's projection and audit store (issue 10,
// docs/admin.md). svc-admin checks the caller is an admin again (the request's token travels in
// the call's metadata, context.ts forRequest); here proto answers become the contract's shapes.
import type { AuditRow, Dashboard, MoneyByCurrency } from '@atelier/contracts';
import type { Amount__Output } from '@atelier/proto/gen/atelier/admin/v1/Amount';
import type { AuditEntry__Output } from '@atelier/proto/gen/atelier/admin/v1/AuditEntry';
import type { GetDashboardResponse__Output } from '@atelier/proto/gen/atelier/admin/v1/GetDashboardResponse';
import type { Handler, Handlers } from './context';

/** Amounts per currency (int64 arrive as text) → every contract currency, 0 when absent. */
function money(amounts: Amount__Output[]): MoneyByCurrency {
  const m: MoneyByCurrency = { INR: 0, USD: 0 };
  for (const a of amounts) if (a.currency === 'INR' || a.currency === 'USD') m[a.currency] = Number(a.amount);
  return m;
}

export function dashboardOf(r: GetDashboardResponse__Output): Dashboard {
  return {
    users: Number(r.users),
    totalPremiumUser: Number(r.total_premium_user),
    totalImageGenerated: Number(r.total_image_generated),
    totalRevenue: money(r.total_revenue),
    series: r.series.map((d) => ({ date: d.date, signups: Number(d.signups), images: Number(d.images), revenue: money(d.revenue) })),
    updatedAt: r.updated_at || null,
  };
}

/** Recorded JSON → the value; "" (no before on a create, no after on a delete) → null. */
const parsed = (json: string): unknown => (json === '' ? null : JSON.parse(json));

export function auditRowOf(e: AuditEntry__Output): AuditRow {
  return {
    id: e.id,
    at: e.at,
    actor: { id: e.actor_id, name: e.actor_name, email: e.actor_email },
    ip: e.ip,
    user_agent: e.user_agent,
    action: e.action as AuditRow['action'],
    entity_type: e.entity_type as AuditRow['entity_type'],
    entity_id: e.entity_id,
    before: parsed(e.before_json),
    after: parsed(e.after_json),
  };
}

export const adminDashboard: Handler<'adminDashboard'> = async (s) => ({ status: 'success', data: dashboardOf(await s.admin.GetDashboard({})) });

export const adminAuditLog: Handler<'adminAuditLog'> = async (s, { query }) => {
  const r = await s.admin.ListAuditLog({ page: query.page ?? 1, actor_id: query.actor ?? '', action: query.action ?? '', entity_type: query.entity ?? '' });
  return { status: 'success', data: { rows: r.rows.map(auditRowOf), count: r.count } };
};

export const adminDashboardHandlers = {
  adminDashboard,
  adminAuditLog,
} satisfies Partial<Handlers>;
