// The admin's job queue and instance controls on real PostgreSQL (issue 10): cancel releases the
// hold exactly once (one JobFailed, from which billing releases it) — also when the worker finishes
// the job at the same moment (many iterations of the race: one outcome event either way) —; the owner cancels their own job only; list, filters and counts; retry as a new job
// with a new hold (402 without credits); prune keeps the images; pause stops new work reaching an
// instance and resume restores it; every admin change has its audit event in the outbox, a refused
// one none; an admin RPC without an actor is UNAUTHENTICATED, with a user's PERMISSION_DENIED.
import { ADMIN_LIMITS, ADMIN_MSG, BILLING_MSG, JOB_FAILURE } from '@atelier/contracts';
import { sql, uuidv7 } from '@atelier/platform';
import { dropSchemas, integrationEnv, uniqueName, waitFor } from '@atelier/testkit';
import { claimNext } from '../src/worker/claim';
import { runJob } from '../src/worker/job-runner';
import { JobWorker } from '../src/worker/job-worker';
import { as, testActor } from './support/actor';
import { ScriptedAdapter } from './support/fake-adapters';
import { addModel, FAST_WORKER, SECRETS, startHarness, type Harness } from './support/harness';
import { MemoryBilling } from './support/memory-billing';

jest.setTimeout(180_000);


const { databaseUrl, kafkaBrokers } = integrationEnv();
const schema = uniqueName('it_queue');
const fake = new ScriptedAdapter(50);
const billing = new MemoryBilling();
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ schema, env: { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(',') }, adapters: new Map([['fake', fake]]), worker: false, billing, maxInFlightPerUser: 50 });
});
afterAll(async () => {
  await h?.stop();
  await dropSchemas(databaseUrl, [schema]);
});

const db = () => h.imaging.context.db;
const job = (id: string) => db().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const images = (jobId: string) => db().selectFrom('images').selectAll().where('job_id', '=', jobId).orderBy('idx').execute();
const submit = (userId: string, modelId: string, count = 1) =>
  h.client.SubmitJob({ user_id: userId, operation: 'text2img', model_id: modelId, prompt: 'a fox', negative_prompt: '', image_size: '64*64', image_number: count, make_public: true });
const audits = async (entityId: string) =>
  (await h.database.forSchema<any>(schema).selectFrom('outbox').select(['payload']).where('key', '=', entityId).where('type', '=', 'AdminActionRecorded').orderBy('id').execute()).map(
    (r: { payload: any }) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, string>,
  );
const runner = { owner: 'race-worker', leaseMs: 30_000, heartbeatMs: 10_000, maxAttempts: 3, retryDelayMs: 0 };

test('cancel vs the worker finishing at the same moment: one wins, the hold is settled exactly once, the other does nothing', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake', settings: { capacity: 1 } }]);
  const outcomes = { canceled: 0, success: 0 };
  // How long one uncontested run takes on this machine right now (it varies a lot with load): the
  // cancel is then sent at moments spread from "at once" to twice that, so both sides can win on a
  // fast idle box and on a busy one. At least 40 rounds; the spread doubles every 40 more until both have won.
  const solo = await submit(uuidv7(), modelId);
  const started = Date.now();
  await runJob(h.imaging.context, runner, (await claimNext(h.imaging.context, runner.owner, runner.leaseMs))!, new AbortController().signal);
  expect((await job(solo.job_id)).status).toBe('success');
  let spreadMs = Math.max(2, 2 * (Date.now() - started));
  for (let i = 0; i < 40 || (i < 160 && !(outcomes.canceled && outcomes.success)); i++) {
    if (i && i % 40 === 0) spreadMs *= 2;
    const { job_id } = await submit(uuidv7(), modelId);
    const claim = await claimNext(h.imaging.context, runner.owner, runner.leaseMs);
    expect(claim?.job.id).toBe(job_id);
    const run = runJob(h.imaging.context, runner, claim!, new AbortController().signal);
    await new Promise((r) => setTimeout(r, Math.round(((i % 40) / 40) * spreadMs)));
    const cancel = h.admin.CancelJob({ job_id }).then(
      () => 'canceled' as const,
      (err: { code: string; message: string }) => {
        expect(err).toMatchObject({ code: 'FAILED_PRECONDITION', message: ADMIN_MSG.jobNotCancelable });
        return 'refused' as const;
      },
    );
    const [, said] = await Promise.all([run, cancel]);
    const j = await job(job_id);
    // "Exactly once" is about the outcome events billing settles from (not the idempotent result).
    await h.settle();
    const calls = billing.outcomes.get(job_id) ?? [];
    if (j.status === 'canceled') {
      outcomes.canceled++;
      expect(said).toBe('canceled');
      expect(calls).toEqual(['JobFailed']);
      expect(billing.get(j.hold_id).state).toBe('released');
      expect((await images(job_id)).map((x) => [x.status, x.error, x.original_key])).toEqual([['failure', JOB_FAILURE.canceled, null]]);
      expect(await audits(job_id)).toHaveLength(1);
    } else {
      outcomes.success++;
      expect(j.status).toBe('success');
      expect(said).toBe('refused');
      expect(calls).toEqual(['JobSucceeded']);
      expect(billing.get(j.hold_id).state).toBe('captured');
      expect(await audits(job_id)).toEqual([]);
    }
  }
  // Both sides won some rounds, so the race was really run.
  expect(outcomes.canceled).toBeGreaterThan(0);
  expect(outcomes.success).toBeGreaterThan(0);
});

