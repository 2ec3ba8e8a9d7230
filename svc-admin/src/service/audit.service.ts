// The audit log's use cases: store a recorded admin action once, and list a page of the log.
import { ADMIN_LIMITS } from '@atelier/contracts';
import { auditFilterOf, type AuditEntry } from '../domain/audit';
import { appendAudit, countAudit, listAudit, type AuditRowOut } from '../repo/audit.repository';
import type { Db } from '../repo/database';
import type { AdminContext } from './context';

/** Stores `a` in the consumer's transaction; false when its audit id is already there. */
export function recordAudit(trx: Db, a: AuditEntry): Promise<boolean> {
  return appendAudit(trx, a);
}

export interface AuditPage {
  rows: AuditRowOut[];
  count: number;
}

/** Page `page` (1-based; 0 → 1) of the log filtered by actor, action and entity, newest first. */
export async function listAuditLog(ctx: AdminContext, req: { page: number; actor_id: string; action: string; entity_type: string }): Promise<AuditPage> {
  const filter = auditFilterOf(req);
  if (filter === 'none') return { rows: [], count: 0 };
  const size = ADMIN_LIMITS.auditPageSize;
  const page = Math.max(1, req.page || 1);
  const [rows, count] = await Promise.all([listAudit(ctx.db, filter, size, (page - 1) * size), countAudit(ctx.db, filter)]);
  return { rows, count };
}
