// The wallet and its ledger: the queries applyEntry (service/ledger.ts) runs in the caller's
// transaction, and the wallet as it stands. One query per step; the wallet row lock is what
// serialises one user's entries.
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

/** The wallet, row-locked until the transaction ends. */
export function lockWallet(db: Db, userId: string): Promise<WalletRow> {
  return db.selectFrom('wallets').select(['balance', 'held', 'owed']).where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

/** Whether an entry of this (source, source id) exists. */
export async function entryExists(db: Db, source: string, sourceId: string): Promise<boolean> {
  const row = await db.selectFrom('ledger_entries').select('id').where('source', '=', source).where('source_id', '=', sourceId).executeTakeFirst();
  return !!row;
}

export async function setWallet(db: Db, userId: string, v: { balance: number; held: number; updated_at: Date }): Promise<void> {
  await db.updateTable('wallets').set(v).where('user_id', '=', userId).execute();
}

export async function insertEntry(db: Db, row: Omit<Insertable<LedgerEntriesTable>, 'id'>): Promise<void> {
  await db.insertInto('ledger_entries').values({ id: uuidv7(), ...row }).execute();
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
