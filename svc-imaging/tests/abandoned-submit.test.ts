// A submit its caller gave up on must not become a job (issue 11). Under upload load the gateway's
// SubmitJob missed its deadline (→ 503, so the user retries) while imaging went on decoding, took
// the credit hold and committed the job: a job ran and credits were held that the user had been told
// failed. Here the real gRPC hop carries a deadline; the decode is held back by injection (a gate on
// the decode pool, never a sleep) until the caller's call has failed, and then every trace of the
// request must be gone: no job, no pending image, the hold released, no staged upload, no stored input.
import { uuidv7 } from '@atelier/platform';
import { inputKey } from '@atelier/contracts';
import { waitFor } from '@atelier/testkit';
import sharp from 'sharp';
import type { DecodePool } from '../src/service/decode-pool';
import { ScriptedAdapter } from './support/fake-adapters';
import { addModel, startHarness, type Harness } from './support/harness';

const fake = new ScriptedAdapter();
let h: Harness;
let modelId: string;
let png: Buffer;

beforeAll(async () => {
  // One decode at a time, so a second one waits in the queue.
  h = await startHarness({ adapters: new Map([['fake', fake]]), worker: false, decodes: { concurrency: 1, queueMax: 6, perUser: 2 } });
  ({ modelId } = await addModel(h, 'upscale', [{ controller: 'fake' }], ['64*64']));
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#369' } }).png().toBuffer();
});
afterAll(() => h.stop());
afterEach(() => jest.restoreAllMocks());

const pool = (): DecodePool => h.imaging.context.decodes;

/** A deadline no held-back decode can meet; it bounds nothing the test asserts about speed. */
const DEADLINE_MS = 3_000;

async function stage(): Promise<string> {
  const key = `uploads/${crypto.randomUUID()}`;
  await h.objects.put(key, png, 'application/octet-stream');
  return key;
}

const submit = (userId: string, upload: string) =>
  h.client.SubmitJob(
    { user_id: userId, operation: 'upscale', model_id: modelId, prompt: '', negative_prompt: '', image_size: '64*64', image_number: 1, make_public: false, uov_method: 'Upscale (2x)', input_image_upload: upload },
    { deadlineMs: DEADLINE_MS },
  );

/** A gate: `wait` resolves once `open()` is called. */
function gate() {
  let open!: () => void;
  const wait = new Promise<void>((r) => (open = r));
  return { wait, open };
}

/** Nothing of the user's request is left: no job, no image, every hold released, no stored input, no upload. */
async function expectNothingLeft(userId: string, upload: string) {
  const db = h.imaging.context.db;
  expect(await db.selectFrom('jobs').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  expect(await db.selectFrom('images').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  const holds = h.billing.holdsOf(userId);
  expect(holds.map((x) => x.state).filter((s) => s !== 'released')).toEqual([]);
  expect(h.billing.available(userId)).toBe(h.billing.defaultBalance);
  for (const hold of holds) expect(await h.objects.stat(inputKey(userId, hold.jobId, 'image'))).toBeNull();
  expect(await h.objects.stat(upload)).toBeNull();
}

test('the caller misses its deadline while its upload decodes: the hold is released and no job is committed', async () => {
  const userId = uuidv7();
  const upload = await stage();
  const decoding = gate();
  const release = gate();
  const run = pool().run.bind(pool());
  jest.spyOn(pool(), 'run').mockImplementation((user, work, signal) =>
    run(user, async () => {
      decoding.open();
      await release.wait; // the decode "takes" until the caller has given up
      return work();
    }, signal),
  );
  const call = submit(userId, upload);
  await decoding.wait;
  // The window: the hold is taken, the decode runs, the caller still waits.
  expect(h.billing.holdsOf(userId).map((x) => x.state)).toEqual(['held']);
  await expect(call).rejects.toMatchObject({ code: 'UNAVAILABLE' }); // the gateway's 503
  release.open();
  // The staged upload is deleted as the submit's very last step, whatever its outcome.
  await waitFor(() => h.objects.stat(upload), (s) => s === null);
  await expectNothingLeft(userId, upload);
});

test('the caller leaves after the decode, while the inputs are stored: the job transaction sees it last and rolls back', async () => {
  const userId = uuidv7();
  const upload = await stage();
  const storing = gate();
  const release = gate();
  const put = h.objects.put.bind(h.objects);
  jest.spyOn(h.objects, 'put').mockImplementation(async (key, body, type) => {
    if (key.includes(userId)) {
      // The job's input, stored after the decode and just before the transaction.
      storing.open();
      await release.wait;
    }
    return put(key, body, type);
  });
  const call = submit(userId, upload);
  await storing.wait;
  await expect(call).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  release.open();
  await waitFor(() => h.objects.stat(upload), (s) => s === null);
  await expectNothingLeft(userId, upload);
});

test('the caller misses its deadline while its decode waits for a place: it leaves the queue at once, without waiting for the place', async () => {
  const userId = uuidv7();
  const upload = await stage();
  const blocker = gate();
  const occupied = pool().run(uuidv7(), () => blocker.wait); // the pool's one place, held throughout
  try {
    const call = submit(userId, upload);
    await waitFor(() => pool().load(), (l) => l.waiting === 1);
    expect(h.billing.holdsOf(userId).map((x) => x.state)).toEqual(['held']);
    await expect(call).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    // Still blocked: had the queued decode waited for its place, none of this would be cleaned up yet.
    await waitFor(() => h.objects.stat(upload), (s) => s === null, 5_000);
    expect(pool().load()).toEqual({ running: 1, waiting: 0 });
    await expectNothingLeft(userId, upload);
  } finally {
    blocker.open();
    await occupied;
  }
  expect(pool().load()).toEqual({ running: 0, waiting: 0 });
}, 15_000);

test('the caller is gone before the hold (its upload was slow to read): no hold is taken at all, so nothing reaches the ledger', async () => {
  const userId = uuidv7();
  const upload = await stage();
  const reading = gate();
  const release = gate();
  const get = h.objects.get.bind(h.objects);
  jest.spyOn(h.objects, 'get').mockImplementation(async (key) => {
    if (key === upload) {
      reading.open();
      await release.wait; // the read (before the magic-byte look, before the hold) "takes"
    }
    return get(key);
  });
  const call = submit(userId, upload);
  await reading.wait;
  await expect(call).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  release.open();
  await waitFor(() => h.objects.stat(upload), (s) => s === null);
  await expectNothingLeft(userId, upload);
  expect(h.billing.holdsOf(userId)).toEqual([]); // not even a hold and its release
});

test('a caller that stays gets its job as before', async () => {
  const userId = uuidv7();
  const upload = await stage();
  const { job_id } = await submit(userId, upload);
  const job = await h.imaging.context.db.selectFrom('jobs').selectAll().where('id', '=', job_id).executeTakeFirstOrThrow();
  expect(job).toMatchObject({ user_id: userId, status: 'pending' });
  expect(h.billing.get(job.hold_id).state).toBe('held');
  expect(await h.objects.stat(upload)).toBeNull();
});
