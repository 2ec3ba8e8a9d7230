// The audit log's rules (no I/O): what an AdminActionRecorded event must carry to be stored — an
// audit id, an actor, a known action and entity (the contract's AuditAction/AuditEntity), a time,
// and before/after that are JSON or "" — and the filters ListAuditLog accepts.
import { AuditAction, AuditEntity } from '@atelier/contracts';
import { isUuid } from '@atelier/platform/src/pure';

export interface AuditEntry {
  id: string;
  eventId: string;
  at: Date;
  actorId: string;
  ip: string;
  userAgent: string;
  action: AuditAction;
  entityType: AuditEntity;
  entityId: string;
  /** Redacted JSON as recorded by the owning service; "" when none (create, delete). */
  beforeJson: string;
  afterJson: string;
  service: string;
}

const str = (v: unknown): v is string => typeof v === 'string';

function jsonOrEmpty(v: unknown): v is string {
  if (!str(v)) return false;
  if (v === '') return true;
  try {
    JSON.parse(v);
    return true;
  } catch {
    return false;
  }
}

/** The entry an AdminActionRecorded envelope records; null when it lacks what the log needs. The
 *  time is the payload's occurred_at (when the change committed), else the envelope's. */
export function auditEntryOf(e: { event_id: string; occurred_at: string; payload: unknown }): AuditEntry | null {
  const p = (e.payload ?? {}) as Record<string, unknown>;
  const at = new Date(str(p.occurred_at) && p.occurred_at ? p.occurred_at : e.occurred_at);
  if (!str(p.audit_id) || !isUuid(p.audit_id) || !str(p.actor_id) || !p.actor_id || Number.isNaN(at.getTime())) return null;
  const action = AuditAction.safeParse(p.action);
  const entity = AuditEntity.safeParse(p.entity_type);
  if (!action.success || !entity.success || !str(p.entity_id) || !jsonOrEmpty(p.before_json) || !jsonOrEmpty(p.after_json)) return null;
  return {
    id: p.audit_id,
    eventId: e.event_id,
    at,
    actorId: p.actor_id,
    ip: str(p.ip) ? p.ip : '',
    userAgent: str(p.user_agent) ? p.user_agent : '',
    action: action.data,
    entityType: entity.data,
    entityId: p.entity_id,
    beforeJson: p.before_json,
    afterJson: p.after_json,
    service: str(p.service) ? p.service : '',
  };
}

export interface AuditFilter {
  actorId?: string;
  action?: AuditAction;
  entityType?: AuditEntity;
}

/** ListAuditLog's request → a filter: "" means any; an unknown action or entity matches nothing
 *  (returned as `none`). */
export function auditFilterOf(req: { actor_id: string; action: string; entity_type: string }): AuditFilter | 'none' {
  const f: AuditFilter = {};
  if (req.actor_id) f.actorId = req.actor_id;
  if (req.action) {
    const a = AuditAction.safeParse(req.action);
    if (!a.success) return 'none';
    f.action = a.data;
  }
  if (req.entity_type) {
    const t = AuditEntity.safeParse(req.entity_type);
    if (!t.success) return 'none';
    f.entityType = t.data;
  }
  return f;
}
