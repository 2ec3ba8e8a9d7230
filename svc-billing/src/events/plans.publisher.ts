// billing's plan list changes: PlansChanged on billing.plan.v1, written to the outbox inside the
// transaction of the change itself (an admin's create, update, delete or deactivation, and the seed
// at a first start), so the gateways' read cache drops its plan list — and only once the change committed.
import type { Outbox } from '@atelier/platform';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import type { Db } from '../repo/database';

export type PlanChange = 'create' | 'update' | 'delete' | 'deactivate' | 'seed';

/** `planIds`: the plans changed (several for the seed, keyed "seed"). */
export function publishPlansChanged(outbox: Outbox, trx: Db, change: PlanChange, planIds: string[], at: Date) {
  const key = change === 'seed' ? 'seed' : (planIds[0] ?? '');
  return outbox.add(trx, topicEvent(TOPICS.plans, 'PlansChanged', key, { plan_ids: planIds, change, changed_at: at.toISOString() }));
}
