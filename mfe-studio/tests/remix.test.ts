// Remix's URL → the Playground's first form values (the feeds link here, docs/frontends.md "Feeds").
import { remixValues } from '../src/features/forms/remix';

test('prompt, negative prompt, model and a well-formed size are read; seed is not a form value', () => {
  const p = new URLSearchParams({ remix: 'i1', prompt: 'a red fox & moon', negative_prompt: 'blur', model: 'm1', size: '832*1216', seed: '7' });
  expect(remixValues(p)).toEqual({ prompt: 'a red fox & moon', negative_prompt: 'blur', model: 'm1', image_size: '832*1216' });
});

test('no Remix: empty values, no preferred model; a malformed size is dropped', () => {
  expect(remixValues(new URLSearchParams())).toEqual({ prompt: '', negative_prompt: '', model: null, image_size: '' });
  expect(remixValues(new URLSearchParams({ size: '99999999*1' })).image_size).toBe('');
});
