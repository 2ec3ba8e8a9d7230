// Use-case results → proto messages (the gateway turns these into REST records). No rules here.
import type { Dashboard, MoneyByCurrency } from '@atelier/contracts';
import type { Amount } from '@atelier/proto/gen/atelier/admin/v1/Amount';
import type { AuditEntry } from '@atelier/proto/gen/atelier/admin/v1/AuditEntry';
import type { GetDashboardResponse } from '@atelier/proto/gen/atelier/admin/v1/GetDashboardResponse';
import type { AuditRowOut } from '../repo/audit.repository';

const amounts = (m: MoneyByCurrency): Required<Amount>[] => Object.entries(m).map(([currency, amount]) => ({ currency, amount }));

export function toProtoDashboard(d: Dashboard): Required<GetDashboardResponse> {
  return {
    users: d.users,
    total_premium_user: d.totalPremiumUser,
    total_image_generated: d.totalImageGenerated,
    total_revenue: amounts(d.totalRevenue),
    series: d.series.map((s) => ({ date: s.date, signups: s.signups, images: s.images, revenue: amounts(s.revenue) })),
    updated_at: d.updatedAt ?? '',
  };
}

export function toProtoAuditEntry(r: AuditRowOut): Required<AuditEntry> {
  return {
    id: r.id,
    at: r.at.toISOString(),
    actor_id: r.actorId,
    actor_name: r.actorName,
    actor_email: r.actorEmail,
    ip: r.ip,
    user_agent: r.userAgent,
    action: r.action,
    entity_type: r.entityType,
    entity_id: r.entityId,
    before_json: r.beforeJson,
    after_json: r.afterJson,
    service: r.service,
  };
}
