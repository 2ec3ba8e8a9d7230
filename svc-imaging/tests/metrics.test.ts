// Imaging's metrics as Prometheus scrapes them: jobs by state and GPU-node health read at scrape
// time, and each job's run timed by model and instance by the worker.
import { uuidv7 } from '@atelier/platform';
import { waitFor } from '@atelier/testkit';
import { cpuAdapter } from '../src/adapters';
import { DOWN_AFTER_FAILURES } from '../src/domain/health';
import { recordInstanceFailure } from '../src/repo/models.repository';
import { addModel, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ adapters: new Map([['cpu', cpuAdapter]]) });
}, 30_000);
afterAll(() => h.stop());

/** Series of one metric in a fresh scrape, by their labels. */
async function series(name: string): Promise<Array<{ labels: Record<string, string | number>; value: number; metricName?: string }>> {
  const text = await h.metrics.text(); // a scrape, as Prometheus does (runs the collectors)
  expect(text).toContain(name);
  return (await h.metrics.registry.getSingleMetric(name)!.get()).values as never;
}

async function jobs(): Promise<Record<string, number>> {
  return Object.fromEntries((await series('atelier_imaging_jobs')).map((s) => [s.labels.state, s.value]));
}

test('a job submitted and run moves through the jobs-by-state gauge and is timed by model and instance', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'cpu', name: 'metrics-node' }]);
  const before = await jobs();
  expect(Object.keys(before).sort()).toEqual(['canceled', 'failure', 'pending', 'running', 'success']);

  const res = await h.client.SubmitJob({ user_id: uuidv7(), operation: 'text2img', model_id: modelId, prompt: 'a lighthouse', negative_prompt: '', image_size: '64*64', image_number: 1, make_public: true });
  await waitFor(() => jobs(), (j) => j.success === before.success! + 1);
  const after = await jobs();
  expect(after.pending! + after.running!).toBe(before.pending! + before.running!);

  const model = (await h.admin.ListModels({ type: 'text2img', status: '', name: '' })).models.find((m) => m.id === modelId)!.name;
  const timed = (await h.metrics.registry.getSingleMetric('atelier_imaging_job_duration_seconds')!.get()).values.find(
    (v) => (v as { metricName?: string }).metricName === 'atelier_imaging_job_duration_seconds_count' && v.labels.gpu_instance === 'metrics-node',
  );
  expect(timed).toMatchObject({ value: 1, labels: { model, gpu_instance: 'metrics-node' } });
  expect(res.job_id).toBeTruthy();
});

test('each active instance reports exactly one health state; failures turn it to backing_off, then down', async () => {
  const { instanceIds } = await addModel(h, 'text2img', [{ controller: 'cpu', name: 'flaky-node' }]);
  const state = async () => {
    const mine = (await series('atelier_gpu_node_health')).filter((s) => s.labels.gpu_instance === 'flaky-node');
    expect(mine).toHaveLength(4);
    expect(mine.filter((s) => s.value === 1)).toHaveLength(1);
    return mine.find((s) => s.value === 1)!.labels.state;
  };
  expect(await state()).toBe('unknown');
  await recordInstanceFailure(h.imaging.context.db, instanceIds[0]!, 'connection refused');
  expect(await state()).toBe('backing_off');
  for (let i = 1; i < DOWN_AFTER_FAILURES; i++) await recordInstanceFailure(h.imaging.context.db, instanceIds[0]!, 'connection refused');
  expect(await state()).toBe('down');
});
