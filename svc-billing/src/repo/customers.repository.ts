// The customers projection: who a user is, from identity's user events (orders and invoices read it).
import type { Db } from './database';

/** Inserts the customer, or refreshes name and email of a known one. */
export async function upsertCustomer(db: Db, c: { user_id: string; email: string; name: string; updated_at: Date }): Promise<void> {
  await db
    .insertInto('customers')
    .values(c)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ email: c.email, name: c.name, updated_at: c.updated_at }))
    .execute();
}

/** Who the buyer is, for an order and its invoice. */
export function buyerOf(db: Db, userId: string) {
  return db.selectFrom('customers').select(['name', 'email', 'subscription_type']).where('user_id', '=', userId).executeTakeFirst();
}

/** Makes the customer premium; false when they already were (no event needed). */
export async function makePremium(db: Db, userId: string, at: Date): Promise<boolean> {
  const res = await db.updateTable('customers').set({ subscription_type: 'premium', updated_at: at }).where('user_id', '=', userId).where('subscription_type', '<>', 'premium').executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The customer's subscription, row-locked: an admin's change and a purchase's makePremium queue. */
export function lockSubscription(db: Db, userId: string) {
  return db.selectFrom('customers').select('subscription_type').where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export async function setSubscription(db: Db, userId: string, tier: 'free' | 'premium', at: Date): Promise<void> {
  await db.updateTable('customers').set({ subscription_type: tier, updated_at: at }).where('user_id', '=', userId).execute();
}
