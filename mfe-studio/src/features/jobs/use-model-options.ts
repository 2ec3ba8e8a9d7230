// What a screen's model and size selects show (spec §4), from the query cache: the screen's model
// list, the chosen model's sizes (the size select disabled until a model is chosen and while its
// sizes load) — and a model chosen as the screen opens (remember-model.ts, or the `preferred` one
// a Remix asks for when the list offers it); a size the chosen model does not offer is cleared.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { modelsQuery, sizesQuery } from '../api/queries';
import type { ModelListType, Option } from '../api/studio-api';
import { useErrorToast } from '../api/use-error-toast';
import { lastModel, pickModel } from './remember-model';

export interface ModelOptions {
  models: readonly Option[];
  sizes: readonly Option[];
  is_size_disable: boolean;
  /** The model list has not answered yet (the screen shows its full-screen spinner). */
  loading: boolean;
  /** The user picked a model: it is remembered for this screen. */
  chooseModel(id: string): void;
}

export type ModelSizeValues = FieldValues & { model_id: string; image_size: string };

export function useModelOptions<T extends ModelSizeValues>(form: UseFormReturn<T>, type: ModelListType, preferred: string | null = null): ModelOptions {
  // react-hook-form cannot see through the generic that model_id and image_size exist on T.
  const modelPath = 'model_id' as Path<T>;
  const sizePath = 'image_size' as Path<T>;
  const models = useQuery(modelsQuery(type));
  const model = (useWatch({ control: form.control, name: modelPath }) as string | undefined) ?? '';
  const sizes = useQuery(sizesQuery(model));
  useErrorToast(models.error);
  useErrorToast(sizes.error);

  const list = models.data;
  useEffect(() => {
    if (!list || form.getValues(modelPath)) return;
    const wanted = preferred && list.some((m) => m.value === preferred) ? preferred : lastModel.get(type);
    const id = pickModel(list, wanted);
    if (id) form.setValue(modelPath, id as PathValue<T, Path<T>>);
  }, [list, form, modelPath, type, preferred]);

  // A size set before the model's sizes were known (a Remix) stays only if the model offers it.
  const sizeList = sizes.data;
  useEffect(() => {
    const size = form.getValues(sizePath) as string | undefined;
    if (sizeList && size && !sizeList.some((s) => s.value === size)) form.setValue(sizePath, '' as PathValue<T, Path<T>>);
  }, [sizeList, form, sizePath]);

  return {
    models: list ?? [],
    sizes: sizes.data ?? [],
    is_size_disable: model === '' || sizes.isLoading,
    loading: models.isPending,
    chooseModel: (id) => lastModel.set(type, id),
  };
}
