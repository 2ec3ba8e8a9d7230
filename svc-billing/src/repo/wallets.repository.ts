// The wallet and its ledger: the queries applyEntry (service/ledger.ts) runs in the caller's
// transaction, and the wallet as it stands. One query per step (an entry is one statement: the
// ledger row and the wallet it leaves); the wallet row lock is what serialises one user's entries.
import { uuidv7, type Insertable } from '@atelier/platform';
import type { Db, LedgerEntriesTable } from './database';

export interface WalletRow {
  balance: number;
  held: number;
  owed: number;
}

/** Creates the user's wallet (zeros) unless it exists. */
export async function ensureWallet(db: Db, userId: string): Promise<void> {
  await db.insertInto('wallets').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

/** The wallet, row-locked until the transaction ends; undefined when the user has none yet. */
export function lockWallet(db: Db, userId: string): Promise<WalletRow | undefined> {
  return db.selectFrom('wallets').select(['balance', 'held', 'owed']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

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
export async function writeEntry(db: Db, row: Omit<Insertable<LedgerEntriesTable>, 'id'>, wallet: { balance: number; held: number; updated_at: Date }): Promise<boolean> {
  const r = await db
    .with('entry', (q) =>
      q
        .insertInto('ledger_entries')
        .values({ id: uuidv7(), ...row })
        .onConflict((oc) => oc.columns(['source', 'source_id']).doNothing())
        .returning('id'),
    )
    .updateTable('wallets')
    .set(wallet)
    .where('user_id', '=', row.user_id)
    .where((eb) => eb.exists(eb.selectFrom('entry').select('entry.id')))
    .returning('user_id')
    .executeTakeFirst();
  return r !== undefined;
}

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
