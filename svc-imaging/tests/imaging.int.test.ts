// svc-imaging on real PostgreSQL with the Kafka transport: the per-user cap under concurrent submits
// (and the lock-then-count order that makes it exact), the whole job path (JobRequested
// through Kafka wakes the worker; JobSucceeded carries the finished records), a worker process killed
// mid-job (the job completes on another worker and instance with one set of files and one
// capture), failover to the next priority, garbage output, and fair share across users.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql, uuidv7, type EventEnvelope } from '@atelier/platform';
import { dropSchemas, integrationEnv, startChild, uniqueName, type StartedChild } from '@atelier/testkit';
import { JOB_FAILURE } from '@atelier/contracts';
import { findModel } from '../src/repo/models.repository';
import { enqueue } from '../src/service/submit.service';
import { JobWorker } from '../src/worker/job-worker';
import { ScriptedAdapter } from './support/fake-adapters';
import { waitFor } from '@atelier/testkit';
import { addModel, FAST_WORKER, premium, startHarness, type Harness } from './support/harness';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const schema = uniqueName('it_imaging');
const fake = new ScriptedAdapter(400);
let h: Harness;
let child: StartedChild | undefined;

beforeAll(async () => {
  h = await startHarness({ schema, env: { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(',') }, adapters: new Map([['fake', fake]]), worker: false, maxInFlightPerUser: 20 });
});
afterAll(async () => {
  await child?.kill();
  await h?.stop();
  await dropSchemas(databaseUrl, [schema]);
});

const db = () => h.imaging.context.db;
const job = (id: string) => db().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const finished = (id: string) => waitFor(() => job(id), (j) => j.status === 'success' || j.status === 'failure', 60_000);
// Premium owners, so the results are private and land under the owner's folder (files below).
const submit = async (userId: string, modelId: string) =>
  (await premium(h, userId), h.client.SubmitJob({ user_id: userId, operation: 'text2img', model_id: modelId, prompt: 'p', negative_prompt: '', image_size: '64*64', image_number: 1, make_public: false }));
const outbox = (jobId: string) => h.database.forSchema<any>(schema).selectFrom('outbox').select(['type', 'published_at']).where('key', '=', jobId).execute();
const files = (userId: string) => {
  try {
    return readdirSync(join(h.dataDir, 'objects', 'images', 'private', userId)).filter((f) => !f.endsWith('.meta.json')).sort();
  } catch {
    return [];
  }
};
/** Runs a worker in this process while `fn` runs. */
async function withWorker<T>(fn: () => Promise<T>, opts = {}): Promise<T> {
  const w = new JobWorker(h.imaging.context, { ...FAST_WORKER, pollMs: 60_000, ...opts });
  h.events.consume({ group: uniqueName('it.wake'), schema, topics: ['imaging.job.v1'], handle: async (e) => void (e.type === 'JobRequested' && w.wake()) });
  w.start();
  try {
    return await fn();
  } finally {
    await w.stop();
  }
}

test('concurrent submits never take a user past the cap of jobs in flight', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const userId = uuidv7();
  // No worker runs here, so every accepted job stays pending: 30 at once against a cap of 20.
  const results = await Promise.allSettled(Array.from({ length: 30 }, () => submit(userId, modelId)));
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
  expect(refused).toHaveLength(10);
  for (const r of refused) expect(r.reason).toMatchObject({ code: 'RESOURCE_EXHAUSTED' });
  const inFlight = await db().selectFrom('jobs').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  expect(Number(inFlight.n)).toBe(20);
  await db().deleteFrom('images').where('user_id', '=', userId).execute();
  await db().deleteFrom('jobs').where('user_id', '=', userId).execute();
});

