// Each studio screen opens with a model chosen (issue 7): the one the user last used on that
// screen if the model list still offers it, else the first model of the list (the server lists
// active models only). Remembered per model-list type in localStorage.
import type { Option } from '../api/studio-api';

const STORAGE_PREFIX = 'atelier.studio.model.';

/** The model to preselect: the remembered one when the list still has it, else the first; '' for an empty list. */
export function pickModel(models: readonly Option[], remembered: string | null): string {
  if (remembered && models.some((m) => m.value === remembered)) return remembered;
  return models[0]?.value ?? '';
}

/** Storage may be unavailable (private mode, quota): remembering is best-effort. */
export const lastModel = {
  get(screen: string, storage: Pick<Storage, 'getItem'> = localStorage): string | null {
    try {
      return storage.getItem(STORAGE_PREFIX + screen);
    } catch {
      return null;
    }
  },
  set(screen: string, modelId: string, storage: Pick<Storage, 'setItem'> = localStorage): void {
    try {
      storage.setItem(STORAGE_PREFIX + screen, modelId);
    } catch {
      // Not remembered this time; the first model is preselected instead.
    }
  },
};
