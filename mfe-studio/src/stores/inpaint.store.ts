// In-painting state and transitions (spec §4 "In-painting"): submit sets the queue to 1; an
// accepted job adds a group (prompt, the pending image, a placeholder) at the top; success
// replaces the pending image and resets the queue; failure removes it, drops the queue and toasts.
// Earlier in-paint results are loaded on open, like the Playground's history.
import type { ImageRecord } from '@atelier/contracts';
import { create } from 'zustand';
import { serverMessage, studioErrorToast } from '../features/api/errors';
import { refreshCredits } from '../features/api/refresh-credits';
import { studioApi, type InpaintRequest } from '../features/api/studio-api';
import { addToTop, groupByPrompt, imageItem, lowerQueue, pendingRecords, removeImage, replaceImage, type PromptGroup } from '../features/history/groups';
import { initialOptions, loadSizes, type OptionsState } from '../features/jobs/options';
import { imageTracker } from '../features/tracking/image-tracker';

interface InpaintState extends OptionsState {
  screen_loading: boolean;
  groups: PromptGroup[];
  queue: number;
  is_pending_images_exist: boolean;
  open(): Promise<void>;
  chooseModel(modelId: string): Promise<void>;
  submit(body: InpaintRequest): Promise<void>;
}

export const useInpaintStore = create<InpaintState>()((set, get) => {
  const follow = (r: ImageRecord) =>
    imageTracker.track('inpaint', r.id, {
      onSuccess: (done) => {
        set((s) => ({ groups: replaceImage(s.groups, done), queue: lowerQueue(s.queue) }));
        refreshCredits();
      },
      onFailure: (message) => {
        set((s) => ({ groups: removeImage(s.groups, r.id), queue: lowerQueue(s.queue) }));
        studioErrorToast(message);
      },
    });

  return {
    ...initialOptions(),
    screen_loading: true,
    groups: [],
    queue: 0,
    is_pending_images_exist: false,

    async open() {
      set({ screen_loading: true });
      try {
        const [models, records] = await Promise.all([studioApi.models('inpaint'), studioApi.userImages()]);
        const groups = groupByPrompt(records.filter((r) => r.operation === 'inpaint'));
        const pending = pendingRecords(groups);
        set({ models, groups, queue: pending.length, is_pending_images_exist: pending.length > 0 });
        // Spec §2: sizes are loaded on page open, for the in-paint model.
        if (models[0]) await loadSizes(models[0].value, set, get);
        pending.forEach(follow);
        set({ is_pending_images_exist: false });
      } catch (e) {
        studioErrorToast(serverMessage(e));
      } finally {
        set({ screen_loading: false });
      }
    },

    async chooseModel(modelId) {
      if (get().sizes_for === modelId) return;
      await loadSizes(modelId, set, get).catch((e: unknown) => studioErrorToast(serverMessage(e)));
    },

    async submit(body) {
      set({ queue: 1 });
      try {
        const res = await studioApi.inpaint(body);
        const record = res.data;
        set((s) => ({
          groups: addToTop(s.groups, record.prompt, [imageItem(record), { kind: 'placeholder', key: record.id, preview: body.input_image }]),
        }));
        follow(record);
      } catch (e) {
        set({ queue: 0 });
        studioErrorToast(serverMessage(e));
      }
    },
  };
});
