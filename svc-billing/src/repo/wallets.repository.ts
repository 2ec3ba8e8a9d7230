// The wallet and its ledger: the queries applyEntry (service/ledger.ts) runs in the caller's
// transaction, and the wallet as it stands. One query per step (an entry is one statement: the
// ledger row and the wallet it leaves); the wallet row lock is what serialises one user's entries.
// The two every Hold and Capture runs (the lock, the entry) are prepared(): built once, prepared by
// name on PostgreSQL.
import { OUTBOX_COLUMNS, outboxColumns, outboxNotify, outboxRowsOf, prepared, sql, uuidv7, type Kysely, type OutboxColumns, type OutboxRow, type QueryCreator, type RawBuilder } from '@atelier/platform';
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

/** The wallets of `userIds`, row-locked until the transaction ends, locked in user order (the
 *  order every writer of several wallets takes them in: no deadlock between two such writers). */
export async function lockWallets(db: Db, userIds: string[]): Promise<Array<WalletRow & { user_id: string }>> {
  return (await lockWalletsQuery(db, { userIds })).rows;
}

const lockWalletsQuery = prepared((db: Kysely<BillingDB>, p: { userIds: string[] }) =>
  db
    .selectFrom('wallets')
    .select(['user_id', 'balance', 'held', 'owed'])
    .where(sql<boolean>`user_id = any(${p.userIds}::uuid[])`)
    // The lock is taken row by row above the sort, so in this order.
    .orderBy('user_id')
    .forUpdate(),
);

/** Entries of several wallets (each wallet locked by the caller, lockWallets), the wallets they
 *  leave and their events (outbox rows), in ONE statement. `entries` of one user in the order they
 *  apply (`k` 1, 2, … within the user: their created_at follow each other, entryTime), `wallets`
 *  the values after the last of each user's (`n` its entries). No ON CONFLICT: the caller writes
 *  entries of settlements that just happened (an existing one would be an inconsistent ledger), and
 *  the unique key's error rolls the whole transaction back. Returns how many entries it wrote. */
export async function writeEntries(
  db: Db,
  p: {
    entries: Array<Omit<LedgerEntryRow, 'created_at' | 'note'> & { k: number }>;
    wallets: Array<{ user_id: string; balance: number; held: number; n: number }>;
    events: OutboxRow[];
    now: Date;
    /** The outbox's schema (its relay's NOTIFY). */
    schema: string;
  },
): Promise<number> {
  const col = <T, K extends keyof T>(rows: T[], k: K) => rows.map((r) => r[k]);
  const e = p.entries;
  const r = await writeEntriesQuery(db, {
    id: e.map(() => uuidv7()),
    user_id: col(e, 'user_id'),
    kind: col(e, 'kind'),
    source: col(e, 'source'),
    source_id: col(e, 'source_id'),
    delta: col(e, 'delta'),
    held_delta: col(e, 'held_delta'),
    balance_after: col(e, 'balance_after'),
    held_after: col(e, 'held_after'),
    request_id: col(e, 'request_id'),
    service: col(e, 'service'),
    k: col(e, 'k'),
    w_user_id: col(p.wallets, 'user_id'),
    w_balance: col(p.wallets, 'balance'),
    w_held: col(p.wallets, 'held'),
    w_n: col(p.wallets, 'n'),
    ...outboxColumns(p.events),
    now: p.now,
    schema: p.schema,
  });
  return Number(r.rows[0]?.written ?? 0);
}

interface WriteEntriesParams extends OutboxColumns {
  id: string[];
  user_id: string[];
  kind: string[];
  source: string[];
  source_id: string[];
  delta: number[];
  held_delta: number[];
  balance_after: number[];
  held_after: number[];
  request_id: string[];
  service: string[];
  k: number[];
  w_user_id: string[];
  w_balance: number[];
  w_held: number[];
  w_n: number[];
  now: Date;
  schema: string;
}

// Several arrays unnested side by side in one select list are read in lockstep (one row per index).
const writeEntriesQuery = prepared((db: Kysely<BillingDB>, p: WriteEntriesParams) =>
  db
    .with('v', (q) =>
      q.selectNoFrom([
        sql<string>`unnest(${p.id}::uuid[])`.as('id'),
        sql<string>`unnest(${p.user_id}::uuid[])`.as('user_id'),
        sql<EntryKind>`unnest(${p.kind}::text[])`.as('kind'),
        sql<string>`unnest(${p.source}::text[])`.as('source'),
        sql<string>`unnest(${p.source_id}::text[])`.as('source_id'),
        sql<number>`unnest(${p.delta}::int[])`.as('delta'),
        sql<number>`unnest(${p.held_delta}::int[])`.as('held_delta'),
        sql<number>`unnest(${p.balance_after}::int[])`.as('balance_after'),
        sql<number>`unnest(${p.held_after}::int[])`.as('held_after'),
        sql<string>`unnest(${p.request_id}::text[])`.as('request_id'),
        sql<string>`unnest(${p.service}::text[])`.as('service'),
        sql<number>`unnest(${p.k}::int[])`.as('k'),
      ]),
    )
    .with('wv', (q) =>
      q.selectNoFrom([
        sql<string>`unnest(${p.w_user_id}::uuid[])`.as('user_id'),
        sql<number>`unnest(${p.w_balance}::int[])`.as('balance'),
        sql<number>`unnest(${p.w_held}::int[])`.as('held'),
        sql<number>`unnest(${p.w_n}::int[])`.as('n'),
      ]),
    )
    // The events' rows (Outbox.rowOf), one parameter per column.
    .with('ev', () => sql<OutboxRow>`(${outboxRowsOf(p)})`)
    .with('entry', (q) =>
      q
        .insertInto('ledger_entries')
        .columns(['id', 'user_id', 'kind', 'source', 'source_id', 'delta', 'held_delta', 'balance_after', 'held_after', 'request_id', 'service', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('v')
            // The wallets are locked (lockWallets) before this statement's snapshot: their latest version.
            .innerJoin('wallets as lw', 'lw.user_id', 'v.user_id')
            .select([
              'v.id',
              'v.user_id',
              'v.kind',
              'v.source',
              'v.source_id',
              'v.delta',
              'v.held_delta',
              'v.balance_after',
              'v.held_after',
              'v.request_id',
              'v.service',
              sql<Date>`greatest(${p.now}::timestamptz, lw.updated_at + v.k * interval '1 microsecond')`.as('created_at'),
            ]),
        )
        .returning('id'),
    )
    .with('wallet', (q) =>
      q
        .updateTable('wallets')
        .from('wv')
        .set({
          balance: sql<number>`wv.balance`,
          held: sql<number>`wv.held`,
          // Its last entry's created_at (the same expression at k = n).
          updated_at: sql<Date>`greatest(${p.now}::timestamptz, wallets.updated_at + wv.n * interval '1 microsecond')`,
        })
        .whereRef('wallets.user_id', '=', 'wv.user_id')
        .returning('wallets.user_id'),
    )
    .with('event', (q) =>
      // The kit's outbox table of this schema (not in BillingDB's types), rows as Outbox.add writes them.
      (q as unknown as QueryCreator<any>)
        .insertInto('outbox')
        .columns(OUTBOX_COLUMNS)
        .expression((eb) => eb.selectFrom('ev').crossJoin(outboxNotify(p.schema).as('n')).select(OUTBOX_COLUMNS))
        .returning('event_id'),
    )
    .selectNoFrom(sql<number>`(select count(*) from entry)`.as('written')),
);
