// Model and model-instance administration over gRPC: spec §5 rules, the sealed api_token, settings
// as JSON text, SSRF refusal of node URLs, deletion rules, and the ModelsChanged each change (and the seed) writes.
import { uuidv7 } from '@atelier/platform';
import { IMAGING_MSG } from '@atelier/contracts';
import { cpuAdapter } from '../src/adapters';
import { seedCpuModels } from '../src/service/seed';
import { startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ adapters: new Map([['cpu', cpuAdapter]]), worker: false });
});
afterAll(() => h.stop());

const newModel = () => h.admin.CreateModel({ name: `Admin model ${uuidv7().slice(-6)}`, type: 'text2img', sizes: ['512*512'], credits: 3 }).then((r) => r.model!);
const instance = (modelId: string, over: Record<string, unknown> = {}) =>
  h.admin.CreateModelInstance({ name: 'node', controller_name: 'fooocus', priority: 5, api_token: 'sk-secret-token', settings_json: '{"base_url":"http://203.0.113.10:8888"}', model_id: modelId, ...over });

test('models: create, filter, update, and read back', async () => {
  const m = await newModel();
  expect(m).toMatchObject({ type: 'text2img', sizes: ['512*512'], status: 'active', credits: 3 });
  const listed = await h.client.ListModels({ type: '', status: 'active', name: m.name.slice(-6) });
  expect(listed.models.map((x) => x.id)).toEqual([m.id]);
  const updated = await h.admin.UpdateModel({ id: m.id, name: 'Renamed', type: 'upscale', sizes: ['1024*1024'], status: 'deactive' });
  expect(updated.model).toMatchObject({ name: 'Renamed', type: 'upscale', sizes: ['1024*1024'], status: 'deactive', credits: 3 });
  await expect(h.client.GetModel({ id: uuidv7() })).rejects.toMatchObject({ code: 'NOT_FOUND', message: IMAGING_MSG.modelNotFound });
});

test('an instance stores its api_token sealed and never returns it', async () => {
  const m = await newModel();
  const { instance: i } = await instance(m.id);
  expect(i).toMatchObject({ controller_name: 'fooocus', priority: 5, has_api_token: true, model_name: m.name, model_type: 'text2img' });
  expect(JSON.stringify(i)).not.toContain('sk-secret-token');
  const row = await h.imaging.context.db.selectFrom('model_instances').select('api_token_sealed').where('id', '=', i!.id).executeTakeFirstOrThrow();
  expect(row.api_token_sealed).toMatch(/^v1:/);
  expect(row.api_token_sealed).not.toContain('sk-secret-token');
  // Updating without a token keeps the stored one.
  const { instance: u } = await h.admin.UpdateModelInstance({ id: i!.id, name: 'renamed', controller_name: 'fooocus', priority: 1, api_token: '', settings_json: '{"base_url":"http://203.0.113.10:8888"}', status: 'deactive', model_id: '' });
  expect(u).toMatchObject({ name: 'renamed', priority: 1, status: 'deactive', has_api_token: true });
  expect((await h.imaging.context.db.selectFrom('model_instances').select('api_token_sealed').where('id', '=', i!.id).executeTakeFirstOrThrow()).api_token_sealed).toBe(row.api_token_sealed);
});

