// An admin action as the audit log stores it (issue 10). The service that owns the changed entity
// writes it to its own outbox in the same transaction as the change —
//   outbox.add(trx, topicEvent(TOPICS.audit, 'AdminActionRecorded', entityId, auditPayload(actor, change, 'imaging')))
// — so a change that rolls back leaves no audit row, and one that commits always has one; svc-admin
// consumes the topic (inbox-deduplicated) and keeps the log append-only. Secrets never leave here:
// before/after pass through redactSecrets (contracts) before they are written.
import { redactSecrets, type AuditAction, type AuditEntity } from '@atelier/contracts';
import { uuidv7 } from './crypto';
import type { Actor } from './grpc/actor';

export interface AuditChange {
  action: AuditAction;
  entity_type: AuditEntity;
  entity_id: string;
  /** The entity before the change (absent on create). */
  before?: unknown;
  /** The entity after the change (absent on delete). */
  after?: unknown;
}

const json = (v: unknown): string => (v === undefined || v === null ? '' : JSON.stringify(redactSecrets(v)));

/** The AdminActionRecorded payload (atelier/events/v1/admin_events.proto) of `actor`'s `change`. */
export function auditPayload(actor: Actor, change: AuditChange, service: string, at: Date = new Date()) {
  return {
    audit_id: uuidv7(),
    actor_id: actor.id,
    ip: actor.ip,
    user_agent: actor.userAgent,
    action: change.action,
    entity_type: change.entity_type,
    entity_id: change.entity_id,
    before_json: json(change.before),
    after_json: json(change.after),
    occurred_at: at.toISOString(),
    service,
  };
}
