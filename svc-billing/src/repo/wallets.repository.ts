// The wallet and its ledger: the queries applyEntry (service/ledger.ts) runs in the caller's
// transaction, and the wallet as it stands. One query per step (an entry is one statement: the
// ledger row and the wallet it leaves); the wallet row lock is what serialises one user's entries.
// The two every Hold and Capture runs (the lock, the entry) are prepared(): built once, prepared by
// name on PostgreSQL.
import { prepared, sql, uuidv7, type Kysely, type RawBuilder } from '@atelier/platform';
import type { BillingDB, Db, EntryKind } from './database';

export interface WalletRow {
  balance: number;
  held: number;
  owed: number;
}

/** Creates the user's wallet (zeros) unless it exists. Its updated_at says "no entry yet"
 *  (-infinity), so its first entry's time is the clock's (entryTime). */
export async function ensureWallet(db: Db, userId: string): Promise<void> {
  await db
    .insertInto('wallets')
    .values({ user_id: userId, updated_at: sql<Date>`'-infinity'::timestamptz` })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * An entry's created_at: the clock's `now`, or just after the wallet's last entry when that is
 * later — the clock was read before the wallet's lock was granted (a Hold is one statement, its
 * time taken before it waits), or by another process. So one user's entries are in lock order by
 * created_at, which the reports list them by and show the balance_after of. `wallet` names the
 * locked wallet row in the statement; its updated_at is its last entry's created_at.
 */
export function entryTime(now: unknown, wallet: string): RawBuilder<Date> {
  return sql<Date>`greatest(${now}::timestamptz, ${sql.raw(wallet)}.updated_at + interval '1 microsecond')`;
}

/** The wallet, row-locked until the transaction ends; undefined when the user has none yet. */
export async function lockWallet(db: Db, userId: string): Promise<WalletRow | undefined> {
  return (await lockWalletQuery(db, { userId })).rows[0];
}

const lockWalletQuery = prepared((db: Kysely<BillingDB>, p: { userId: string }) =>
  db.selectFrom('wallets').select(['balance', 'held', 'owed']).where('user_id', '=', p.userId).forUpdate(),
);

/** Whether an entry of this (source, source id) exists. */
export async function entryExists(db: Db, source: string, sourceId: string): Promise<boolean> {
  const row = await db.selectFrom('ledger_entries').select('id').where('source', '=', source).where('source_id', '=', sourceId).executeTakeFirst();
  return !!row;
}

/**
 * Writes a ledger entry and the wallet it leaves, in one statement; false (nothing written) when an
 * entry of the same (source, source_id) exists — the unique key decides, and it sees rows other
 * transactions committed (or waits for those in flight), so a retry racing the first call writes
 * nothing. The caller holds the wallet lock (lockWallet) and computed `wallet` from it.
 */
export async function writeEntry(db: Db, row: LedgerEntryRow, wallet: { balance: number; held: number }): Promise<boolean> {
  const r = await writeEntryQuery(db, { ...row, id: uuidv7(), ...wallet });
  return r.rows.length > 0;
}

/** A ledger entry as applyEntry writes it (every column but the id). */
export interface LedgerEntryRow {
  user_id: string;
  kind: EntryKind;
  source: string;
  source_id: string;
  delta: number;
  held_delta: number;
  balance_after: number;
  held_after: number;
  request_id: string;
  service: string;
  note: string | null;
  created_at: Date;
}

const writeEntryQuery = prepared((db: Kysely<BillingDB>, p: LedgerEntryRow & { id: string; balance: number; held: number }) =>
  db
    .with('entry', (q) =>
      q
        .insertInto('ledger_entries')
        .values({
          id: p.id,
          user_id: p.user_id,
          kind: p.kind,
          source: p.source,
          source_id: p.source_id,
          delta: p.delta,
          held_delta: p.held_delta,
          balance_after: p.balance_after,
          held_after: p.held_after,
          request_id: p.request_id,
          service: p.service,
          note: p.note,
          // Run after the caller's lock, so this subselect reads the wallet's latest version.
          created_at: (eb) => eb.selectFrom('wallets as lw').select(entryTime(p.created_at, 'lw').as('t')).where('lw.user_id', '=', p.user_id),
        })
        .onConflict((oc) => oc.columns(['source', 'source_id']).doNothing())
        .returning(['id', 'created_at']),
    )
    .updateTable('wallets')
    .set({ balance: p.balance, held: p.held, updated_at: (eb) => eb.selectFrom('entry').select('entry.created_at') })
    .where('user_id', '=', p.user_id)
    .where((eb) => eb.exists(eb.selectFrom('entry').select('entry.id')))
    .returning('user_id'),
);

/** The wallet without a lock (undefined before the user's first entry). */
export function findWallet(db: Db, userId: string): Promise<WalletRow | undefined> {
  return db.selectFrom('wallets').select(['balance', 'held', 'owed']).where('user_id', '=', userId).executeTakeFirst();
}

/** Changes what the user owes from refunds (signed), under the wallet lock the caller holds. */
export async function addOwed(db: Db, userId: string, delta: number): Promise<void> {
  await db.updateTable('wallets').set((eb) => ({ owed: eb('owed', '+', delta) })).where('user_id', '=', userId).execute();
}

/** Credits available now (balance - held) of the users among `userIds` who have a wallet. */
export async function creditsOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('wallets').select(['user_id', 'balance', 'held']).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.user_id, r.balance - r.held]));
}
