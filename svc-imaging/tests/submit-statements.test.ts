// The submit's round trips (issue 12) and what its one write leaves: the read of the submit's
// facts, then one statement for the cap's count under the user's lock, the job, its images,
// JobRequested and the images read back (repo/submit.repository.ts), with no transaction around it
// — 2, was 5 (BEGIN, the lock, the write, COMMIT) and before that 9.
// Billing here is the harness's in-memory double (its Hold sends no SQL of imaging's).
import { uuidv7 } from '@atelier/platform';
import { IMAGING_MSG } from '@atelier/contracts';
import { statementsOf } from '@atelier/testkit';
import { findModel } from '../src/repo/models.repository';
import { toProtoImage } from '../src/rpc/mapping';
import { enqueue, submitJob } from '../src/service/submit.service';
import { ScriptedAdapter } from './support/fake-adapters';
import { addModel, startHarness, type Harness } from './support/harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ adapters: new Map([['fake', new ScriptedAdapter()]]), worker: false, maxInFlightPerUser: 2 });
});
afterAll(() => h.stop());

const ctx = () => h.imaging.context;
const input = (userId: string, modelId: string, count = 2) => ({
  userId,
  operation: 'text2img' as const,
  modelId,
  prompt: 'a lighthouse',
  negativePrompt: 'fog',
  imageSize: '64*64',
  count,
  makePublic: true,
});

test('a submit is 2 statements; its answer is the images as GetImage reads them, JobRequested is in the outbox', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const userId = uuidv7();
  let accepted: Awaited<ReturnType<typeof submitJob>> | undefined;
  const sent = await statementsOf(async () => (accepted = await submitJob(ctx(), input(userId, modelId))));
  expect(sent).toHaveLength(2);
  // The cap's count is the schema's function, which takes the user's lock itself.
  expect(sent[1]).toMatch(/"in_flight_locked"\(/);
  const { jobId, images } = accepted!;
  expect(images.map((i) => [i.idx, i.job_id, i.status, i.prompt, i.negative_prompt, i.make_public])).toEqual([
    [0, jobId, 'pending', 'a lighthouse', 'fog', true],
    [1, jobId, 'pending', 'a lighthouse', 'fog', true],
  ]);
  // The same records a read after the commit gives (withUser's shape: author and input key included).
  for (const img of images) {
    const { image } = await h.client.GetImage({ user_id: userId, image_id: img.id });
    expect(image).toEqual(toProtoImage(img));
  }
  const db = ctx().db;
  expect(await db.selectFrom('jobs').select(['user_id', 'model_id', 'credits', 'status']).where('id', '=', jobId).executeTakeFirstOrThrow()).toEqual({ user_id: userId, model_id: modelId, credits: 4, status: 'pending' });
  const events = await h.database.forSchema<any>('imaging').selectFrom('outbox').select(['topic', 'type', 'payload']).where('key', '=', jobId).execute();
  expect(events).toEqual([{ topic: 'imaging.job.v1', type: 'JobRequested', payload: { job_id: jobId, user_id: userId, model_id: modelId, operation: 'text2img' } }]);
});

test('the cap decided in the one statement: at the cap no job, no image and no event are written, and the hold is released', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake' }]);
  const userId = uuidv7();
  await submitJob(ctx(), input(userId, modelId, 1));
  await submitJob(ctx(), input(userId, modelId, 1));
  const jobs = () => ctx().db.selectFrom('jobs').select('id').where('user_id', '=', userId).execute();
  const images = () => ctx().db.selectFrom('images').select('id').where('user_id', '=', userId).execute();
  const before = { jobs: (await jobs()).length, images: (await images()).length };
  const model = (await findModel(ctx().db, modelId))!;
  // The early read said 0 in flight (as a concurrent submit's can, read before the others
  // committed): only the statement under the lock can refuse.
  await expect(
    enqueue(ctx(), { ...input(userId, modelId, 1), model, size: { width: 64, height: 64 }, facts: { hasActiveInstance: true, inFlight: 0 }, inputs: async () => ({}) }),
  ).rejects.toMatchObject({ code: 'RESOURCE_EXHAUSTED', message: IMAGING_MSG.tooManyInFlight });
  expect({ jobs: (await jobs()).length, images: (await images()).length }).toEqual(before);
  const holds = [...h.billing.holds.values()].filter((x) => x.userId === userId);
  expect(holds.map((x) => x.state).sort()).toEqual(['held', 'held', 'released']);
});
