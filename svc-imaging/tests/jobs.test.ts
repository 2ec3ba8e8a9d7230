// The job path on PGlite with in-process events: acceptance rules, the worker running jobs on
// scripted nodes (retry on the next instance, 3 attempts, garbage output, refusals) and the
// credit hold settled exactly once.
import { httpStatusOf, uuidv7 } from '@atelier/platform';
import { BILLING_MSG, IMAGING_MSG, JOB_FAILURE } from '@atelier/contracts';
import { SEED_MODELS, seedCpuModels } from '../src/service/seed';
import { cpuAdapter } from '../src/adapters';
import { ScriptedAdapter } from './support/fake-adapters';
import { waitFor } from '@atelier/testkit';
import { addModel, startHarness, type Harness } from './support/harness';

const fake = new ScriptedAdapter();
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ adapters: new Map([['cpu', cpuAdapter], ['fake', fake]]) });
});
afterAll(() => h.stop());

const submit = (userId: string, modelId: string, over: Record<string, unknown> = {}) =>
  h.client.SubmitJob({ user_id: userId, operation: 'text2img', model_id: modelId, prompt: 'a lighthouse', negative_prompt: '', image_size: '64*64', image_number: 1, make_public: true, ...over });

const db = () => h.imaging.context.db;
const job = (id: string) => db().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** The hold after billing (the double) has heard the job outcome events committed so far. */
const hold = async (id: string) => (await h.settle(), h.billing.get(id));
const done = (id: string) => waitFor(() => job(id), (j) => j.status === 'success' || j.status === 'failure');
const outboxTypes = async (jobId: string) => (await h.database.forSchema<any>('imaging').selectFrom('outbox').select('type').where('key', '=', jobId).orderBy('id').execute()).map((r: { type: string }) => r.type);
const outboxPayload = async (jobId: string, type: string) =>
  (await h.database.forSchema<any>('imaging').selectFrom('outbox').select('payload').where('key', '=', jobId).where('type', '=', type).executeTakeFirstOrThrow()).payload;
/** The job's images as GetImage answers them now (after the commit), in image order. */
const records = (userId: string, ids: string[]) => Promise.all(ids.map(async (id) => (await h.client.GetImage({ user_id: userId, image_id: id })).image));

test('a fresh start has one active model per operation on an active cpu instance; seeding twice adds nothing', async () => {
  await seedCpuModels(h.imaging.context);
  const models = await db().selectFrom('models').selectAll().where('seed_key', 'is not', null).execute();
  expect(models.map((m) => [m.type, m.name, m.status, m.credits]).sort()).toEqual(SEED_MODELS.map((m) => [m.type, m.name, 'active', 1]).sort());
  const instances = await db().selectFrom('model_instances').selectAll().where('seed_key', 'is not', null).execute();
  expect(instances).toHaveLength(4);
  expect(instances.every((i) => i.controller_name === 'cpu' && i.status === 'active')).toBe(true);
});

test('a cpu text2img job: pending record at once, then success with a PNG original and a WebP thumbnail stored, hold captured', async () => {
  const { models } = await h.client.ListModels({ type: 'text2img', status: 'active', name: 'Procedural' });
  const userId = uuidv7();
  const res = await submit(userId, models[0]!.id, { image_size: '512*512', image_number: 2, make_public: true });
  expect(res.images.map((i) => i.status)).toEqual(['pending', 'pending']);
  const j = await done(res.job_id);
  expect(j).toMatchObject({ status: 'success', attempts: 1, credits: 2 });
  const { image } = await h.client.GetImage({ user_id: userId, image_id: res.images[0]!.id });
  expect(image).toMatchObject({ status: 'success', original_key: `images/public/${image!.id}.png`, thumbnail_key: `images/public/${image!.id}.thumb.webp` });
  expect(image!.seed).toMatch(/^\d+$/);
  const original = await h.objects.get(image!.original_key);
  const thumb = await h.objects.get(image!.thumbnail_key);
  expect(original?.contentType).toBe('image/png');
  expect(original!.body.subarray(1, 4).toString()).toBe('PNG');
  expect(thumb?.contentType).toBe('image/webp');
  expect((await hold(j.hold_id)).state).toBe('captured');
  expect(await outboxTypes(res.job_id)).toEqual(['JobRequested', 'JobSucceeded', 'ImagePublished', 'ImagePublished']);
  // The event carries the finished records as committed with the status change (the live stream's source).
  const ids = res.images.map((i) => i.id);
  expect(await outboxPayload(res.job_id, 'JobSucceeded')).toEqual({ job_id: res.job_id, user_id: userId, image_ids: ids, credits: 2, finished_at: j.finished_at!.toISOString(), images: await records(userId, ids) });
});