test('admin cancel of a pending job: images read the canceled words, JobFailed and the audit event are written, the hold released once; a second cancel is refused and records nothing', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const { job_id } = await submit(uuidv7(), modelId, 2);
  const r = await h.admin.CancelJob({ job_id });
  expect(r.job).toMatchObject({ id: job_id, status: 'canceled', error: JOB_FAILURE.canceled, image_count: 2, finished_at: expect.any(String) });
  const j = await job(job_id);
  await h.settle();
  expect(billing.outcomes.get(job_id)).toEqual(['JobFailed']);
  expect(billing.get(j.hold_id).state).toBe('released');
  expect((await images(job_id)).map((x) => [x.status, x.error])).toEqual([
    ['failure', JOB_FAILURE.canceled],
    ['failure', JOB_FAILURE.canceled],
  ]);
  const types = (await h.database.forSchema<any>(schema).selectFrom('outbox').select('type').where('key', '=', job_id).orderBy('id').execute()).map((x: { type: string }) => x.type);
  expect(types).toEqual(['JobRequested', 'JobFailed', 'AdminActionRecorded']);
  const [audit] = await audits(job_id);
  expect(audit).toMatchObject({ actor_id: h.adminActor.id, ip: h.adminActor.ip, user_agent: h.adminActor.userAgent, action: 'job.cancel', entity_type: 'job', entity_id: job_id, service: 'imaging' });
  expect(JSON.parse(audit!.before_json!)).toEqual({ status: 'pending' });
  expect(JSON.parse(audit!.after_json!)).toEqual({ status: 'canceled' });

  await expect(h.admin.CancelJob({ job_id })).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', message: ADMIN_MSG.jobNotCancelable });
  expect(await audits(job_id)).toHaveLength(1);
  await h.settle();
  expect(billing.outcomes.get(job_id)).toEqual(['JobFailed']);
  await expect(h.admin.CancelJob({ job_id: uuidv7() })).rejects.toMatchObject({ code: 'NOT_FOUND', message: ADMIN_MSG.jobNotFound });
});

test('a user cancels their own job; someone else\'s is NOT_FOUND and stays; the owner\'s cancel is no admin action', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const owner = uuidv7();
  const { job_id } = await submit(owner, modelId);
  await expect(h.client.CancelOwnJob({ user_id: uuidv7(), job_id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: ADMIN_MSG.jobNotFound });
  expect((await job(job_id)).status).toBe('pending');
  const r = await h.client.CancelOwnJob({ user_id: owner, job_id });
  expect(r.job).toMatchObject({ status: 'canceled' });
  await h.settle();
  expect(billing.get((await job(job_id)).hold_id).state).toBe('released');
  expect(await audits(job_id)).toEqual([]);
  await expect(h.client.CancelOwnJob({ user_id: owner, job_id })).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', message: ADMIN_MSG.jobNotCancelable });
});

