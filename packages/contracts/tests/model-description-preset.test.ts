// The contract's additions for issue 7: an image's nullable `preset`, a model's `description` (optional
// in create/update bodies, bounded by IMAGING_LIMITS), and the optional description on model options.
import { CreateModelBody, ImageRecord, Model, Option, UpdateModelBody } from '../src/imaging';
import { IMAGING_LIMITS } from '../src/messages';

const record = {
  id: 'i1', prompt: 'a lighthouse at sunset', negative_prompt: '', image_url: null, image_cdn: '/media/', thumbnail_url: null,
  image_size: '512*512', image_seed: '42', createdAt: '2026-11-23T04:00:00.000Z', request_status: 'pending', parent_id: 'j1',
  operation: 'text2img', make_public: false, error: null, User: { name: 'Ann', profile_pic: null }, input_image_url: null,
} as const;

test('an image record carries preset: the node\'s words, or null', () => {
  expect(ImageRecord.parse({ ...record, preset: 'Procedural sketch · sunset · sea · lighthouse' }).preset).toBe('Procedural sketch · sunset · sea · lighthouse');
  expect(ImageRecord.parse({ ...record, preset: null }).preset).toBeNull();
  expect(ImageRecord.safeParse(record).success).toBe(false);
});

test('a model carries its description; create and update bodies may leave it out', () => {
  const model = { id: 'm1', name: 'Sketch', type: 'text2img', size: ['512*512'], status: 'active', credits: 1, createdAt: '2026-11-23T04:00:00.000Z' };
  expect(Model.parse({ ...model, description: '' }).description).toBe('');
  expect(Model.safeParse(model).success).toBe(false);
  const body = { name: 'Sketch', type: 'text2img', size: ['512*512'] };
  expect(CreateModelBody.parse(body).description).toBeUndefined();
  expect(CreateModelBody.parse({ ...body, description: '  Draws cats.  ' }).description).toBe('Draws cats.');
  expect(CreateModelBody.safeParse({ ...body, description: 'x'.repeat(IMAGING_LIMITS.modelDescriptionMax + 1) }).success).toBe(false);
  expect(UpdateModelBody.parse({ ...body, status: 'active' }).description).toBeUndefined();
  expect(UpdateModelBody.parse({ ...body, status: 'active', description: '' }).description).toBe('');
});

test('a model option may carry the description as help text', () => {
  expect(Option.parse({ value: 'm1', label: 'Sketch' })).toEqual({ value: 'm1', label: 'Sketch' });
  expect(Option.parse({ value: 'm1', label: 'Sketch', description: 'Not AI.' })).toEqual({ value: 'm1', label: 'Sketch', description: 'Not AI.' });
});
