// The studio forms word every mistake as spec §5 does.
import { generateSchema, inpaintSchema, outpaintSchema, upscaleSchema } from '../src/features/forms/schemas';
import { IMAGING_LIMITS, NegativePrompt } from '@atelier/contracts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

test('generation: empty form', () => {
  const r = generateSchema.safeParse({ prompt: '', model_id: '', image_size: '', image_number: 1, make_public: true });
  expect(messages(r)).toEqual({
    prompt: 'Please write something in prompt',
    model_id: 'Please select a model',
    image_size: 'Please select size of image',
  });
});

test('generation: a prompt of spaces, a non-string prompt, a bad image count', () => {
  expect(messages(generateSchema.safeParse({ prompt: '   ', model_id: 'm', image_size: 's', image_number: 1, make_public: true })).prompt).toBe(
    'Prompt Must be 1 or more characters long',
  );
  expect(messages(generateSchema.safeParse({ prompt: 5, model_id: 'm', image_size: 's', image_number: 1, make_public: true })).prompt).toBe('Prompt must be a string');
  expect(messages(generateSchema.safeParse({ prompt: 'a', model_id: 'm', image_size: 's', image_number: 4, make_public: true })).image_number).toBe(
    'Please enter image number',
  );
});

test('generation: a valid form is trimmed', () => {
  const r = generateSchema.parse({ prompt: '  a cat ', model_id: 'm', image_size: '512*512', image_number: 3, make_public: false });
  expect(r.prompt).toBe('a cat');
});

test('generation: the Seed is optional ("" is random), else a whole number from 0 to 2^63-1', () => {
  const base = { prompt: 'a', model_id: 'm', image_size: '512*512', image_number: 1, make_public: true };
  expect(generateSchema.parse({ ...base, image_seed: '' }).image_seed).toBe('');
  expect(generateSchema.parse({ ...base, image_seed: '9223372036854775807' }).image_seed).toBe('9223372036854775807');
  for (const bad of ['-1', '4.2', 'x', '9223372036854775808'])
    expect(messages(generateSchema.safeParse({ ...base, image_seed: bad })).image_seed).toBe('Seed must be a whole number from 0 to 9223372036854775807');
});

test('in-painting needs an input image', () => {
  const r = inpaintSchema.safeParse({ prompt: 'a', model_id: 'm', image_size: 's', make_public: true, input_image: '' });
  expect(messages(r)).toEqual({ input_image: 'Please select input image' });
});

test('up-scale: model, size, method and image', () => {
  const r = upscaleSchema.safeParse({ model_id: '', image_size: '', uov_method: '', input_image: '' });
  expect(messages(r)).toEqual({
    model_id: 'Please select a model',
    image_size: 'Please select size of image',
    uov_method: 'Please select upscale method',
    input_image: 'Please upload image first',
  });
});

test('out-paint: model, size and image; sides optional', () => {
  const sides = { Left: false, Right: false, Top: false, Bottom: false };
  const distances = { Left: '', Right: '', Top: '', Bottom: '' };
  const r = outpaintSchema.safeParse({ model_id: '', image_size: '', sides, distances, input_image: '' });
  expect(messages(r)).toEqual({
    model_id: 'Please select a model',
    image_size: 'Please select size of image',
    input_image: 'Please upload image first',
  });
  expect(outpaintSchema.safeParse({ model_id: 'm', image_size: 's', sides, distances, input_image: 'data:x' }).success).toBe(true);
});

test('the negative prompt is the contract rule: trimmed, optional (sent as ""), at most the prompt limit', () => {
  const base = { prompt: 'a', model_id: 'm', image_size: 's', image_number: 1, make_public: true };
  expect(generateSchema.parse(base).negative_prompt).toBe('');
  expect(generateSchema.parse({ ...base, negative_prompt: '  blur  ' }).negative_prompt).toBe('blur');
  expect(generateSchema.safeParse({ ...base, negative_prompt: 'x'.repeat(IMAGING_LIMITS.promptMax + 1) }).success).toBe(false);
  expect(inpaintSchema.shape.negative_prompt).toBe(NegativePrompt);
});