test("the cap is counted once the user's lock is granted: a submit that waited for it sees the job committed before", async () => {
  // Deterministic where the test above is a race: submit A (an admin-retry-shaped enqueue, whose
  // transaction stays open in `within`) holds the user's lock with its job written; submit B's
  // statement starts and waits for the lock; A commits; B must count A's job and be refused at a
  // cap of 1. A count taken in B's statement's own snapshot (a subquery, or a STABLE function)
  // would miss it, and so would a count without the lock.
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const userId = uuidv7();
  const model = (await findModel(db(), modelId))!;
  const ctx = Object.create(h.imaging.context, { maxInFlightPerUser: { value: 1 } }) as typeof h.imaging.context;
  const one = () => ({ userId, operation: 'text2img' as const, prompt: 'p', negativePrompt: '', imageSize: '64*64', count: 1, makePublic: true, model, size: { width: 64, height: 64 }, facts: { hasActiveInstance: true, inFlight: 0 }, inputs: async () => ({}) });
  let entered!: () => void;
  const inside = new Promise<void>((r) => (entered = r));
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const a = enqueue(ctx, one(), async () => {
    entered();
    await gate;
  });
  await inside;
  const b = enqueue(ctx, one());
  const settledB = b.then(() => 'accepted', (e: { code?: string }) => e.code);
  const waiting = sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and objsubid = 1
    and objid::bigint = (hashtext(${`imaging.submit:${userId}`})::bigint & 4294967295)`;
  try {
    await waitFor(async () => (await waiting.execute(db())).rows[0]!.n, (n) => n === 1, 10_000);
  } finally {
    open(); // A never stays open past the test, whatever B did
  }
  await a;
  expect(await settledB).toBe('RESOURCE_EXHAUSTED');
  expect(await db().selectFrom('jobs').select('id').where('user_id', '=', userId).execute()).toHaveLength(1);
  await db().deleteFrom('images').where('user_id', '=', userId).execute();
  await db().deleteFrom('jobs').where('user_id', '=', userId).execute();
});

test('the whole path through Kafka: JobRequested wakes the worker, JobSucceeded carries the finished records', async () => {
  expect(h.database.kind).toBe('postgres');
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const userId = uuidv7();
  const heard: EventEnvelope[] = [];
  h.events.consume({ group: uniqueName('it.finished'), schema, topics: ['imaging.job.v1'], handle: async (e) => void heard.push(e) });
  await withWorker(async () => {
    const { job_id, images } = await submit(userId, modelId);
    const j = await finished(job_id);
    expect(j.status).toBe('success');
    const done = await waitFor(() => heard.find((e) => e.type === 'JobSucceeded' && e.key === job_id), Boolean, 30_000);
    const stored = (await h.client.GetImage({ user_id: userId, image_id: images[0]!.id })).image!;
    expect(stored.status).toBe('success');
    // The event's record is what GetImage answers after the commit: nothing to fetch back.
    expect(done!.payload).toMatchObject({ job_id, user_id: userId, image_ids: [images[0]!.id], images: [stored] });
  });
  expect(files(userId)).toHaveLength(2);
});

test('a worker killed mid-job: the job completes on another worker and instance, one set of files, one capture', async () => {
  const { modelId, instanceIds } = await addModel(h, 'text2img', [{ controller: 'fake', settings: { mode: 'hang' } }, { controller: 'fake' }]);
  const userId = uuidv7();
  const owner = `doomed-${uuidv7()}`;
  child = await startChild(
    join(__dirname, 'support/worker.child.ts'),
    { DATA_DIR: h.dataDir, DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(','), IMAGING_SCHEMA: schema, WORKER_OWNER: owner },
    /worker started/,
  );
  const { job_id } = await submit(userId, modelId);
  await waitFor(() => job(job_id), (j) => j.status === 'running' && j.lease_owner === owner, 60_000);
  await child.kill();
  child = undefined;

  const j = await withWorker(() => finished(job_id));
  expect(j).toMatchObject({ status: 'success', attempts: 2, instance_id: instanceIds[1], tried_instance_ids: [instanceIds[0]] });
  expect(files(userId)).toHaveLength(2); // one PNG + one WebP for the one image
  await h.settle();
  const hold = [...h.billing.holds.values()].filter((x) => x.id === j.hold_id);
  expect(hold).toMatchObject([{ state: 'captured' }]);
  expect(h.billing.outcomes.get(job_id)).toEqual(['JobSucceeded']); // one outcome, so one capture
  expect((await outbox(job_id)).map((r) => r.type).sort()).toEqual(['JobRequested', 'JobSucceeded']);
});

test('an instance that fails sends the job to the next priority', async () => {
  const { modelId, instanceIds } = await addModel(h, 'text2img', [{ controller: 'fake', settings: { mode: 'fail' } }, { controller: 'fake' }]);
  const j = await withWorker(async () => finished((await submit(uuidv7(), modelId)).job_id));
  expect(j).toMatchObject({ status: 'success', instance_id: instanceIds[1], tried_instance_ids: [instanceIds[0]] });
});

test('a node returning garbage: a clear failure and no file stored', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake', settings: { mode: 'garbage' } }]);
  const userId = uuidv7();
  const j = await withWorker(async () => finished((await submit(userId, modelId)).job_id));
  expect(j).toMatchObject({ status: 'failure', error: JOB_FAILURE.badOutput });
  expect(files(userId)).toEqual([]);
  await waitFor(async () => (await h.settle(), h.billing.get(j.hold_id)), (x) => x.state === 'released');
});

test("many jobs from one user don't starve another", async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake', settings: { mode: 'slow' } }]);
  const heavy = uuidv7();
  const light = uuidv7();
  const heavyJobs: string[] = [];
  for (let i = 0; i < 12; i++) heavyJobs.push((await submit(heavy, modelId)).job_id);
  const lightJob = (await submit(light, modelId)).job_id;
  await withWorker(async () => {
    await finished(lightJob);
  });
  const done = await db().selectFrom('jobs').select(['id', 'finished_at']).where('id', 'in', heavyJobs).where('status', '=', 'success').execute();
  // One instance, one job at a time: the light user's job ran second, not after all 12 heavy ones.
  expect(done.length).toBeLessThanOrEqual(2);
});
