// The AdminService gRPC implementation: every RPC first requires an admin actor (the caller's
// token, verified here again — defence in depth), then maps the request to a use case (service/)
// and the result back to proto. No rules, no repository calls and no SQL here.
import type { AdminServiceDefinition } from '@atelier/proto/gen/atelier/admin/v1/AdminService';
import { requireAdmin, type ServiceImpl } from '@atelier/platform';
import { listAuditLog } from '../service/audit.service';
import type { AdminContext } from '../service/context';
import { getDashboard } from '../service/projection.service';
import { toProtoAuditEntry, toProtoDashboard } from './mapping';

export type AdminImpl = ServiceImpl<AdminServiceDefinition>;

export function adminHandlers(ctx: AdminContext): AdminImpl {
  return {
    async GetDashboard(_req, call) {
      requireAdmin(call, ctx.jwtSecret);
      return toProtoDashboard(await getDashboard(ctx));
    },
    async ListAuditLog(req, call) {
      requireAdmin(call, ctx.jwtSecret);
      const page = await listAuditLog(ctx, req);
      return { rows: page.rows.map(toProtoAuditEntry), count: page.count };
    },
  };
}