test('ListJobs: newest first, filters by state, model and user, the total and the counts per state over the whole queue', async () => {
  const a = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const b = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const ann = uuidv7();
  const bob = uuidv7();
  const ids: string[] = [];
  for (let i = 0; i < ADMIN_LIMITS.jobPageSize + 2; i++) ids.push((await submit(ann, a.modelId)).job_id);
  const bobs = [(await submit(bob, b.modelId)).job_id, (await submit(bob, a.modelId)).job_id];
  await h.admin.CancelJob({ job_id: bobs[0]! });

  const before = await h.admin.ListJobs({ status: '', model_id: '', user_id: '', page: 0 });
  const all = await db().selectFrom('jobs').select(['status']).execute();
  const expected = { pending: 0, running: 0, success: 0, failure: 0, canceled: 0 };
  for (const r of all) expected[r.status]++;
  expect(before.counts).toEqual(expected);
  expect(before.count).toBe(all.length);
  expect(before.rows).toHaveLength(ADMIN_LIMITS.jobPageSize);
  expect(before.rows[0]!.id).toBe(bobs[1]);

  const annsPage1 = await h.admin.ListJobs({ status: '', model_id: '', user_id: ann, page: 1 });
  const annsPage2 = await h.admin.ListJobs({ status: '', model_id: '', user_id: ann, page: 2 });
  expect(annsPage1.count).toBe(ids.length);
  expect([...annsPage1.rows, ...annsPage2.rows].map((r) => r.id)).toEqual([...ids].reverse());
  expect(annsPage1.rows[0]).toMatchObject({ user_id: ann, model_id: a.modelId, model_name: expect.stringContaining('Test text2img'), status: 'pending', instance_id: '', attempts: 0, image_count: 1, credits: 2 });

  expect((await h.admin.ListJobs({ status: '', model_id: b.modelId, user_id: '', page: 1 })).rows.map((r) => r.id)).toEqual([bobs[0]]);
  expect((await h.admin.ListJobs({ status: 'canceled', model_id: '', user_id: bob, page: 1 })).rows.map((r) => r.id)).toEqual([bobs[0]]);
  expect((await h.admin.ListJobs({ status: 'pending', model_id: a.modelId, user_id: bob, page: 1 })).rows.map((r) => r.id)).toEqual([bobs[1]]);
  expect((await h.admin.ListJobs({ status: '', model_id: 'not-a-uuid', user_id: '', page: 1 })).count).toBe(0);
  await expect(h.admin.ListJobs({ status: 'nope', model_id: '', user_id: '', page: 1 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  for (const id of [...ids, bobs[1]!]) await h.admin.CancelJob({ job_id: id });
});

test('the queue page uses an index for its order and filters (no sort over the whole table)', async () => {
  // With sequential scans priced out (the test table is small), the planner shows which index serves the page.
  const plan = (where: string) =>
    db()
      .transaction()
      .execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const r = await sql.raw<Record<string, string>>(`explain select * from "${schema}".jobs j ${where} order by j.created_at desc, j.id desc limit 20`).execute(trx);
        return r.rows.map((x) => Object.values(x)[0]).join('\n');
      });
  expect(await plan('')).toMatch(/jobs_recent_idx/);
  expect(await plan(`where j.model_id = '${uuidv7()}'`)).toMatch(/jobs_model_recent_idx/);
  expect(await plan(`where j.user_id = '${uuidv7()}'`)).toMatch(/jobs_user_recent_idx/);
});

test('retry: a failed or canceled job runs again as a NEW job with the same parameters and a new hold; 402 when the owner lacks credits; others refused', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const owner = uuidv7();
  const { job_id } = await submit(owner, modelId, 2);
  await h.admin.CancelJob({ job_id });
  const r = await h.admin.RetryJob({ job_id });
  expect(r.job).toMatchObject({ status: 'pending', user_id: owner, model_id: modelId, image_count: 2, credits: 4 });
  expect(r.job!.id).not.toBe(job_id);
  const [old, fresh] = [await job(job_id), await job(r.job!.id)];
  expect(fresh.params).toEqual(old.params);
  expect(fresh.hold_id).not.toBe(old.hold_id);
  expect(billing.get(fresh.hold_id)).toMatchObject({ state: 'held', credits: 4, userId: owner });
  expect((await images(r.job!.id)).map((x) => x.status)).toEqual(['pending', 'pending']);
  const [audit] = await audits(job_id).then((xs) => xs.filter((x) => x.action === 'job.retry'));
  expect(JSON.parse(audit!.after_json!)).toEqual({ retried_as: r.job!.id });

  // Not finished badly: refused, nothing recorded.
  await expect(h.admin.RetryJob({ job_id: r.job!.id })).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', message: ADMIN_MSG.jobNotRetryable });
  expect(await audits(r.job!.id)).toEqual([]);
  await h.admin.CancelJob({ job_id: r.job!.id });

  // The owner has no credits left: 402 with billing's words, no job, no audit event.
  billing.balances.set(owner, 0);
  const jobsBefore = await db().selectFrom('jobs').select('id').where('user_id', '=', owner).execute();
  await expect(h.admin.RetryJob({ job_id: r.job!.id })).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED', message: BILLING_MSG.notEnoughCredits });
  expect(await db().selectFrom('jobs').select('id').where('user_id', '=', owner).execute()).toHaveLength(jobsBefore.length);
  expect((await audits(r.job!.id)).filter((x) => x.action === 'job.retry')).toEqual([]);
});

