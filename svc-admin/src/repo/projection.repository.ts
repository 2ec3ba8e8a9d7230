// The projection's tables: a user's row (locked, then saved whole after the domain's fold), a day's
// counters (added to), clearing and bulk-loading for a rebuild, and the dashboard's facts.
import { prepared, sql, type Insertable, type Kysely, type OnConflictBuilder, type Selectable } from '@atelier/platform';
import type { Currency } from '@atelier/contracts';
import type { DashboardFacts, DayDelta, Envelope, UserState, UserStatus, Version } from '../domain/projection';
import type { AdminDB, Db, UsersTable } from './database';
import { appendToLog, logRowOf, type LogRow } from './events.repository';

const version = (at: Date | null, id: string | null): Version | null => (at && id ? { at, id } : null);

function toState(r: Selectable<UsersTable>): UserState {
  return {
    userId: r.user_id,
    registered: version(r.registered_at, r.registered_event),
    role: r.role as UserState['role'],
    name: r.name,
    email: r.email,
    profile: version(r.profile_at, r.profile_event),
    status: r.status as UserStatus | null,
    statusVersion: version(r.status_at, r.status_event),
    subscription: r.subscription as UserState['subscription'],
    subscriptionVersion: version(r.subscription_at, r.subscription_event),
    deleted: r.deleted,
    counted: r.counted,
    premium: r.premium,
  };
}

function toRow(u: UserState): Insertable<UsersTable> & { user_id: string } {
  return {
    user_id: u.userId,
    registered_at: u.registered?.at ?? null,
    registered_event: u.registered?.id ?? null,
    role: u.role,
    name: u.name,
    email: u.email,
    profile_at: u.profile?.at ?? null,
    profile_event: u.profile?.id ?? null,
    status: u.status,
    status_at: u.statusVersion?.at ?? null,
    status_event: u.statusVersion?.id ?? null,
    subscription: u.subscription,
    subscription_at: u.subscriptionVersion?.at ?? null,
    subscription_event: u.subscriptionVersion?.id ?? null,
    deleted: u.deleted,
    counted: u.counted,
    premium: u.premium,
  };
}

/** A row for the user if there is none yet, so two consumers folding the same new user queue on
 *  one row (lockUser) instead of racing two inserts. */
