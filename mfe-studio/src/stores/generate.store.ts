// Playground client state (spec §3 "client state for generation") and its transitions (spec §4
// "Image generation"): one request per requested image in parallel, then each pending image
// followed until it finishes. The images themselves live in the user-images query
// (features/api/queries.ts); this store keeps only what the server does not know.
import { JOB_FAILURE, seedAt, type ImageRecord } from '@atelier/contracts';
import { create } from 'zustand';
import { studioHistory } from '../features/api/queries';
import { serverMessage, studioErrorToast } from '../features/api/errors';
import { refreshCredits } from '@atelier/api-client';
import { studioApi } from '../features/api/studio-api';
import type { GenerateParsed } from '../features/forms/schemas';
import { imageTracker } from '../features/tracking/image-tracker';

interface GenerateState {
  /** Requests sent and not answered yet. The queue (spec §4) is these plus the pending images. */
  starting: number;
  /** Images that failed while the screen was open: they stay in the history, marked failed. */
  failed: ReadonlySet<string>;
  submit(values: GenerateParsed): Promise<void>;
  /** Follows a pending image until it finishes (again, harmlessly, if it already is followed). */
  follow(record: ImageRecord): void;
}

export const useGenerateStore = create<GenerateState>()((set, get) => ({
  starting: 0,
  failed: new Set(),

  follow(r) {
    if (get().failed.has(r.id)) return;
    imageTracker.track('text2img', r.id, {
      onSuccess: (done) => {
        studioHistory.finish(done);
        refreshCredits();
      },
      onFailure: (message) => {
        set((s) => ({ failed: new Set(s.failed).add(r.id) }));
        studioHistory.fail(r.id, message);
        // The user's own cancel is not an error to announce: the tile says "Canceled".
        if (message !== JOB_FAILURE.canceled) studioErrorToast(message);
      },
    });
  },

  async submit(values) {
    const count = values.image_number;
    set({ starting: count });
    const { image_seed: seed, ...rest } = values;
    const body = { ...rest, image_number: 1 as const, negative_prompt: values.negative_prompt ?? '' };
    // A chosen seed: request i asks for seed+i, as one request for `count` images would (docs/gpu-adapters.md "Seeds").
    const seedOf = (i: number) => (!seed ? {} : { image_seed: seedAt(BigInt(seed), i).toString() });
    const answers = await Promise.allSettled(Array.from({ length: count }, (_, i) => studioApi.generate({ ...body, ...seedOf(i) })));
    const records = answers.flatMap((a) => (a.status === 'fulfilled' ? (a.value.images.length ? a.value.images : [a.value.data]) : []));
    const failed = answers.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    // A group is added when at least one image was returned; requests that never started leave the queue.
    if (records.length > 0) studioHistory.add(records);
    set({ starting: 0 });
    if (failed.length > 0) studioErrorToast(serverMessage(failed[0].reason));
    records.forEach(get().follow);
  },
}));
