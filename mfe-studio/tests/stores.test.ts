// The studio stores keep client state only; the records live in the one query cache. Spec §4
// transitions through them: parallel requests (a refused one leaves the queue and toasts), a
// finished image replaced in the cache and the history invalidated, a Playground failure kept
// and marked, an in-painting failure removed, the single-job queue.
import { ApiError, queryClient, queryKeys } from '@atelier/api-client';
import type { ImageRecord } from '@atelier/contracts';
import type { TrackHandlers } from '../src/features/tracking/tracker';
import { done, record } from './fixtures';

// The mocks are reached through arrow functions: jest.mock factories run before these consts exist.
const api = { generate: jest.fn(), inpaint: jest.fn() };
jest.mock('../src/features/api/studio-api', () => ({
  studioApi: { generate: (b: unknown) => api.generate(b), inpaint: (b: unknown) => api.inpaint(b) },
}));
const track = jest.fn<() => void, [string, string, TrackHandlers]>(() => () => undefined);
jest.mock('../src/features/tracking/image-tracker', () => ({ imageTracker: { track: (...a: [string, string, TrackHandlers]) => track(...a) } }));
const toast = jest.fn();
jest.mock('../src/features/api/errors', () => ({ ...jest.requireActual('../src/features/api/errors'), studioErrorToast: (m: string | null) => toast(m) }));

import { groupByPrompt } from '../src/features/history/groups';
import { createSingleJobStore } from '../src/features/jobs/single-job.store';
import { useGenerateStore } from '../src/stores/generate.store';
import { useInpaintStore } from '../src/stores/inpaint.store';

const KEY = queryKeys.studio.userImages();
const CREDITS = queryKeys.credits.balance();
const cached = () => queryClient.getQueryData<ImageRecord[]>(KEY) ?? [];
const handlersOf = (id: string) => track.mock.calls.find((c) => c[1] === id)![2];
const values = { prompt: 'a cat', model_id: 'm', image_size: '512*512', image_number: 3 as 1 | 2 | 3, negative_prompt: '', make_public: true };

beforeEach(() => {
  jest.clearAllMocks();
  queryClient.clear();
  queryClient.setQueryData(KEY, [done(record({ id: 'old', prompt: 'a dog' }))]);
  queryClient.setQueryData(CREDITS, { credits: 10, held: 0 });
});

test('Playground: three parallel requests; a refused one leaves the queue and toasts; the others go on top and are followed', async () => {
  let answer!: () => void;
  const gate = new Promise<void>((r) => (answer = r));
  let n = 0;
  api.generate.mockImplementation(async () => {
    const i = ++n;
    await gate;
    if (i === 2) throw new ApiError(402, 'Not enough credits');
    const r = record({ id: `g${i}` });
    return { data: r, images: [r] };
  });
  const submitted = useGenerateStore.getState().submit(values);
  expect(useGenerateStore.getState().starting).toBe(3);
  answer();
  await submitted;
  expect(api.generate).toHaveBeenCalledTimes(3);
  expect(api.generate.mock.calls[0][0]).toMatchObject({ image_number: 1 });
  expect(useGenerateStore.getState().starting).toBe(0);
  expect(cached().map((r) => r.id)).toEqual(['g1', 'g3', 'old']);
  expect(toast).toHaveBeenCalledWith('Not enough credits');
  expect(track.mock.calls.map((c) => [c[0], c[1]])).toEqual([
    ['text2img', 'g1'],
    ['text2img', 'g3'],
  ]);
});

test('Playground: a chosen seed goes with each request as seed, seed+1, … (wrapping past 2^63-1); none without one', async () => {
  api.generate.mockImplementation(async () => {
    const r = record({ id: `s${api.generate.mock.calls.length}` });
    return { data: r, images: [r] };
  });
  await useGenerateStore.getState().submit({ ...values, image_seed: '9223372036854775806' });
  expect(api.generate.mock.calls.map((c) => c[0].image_seed)).toEqual(['9223372036854775806', '9223372036854775807', '0']);
  api.generate.mockClear();
  await useGenerateStore.getState().submit({ ...values, image_number: 1, image_seed: '' });
  expect(api.generate.mock.calls[0][0]).not.toHaveProperty('image_seed');
});

test('Playground: a finished image replaces its pending record and invalidates the history; a failed one stays, marked', async () => {
  queryClient.setQueryData(KEY, [record({ id: 'a' }), record({ id: 'b' }), done(record({ id: 'old' }))]);
  useGenerateStore.getState().follow(record({ id: 'a' }));
  useGenerateStore.getState().follow(record({ id: 'b' }));
  handlersOf('a').onSuccess(done(record({ id: 'a' })));
  expect(cached()[0]).toMatchObject({ id: 'a', request_status: 'success' });
  expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(true);
  // The top bar's balance refetches (the job spent credits).
  expect(queryClient.getQueryState(CREDITS)?.isInvalidated).toBe(true);

  handlersOf('b').onFailure('node down', null);
  const failed = useGenerateStore.getState().failed;
  expect(failed.has('b')).toBe(true);
  expect(toast).toHaveBeenCalledWith('node down');
  const b = groupByPrompt(cached(), failed)[0].records.find((r) => r.id === 'b');
  expect([b?.request_status, b?.error]).toEqual(['failure', 'node down']);
  // A failed image is not followed again when a refetch lists it.
  track.mockClear();
  useGenerateStore.getState().follow(record({ id: 'b' }));
  expect(track).not.toHaveBeenCalled();
});

test('In-painting: the accepted job goes on top with its input; a failure removes it from the results', async () => {
  api.inpaint.mockResolvedValue({ data: record({ id: 'p1', operation: 'inpaint', prompt: 'balloon' }), images: [] });
  await useInpaintStore.getState().submit({ prompt: 'balloon', model_id: 'm', image_size: '512*512', negative_prompt: '', make_public: true, input_image: 'data:image/png;base64,AAA', input_mask: 'data:image/png;base64,BBB', mimetype: 'png' });
  expect(useInpaintStore.getState().starting).toBe(0);
  expect(useInpaintStore.getState().inputs.p1).toBe('data:image/png;base64,AAA');
  expect(cached()[0].id).toBe('p1');
  handlersOf('p1').onFailure('no luck', null);
  expect(groupByPrompt(cached()).map((g) => g.prompt)).toEqual(['a dog']);
  expect(toast).toHaveBeenCalledWith('no luck');

  api.inpaint.mockRejectedValue(new ApiError(400, 'Please select input image'));
  await useInpaintStore.getState().submit({} as never);
  expect(useInpaintStore.getState().starting).toBe(0);
  expect(toast).toHaveBeenLastCalledWith('Please select input image');
});

test('single job: a refused start drops the queue and toasts; a result resets it and refreshes the history', async () => {
  const store = createSingleJobStore('upscale');
  await store.getState().submit(() => Promise.reject(new ApiError(400, 'Image is too large')));
  expect(store.getState().queue).toBe(0);
  expect(toast).toHaveBeenCalledWith('Image is too large');

  await store.getState().submit(() => Promise.resolve({ data: record({ id: 'u1', operation: 'upscale' }) }));
  expect(store.getState().queue).toBe(1);
  handlersOf('u1').onSuccess(done(record({ id: 'u1', operation: 'upscale' })));
  expect(store.getState()).toMatchObject({ queue: 0, result: { id: 'u1', request_status: 'success' } });
  expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(true);
});