test('a requested seed reaches the node: image i gets seed+i, and remixing an image\'s seed redraws it byte for byte', async () => {
  const { models } = await h.client.ListModels({ type: 'text2img', status: 'active', name: 'Procedural' });
  const userId = uuidv7();
  const first = await submit(userId, models[0]!.id, { image_size: '512*512', image_number: 2, seed: '9223372036854775806' });
  expect((await done(first.job_id)).status).toBe('success');
  expect((await job(first.job_id)).params).toMatchObject({ seed: '9223372036854775806' });
  const made = await records(userId, first.images.map((i) => i.id));
  expect(made.map((i) => i!.seed)).toEqual(['9223372036854775806', '9223372036854775807']);
  // Remix of the second image: its prompt, size and seed, one image.
  const remix = await submit(userId, models[0]!.id, { image_size: '512*512', seed: made[1]!.seed });
  expect((await done(remix.job_id)).status).toBe('success');
  const [again] = await records(userId, [remix.images[0]!.id]);
  expect(again!.seed).toBe(made[1]!.seed);
  expect((await h.objects.get(again!.original_key))!.body.equals((await h.objects.get(made[1]!.original_key))!.body)).toBe(true);
  // No seed: the node picks one and reports it.
  const open = await submit(userId, models[0]!.id, { image_size: '512*512' });
  expect((await job(open.job_id)).params.seed).toBeNull();
  await done(open.job_id);
});

test('a malformed seed, or a seed on an operation that takes none, is refused — nothing stored', async () => {
  const userId = uuidv7();
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  for (const seed of ['-1', '1.5', '', '9223372036854775808']) await expect(submit(userId, modelId, { seed })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: IMAGING_MSG.seed });
  const { modelId: upscaleModel } = await addModel(h, 'upscale', [{ controller: 'fake' }]);
  await expect(submit(userId, upscaleModel, { operation: 'upscale', seed: '1' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: IMAGING_MSG.seed });
  expect(await db().selectFrom('jobs').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
  expect(h.billing.holdsOf(userId)).toEqual([]);
});

test('refusals: unknown, inactive or wrong-type model, a size the model does not offer — nothing stored', async () => {
  const userId = uuidv7();
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const { modelId: inpaintModel } = await addModel(h, 'inpaint', [{ controller: 'fake' }]);
  await expect(submit(userId, uuidv7())).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: IMAGING_MSG.model });
  await expect(submit(userId, 'not-a-uuid')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: IMAGING_MSG.model });
  await expect(submit(userId, inpaintModel)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: IMAGING_MSG.model });
  await expect(submit(userId, modelId, { image_size: '1024*1024' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: IMAGING_MSG.size });
  await h.admin.UpdateModel({ id: modelId, name: 'off', type: 'text2img', sizes: ['64*64'], status: 'deactive' });
  await expect(submit(userId, modelId)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: IMAGING_MSG.model });
  expect(await db().selectFrom('jobs').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
  expect(h.billing.holdsOf(userId)).toEqual([]);
});

