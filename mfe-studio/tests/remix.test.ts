// Remix's URL → the Playground's first form values (the feeds link here, docs/frontends.md "Feeds").
import { remixValues } from '../src/features/forms/remix';

test('prompt, negative prompt, model, a well-formed size and the seed are read', () => {
  const p = new URLSearchParams({ remix: 'i1', prompt: 'a red fox & moon', negative_prompt: 'blur', model: 'm1', size: '832*1216', seed: '9223372036854775807' });
  expect(remixValues(p)).toEqual({ prompt: 'a red fox & moon', negative_prompt: 'blur', model: 'm1', image_size: '832*1216', image_seed: '9223372036854775807' });
});

test('no Remix: empty values, no preferred model; a malformed size or seed is dropped', () => {
  expect(remixValues(new URLSearchParams())).toEqual({ prompt: '', negative_prompt: '', model: null, image_size: '', image_seed: '' });
  expect(remixValues(new URLSearchParams({ size: '99999999*1' })).image_size).toBe('');
  for (const seed of ['-1', '1.5', 'abc', '9223372036854775808']) expect(remixValues(new URLSearchParams({ seed })).image_seed).toBe('');
});
