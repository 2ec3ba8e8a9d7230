// In-painting client state and transitions (spec §4 "In-painting"): submit sets the queue to 1;
// an accepted job appears at the top of the results as the pair input | pending result; success
// replaces the pending image; failure removes the pair, drops the queue and toasts. The records
// live in the user-images query (features/api/queries.ts); the server keeps each job's input, so
// the pair survives a reload (record.input_image_url).
import { JOB_FAILURE, type ImageRecord } from '@atelier/contracts';
import { create } from 'zustand';
import { studioHistory } from '../features/api/queries';
import { serverMessage, studioErrorToast } from '../features/api/errors';
import { refreshCredits } from '@atelier/api-client';
import { studioApi, type InpaintRequest } from '../features/api/studio-api';
import { imageTracker } from '../features/tracking/image-tracker';

interface InpaintState {
  /** The request sent and not answered yet (0 or 1). The queue is this plus the pending images. */
  starting: number;
  /** The input each job of this visit was painted from (data URL), shown until the server's copy is there. */
  inputs: Readonly<Record<string, string>>;
  submit(body: InpaintRequest): Promise<void>;
  follow(record: ImageRecord): void;
}

export const useInpaintStore = create<InpaintState>()((set, get) => ({
  starting: 0,
  inputs: {},

  follow(r) {
    imageTracker.track('inpaint', r.id, {
      onSuccess: (done) => {
        studioHistory.finish(done);
        refreshCredits();
      },
      onFailure: (message) => {
        studioHistory.fail(r.id, message);
        // The user's own cancel is not an error to announce: the tile says "Canceled".
        if (message !== JOB_FAILURE.canceled) studioErrorToast(message);
      },
    });
  },

  async submit(body) {
    set({ starting: 1 });
    try {
      const record = (await studioApi.inpaint(body)).data;
      set((s) => ({ inputs: { ...s.inputs, [record.id]: body.input_image } }));
      studioHistory.add([record]);
      get().follow(record);
    } catch (e) {
      studioErrorToast(serverMessage(e));
    } finally {
      set({ starting: 0 });
    }
  },
}));