test('the cost is the model\'s credits × images, held for the job with its operation before it is accepted', async () => {
  const userId = uuidv7();
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]); // 2 credits per image
  const res = await submit(userId, modelId, { image_number: 3 });
  const j = await job(res.job_id);
  expect(j.credits).toBe(6);
  expect(h.billing.holdsOf(userId)).toEqual([{ id: j.hold_id, userId, jobId: res.job_id, credits: 6, operation: 'text2img', state: expect.any(String) }]);
  const { modelId: upscaleModel } = await addModel(h, 'upscale', [{ controller: 'fake' }]);
  await expect(submit(userId, upscaleModel, { operation: 'upscale', image_number: 1 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' }); // no input image: refused before any hold
  expect(h.billing.holdsOf(userId)).toHaveLength(1);
  await done(res.job_id);
});

test('not enough credits: the hold is refused, the caller gets PAYMENT_REQUIRED (HTTP 402) with billing\'s words, nothing stored', async () => {
  const userId = uuidv7();
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]); // 2 credits per image
  h.billing.balances.set(userId, 5);
  const err = await submit(userId, modelId, { image_number: 3 }).catch((e: unknown) => e);
  expect(err).toMatchObject({ code: 'PAYMENT_REQUIRED', message: BILLING_MSG.notEnoughCredits });
  expect(httpStatusOf(err)).toEqual({ status: 402, msg: 'Not enough credits. Buy a plan to continue.' });
  expect(await db().selectFrom('jobs').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
  expect(await db().selectFrom('images').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
  expect(h.billing.holdsOf(userId)).toEqual([]);
  // What the balance covers is accepted.
  const ok = await submit(userId, modelId, { image_number: 2 });
  expect((await job(ok.job_id)).credits).toBe(4);
  await done(ok.job_id);
});

test('billing unreachable at submit: the job is refused with UNAVAILABLE (HTTP 503), nothing stored', async () => {
  const userId = uuidv7();
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  h.billing.down = true;
  try {
    const err = await submit(userId, modelId).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'UNAVAILABLE' });
    expect(httpStatusOf(err).status).toBe(503);
  } finally {
    h.billing.down = false;
  }
  expect(await db().selectFrom('jobs').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
  expect(await db().selectFrom('images').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
  expect(h.billing.holdsOf(userId)).toEqual([]);
});

test('a failing instance moves the job to the next priority; the attempt is remembered', async () => {
  const { modelId, instanceIds } = await addModel(h, 'text2img', [{ controller: 'fake', settings: { mode: 'fail' } }, { controller: 'fake', settings: { mode: 'ok' } }]);
  const res = await submit(uuidv7(), modelId);
  const j = await done(res.job_id);
  expect(j).toMatchObject({ status: 'success', attempts: 2, instance_id: instanceIds[1] });
  expect(j.tried_instance_ids).toEqual([instanceIds[0]]);
  const failed = await db().selectFrom('model_instances').select(['failures', 'unhealthy_until']).where('id', '=', instanceIds[0]!).executeTakeFirstOrThrow();
  expect(failed.failures).toBe(1);
  expect(failed.unhealthy_until).not.toBeNull();
});

test('fewer images than asked is retried elsewhere', async () => {
  const { modelId, instanceIds } = await addModel(h, 'text2img', [{ controller: 'fake', settings: { mode: 'short' } }, { controller: 'fake' }]);
  const res = await submit(uuidv7(), modelId, { image_number: 3 });
  expect(await done(res.job_id)).toMatchObject({ status: 'success', instance_id: instanceIds[1] });
});

test('after 3 failed attempts the job fails with a reason users can read and the hold is released', async () => {
  const { modelId } = await addModel(h, 'text2img', [1, 2, 3, 4].map(() => ({ controller: 'fake', settings: { mode: 'fail' } })));
  const userId = uuidv7();
  const res = await submit(userId, modelId, { image_number: 2 });
  const j = await done(res.job_id);
  expect(j).toMatchObject({ status: 'failure', attempts: 3, error: JOB_FAILURE.attempts });
  expect(j.tried_instance_ids).toHaveLength(2);
  const { image } = await h.client.GetImage({ user_id: userId, image_id: res.images[1]!.id });
  expect(image).toMatchObject({ status: 'failure', error: JOB_FAILURE.attempts, original_key: '' });
  await waitFor(() => hold(j.hold_id), (x) => x.state === 'released');
  expect(await outboxTypes(res.job_id)).toEqual(['JobRequested', 'JobFailed']);
  const ids = res.images.map((i) => i.id);
  const failed = await outboxPayload(res.job_id, 'JobFailed');
  expect(failed).toEqual({ job_id: res.job_id, user_id: userId, image_ids: ids, error: JOB_FAILURE.attempts, finished_at: j.finished_at!.toISOString(), images: await records(userId, ids) });
  expect(failed.images.map((i: { status: string }) => i.status)).toEqual(['failure', 'failure']);
});

test('a node returning garbage fails the job clearly and nothing is stored', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake', settings: { mode: 'garbage' } }, { controller: 'fake' }]);
  const userId = uuidv7();
  const res = await submit(userId, modelId);
  const j = await done(res.job_id);
  expect(j).toMatchObject({ status: 'failure', error: JOB_FAILURE.badOutput, attempts: 1 });
  const id = res.images[0]!.id;
  expect(await h.objects.stat(`images/public/${id}.png`)).toBeNull();
  expect(await h.objects.stat(`images/public/${id}.thumb.webp`)).toBeNull();
  await waitFor(() => hold(j.hold_id), (x) => x.state === 'released');
});

test('a node refusing the request fails the job at once', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake', settings: { mode: 'reject' } }, { controller: 'fake' }]);
  const res = await submit(uuidv7(), modelId);
  expect(await done(res.job_id)).toMatchObject({ status: 'failure', error: JOB_FAILURE.rejected, attempts: 1 });
});

test('images belong to their owner: anyone else gets NOT_FOUND', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const owner = uuidv7();
  const res = await submit(owner, modelId);
  await expect(h.client.GetImage({ user_id: uuidv7(), image_id: res.images[0]!.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: IMAGING_MSG.imageNotFound });
  const list = await h.client.ListUserImages({ user_id: uuidv7(), page: 1, page_size: 10 });
  expect(list).toMatchObject({ images: [], count: 0 });
  const own = await h.client.ListUserImages({ user_id: owner, page: 1, page_size: 10 });
  expect(own.images.map((i) => i.id)).toEqual([res.images[0]!.id]);
});

