// The dashboard projection's use cases: fold one consumed event (log it, then apply the domain's
// foldUser and dayDelta to the tables, in the consumer's transaction), rebuild the whole projection
// from the log (one transaction: clear, fold every logged event in order with the same domain
// functions, load), and read the dashboard.
import { ADMIN_LIMITS, type Dashboard } from '@atelier/contracts';
import type { Transaction } from '@atelier/platform';
import { dashboardOf, dayDelta, foldEnvelopes, foldUser, seriesDates, type AdminEvent, type DayDelta, type Envelope } from '../domain/projection';
import type { AdminDB, Db } from '../repo/database';
import { listEvents, lockEventLog, recordEvent } from '../repo/events.repository';
import { addActivity, addRevenue, clearProjection, daysSince, dashboardTotals, ensureUser, loadProjection, lockUser, recordActivities, recordActivity, saveUser } from '../repo/projection.repository';
import type { AdminContext } from './context';

/** Folds `e` into the projection, once: appended to the event log first (a redelivered event id is
 *  already there and changes nothing), then the user's row and the day's counters. An event that
 *  only adds to its day (a job's images: one a job) is logged and counted in one statement. */
export async function consumeEvent(trx: Db, envelope: Envelope, e: AdminEvent): Promise<boolean> {
  const d = activityOnly(e);
  if (d) return recordActivity(trx, envelope, d);
  if (!(await recordEvent(trx, envelope))) return false;
  await foldIntoTables(trx, e);
  return true;
}

/** The day's counters `e` adds, when that is all it does (a job's images): logged and counted in
 *  one statement. */
function activityOnly(e: AdminEvent): DayDelta | undefined {
  const d = dayDelta(e);
  return !('userId' in e) && d && (d.signups || d.images) && !Object.keys(d.revenue).length ? d : undefined;
}

/** Whether all `e` does is add to its day's counters (a job's images): then consumeEvents' one
 *  statement is its whole effect, which the consumer runs with no transaction or inbox row around
 *  it (its Consumer.ownKey; recordCounts). */
export function onlyCounts(e: AdminEvent): boolean {
  return activityOnly(e) !== undefined;
}

/** Events that only count (onlyCounts), logged and counted in ONE statement on their own: the event
 *  log's primary key makes a redelivery write nothing, and one statement is all or nothing. */
export async function recordCounts(db: Db, events: Array<{ envelope: Envelope; e: AdminEvent }>): Promise<void> {
  await recordActivities(db, events.map((x) => ({ e: x.envelope, d: activityOnly(x.e)! })));
}

/** consumeEvent for a consumer's batch, in its transaction: the events that only count (a job's
 *  images) logged and counted together in ONE statement, the others folded one by one as before
 *  (counters add, so the order between the two kinds changes nothing). */
export async function consumeEvents(trx: Db, events: Array<{ envelope: Envelope; e: AdminEvent }>): Promise<void> {
  const counted: Array<{ e: Envelope; d: DayDelta }> = [];
  for (const x of events) {
    const d = activityOnly(x.e);
    if (d) counted.push({ e: x.envelope, d });
    else await consumeEvent(trx, x.envelope, x.e);
  }
  await recordActivities(trx, counted);
}

async function foldIntoTables(trx: Db, e: AdminEvent): Promise<void> {
  if ('userId' in e) {
    await ensureUser(trx, e.userId);
    await saveUser(trx, foldUser(await lockUser(trx, e.userId), e));
  }
  const d = dayDelta(e);
  if (d && (d.signups || d.images)) await addActivity(trx, d);
  if (d && Object.keys(d.revenue).length) await addRevenue(trx, d);
}

export interface RebuildResult {
  events: number;
  users: number;
  days: number;
}

/** Clears the projection and folds the event log again, in (occurred_at, event_id) order, in one
 *  transaction: readers see the old projection or the new one, never half of it. */
export async function rebuildProjection(ctx: Pick<AdminContext, 'db' | 'schema'>): Promise<RebuildResult> {
  return ctx.db.transaction().execute(async (trx: Transaction<AdminDB>) => {
    await lockEventLog(trx, ctx.schema);
    const log = await listEvents(trx);
    const p = foldEnvelopes(log);
    await clearProjection(trx);
    await loadProjection(trx, p.users.values(), p.days.values());
    return { events: log.length, users: p.users.size, days: p.days.size };
  });
}

/** The Dashboard now: totals, and the last ADMIN_LIMITS.seriesDays UTC days ending today. */
export async function getDashboard(ctx: AdminContext): Promise<Dashboard> {
  const today = ctx.now();
  const [since] = seriesDates(today, ADMIN_LIMITS.seriesDays);
  const [totals, days] = await Promise.all([dashboardTotals(ctx.db), daysSince(ctx.db, since!)]);
  return dashboardOf({ ...totals, days }, today, ADMIN_LIMITS.seriesDays);
}