export async function ensureUser(db: Db, userId: string): Promise<void> {
  await db.insertInto('users').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

/** The user's row, locked until the transaction ends. */
export async function lockUser(db: Db, userId: string): Promise<UserState | undefined> {
  const r = await db.selectFrom('users').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
  return r && toState(r);
}

export async function saveUser(db: Db, u: UserState): Promise<void> {
  const { user_id, ...rest } = toRow(u);
  await db.updateTable('users').set(rest).where('user_id', '=', user_id).execute();
}

/** Adds `d`'s sign-ups and images to its day. */
export async function addActivity(db: Db, d: DayDelta): Promise<void> {
  await db.insertInto('daily_activity').values({ day: d.day, signups: d.signups, images: d.images }).onConflict(addedToDay).execute();
}

/** Logs `e` (events.repository.ts appendToLog) and adds `d`'s sign-ups and images to its day, in one
 *  statement: the day's row is written only when the log took `e`. False (nothing written) when the
 *  log already holds it — a redelivery. For events that touch nothing else (a job's images). */
export async function recordActivity(db: Db, e: Envelope, d: DayDelta): Promise<boolean> {
  const r = await recordActivityQuery(db, { ...logRowOf(e), day: d.day, signups: d.signups, images: d.images });
  return r.rows.length > 0;
}

/** Every job's JobSucceeded runs it: prepared(), built once. */
const recordActivityQuery = prepared((db: Kysely<AdminDB>, p: LogRow & { day: string; signups: number; images: number }) =>
  db
    .with('logged', (q) => appendToLog(q, p))
    .insertInto('daily_activity')
    .columns(['day', 'signups', 'images'])
    .expression((eb) => eb.selectFrom('logged').select([sql<string>`${p.day}::text`.as('day'), sql<number>`${p.signups}::bigint`.as('signups'), sql<number>`${p.images}::bigint`.as('images')]))
    .onConflict(addedToDay)
    .returning('day'),
);

/** recordActivity for several events in ONE statement (a consumer's batch): each logged once, and
 *  the sign-ups and images of those the log took added to their days (summed per day first: one
 *  insert cannot touch a day's row twice). Returns how many the log took (the others it held:
 *  redeliveries, which add nothing). */
export async function recordActivities(db: Db, items: Array<{ e: Envelope; d: DayDelta }>): Promise<number> {
  if (!items.length) return 0;
  const rows = items.map(({ e }) => logRowOf(e));
  const r = await recordActivitiesQuery(db, {
    event_id: rows.map((x) => x.event_id),
    topic: rows.map((x) => x.topic),
    type: rows.map((x) => x.type),
    occurred_at: rows.map((x) => x.occurred_at.toISOString()),
    payload: rows.map((x) => x.payload),
    day: items.map(({ d }) => d.day),
    signups: items.map(({ d }) => d.signups),
    images: items.map(({ d }) => d.images),
  });
  return Number(r.rows[0]?.logged ?? 0);
}

interface ActivitiesParams {
  event_id: string[];
  topic: string[];
  type: string[];
  occurred_at: string[];
  payload: string[];
  day: string[];
  signups: number[];
  images: number[];
}

// Arrays unnested side by side in one select list are read in lockstep: one row per event.
const recordActivitiesQuery = prepared((db: Kysely<AdminDB>, p: ActivitiesParams) =>
  db
    .with('v', (q) =>
      q.selectNoFrom([
        sql<string>`unnest(${p.event_id}::uuid[])`.as('event_id'),
        sql<string>`unnest(${p.topic}::text[])`.as('topic'),
        sql<string>`unnest(${p.type}::text[])`.as('type'),
        sql<Date>`unnest(${p.occurred_at}::timestamptz[])`.as('occurred_at'),
        sql<string>`unnest(${p.payload}::jsonb[])`.as('payload'),
        sql<string>`unnest(${p.day}::text[])`.as('day'),
        sql<number>`unnest(${p.signups}::bigint[])`.as('signups'),
        sql<number>`unnest(${p.images}::bigint[])`.as('images'),
      ]),
    )
    .with('logged', (q) =>
      q
        .insertInto('events')
        .columns(['event_id', 'topic', 'type', 'occurred_at', 'payload'])
        .expression((eb) => eb.selectFrom('v').select(['v.event_id', 'v.topic', 'v.type', 'v.occurred_at', 'v.payload']))
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning('event_id'),
    )
    .with('days', (q) =>
      q
        .insertInto('daily_activity')
        .columns(['day', 'signups', 'images'])
        .expression((eb) =>
          eb
            .selectFrom('v')
            .innerJoin('logged', 'logged.event_id', 'v.event_id')
            .select(['v.day', sql<number>`sum(v.signups)::bigint`.as('signups'), sql<number>`sum(v.images)::bigint`.as('images')])
            .groupBy('v.day'),
        )
        .onConflict(addedToDay)
        .returning('day'),
    )
    .selectNoFrom(sql<number>`(select count(*) from logged)`.as('logged')),
);

/** A day that has a row already: the counters are added to it. */
const addedToDay = (oc: OnConflictBuilder<AdminDB, 'daily_activity'>) =>
  oc.column('day').doUpdateSet((eb) => ({ signups: sql`${eb.ref('daily_activity.signups')} + ${eb.ref('excluded.signups')}`, images: sql`${eb.ref('daily_activity.images')} + ${eb.ref('excluded.images')}` }));

/** Adds `d`'s revenue (per currency) to its day. */
export async function addRevenue(db: Db, d: DayDelta): Promise<void> {
  await db
    .insertInto('daily_revenue')
    .values(Object.entries(d.revenue).map(([currency, amount]) => ({ day: d.day, currency, amount })))
    .onConflict((oc) => oc.columns(['day', 'currency']).doUpdateSet((eb) => ({ amount: sql`${eb.ref('daily_revenue.amount')} + ${eb.ref('excluded.amount')}` })))
    .execute();
}

/** Empties the projection (not the event log) for a rebuild. */
export async function clearProjection(db: Db): Promise<void> {
  await db.deleteFrom('users').execute();
  await db.deleteFrom('daily_activity').execute();
  await db.deleteFrom('daily_revenue').execute();
}

const CHUNK = 1000;
const chunks = <T>(xs: T[]): T[][] => Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/** Writes a folded projection into empty tables (a rebuild). */
export async function loadProjection(db: Db, users: Iterable<UserState>, days: Iterable<DayDelta>): Promise<void> {
  for (const c of chunks([...users].map(toRow))) await db.insertInto('users').values(c).execute();
  const dayList = [...days];
  for (const c of chunks(dayList.filter((d) => d.signups || d.images).map((d) => ({ day: d.day, signups: d.signups, images: d.images })))) {
    await db.insertInto('daily_activity').values(c).execute();
  }
  const revenue = dayList.flatMap((d) => Object.entries(d.revenue).map(([currency, amount]) => ({ day: d.day, currency, amount })));
  for (const c of chunks(revenue)) await db.insertInto('daily_revenue').values(c).execute();
}

const num = (v: unknown): number => Number(v ?? 0);
const moneyOf = (m: unknown): Partial<Record<Currency, number>> => Object.fromEntries(Object.entries((m ?? {}) as Record<string, unknown>).map(([c, a]) => [c, num(a)]));

/** The dashboard's totals: counted and premium users, images and revenue per currency ever, and
 *  the newest event time in the log. */
export async function dashboardTotals(db: Db): Promise<Omit<DashboardFacts, 'days'>> {
  const r = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select(sql<string>`count(*) filter (where counted)`.as('n')).as('users'),
      eb.selectFrom('users').select(sql<string>`count(*) filter (where premium)`.as('n')).as('premium'),
      eb.selectFrom('daily_activity').select(sql<string>`coalesce(sum(images), 0)`.as('n')).as('images'),
      eb
        .selectFrom((q) => q.selectFrom('daily_revenue').select(['currency', sql<string>`sum(amount)`.as('total')]).groupBy('currency').as('t'))
        .select(sql<Record<string, unknown>>`coalesce(jsonb_object_agg(t.currency, t.total), '{}'::jsonb)`.as('m'))
        .as('revenue'),
      eb.selectFrom('events').select(sql<Date | null>`max(occurred_at)`.as('t')).as('updated_at'),
    ])
    .executeTakeFirstOrThrow();
  const updatedAt = r.updated_at as unknown as Date | string | null;
  return { users: num(r.users), premium: num(r.premium), images: num(r.images), revenue: moneyOf(r.revenue), updatedAt: updatedAt === null ? null : new Date(updatedAt) };
}

/** Every day from `since` (YYYY-MM-DD) on with a counter, its activity and revenue per currency. */
export async function daysSince(db: Db, since: string): Promise<DayDelta[]> {
  const rows = await db
    .with('d', (q) => q.selectFrom('daily_activity').select('day').where('day', '>=', since).union(q.selectFrom('daily_revenue').select('day').where('day', '>=', since)))
    .selectFrom('d')
    .leftJoin('daily_activity as a', 'a.day', 'd.day')
    .select((eb) => [
      'd.day',
      'a.signups',
      'a.images',
      eb.selectFrom('daily_revenue as r').whereRef('r.day', '=', 'd.day').select(sql<Record<string, unknown>>`jsonb_object_agg(r.currency, r.amount)`.as('m')).as('revenue'),
    ])
    .orderBy('d.day')
    .execute();
  return rows.map((r) => ({ day: r.day, signups: num(r.signups), images: num(r.images), revenue: moneyOf(r.revenue) }));
}
