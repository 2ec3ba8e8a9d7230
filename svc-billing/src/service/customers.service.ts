// Who a user is (identity's UserRegistered / UserProfileUpdated) and the free plan's credits for a
// new account: granted once per user (ledger key ('signup', user id)), in the consumer's
// transaction beside its inbox row.
import type { Db } from '../repo/database';
import { upsertCustomer } from '../repo/customers.repository';
import { findActiveFreePlan } from '../repo/plans.repository';
import { ENTRY_SERVICE, ENTRY_SOURCE } from '../domain/ledger';
import type { BillingContext } from './context';
import { applyEntry } from './ledger';

export interface Customer {
  userId: string;
  email: string;
  name: string;
  at: Date;
}

/** Records the new customer and grants the credits of the active free plan (none: no grant). */
export async function customerRegistered(ctx: Pick<BillingContext, 'outbox' | 'now'>, trx: Db, c: Customer): Promise<void> {
  await customerUpdated(trx, c);
  const free = await findActiveFreePlan(trx);
  if (!free) return;
  await applyEntry(ctx, trx, {
    userId: c.userId,
    kind: 'grant',
    source: ENTRY_SOURCE.signup,
    sourceId: c.userId,
    delta: free.credits,
    requestId: c.userId,
    service: ENTRY_SERVICE.grant,
    note: free.name,
  });
}

export async function customerUpdated(trx: Db, c: Customer): Promise<void> {
  await upsertCustomer(trx, { user_id: c.userId, email: c.email, name: c.name, updated_at: c.at });
}
