// The audit log's consumer: AdminActionRecorded on audit.admin_action.v1, written by the service
// that owns each changed entity. Stored once per audit id (and per event id, by the kit's inbox);
// an entry missing what the log needs is logged and skipped (domain/audit.ts auditEntryOf).
import { inboxConsumer, type Consumer, type Transaction } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import { auditEntryOf } from '../domain/audit';
import type { AdminDB } from '../repo/database';
import { recordAudit } from '../service/audit.service';
import type { AdminContext } from '../service/context';

export function auditConsumer(ctx: AdminContext): Consumer {
  return inboxConsumer({
    schema: ctx.schema,
    name: 'audit',
    topics: [TOPICS.audit],
    accepts: (e) => isEvent(e, TOPICS.audit, 'AdminActionRecorded'),
    valid: { check: (e) => auditEntryOf(e) !== null, logger: ctx.logger },
    async handle(e, trx: Transaction<AdminDB>) {
      await recordAudit(trx, auditEntryOf(e)!);
    },
  });
}