test('prune: finished jobs older than N days go (pending ones and recent ones stay), their images stay, the action is audited', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const user = uuidv7();
  const old = (await submit(user, modelId)).job_id;
  const recent = (await submit(user, modelId)).job_id;
  const waiting = (await submit(user, modelId)).job_id;
  await h.admin.CancelJob({ job_id: old });
  await h.admin.CancelJob({ job_id: recent });
  await db().updateTable('jobs').set({ finished_at: new Date(Date.now() - 10 * 86_400_000) }).where('id', '=', old).execute();
  await h.database.forSchema<any>(schema).updateTable('jobs').set({ created_at: new Date(Date.now() - 30 * 86_400_000) }).where('id', '=', waiting).execute();
  const keptImage = (await images(old))[0]!;

  await expect(h.admin.PruneJobs({ older_than_days: 0 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: ADMIN_MSG.pruneDays });
  const r = await h.admin.PruneJobs({ older_than_days: 7 });
  expect(r.pruned).toBeGreaterThanOrEqual(1);
  expect(await db().selectFrom('jobs').select('id').where('id', 'in', [old, recent, waiting]).execute().then((xs) => xs.map((x) => x.id).sort())).toEqual([recent, waiting].sort());
  // The image stays, still knowing its model (feeds' Remix) and its job id (parent_id).
  expect(await db().selectFrom('images').selectAll().where('id', '=', keptImage.id).executeTakeFirst()).toMatchObject({ job_id: old, model_id: modelId, status: 'failure' });
  expect((await h.client.GetImage({ user_id: user, image_id: keptImage.id })).image).toMatchObject({ id: keptImage.id, job_id: old });
  const pruneAudit = (await audits('jobs')).pop();
  expect(pruneAudit).toMatchObject({ action: 'job.prune', entity_type: 'job', entity_id: 'jobs' });
  expect(JSON.parse(pruneAudit!.after_json!)).toEqual({ older_than_days: 7, pruned: r.pruned });
  await h.admin.CancelJob({ job_id: waiting });
});

test('pause: no new job reaches the instance while its running job finishes; resume restores it; both audited, a repeat records nothing', async () => {
  const { modelId, instanceIds } = await addModel(h, 'text2img', [{ controller: 'fake', settings: { mode: 'hang', capacity: 2 } }]);
  const [instanceId] = instanceIds;
  const worker = new JobWorker(h.imaging.context, { ...FAST_WORKER, concurrency: 4 });
  worker.start();
  try {
    const first = (await submit(uuidv7(), modelId)).job_id;
    await waitFor(() => job(first), (j) => j.status === 'running', 20_000);
    const paused = await h.admin.PauseModelInstance({ id: instanceId! });
    expect(paused.instance).toMatchObject({ paused: true, health: { running_jobs: 1 } });
    const second = (await submit(uuidv7(), modelId)).job_id;
    await new Promise((r) => setTimeout(r, 1500)); // many polls
    expect((await job(second)).status).toBe('pending');
    fake.releaseAll(); // the running one finishes although the instance is paused
    await waitFor(() => job(first), (j) => j.status === 'success', 20_000);
    expect((await job(second)).status).toBe('pending');
    // Pausing again changes nothing and records nothing.
    await h.admin.PauseModelInstance({ id: instanceId! });
    const resumed = await h.admin.ResumeModelInstance({ id: instanceId! });
    expect(resumed.instance).toMatchObject({ paused: false });
    await waitFor(() => job(second), (j) => j.status === 'running', 20_000);
    fake.releaseAll();
    await waitFor(() => job(second), (j) => j.status === 'success', 20_000);
  } finally {
    fake.releaseAll();
    await worker.stop();
  }
  const actions = (await audits(instanceId!)).map((a) => a.action);
  expect(actions).toEqual(['model_instance.pause', 'model_instance.resume']);
});

