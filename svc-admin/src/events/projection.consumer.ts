// The dashboard projection's consumer: identity's users, billing's subscriptions and payments and
// imaging's successful jobs (admin-design §8). The kit's inbox drops a redelivery; the event log's
// primary key drops it again after the inbox is pruned — and is the only key a delivery of jobs
// alone needs (ownKey: one statement, no transaction). An event the fold cannot read is logged
// and skipped (domain/projection.ts readEvent).
import { inboxConsumer, type Consumer, type EventEnvelope, type Transaction } from '@atelier/platform';
import { isProjectionEvent, readEvent, PROJECTION_TOPICS } from '../domain/projection';
import type { AdminDB } from '../repo/database';
import type { AdminContext } from '../service/context';
import { consumeEvent, consumeEvents, onlyCounts, recordCounts } from '../service/projection.service';

export function projectionConsumer(ctx: AdminContext): Consumer {
  return inboxConsumer({
    schema: ctx.schema,
    name: 'projection',
    topics: PROJECTION_TOPICS,
    accepts: (e): e is EventEnvelope => isProjectionEvent(e),
    valid: { check: (e) => readEvent(e) !== null, logger: ctx.logger },
    async handle(e, trx: Transaction<AdminDB>) {
      await consumeEvent(trx, e, readEvent(e)!);
    },
    // A batch together: its jobs' images logged and counted in one statement (issue 12).
    async handleBatch(es, trx: Transaction<AdminDB>) {
      await consumeEvents(trx, es.map((e) => ({ envelope: e, e: readEvent(e)! })));
    },
    // A delivery of jobs only (the usual one) is that one statement alone: no BEGIN, inbox row or
    // COMMIT around it, the event log's primary key keeping it once.
    ownKey: {
      covers: (e) => onlyCounts(readEvent(e)!),
      apply: (es, db) => recordCounts(db, es.map((e) => ({ envelope: e, e: readEvent(e)! }))),
    },
  });
}
