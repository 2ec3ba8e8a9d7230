// The model select and the size select every studio screen starts with (spec §4: choosing a
// model clears the size and loads that model's sizes; the size select is disabled while
// is_size_disable is set). Their data comes from useModelOptions; the chosen model's description,
// when it has one, shows as the model select's help text (what the model can and cannot do), so the
// select is described by it.
import { SelectField } from '@atelier/ui-kit';
import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import type { ModelOptions, ModelSizeValues } from '../jobs/use-model-options';

interface ModelSizeFieldsProps<T extends ModelSizeValues> {
  form: UseFormReturn<T>;
  options: ModelOptions;
}

export function ModelSizeFields<T extends ModelSizeValues>({ form, options }: ModelSizeFieldsProps<T>) {
  // react-hook-form cannot see through the generic that these names exist on T.
  const modelId = 'model_id' as Path<T>;
  const imageSize = 'image_size' as Path<T>;
  const model = useWatch({ control: form.control, name: modelId }) as string | undefined;
  const description = options.models.find((m) => m.value === model)?.description;
  return (
    <>
      <SelectField
        control={form.control}
        name={modelId}
        label="Model"
        description={description}
        placeholder="Select Image Model"
        options={options.models}
        onChosen={(id) => {
          form.resetField(imageSize);
          options.chooseModel(id);
        }}
      />
      <SelectField
        control={form.control}
        name={imageSize}
        label="Image Size"
        placeholder="Select Image Size"
        options={options.sizes}
        disabled={options.is_size_disable}
      />
    </>
  );
}
