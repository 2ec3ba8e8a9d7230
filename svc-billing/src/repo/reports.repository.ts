// The reports' queries: a user's ledger as Credits Burn lists it and a user's orders as the
// Transaction report lists them, each a page (newest first) and its count.
import type { Selectable } from '@atelier/platform';
import type { Db, LedgerEntriesTable, OrdersTable } from './database';

export type BurnRow = Pick<Selectable<LedgerEntriesTable>, 'id' | 'created_at' | 'kind' | 'delta' | 'held_delta' | 'balance_after' | 'request_id' | 'service'>;

/**
 * The entries Credits Burn shows: every entry but a job's hold and release, except the hold of a
 * job still open ("Held"). A settled job is its capture (a Debit) or nothing at all (released).
 */
function burnEntries(db: Db, userId: string) {
  return db
    .selectFrom('ledger_entries as e')
    .leftJoin('holds as h', (j) => j.on('e.source', '=', 'job-hold').onRef('h.job_id', '=', 'e.source_id'))
    .where('e.user_id', '=', userId)
    .where((eb) => eb.or([eb('e.kind', 'not in', ['hold', 'release']), eb.and([eb('e.kind', '=', 'hold'), eb('h.state', '=', 'held')])]));
}

export function burnPage(db: Db, userId: string, limit: number, offset: number): Promise<BurnRow[]> {
  return burnEntries(db, userId)
    .select(['e.id', 'e.created_at', 'e.kind', 'e.delta', 'e.held_delta', 'e.balance_after', 'e.request_id', 'e.service'])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countBurn(db: Db, userId: string): Promise<number> {
  const r = await burnEntries(db, userId).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

export type TransactionRow = Pick<Selectable<OrdersTable>, 'id' | 'created_at' | 'payment_id' | 'provider_order_id' | 'amount' | 'currency' | 'credits' | 'status'> & { invoice_id: string | null };

/** A user's orders that reached a payment attempt: an order whose Checkout was closed before paying
 *  is no transaction (it would fill the report with "Pending" rows nobody can act on). */
function attemptedOrders(db: Db, userId: string) {
  return db
    .selectFrom('orders as o')
    .where('o.user_id', '=', userId)
    .where((eb) => eb.exists(eb.selectFrom('payments as p').select('p.id').whereRef('p.order_id', '=', 'o.id')));
}

export function transactionsPage(db: Db, userId: string, limit: number, offset: number): Promise<TransactionRow[]> {
  return attemptedOrders(db, userId)
    .leftJoin('invoices as i', 'i.order_id', 'o.id')
    .select(['o.id', 'o.created_at', 'o.payment_id', 'o.provider_order_id', 'o.amount', 'o.currency', 'o.credits', 'o.status', 'i.id as invoice_id'])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countTransactions(db: Db, userId: string): Promise<number> {
  const r = await attemptedOrders(db, userId).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}