test('instance health: a failure shows backing_off with the last error and when; success brings it back to healthy', async () => {
  const { modelId, instanceIds } = await addModel(h, 'text2img', [{ controller: 'fake', settings: { mode: 'fail' } }, { controller: 'fake', name: 'good' }]);
  expect((await h.admin.GetModelInstance({ id: instanceIds[0]! })).instance!.health).toMatchObject({ state: 'unknown', running_jobs: 0, last_error: '', last_error_at: '' });
  const worker = new JobWorker(h.imaging.context, { ...FAST_WORKER });
  worker.start();
  try {
    const { job_id } = await submit(uuidv7(), modelId);
    await waitFor(() => job(job_id), (j) => j.status === 'success', 20_000);
  } finally {
    await worker.stop();
  }
  const bad = (await h.admin.GetModelInstance({ id: instanceIds[0]! })).instance!;
  expect(bad.health).toMatchObject({ state: 'backing_off', last_error: expect.stringContaining('unavailable: node 0 is down'), last_error_at: expect.any(String) });
  const listed = (await h.admin.ListModelInstances({ status: '', name: 'good' })).instances.find((i) => i.id === instanceIds[1]);
  expect(listed!.health).toMatchObject({ state: 'healthy', last_error: '' });
});

test('models and instances: every change has its audit event (never the api_token, sealed or not); a refused change has none', async () => {
  const { model } = await h.admin.CreateModel({ name: `Audited ${uuidv7().slice(-6)}`, type: 'text2img', sizes: ['64*64'], credits: 1 });
  const { instance } = await h.admin.CreateModelInstance({ name: 'n', controller_name: 'cpu', priority: 1, api_token: 'sk-very-secret', settings_json: '{"capacity":1,"api_key":"k-2"}', model_id: model!.id });
  await h.admin.UpdateModelInstance({ id: instance!.id, name: 'n2', controller_name: 'cpu', priority: 2, api_token: 'sk-newer-secret', settings_json: '{}', status: 'active', model_id: '' });
  await expect(h.admin.DeleteModel({ id: model!.id })).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
  await h.admin.DeleteModelInstance({ id: instance!.id });
  await h.admin.UpdateModel({ id: model!.id, name: 'Renamed', type: 'text2img', sizes: ['64*64'], status: 'active' });
  await h.admin.DeleteModel({ id: model!.id });

  const modelAudits = await audits(model!.id);
  expect(modelAudits.map((a) => a.action)).toEqual(['model.create', 'model.update', 'model.delete']);
  expect(JSON.parse(modelAudits[1]!.after_json!)).toMatchObject({ name: 'Renamed' });
  const instanceAudits = await audits(instance!.id);
  expect(instanceAudits.map((a) => a.action)).toEqual(['model_instance.create', 'model_instance.update', 'model_instance.delete']);
  const sealed = await h.database.forSchema<any>(schema).selectFrom('outbox').select('payload').where('key', '=', instance!.id).execute();
  const text = JSON.stringify(sealed);
  expect(text).not.toMatch(/sk-very-secret|sk-newer-secret|k-2|v1:/);
  expect(JSON.parse(instanceAudits[1]!.before_json!)).toMatchObject({ name: 'n', credentials_set: true, settings: { api_key: '[redacted]' } });
});

test('admin RPCs refuse a call without an actor (UNAUTHENTICATED) and a user (PERMISSION_DENIED), changing nothing', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const { job_id } = await submit(uuidv7(), modelId);
  const user = as(h.client, testActor(SECRETS.JWT_SECRET, 'user'));
  const forged = as(h.client, testActor('not-the-secret-not-the-secret-0123456789'));
  for (const [client, code] of [
    [h.client, 'UNAUTHENTICATED'],
    [forged, 'UNAUTHENTICATED'],
    [user, 'PERMISSION_DENIED'],
  ] as const) {
    await expect(client.CancelJob({ job_id })).rejects.toMatchObject({ code });
    await expect(client.ListJobs({ status: '', model_id: '', user_id: '', page: 1 })).rejects.toMatchObject({ code });
    await expect(client.PruneJobs({ older_than_days: 1 })).rejects.toMatchObject({ code });
    await expect(client.CreateModel({ name: 'x', type: 'text2img', sizes: ['64*64'], credits: 1 })).rejects.toMatchObject({ code });
    await expect(client.DeleteModel({ id: modelId })).rejects.toMatchObject({ code });
    await expect(client.ListModelInstances({ status: '', name: '' })).rejects.toMatchObject({ code });
  }
  expect((await job(job_id)).status).toBe('pending');
  expect(await audits(job_id)).toEqual([]);
  await h.admin.CancelJob({ job_id });
});
