// Live progress end to end inside imaging (issue 12), with the production modules on PGlite and the
// in-process bus: a worker running one job at a time publishes, straight on the bus, the waiting
// jobs' queue positions (moving up as jobs are claimed) and the running job's progress as its node
// reports it (throttled, with a JPEG preview) — and writes none of it to the outbox.
import { uuidv7, type EventEnvelope } from '@atelier/platform';
import { TOPICS } from '@atelier/proto/events';
import type { JobProgress__Output } from '@atelier/proto/gen/atelier/events/v1/JobProgress';
import { waitFor } from '@atelier/testkit';
import { NodeError, type GeneratedImage, type GenerationRequest, type GpuAdapter, type NodeInstance, type RunContext } from '../src/adapters/types';
import { PROGRESS_LIMITS } from '../src/worker/progress';
import { png } from './support/fake-adapters';
import { addModel, startHarness, type Harness } from './support/harness';

/** A node that reports ten steps over ~1 s, with a picture from step 5 on. */
class SteppingAdapter implements GpuAdapter {
  readonly controller = 'stepping';
  async run(_i: NodeInstance, req: GenerationRequest, ctx: RunContext): Promise<GeneratedImage[]> {
    const picture = await png(96, 64, 3);
    for (let step = 1; step <= 10; step++) {
      await new Promise((r) => setTimeout(r, 100));
      if (ctx.signal.aborted) throw new NodeError('unavailable', 'aborted');
      ctx.onProgress?.({ fraction: step / 10, step, total: 10, ...(step >= 5 ? { preview: picture } : {}) });
    }
    return [{ data: await png(req.width, req.height, 1), seed: '1' }];
  }
  probe = async () => ({ ok: true, detail: 'ok' });
  capacity = () => 1;
}

jest.setTimeout(60_000);

let h: Harness;
const heard: Array<EventEnvelope<JobProgress__Output>> = [];

beforeAll(async () => {
  h = await startHarness({ adapters: new Map([['stepping', new SteppingAdapter()]]), worker: { concurrency: 1 } });
  h.events.listen({ name: 'test.progress', topics: [TOPICS.progress], handle: (e) => void heard.push(e as EventEnvelope<JobProgress__Output>) });
}, 60_000);
afterAll(() => h?.stop());

test('queue positions move up as jobs are claimed; the running job\'s progress follows its node, throttled, with a preview; nothing in the outbox', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'stepping' }]);
  const user = uuidv7();
  const submit = () => h.client.SubmitJob({ user_id: user, operation: 'text2img', model_id: modelId, prompt: 'p', negative_prompt: '', image_size: '64*64', image_number: 1, make_public: true });
  const jobs: string[] = [];
  for (let i = 0; i < 3; i++) jobs.push((await submit()).job_id!);
  const status = (id: string) => h.imaging.context.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  await waitFor(() => Promise.all(jobs.map(status)), (all) => all.every((j) => j.status === 'success'), 30_000);

  const of = (job: string) => heard.filter((e) => e.payload.job_id === job).map((e) => e.payload);
  for (const e of heard.filter((x) => jobs.includes(x.payload.job_id))) {
    expect(e).toMatchObject({ topic: 'imaging.progress.v1', type: 'JobProgress', key: e.payload.job_id });
    expect(e.payload.user_id).toBe(user);
  }
  // The last job waited behind two: position 2, then 1 (once the first was claimed), then it ran.
  const third = of(jobs[2]!);
  const positions = third.filter((p) => p.state === 'queued').map((p) => p.position);
  expect(positions).toContain(1);
  expect(positions.every((p) => p === 1 || p === 2)).toBe(true);
  expect([...positions].sort().reverse()).toEqual(positions);
  expect(third.findIndex((p) => p.state === 'running')).toBeGreaterThan(third.findLastIndex((p) => p.state === 'queued'));

  for (const job of jobs) {
    const running = of(job).filter((p) => p.state === 'running');
    // Nothing known at the start (-1), then the node's steps — fewer events than steps (≤ 1 per minIntervalMs), in order.
    expect(running[0]).toMatchObject({ fraction: -1, step: 0, total: 0, preview: '' });
    const fractions = running.slice(1).map((p) => p.fraction);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
    expect(running.length).toBeGreaterThanOrEqual(3);
    expect(running.length).toBeLessThanOrEqual(1 + Math.ceil(1000 / PROGRESS_LIMITS.minIntervalMs) + 1);
    expect(running.some((p) => p.step >= 5 && p.total === 10)).toBe(true);
    const withPreview = running.find((p) => p.preview);
    expect(withPreview?.preview).toMatch(/^data:image\/jpeg;base64,/);
    expect(withPreview!.preview.length).toBeLessThanOrEqual(PROGRESS_LIMITS.previewMaxChars);
  }
  const outbox = await h.imaging.context.db.selectFrom('outbox' as never).select('topic' as never).where('topic' as never, '=', TOPICS.progress as never).execute();
  expect(outbox).toEqual([]);
});
