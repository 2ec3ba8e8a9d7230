// Billing's admin actions in the audit log (issue 10): written to billing's outbox inside the
// transaction of the change itself, so a change that rolls back leaves no record and one that
// commits always has one (svc-admin stores the log).
import { auditPayload, type Actor, type AuditChange } from '@atelier/platform';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import type { Db } from '../repo/database';
import type { BillingContext } from './context';

export async function recordAdminAction(ctx: Pick<BillingContext, 'outbox' | 'now'>, trx: Db, actor: Actor, change: AuditChange): Promise<void> {
  await ctx.outbox.add(trx, topicEvent(TOPICS.audit, 'AdminActionRecorded', change.entity_id, auditPayload(actor, change, 'billing', ctx.now())));
}