test('settings must be JSON (object or array); remote controllers need a base_url the SSRF rules allow', async () => {
  const m = await newModel();
  await expect(instance(m.id, { settings_json: '{base_url:' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: `${IMAGING_MSG.settingsJson} (line 1, column 2)` });
  await expect(instance(m.id, { settings_json: '42' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: IMAGING_MSG.settingsShape });
  await expect(instance(m.id, { settings_json: '{}' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: IMAGING_MSG.baseUrlRequired });
  for (const url of ['http://169.254.169.254/latest', 'http://metadata.google.internal/', 'http://127.0.0.1:8888', 'http://[::ffff:169.254.169.254]/']) {
    await expect(instance(m.id, { settings_json: JSON.stringify({ base_url: url }) })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  }
  // cpu runs in-process: no URL needed; arrays are valid settings.
  expect((await instance(m.id, { controller_name: 'cpu', settings_json: '[]' })).instance).toMatchObject({ controller_name: 'cpu', settings_json: '[]' });
  await expect(instance(m.id, { controller_name: 'telnet' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'Please Enter Controller Name' });
  await expect(instance(uuidv7())).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'Please Select Model' });
});

test('a model with instances or images cannot be deleted; an empty one can', async () => {
  const m = await newModel();
  const { instance: i } = await instance(m.id);
  await expect(h.admin.DeleteModel({ id: m.id })).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', message: IMAGING_MSG.modelHasInstances });
  await h.admin.DeleteModelInstance({ id: i!.id });
  await expect(h.admin.GetModelInstance({ id: i!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  await h.admin.DeleteModel({ id: m.id });
  await expect(h.client.GetModel({ id: m.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

  const used = await newModel();
  await h.admin.CreateModelInstance({ name: 'cpu', controller_name: 'cpu', priority: 1, api_token: 'x', settings_json: '{}', model_id: used.id });
  await h.client.SubmitJob({ user_id: uuidv7(), operation: 'text2img', model_id: used.id, prompt: 'p', negative_prompt: '', image_size: '512*512', image_number: 1, make_public: true });
  const { instances } = await h.admin.ListModelInstances({ status: '', name: '' });
  for (const x of instances.filter((y) => y.model_id === used.id)) await h.admin.DeleteModelInstance({ id: x.id });
  await expect(h.admin.DeleteModel({ id: used.id })).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', message: IMAGING_MSG.modelHasImages });
});

test('a model carries a description: set on create, kept when an update omits it, replaced when it names one', async () => {
  const { model: m } = await h.admin.CreateModel({ name: 'Described', type: 'text2img', sizes: ['512*512'], credits: 1, description: 'Draws cats only.' });
  expect(m!.description).toBe('Draws cats only.');
  const kept = await h.admin.UpdateModel({ id: m!.id, name: 'Described', type: 'text2img', sizes: ['512*512'], status: 'active' });
  expect(kept.model!.description).toBe('Draws cats only.');
  const changed = await h.admin.UpdateModel({ id: m!.id, name: 'Described', type: 'text2img', sizes: ['512*512'], status: 'active', description: '' });
  expect(changed.model!.description).toBe('');
  expect((await newModel()).description).toBe('');
});

describe('ModelsChanged (the gateways drop their cached model lists)', () => {
  type Row = { topic: string; key: string; payload: { types: string[]; model_id: string; change: string } };
  const changes = async (): Promise<Row[]> =>
    (await h.database.forSchema<any>('imaging').selectFrom('outbox').select(['id', 'topic', 'key', 'payload']).where('type', '=', 'ModelsChanged').orderBy('id').execute()) as Row[];
  const since = async (before: number) => (await changes()).slice(before).map((r) => ({ key: r.key, ...r.payload }));

  test("an admin's create, update and delete each write one, naming the types whose list changed", async () => {
    const before = (await changes()).length;
    const m = await newModel();
    await h.admin.UpdateModel({ id: m.id, name: 'Moved', type: 'upscale', sizes: ['1024*1024'], status: 'active' });
    await h.admin.DeleteModel({ id: m.id });
    expect(await since(before)).toEqual([
      expect.objectContaining({ key: 'text2img', types: ['text2img'], model_id: m.id, change: 'create' }),
      expect.objectContaining({ key: '', types: ['text2img', 'upscale'], model_id: m.id, change: 'update' }),
      expect.objectContaining({ key: 'upscale', types: ['upscale'], model_id: m.id, change: 'delete' }),
    ]);
    expect((await changes()).every((r) => r.topic === 'imaging.model.v1')).toBe(true);
    // A refused change writes none.
    const n = (await changes()).length;
    await expect(h.admin.UpdateModel({ id: uuidv7(), name: 'x', type: 'text2img', sizes: ['512*512'], status: 'active' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await changes()).length).toBe(n);
  });

  test('the seed at start writes one per model it inserts or describes, and none when it changes nothing', async () => {
    const db = h.imaging.context.db;
    await seedCpuModels(h.imaging.context);
    const before = (await changes()).length;
    await seedCpuModels(h.imaging.context);
    expect(await since(before)).toEqual([]);
    // A deleted seed model comes back; a seed model whose description was lost gets it again.
    const inpaint = await db.selectFrom('models').select('id').where('seed_key', '=', 'cpu-inpaint').executeTakeFirstOrThrow();
    await db.deleteFrom('model_instances').where('model_id', '=', inpaint.id).execute();
    await db.deleteFrom('models').where('id', '=', inpaint.id).execute();
    await db.updateTable('models').set({ description: '' }).where('seed_key', '=', 'cpu-upscale').execute();
    await seedCpuModels(h.imaging.context);
    const back = await db.selectFrom('models').select('id').where('seed_key', '=', 'cpu-inpaint').executeTakeFirstOrThrow();
    expect(await since(before)).toEqual([
      expect.objectContaining({ key: 'inpaint', types: ['inpaint'], model_id: back.id, change: 'seed' }),
      expect.objectContaining({ key: 'upscale', types: ['upscale'], model_id: '', change: 'seed' }),
    ]);
  });
});
