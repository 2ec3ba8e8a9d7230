// Playground state (spec §3 "client state for generation") and its transitions (spec §4 "Image
// generation"): one request per requested image in parallel, the queue, history grouped by
// prompt, and each pending image followed until it finishes.
import type { ImageRecord } from '@atelier/contracts';
import { create } from 'zustand';
import { serverMessage, studioErrorToast } from '../features/api/errors';
import { refreshCredits } from '../features/api/refresh-credits';
import { studioApi } from '../features/api/studio-api';
import type { GenerateParsed } from '../features/forms/schemas';
import { addToTop, groupByPrompt, imageItem, lowerQueue, markFailed, pendingRecords, replaceImage, type PromptGroup } from '../features/history/groups';
import { initialOptions, loadSizes, type OptionsState } from '../features/jobs/options';
import { imageTracker } from '../features/tracking/image-tracker';

interface GenerateState extends OptionsState {
  screen_loading: boolean;
  /** Finished images (spec §4: "success ones in the list"). */
  images: ImageRecord[];
  groups: PromptGroup[];
  queue: number;
  is_pending_images_exist: boolean;
  open(): Promise<void>;
  chooseModel(modelId: string): Promise<void>;
  submit(values: GenerateParsed): Promise<void>;
}

export const useGenerateStore = create<GenerateState>()((set, get) => {
  const follow = (r: ImageRecord) =>
    imageTracker.track('text2img', r.id, {
      onSuccess: (done) => {
        set((s) => ({ groups: replaceImage(s.groups, done), images: [done, ...s.images], queue: lowerQueue(s.queue) }));
        refreshCredits();
      },
      onFailure: (message) => {
        set((s) => ({ groups: markFailed(s.groups, r.id, message), queue: lowerQueue(s.queue) }));
        studioErrorToast(message);
      },
    });

  return {
    ...initialOptions(),
    screen_loading: true,
    images: [],
    groups: [],
    queue: 0,
    is_pending_images_exist: false,

    async open() {
      set({ screen_loading: true });
      try {
        const [models, records] = await Promise.all([studioApi.models('text-to-image'), studioApi.userImages()]);
        const mine = records.filter((r) => r.operation === 'text2img');
        const groups = groupByPrompt(mine);
        const pending = pendingRecords(groups);
        set({
          models,
          groups,
          images: mine.filter((r) => r.request_status === 'success'),
          queue: pending.length,
          is_pending_images_exist: pending.length > 0,
          screen_loading: false,
        });
        pending.forEach(follow);
        set({ is_pending_images_exist: false });
      } catch (e) {
        set({ screen_loading: false });
        studioErrorToast(serverMessage(e));
      }
    },

    async chooseModel(modelId) {
      await loadSizes(modelId, set, get).catch((e: unknown) => studioErrorToast(serverMessage(e)));
    },

    async submit(values) {
      const count = values.image_number;
      set({ queue: count });
      const body = { ...values, image_number: 1 as const, negative_prompt: values.negative_prompt ?? '' };
      const answers = await Promise.allSettled(Array.from({ length: count }, () => studioApi.generate(body)));
      const records = answers.flatMap((a) => (a.status === 'fulfilled' ? a.value.images.length ? a.value.images : [a.value.data] : []));
      const failed = answers.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
      if (records.length > 0) {
        set((s) => ({ groups: addToTop(s.groups, records[0].prompt, records.map(imageItem)) }));
      }
      // Requests that never started will never finish: they leave the queue now.
      if (failed.length > 0) {
        set((s) => ({ queue: records.length === 0 ? 0 : lowerQueue(s.queue, failed.length) }));
        studioErrorToast(serverMessage(failed[0].reason));
      }
      records.forEach(follow);
    },
  };
});
