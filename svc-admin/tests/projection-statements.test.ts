// The projection's round trips per consumed event, on PGlite (statement budgets, so the gain cannot
// silently regress): a job's images are logged and counted in one statement — with the kit's
// inbox insert, BEGIN and COMMIT a JobSucceeded cost 4 at runtime until a delivery of jobs alone
// became that one statement with nothing around it (Consumer.ownKey) — and a redelivery writes
// nothing; the job events the projection does not read are refused by its `accepts` (the kit then
// opens no transaction for them: packages/platform/tests/events.test.ts).
import { TOPICS } from '@atelier/proto/events';
import { statementsOf, uniqueName } from '@atelier/testkit';
import { uuidv7 } from '@atelier/platform';
import { projectionConsumer } from '../src/events/projection.consumer';
import { ev } from './support/events';
import { startHarness, type Harness } from './support/harness';

const NOW = new Date('2026-11-23T12:00:00.000Z');
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ schema: uniqueName('admin'), probeSchema: uniqueName('probe'), now: () => NOW });
});
afterAll(() => h?.stop());

test('a JobSucceeded is one statement in the consumer transaction; its redelivery counts nothing', async () => {
  const c = projectionConsumer(h.admin.context);
  const db = h.admin.context.db;
  const images = async () => (await db.selectFrom('daily_activity').select('images').where('day', '=', '2026-11-23').executeTakeFirst())?.images ?? 0;
  const job = ev.job(uuidv7(), '2026-11-23T10:00:00.000Z', 2);
  // BEGIN, the log's row and the day's counter in one, COMMIT (the kit adds the inbox row).
  expect(await statementsOf(() => db.transaction().execute((trx) => c.handle(job, trx)))).toHaveLength(3);
  expect(Number(await images())).toBe(2);
  // A second job on the same day adds to the row; a redelivery (the inbox forgotten) adds nothing.
  await db.transaction().execute((trx) => c.handle(ev.job(uuidv7(), '2026-11-23T11:00:00.000Z', 1), trx));
  await db.transaction().execute((trx) => c.handle(job, trx));
  expect(Number(await images())).toBe(3);
  expect(await db.selectFrom('events').select('event_id').where('event_id', '=', job.event_id).execute()).toHaveLength(1);
});

test('a batch of JobSucceeded is one statement whatever its size; a redelivered one in a batch counts nothing', async () => {
  const c = projectionConsumer(h.admin.context);
  const db = h.admin.context.db;
  const images = async (day: string) => Number((await db.selectFrom('daily_activity').select('images').where('day', '=', day).executeTakeFirst())?.images ?? 0);
  const jobs = [ev.job(uuidv7(), '2026-11-20T10:00:00.000Z', 2), ev.job(uuidv7(), '2026-11-20T11:00:00.000Z', 3), ev.job(uuidv7(), '2026-11-21T09:00:00.000Z', 1)];
  // BEGIN, the log's rows and the days' counters in one, COMMIT (the kit adds the inbox row). Was one a job.
  expect(await statementsOf(() => db.transaction().execute((trx) => c.handleBatch!(jobs, trx)))).toHaveLength(3);
  expect([await images('2026-11-20'), await images('2026-11-21')]).toEqual([5, 1]);
  // One logged before (the inbox forgotten) and one new: only the new one counts.
  const fresh = ev.job(uuidv7(), '2026-11-20T12:00:00.000Z', 4);
  await db.transaction().execute((trx) => c.handleBatch!([jobs[0]!, fresh], trx));
  expect([await images('2026-11-20'), await images('2026-11-21')]).toEqual([9, 1]);
  expect(await db.selectFrom('events').select('event_id').where('event_id', 'in', [...jobs, fresh].map((j) => j.event_id)).execute()).toHaveLength(4);
});

test('a delivery of jobs alone is that one statement with no transaction (ownKey); a redelivery counts nothing; user events are not covered', async () => {
  const c = projectionConsumer(h.admin.context);
  const db = h.admin.context.db;
  const images = async () => Number((await db.selectFrom('daily_activity').select('images').where('day', '=', '2026-11-18').executeTakeFirst())?.images ?? 0);
  const jobs = [ev.job(uuidv7(), '2026-11-18T10:00:00.000Z', 2), ev.job(uuidv7(), '2026-11-18T11:00:00.000Z', 3)];
  expect(jobs.every((j) => c.ownKey!.covers(j))).toBe(true);
  expect(c.ownKey!.covers(ev.registered(uuidv7(), '2026-11-18T09:00:00.000Z'))).toBe(false);
  // No BEGIN, no inbox row, no COMMIT: the log's rows and the day's counter in one statement.
  expect(await statementsOf(() => c.ownKey!.apply(jobs, db))).toHaveLength(1);
  expect(await images()).toBe(5);
  await c.ownKey!.apply([jobs[1]!], db);
  expect(await images()).toBe(5);
});

test('a batch mixing users and jobs folds each as alone would: the user events one by one, the jobs together', async () => {
  const c = projectionConsumer(h.admin.context);
  const db = h.admin.context.db;
  const userId = uuidv7();
  const signups = async () => Number((await db.selectFrom('daily_activity').select('signups').where('day', '=', '2026-11-19').executeTakeFirst())?.signups ?? 0);
  const images = async () => Number((await db.selectFrom('daily_activity').select('images').where('day', '=', '2026-11-19').executeTakeFirst())?.images ?? 0);
  await db.transaction().execute((trx) =>
    c.handleBatch!([ev.job(uuidv7(), '2026-11-19T08:00:00.000Z', 2), ev.registered(userId, '2026-11-19T09:00:00.000Z'), ev.job(uuidv7(), '2026-11-19T10:00:00.000Z', 1)], trx),
  );
  expect([await signups(), await images()]).toEqual([1, 3]);
  expect(await db.selectFrom('users').select('user_id').where('user_id', '=', userId).execute()).toHaveLength(1);
});

test('the job events the projection does not read are refused before any transaction', () => {
  const c = projectionConsumer(h.admin.context);
  const other = (type: string) => ({ ...ev.job(uuidv7(), NOW.toISOString(), 1), type });
  expect(c.accepts?.(other('JobRequested'))).toBe(false);
  expect(c.accepts?.(other('ImagePublished'))).toBe(false);
  expect(c.accepts?.({ ...other('JobSucceeded'), topic: TOPICS.jobs })).toBe(true);
});
