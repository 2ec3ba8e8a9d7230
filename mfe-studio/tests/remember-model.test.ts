// Issue 7: a studio screen opens with a model chosen — the one last used on that screen when the
// list still offers it, else the first — and remembering never breaks the screen.
import { lastModel, pickModel } from '../src/features/jobs/remember-model';

const models = [
  { value: 'm1', label: 'Model one' },
  { value: 'm2', label: 'Model two' },
];

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

test('pickModel: the remembered model when still listed, else the first, else nothing', () => {
  expect(pickModel(models, 'm2')).toBe('m2');
  expect(pickModel(models, null)).toBe('m1');
  // A model that was deactivated (no longer listed) is not preselected.
  expect(pickModel(models, 'gone')).toBe('m1');
  expect(pickModel([], 'm2')).toBe('');
});

test('lastModel remembers per screen', () => {
  const storage = memoryStorage();
  lastModel.set('inpaint', 'm2', storage);
  lastModel.set('upscale', 'm1', storage);
  expect(lastModel.get('inpaint', storage)).toBe('m2');
  expect(lastModel.get('upscale', storage)).toBe('m1');
  expect(lastModel.get('text-to-image', storage)).toBeNull();
});

test('unavailable storage: nothing remembered, nothing thrown', () => {
  const broken = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  expect(() => lastModel.set('inpaint', 'm2', broken)).not.toThrow();
  expect(lastModel.get('inpaint', broken)).toBeNull();
});
