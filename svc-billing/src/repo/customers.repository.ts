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
