// The model select and the size select every studio screen starts with (spec §4: choosing a
// model clears the size and loads that model's sizes; the size select is disabled while
// is_size_disable is set). The chosen model's description, when it has one, shows as help text.
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { SelectField, type SelectOption } from './SelectField';

/** The part of a screen store these fields read. */
export interface ModelSizeSource {
  /** GET /users/models/:type options; `description` says what the model can and cannot do. */
  models: readonly (SelectOption & { description?: string })[];
  sizes: readonly SelectOption[];
  is_size_disable: boolean;
  chooseModel(id: string): Promise<void> | void;
}

interface ModelSizeFieldsProps<T extends FieldValues & { model_id: string; image_size: string }> {
  form: UseFormReturn<T>;
  store: ModelSizeSource;
  /** Up-scaling keeps the size list disabled until a model is chosen (spec §4 gating). */
  requireModelFirst?: boolean;
}

export function ModelSizeFields<T extends FieldValues & { model_id: string; image_size: string }>({ form, store, requireModelFirst }: ModelSizeFieldsProps<T>) {
  // react-hook-form cannot see through the generic that these names exist on T.
  const modelId = 'model_id' as Path<T>;
  const imageSize = 'image_size' as Path<T>;
  const model = useWatch({ control: form.control, name: modelId }) as string;
  const description = store.models.find((m) => m.value === model)?.description;
  return (
    <>
      <SelectField
        control={form.control}
        name={modelId}
        label="Model"
        placeholder="Select Image Model"
        options={store.models}
        onChosen={(id) => {
          form.resetField(imageSize);
          void store.chooseModel(id);
        }}
      />
      {description ? <p className="-mt-2 text-xs text-muted-foreground">{description}</p> : null}
      <SelectField
        control={form.control}
        name={imageSize}
        label="Image Size"
        placeholder="Select Image Size"
        options={store.sizes}
        disabled={(requireModelFirst && !model) || store.is_size_disable}
      />
    </>
  );
}
