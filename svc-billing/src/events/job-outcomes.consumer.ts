// Follows imaging's job outcomes (topic imaging.job.v1): JobSucceeded captures the job's hold,
// JobFailed (a failure or a cancel) releases it — architecture §5, "success captures the hold;
// failure releases it". Imaging writes the event in the transaction that finishes the job, so
// settlement can no more be lost than the outcome; billing settles in the inbox's transaction, one
// per delivered batch (the kit's inbox batches), so a batch of N outcomes is one BEGIN, one inbox
// statement, one statement settling the N holds, 3 per job (wallet lock, entry, CreditsChanged) and
// one COMMIT. Why an event and not a call from the worker: docs/billing.md.
import { inboxConsumer, type Consumer, type Transaction } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { BillingDB } from '../repo/database';
import type { BillingContext } from '../service/context';
import { settleJobHolds } from '../service/holds.service';

export function jobOutcomesConsumer(schema: string, ctx: BillingContext): Consumer {
  return inboxConsumer({
    schema,
    name: 'job-outcomes',
    topics: [TOPICS.jobs],
    // JobRequested and ImagePublished pass by before any transaction.
    accepts: (e) => isEvent(e, TOPICS.jobs, 'JobSucceeded') || isEvent(e, TOPICS.jobs, 'JobFailed'),
    // holds.job_id is text of at most 64 characters (HOLD_MSG.jobId); anything else names no hold.
    valid: { check: ({ payload: p }) => typeof p.job_id === 'string' && p.job_id.length > 0 && p.job_id.length <= 64, logger: ctx.logger },
    async handle(e, trx: Transaction<BillingDB>) {
      await settleJobHolds(ctx, trx, [{ jobId: e.payload.job_id, to: settlementOf(e.type) }]);
    },
    // A batch together: its holds settled in one statement, the wallets locked in user order (no
    // deadlock between batches that share users, which per-event handling in delivery order risked).
    async handleBatch(es, trx: Transaction<BillingDB>) {
      await settleJobHolds(ctx, trx, es.map((e) => ({ jobId: e.payload.job_id, to: settlementOf(e.type) })));
    },
  });
}

const settlementOf = (type: 'JobSucceeded' | 'JobFailed') => (type === 'JobSucceeded' ? ('captured' as const) : ('released' as const));
