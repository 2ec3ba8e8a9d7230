// imaging's admin actions into the audit log (issue 10): AdminActionRecorded on audit.admin_action.v1,
// written to the outbox inside the transaction of the change itself, so a change that rolls back
// leaves no audit event. auditPayload (platform) redacts secrets: an instance's api_token never appears
// (and the sealed token is never passed in: see service/admin.service.ts auditedInstance).
import { auditPayload, type Actor, type AuditChange, type Outbox } from '@atelier/platform';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import type { Db } from '../repo/database';

export function publishAudit(outbox: Outbox, trx: Db, actor: Actor, change: AuditChange) {
  return outbox.add(trx, topicEvent(TOPICS.audit, 'AdminActionRecorded', change.entity_id, auditPayload(actor, change, 'imaging')));
}
