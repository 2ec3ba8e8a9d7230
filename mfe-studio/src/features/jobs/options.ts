// Model and size lists behind the studio's selects, shared by the four screen stores (spec §4:
// a model change fetches that model's sizes; the size select is disabled while they load).
import { studioApi, type Option } from '../api/studio-api';

export interface OptionsState {
  models: Option[];
  sizes: Option[];
  is_size_disable: boolean;
  /** The model whose sizes are shown or loading (an older answer for another model is dropped). */
  sizes_for: string | null;
}

export const initialOptions = (): OptionsState => ({ models: [], sizes: [], is_size_disable: true, sizes_for: null });

type Set = (s: Partial<OptionsState>) => void;
type Get = () => OptionsState;

/** Loads the sizes of `modelId` into the store; rejects with the call's error (the caller toasts). */
export async function loadSizes(modelId: string, set: Set, get: Get): Promise<void> {
  set({ sizes: [], is_size_disable: true, sizes_for: modelId });
  try {
    const sizes = await studioApi.sizes(modelId);
    if (get().sizes_for === modelId) set({ sizes, is_size_disable: false });
  } catch (e) {
    if (get().sizes_for === modelId) set({ is_size_disable: false });
    throw e;
  }
}
