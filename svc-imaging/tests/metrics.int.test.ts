// Imaging's metrics scraped over HTTP from a running imaging + worker process on real PostgreSQL and
// Kafka: a submitted job shows in the queue depth while it runs, then as a success with its run timed
// by model and instance; its events' publish delay and the relay lag per schema, and the SubmitJob
// call's gRPC latency, are on the same endpoint (METRICS_PORT).
import { uuidv7 } from '@atelier/platform';
import { dropSchemas, integrationEnv, seriesValue, uniqueName, waitFor } from '@atelier/testkit';
import { ScriptedAdapter } from './support/fake-adapters';
import { addModel, startHarness, type Harness } from './support/harness';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const schema = uniqueName('it_metrics');
const fake = new ScriptedAdapter(600);
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ schema, env: { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(','), METRICS_PORT: '0' }, adapters: new Map([['fake', fake]]) });
});
afterAll(async () => {
  fake.releaseAll();
  await h?.stop();
  await dropSchemas(databaseUrl, [schema]);
});

/** GET /metrics as Prometheus does; the value of the series with exactly these labels among others. */
async function scrape(): Promise<(name: string, labels?: Record<string, string>) => number | undefined> {
  const res = await fetch(`http://127.0.0.1:${h.metrics.port()}/metrics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  return (name, labels = {}) => seriesValue(text, name, labels);
}

test('a job: queue depth while it runs, then a success timed by model and instance; relay and gRPC series beside it', async () => {
  const { modelId } = await addModel(h, 'text2img', [{ controller: 'fake', name: 'it-hanging-node', settings: { mode: 'hang' } }]);
  const model = (await h.admin.ListModels({ type: 'text2img', status: '', name: '' })).models.find((m) => m.id === modelId)!.name;
  let m = await scrape();
  expect(m('atelier_imaging_jobs', { state: 'running' })).toBe(0);
  expect(m('atelier_imaging_jobs', { state: 'success' })).toBe(0);
  expect(m('atelier_imaging_job_duration_seconds_count', { gpu_instance: 'it-hanging-node' })).toBeUndefined();

  const userId = uuidv7();
  await h.client.SubmitJob({ user_id: userId, operation: 'text2img', model_id: modelId, prompt: 'p', negative_prompt: '', image_size: '64*64', image_number: 1, make_public: true });
  // The node holds the job: it is running, on a node whose health is not down.
  m = await waitFor(scrape, (get) => get('atelier_imaging_jobs', { state: 'running' }) === 1, 30_000);
  expect(m('atelier_imaging_jobs', { state: 'pending' })).toBe(0);

  const started = Date.now();
  await new Promise((r) => setTimeout(r, 300));
  fake.releaseAll();
  // The job's row says success as its outcome commits; its duration is observed when the run returns,
  // a moment later: a scrape may fall between the two.
  m = await waitFor(
    scrape,
    (get) => get('atelier_imaging_jobs', { state: 'success' }) === 1 && get('atelier_imaging_job_duration_seconds_count', { model, gpu_instance: 'it-hanging-node' }) !== undefined,
    30_000,
  );
  expect(m('atelier_imaging_jobs', { state: 'running' })).toBe(0);
  expect(m('atelier_imaging_job_duration_seconds_count', { model, gpu_instance: 'it-hanging-node' })).toBe(1);
  const ran = m('atelier_imaging_job_duration_seconds_sum', { model, gpu_instance: 'it-hanging-node' })!;
  expect(ran).toBeGreaterThanOrEqual(0.3); // it was held at least the 300 ms above
  expect(ran).toBeLessThan((Date.now() - started) / 1000 + 60);
  expect(m('atelier_gpu_node_health', { gpu_instance: 'it-hanging-node', state: 'healthy' })).toBe(1);

  // JobRequested and JobSucceeded (+ ImagePublished) went out through the relay to Kafka.
  await h.events.flush();
  m = await scrape();
  expect(m('atelier_outbox_publish_delay_seconds_count', { schema })).toBeGreaterThanOrEqual(3);
  expect(m('atelier_outbox_oldest_unpublished_age_seconds', { schema })).toBe(0);
  expect(m('atelier_grpc_server_handling_seconds_count', { service: 'atelier.imaging.v1.ImagingService', method: 'SubmitJob', code: 'OK' })).toBe(1);
  expect(m('process_resident_memory_bytes')).toBeGreaterThan(0);
});
