// The users projection learns each user's subscription (issue 11: a free user cannot keep images
// private — spec §6, §9 — and imaging must know who is free without asking another service on
// every submit). `subscription` follows identity's UserRegistered and billing's SubscriptionChanged;
// `subscription_at` is the time of the event that set it, so an older event arriving late (the two
// come on different topics) cannot undo a newer one. A user not heard of yet is free, the default.
// Frozen: change the schema with a new migration.
import { sql, type Kysely } from '@atelier/platform';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('subscription', 'text', (c) => c.notNull().defaultTo('free').check(sql`subscription in ('free', 'premium')`))
    .addColumn('subscription_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`'epoch'`))
    .execute();
}
