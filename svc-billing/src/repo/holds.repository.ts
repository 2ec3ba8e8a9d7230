// A job's hold: written beside its `hold` entry, settled once by a conditional update (the state
// moves off 'held' in one statement, so of two racing settlements one wins), swept when stale.
import { OUTBOX_COLUMNS, outboxNotify, prepared, sql, type Kysely, type OutboxRow, type QueryCreator, type Selectable } from '@atelier/platform';
import type { BillingDB, Db, HoldsTable, HoldState } from './database';
import { entryTime } from './wallets.repository';

export type HoldRow = Selectable<HoldsTable>;

export interface NewHold {
  id: string;
  user_id: string;
  job_id: string;
  credits: number;
  operation: string;
  created_at: Date;
}

/** A Hold as takeHold writes it: the hold row, its ledger entry and the CreditsChanged outbox row
 *  (all but the payload, which the statement builds from the wallet it leaves). */
export interface TakeHold extends NewHold {
  entry_id: string;
  source: string;
  service: string;
  /** CreditsChanged's changed_at (ISO; the clock's, as every entry's). */
  changed_at: string;
  event: Omit<OutboxRow, 'payload'>;
  /** The outbox's schema (its relay's NOTIFY). */
  schema: string;
}

/** What takeHold found and did: the wallet as it was (locked, at its latest version), and whether
 *  the hold was written. No row: the user has no wallet yet (nothing written). */
export interface TookHold {
  balance: number;
  held: number;
  owed: number;
  written: boolean;
}

/**
 * A Hold in ONE statement (issue 12; was BEGIN, the wallet lock, entry + wallet, the hold row, the
 * outbox row, COMMIT): a data-modifying WITH, sent on its own (its own transaction). Why it is exact:
 * `w` locks the wallet row FOR UPDATE; under READ COMMITTED a row another transaction changed after
 * this statement's snapshot is waited for and then locked and returned at its LATEST committed
 * version (the locking clause re-reads the updated row — PostgreSQL docs, "Read Committed Isolation
 * Level"), so the balance check in `ok` sees every entry committed before the lock, and none can
 * commit after it until this one does. The wallet's update adds to the row it updates (which is
 * that same locked version) rather than writing the values read, so it stays right even where the
 * update's own scan found the older version and had to follow it. Idempotency is the ledger's
 * UNIQUE(source, source_id): ON CONFLICT sees rows committed after the snapshot (and waits for one
 * in flight), so a retry writes no entry and, all hanging off `entry`, no wallet change, no hold
 * row and no outbox row. Short credits: `ok` is empty, nothing is written.
 */
export async function takeHold(db: Db, p: TakeHold): Promise<TookHold | undefined> {
  const { event, ...rest } = p;
  return (await takeHoldQuery(db, { ...rest, ...event })).rows[0];
}

type TakeHoldParams = Omit<TakeHold, 'event'> & Omit<OutboxRow, 'payload'>;

