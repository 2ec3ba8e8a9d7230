// Billing's tables (architecture §7, docs/billing.md): plans; the customers projection fed by
// identity's user events; one wallet per user and its append-only ledger; credit holds of jobs;
// provider orders, payments, refunds and processed webhook events; invoices and their series.
// Money is integer subunits, credits whole numbers. Idempotency lives in the keys: a ledger entry
// is UNIQUE(source, source_id), a webhook event is its provider id, an order's grant is its row.
// Integers are int4: the largest plan is 10^8 subunits and 10^7 credits, and an overflow fails loudly
// (out of range) rather than wrapping. Frozen: change the schema with a new migration.
import { sql, type Kysely } from '@atelier/platform';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // Razorpay's minimum order is 100 subunits; a free plan is never sold and costs 0.
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 100 or (type = 'free' and amount = 0)`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('INR', 'USD')`))
    .addColumn('credits', 'integer', (c) => c.notNull().check(sql`credits > 0`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('trial', 'paid', 'free')`))
    .addColumn('data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'deactive')`))
    // The built-in seed rows carry a key so seeding is idempotent across restarts and processes.
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Who a user is, for orders and invoices (identity's UserRegistered / UserProfileUpdated).
  await db.schema
    .createTable('customers')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subscription_type', 'text', (c) => c.notNull().defaultTo('free').check(sql`subscription_type in ('free', 'premium')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // available = balance - held. `owed`: credits a refund could not take (taken from the next purchase).
  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey())
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0).check(sql`held >= 0`))
    .addColumn('owed', 'integer', (c) => c.notNull().defaultTo(0).check(sql`owed >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('wallets_held_within_balance', sql`held <= balance`)
    .execute();

  // Append-only. `delta` changes the balance, `held_delta` the held amount; the row records both
  // after it. Kinds: grant, purchase, adjust (+/-), hold (held +n), capture (balance -n, held -n),
  // release (held -n), refund (balance -n).
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('grant', 'hold', 'capture', 'release', 'purchase', 'refund', 'adjust')`))
    // e.g. ('job-hold', job id), ('job-capture', job id), ('order', order id), ('signup', user id),
    // ('refund', rfnd_…), ('admin', request id): a retried operation hits the unique key.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('held_delta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('held_after', 'integer', (c) => c.notNull().check(sql`held_after >= 0`))
    // The report's Request ID (job id, order id, ...) and service (operation or entry kind).
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ledger_entries_source_key', ['source', 'source_id'])
    .execute();
  await db.schema.createIndex('ledger_entries_user_idx').on('ledger_entries').columns(['user_id', 'created_at']).execute();

  // A job's reservation: settled once (captured or released); the sweeper releases stale ones.
  await db.schema
    .createTable('holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull().unique())
    .addColumn('credits', 'integer', (c) => c.notNull().check(sql`credits >= 0`))
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('held').check(sql`state in ('held', 'captured', 'released')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('holds_open_idx').on('holds').columns(['state', 'created_at']).execute();

  // Our order for a plan; `provider_order_id` is Razorpay's order_…; granted_at is set in the same
  // transaction as the purchase entry (the grant happens once).
  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('plan_id', 'uuid', (c) => c.notNull().references('plans.id'))
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('plan_type', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created').check(sql`status in ('created', 'paid', 'failed', 'refunded')`))
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('buyer_email', 'text', (c) => c.notNull())
    .addColumn('buyer_state', 'text')
    .addColumn('buyer_country', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('granted_at', 'timestamptz')
    // Reconciliation: when the provider was last asked about this order.
    .addColumn('checked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_unpaid_idx').on('orders').columns(['status', 'created_at']).execute();

  // Razorpay payments as we last saw them (failed → captured is allowed).
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('created', 'authorized', 'captured', 'refunded', 'failed')`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('method', 'text')
    .addColumn('error_description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('credits_taken', 'integer', (c) => c.notNull())
    .addColumn('credits_owed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Webhook deliveries already processed (x-razorpay-event-id), written in the handling transaction.
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One consecutive series per Indian financial year ("26-27").
  await db.schema
    .createTable('invoice_series')
    .addColumn('fy', 'text', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .execute();

  // Issued with the grant; `document` is everything the PDF shows, frozen at issue.
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('fy', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('invoices_series_key', ['fy', 'seq'])
    .execute();
}