test('each image keeps the preset its node named (the cpu sketch names its scene); a node naming none leaves it unset', async () => {
  const { models } = await h.client.ListModels({ type: 'text2img', status: 'active', name: 'Procedural' });
  const userId = uuidv7();
  const sketch = await submit(userId, models[0]!.id, { prompt: 'a lighthouse at sunset', image_size: '512*512' });
  expect((await done(sketch.job_id)).status).toBe('success');
  const { image } = await h.client.GetImage({ user_id: userId, image_id: sketch.images[0]!.id });
  expect(image!.preset).toBe('Procedural sketch · sunset · sea · lighthouse');

  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake', settings: { mode: 'ok' } }]);
  const remote = await submit(userId, modelId);
  expect((await done(remote.job_id)).status).toBe('success');
  const { image: plain } = await h.client.GetImage({ user_id: userId, image_id: remote.images[0]!.id });
  expect(plain!.status).toBe('success');
  expect(plain!.preset).toBe(''); // proto3: "" for none; the REST record says null
  expect((await db().selectFrom('images').select('preset').where('id', '=', plain!.id).executeTakeFirstOrThrow()).preset).toBeNull();
});

test('seeded models say what they can and cannot draw; a row seeded before descriptions gets one, an admin\'s own text stays', async () => {
  await seedCpuModels(h.imaging.context);
  const { models } = await h.client.ListModels({ type: '', status: '', name: '(CPU)' });
  const text2img = models.find((m) => m.type === 'text2img' && m.name === 'Procedural Sketch (CPU)');
  expect(text2img!.description).toBe(SEED_MODELS.find((m) => m.key === 'cpu-text2img')!.description);
  expect(text2img!.description).toMatch(/cannot draw/);
  for (const m of SEED_MODELS) expect(m.description).toMatch(/^(A procedural sketch, not AI|Not AI)/);
  const byKey = (key: string) => db().selectFrom('models').select('description').where('seed_key', '=', key).executeTakeFirstOrThrow();
  await db().updateTable('models').set({ description: '' }).where('seed_key', '=', 'cpu-inpaint').execute();
  await db().updateTable('models').set({ description: 'Our own words' }).where('seed_key', '=', 'cpu-upscale').execute();
  await seedCpuModels(h.imaging.context);
  expect((await byKey('cpu-inpaint')).description).toBe(SEED_MODELS.find((m) => m.key === 'cpu-inpaint')!.description);
  expect((await byKey('cpu-upscale')).description).toBe('Our own words');
});

test("a job's files are written at once, and a failed write fails the attempt only after every write has ended", async () => {
  const { models } = await h.client.ListModels({ type: 'text2img', status: 'active', name: 'Procedural' });
  const put = h.objects.put.bind(h.objects);
  let inFlight = 0;
  let most = 0;
  const log: string[] = [];
  // Each put waits until four have been in flight together (two images × original and thumbnail),
  // or 2 s: written one after another, they would never meet. It watches the high-water mark, not
  // the count now: the last put to arrive meets at once and may fail and leave before the others
  // look again, and they must not then sit out the 2 s (that made this test slow and, on a busy
  // machine, time out).
  const meet = () => waitFor(() => most, (n) => n >= 4, 2_000).catch(() => undefined);
  const slowPut = (fail: (key: string) => boolean): typeof h.objects.put => async (key, body, type) => {
    inFlight++;
    most = Math.max(most, inFlight);
    try {
      await meet();
      if (fail(key)) throw new Error('store unavailable');
      await new Promise((r) => setTimeout(r, 300));
      return await put(key, body, type);
    } finally {
      inFlight--;
      log.push('end');
    }
  };
  try {
    h.objects.put = slowPut(() => false);
    const res = await submit(uuidv7(), models[0]!.id, { image_size: '512*512', image_number: 2 });
    expect((await done(res.job_id)).status).toBe('success');
    expect(most).toBe(4);

    // One write fails at once, the other three take 300 ms: the attempt is handed back (requeued,
    // its instance remembered) only once all four have ended.
    let failOnce = true;
    most = 0;
    h.objects.put = slowPut((key) => (failOnce && key.endsWith('.thumb.webp') ? ((failOnce = false), true) : false));
    log.length = 0;
    const again = await submit(uuidv7(), models[0]!.id, { image_size: '512*512', image_number: 2 });
    await waitFor(() => job(again.job_id), (j) => j.tried_instance_ids.length > 0);
    log.push('requeued');
    expect(log.slice(0, 5)).toEqual(['end', 'end', 'end', 'end', 'requeued']);
  } finally {
    h.objects.put = put;
  }
  // Two real 512×512 jobs (draw, encode, 300 ms writes): about 2 s idle, more on a busy CI machine.
}, 15_000);