const takeHoldQuery = prepared((db: Kysely<BillingDB>, p: TakeHoldParams) =>
  db
    .with('w', (q) => q.selectFrom('wallets').select(['balance', 'held', 'owed', 'updated_at']).where('user_id', '=', p.user_id).forUpdate())
    .with('ok', (q) =>
      q
        .selectFrom('w')
        .select([sql<number>`w.balance`.as('balance_after'), sql<number>`w.held + ${p.credits}::int`.as('held_after'), entryTime(p.created_at, 'w').as('at')])
        .where(sql<boolean>`w.held + ${p.credits}::int <= w.balance`),
    )
    .with('entry', (q) =>
      q
        .insertInto('ledger_entries')
        .columns(['id', 'user_id', 'kind', 'source', 'source_id', 'delta', 'held_delta', 'balance_after', 'held_after', 'request_id', 'service', 'note', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('ok')
            .select([
              sql<string>`${p.entry_id}::uuid`.as('id'),
              sql<string>`${p.user_id}::uuid`.as('user_id'),
              sql<string>`'hold'`.as('kind'),
              sql<string>`${p.source}::text`.as('source'),
              sql<string>`${p.job_id}::text`.as('source_id'),
              sql<number>`0`.as('delta'),
              sql<number>`${p.credits}::int`.as('held_delta'),
              'ok.balance_after',
              'ok.held_after',
              sql<string>`${p.job_id}::text`.as('request_id'),
              sql<string>`${p.service}::text`.as('service'),
              sql<null>`null`.as('note'),
              'ok.at',
            ]),
        )
        .onConflict((oc) => oc.columns(['source', 'source_id']).doNothing())
        .returning(['balance_after', 'held_after', 'created_at']),
    )
    .with('wallet', (q) =>
      q
        .updateTable('wallets')
        .set({ held: sql<number>`held + ${p.credits}::int`, updated_at: sql<Date>`(select created_at from entry)` })
        .where('user_id', '=', p.user_id)
        .where((eb) => eb.exists(eb.selectFrom('entry').select(sql`1`.as('x'))))
        .returning('user_id'),
    )
    .with('hold', (q) =>
      q
        .insertInto('holds')
        .columns(['id', 'user_id', 'job_id', 'credits', 'operation', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('entry')
            .select([
              sql<string>`${p.id}::text`.as('id'),
              sql<string>`${p.user_id}::uuid`.as('user_id'),
              sql<string>`${p.job_id}::text`.as('job_id'),
              sql<number>`${p.credits}::int`.as('credits'),
              sql<string>`${p.operation}::text`.as('operation'),
              sql<Date>`${p.created_at}::timestamptz`.as('created_at'),
            ]),
        )
        .returning('id'),
    )
    .with('event', (q) =>
      // The kit's outbox table of this schema (not in BillingDB's types); the row as Outbox.add writes
      // it, its payload CreditsChanged's fields from the entry just written.
      (q as unknown as QueryCreator<any>)
        .insertInto('outbox')
        .columns(OUTBOX_COLUMNS)
        .expression((eb) =>
          eb
            .selectFrom('entry')
            .crossJoin(outboxNotify(p.schema).as('n'))
            .select([
              sql<string>`${p.event_id}::uuid`.as('event_id'),
              sql<string>`${p.topic}::text`.as('topic'),
              sql<string>`${p.key}::text`.as('key'),
              sql<string>`${p.type}::text`.as('type'),
              sql<string>`jsonb_build_object('user_id', ${p.user_id}::text, 'credits', entry.balance_after - entry.held_after, 'held', entry.held_after,
                'balance', entry.balance_after, 'entry_kind', 'hold', 'source_id', ${p.job_id}::text, 'changed_at', ${p.changed_at}::text)`.as('payload'),
              sql<string>`${p.occurred_at}::timestamptz`.as('occurred_at'),
              sql<string>`${p.trace_context}::jsonb`.as('trace_context'),
            ]),
        )
        .returning('event_id'),
    )
    .selectFrom('w')
    .select(['w.balance', 'w.held', 'w.owed', sql<boolean>`exists (select from hold) and exists (select from wallet) and exists (select from event)`.as('written')]),
);

export function findHoldOfJob(db: Db, jobId: string): Promise<HoldRow | undefined> {
  return db.selectFrom('holds').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}

export function findHold(db: Db, id: string): Promise<HoldRow | undefined> {
  return db.selectFrom('holds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves an open hold to `state`; undefined when it was not open (unknown or settled before). */
export async function settleOpenHold(db: Db, id: string, state: 'captured' | 'released', at: Date): Promise<HoldRow | undefined> {
  return (await settleOpenHoldQuery(db, { id, state, at })).rows[0];
}

const HOLD_COLUMNS = ['id', 'user_id', 'job_id', 'credits', 'operation', 'state', 'created_at', 'settled_at'] as const;

const settleOpenHoldQuery = prepared((db: Kysely<BillingDB>, p: { id: string; state: HoldState; at: Date }) =>
  db.updateTable('holds').set({ state: p.state, settled_at: p.at }).where('id', '=', p.id).where('state', '=', 'held').returning(HOLD_COLUMNS),
);

/** The same by job id (imaging's outcome events name the job; holds.job_id is unique), for a batch
 *  of jobs in one statement: the open holds of `capture` captured, the others of `jobIds` released;
 *  returns those it moved (the others were settled before, or are unknown). */
export async function settleOpenHoldsOfJobs(db: Db, p: { jobIds: string[]; capture: string[]; at: Date }): Promise<HoldRow[]> {
  return (await settleOpenHoldsOfJobsQuery(db, p)).rows;
}

const settleOpenHoldsOfJobsQuery = prepared((db: Kysely<BillingDB>, p: { jobIds: string[]; capture: string[]; at: Date }) =>
  db
    .updateTable('holds')
    .set({ state: sql<HoldState>`case when job_id = any(${p.capture}::text[]) then 'captured' else 'released' end`, settled_at: p.at })
    .where(sql<boolean>`job_id = any(${p.jobIds}::text[])`)
    .where('state', '=', 'held')
    .returning(HOLD_COLUMNS),
);

export function findHoldsOfJobs(db: Db, jobIds: string[]): Promise<HoldRow[]> {
  return db.selectFrom('holds').selectAll().where('job_id', 'in', jobIds).execute();
}

/** Open holds created before `before`, locked; rows another process has locked are skipped, so
 *  several sweepers share the work. Ordered by user so two sweepers lock wallets in one order. */
export function lockStaleHolds(db: Db, before: Date, limit: number): Promise<HoldRow[]> {
  return db
    .selectFrom('holds')
    .selectAll()
    .where('state', '=', 'held')
    .where('created_at', '<', before)
    .orderBy('user_id')
    .orderBy('created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** How many holds are open and how old the oldest is, in seconds (metrics; both from holds_open_idx). */
export async function openHoldsSummary(db: Db): Promise<{ open: number; oldestAgeSeconds: number }> {
  const r = await db
    .selectFrom('holds')
    .select([(eb) => eb.fn.countAll<string>().as('n'), sql<string | null>`extract(epoch from (now() - min(created_at)))`.as('age')])
    .where('state', '=', 'held')
    .executeTakeFirstOrThrow();
  return { open: Number(r.n), oldestAgeSeconds: Math.max(0, Number(r.age ?? 0)) };
}
