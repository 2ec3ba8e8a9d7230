// The state machine shared by Up-scaling and Out-painting (spec §4 "Up-scale and out-paint"):
// one job at a time; submit raises the queue (Submit disabled, loading image in the output);
// a start error drops it and toasts; the job's result is followed by id until it finishes.
// Client state only: the model lists come from the query cache (use-model-options.ts).
import type { ImageRecord } from '@atelier/contracts';
import { create } from 'zustand';
import { serverMessage, studioErrorToast } from '../api/errors';
import { studioHistory } from '../api/queries';
import { refreshCredits } from '@atelier/api-client';
import type { Operation } from '../api/studio-api';
import type { PickedImage } from '../media/read-file';
import { lowerQueue } from '../history/groups';
import { imageTracker } from '../tracking/image-tracker';

export interface SingleJobState {
  queue: number;
  /** The picked file (spec §4: stored as a data URL). */
  image: PickedImage | null;
  result: ImageRecord | null;
  /** The running request (job id), for its live progress in the Output preview; null when none. */
  pendingJob: string | null;
  pickImage(image: PickedImage): void;
  submit(start: () => Promise<{ data: ImageRecord }>): Promise<void>;
}

export function createSingleJobStore(op: Extract<Operation, 'upscale' | 'outpaint'>) {
  return create<SingleJobState>()((set) => ({
    queue: 0,
    image: null,
    result: null,
    pendingJob: null,

    // Spec §4: picking a new file clears the previous result.
    pickImage: (image) => set({ image, result: null }),

    async submit(start) {
      set((s) => ({ queue: s.queue + 1, result: null }));
      let id: string;
      try {
        const { data } = await start();
        id = data.id;
        set({ pendingJob: data.parent_id });
      } catch (e) {
        set((s) => ({ queue: lowerQueue(s.queue) }));
        studioErrorToast(serverMessage(e));
        return;
      }
      imageTracker.track(op, id, {
        onSuccess: (done) => {
          set({ result: done, queue: 0, pendingJob: null });
          studioHistory.finish(done);
          refreshCredits();
        },
        onFailure: (message) => {
          set((s) => ({ queue: lowerQueue(s.queue), pendingJob: null }));
          studioErrorToast(message);
        },
      });
    },
  }));
}
